import { describe, expect, test } from "bun:test";
import postgres from "postgres";
import { explainStartupError } from "../../api/lib/startup-errors";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { emptyPostgresDatabase } from "../support/postgres-database";

const ROUNDS = 10;

async function withEmptyDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const { url, drop } = await emptyPostgresDatabase("farm_replicas");
  try {
    return await work(url);
  } finally {
    await drop();
  }
}

describe("replicas starting at the same instant on an empty PostgreSQL database", () => {
  test(`${ROUNDS} rounds of two servers with FARM_ADMIN_* set: both healthy, one admin, no hash in any output`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      await withEmptyDatabase(async (url) => {
        const env = { DATABASE_URL: url, FARM_ADMIN_USERNAME: "boss", FARM_ADMIN_PASSWORD: "replica-pass" };
        const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
        const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
        try {
          const failures = started.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
          expect({ round, failures }).toEqual({ round, failures: [] });
          for (const s of servers as ServerProcess[]) {
            const ready = await fetch(`${s.url}/api/health/ready`);
            expect({ round, status: ready.status }).toEqual({ round, status: 200 });
            expect(s.stderr()).not.toContain("$argon2");
          }
          const sql = postgres(url, { max: 1, onnotice: () => {} });
          const admins = await sql`select username from users`;
          const migrations = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
          const journal = (await Bun.file(`${import.meta.dir}/../../db/migrations/meta/_journal.json`).json()) as { entries: unknown[] };
          await sql.end();
          expect(admins.map((a) => a.username)).toEqual(["boss"]);
          expect(migrations[0]!.n).toBe(journal.entries.length);
        } finally {
          await Promise.all(servers.map((s) => s.stop()));
        }
      });
    }
  }, 600_000);
});

describe("start-up errors", () => {
  test("an unexpected failure is one line, with no password hash and no password from a URL", () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "users_username_unique"'), { code: "23505" });
    const wrapped = new Error(
      'Failed query: insert into "users" ("username", "password_hash") values ($1, $2)\nparams: boss,$argon2id$v=19$m=65536,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
      { cause: driver },
    );
    const line = explainStartupError(wrapped);
    expect(line).not.toContain("\n");
    expect(line).not.toContain("argon2");
    expect(line).toContain("duplicate key value violates unique constraint");
    const url = explainStartupError(new Error("cannot open postgres://farm:s3cret@db.example/farm\n    at x"));
    expect(url).not.toContain("s3cret");
    expect(url).not.toContain("\n");
  });
});

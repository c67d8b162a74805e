import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { type PrivateCluster, startPrivateCluster } from "../support/private-postgres";
import { type ServerProcess, startServerProcess } from "../support/server-process";

/**
 * A whole-file task import (farmctl, one request, one transaction) with PostgreSQL stopped under it, on a cluster of
 * the test's own: farmctl says the database is unavailable and to try again, nothing of the file is written, and
 * the same command imports the whole file once the database is back.
 */
const ROOT = join(import.meta.dir, "..", "..");
const ROWS = 30_000;
let pg: PrivateCluster;
let server: ServerProcess;
let dir = "";
let env: Record<string, string> = {};
let entityId = 0;

beforeAll(async () => {
  pg = await startPrivateCluster();
  server = await startServerProcess({ DATABASE_URL: pg.url, FARM_ADMIN_USERNAME: "boss", FARM_ADMIN_PASSWORD: "import-outage-pass" });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "boss", password: "import-outage-pass" }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  const post = async (path: string, body: unknown) =>
    (await (await fetch(`${server.url}${path}`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) })).json()) as { id: number; token: string };
  entityId = (await post("/api/entities", { name: "Outage Ranch" })).id;
  await post("/api/fields", { entityId, name: "North 40", acreage: "40" });
  env = { FARMCTL_URL: server.url, FARMCTL_TOKEN: (await post("/api/tokens", { name: "import-outage" })).token, NO_COLOR: "1" };
  dir = mkdtempSync(join(tmpdir(), "farm-import-outage-"));
  const lines = ["date,field,category,name,cost_per_acre,acres_covered,notes"];
  for (let i = 0; i < ROWS; i++) lines.push(`2025-04-${String((i % 28) + 1).padStart(2, "0")},North 40,Seed,Planting ${i},12.50,10,row ${i} of a long file`);
  await Bun.write(join(dir, "tasks.csv"), `${lines.join("\n")}\n`);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await pg?.destroy();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const farmctl = async () => {
  const proc = Bun.spawn(["bun", "cli/farmctl.ts", "import", "tasks", join(dir, "tasks.csv"), "--entity", "Outage Ranch", "--json"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, stdout, stderr] = await Promise.all([proc.exited, new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  return { code, stdout, stderr };
};

const storedTasks = async () => {
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select count(*)::int as n from tasks where entity_id = ${entityId}`;
    return row!.n as number;
  } finally {
    await sql.end();
  }
};

describe("a whole-file import with PostgreSQL stopped under it", () => {
  test("farmctl says the database is unavailable, and nothing of the file is written", async () => {
    const running = farmctl();
    // Stop once the server has written part of the file: the import is under way in its one transaction.
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    const deadline = Date.now() + 60_000;
    let started = false;
    while (!started && Date.now() < deadline) {
      // A first import into the entity loads its rows with COPY, a re-import with an insert.
      const [row] = await sql`select count(*)::int as n from pg_stat_activity
        where (query like 'insert into tasks%' or query like 'copy "tasks"%') and state = 'active'`;
      started = row!.n > 0;
      if (!started) await Bun.sleep(20);
    }
    await sql.end();
    expect(started).toBe(true);
    await pg.stop();
    const res = await running;
    expect(res.code).toBe(1);
    expect(res.stdout).toBe("");
    expect(res.stderr).toContain("503");
    expect(res.stderr).toContain("The database is unavailable");
    await pg.start();
    expect(await storedTasks()).toBe(0);
  }, 120_000);

  test("the same command imports the whole file once the database is back", async () => {
    const deadline = Date.now() + 15_000;
    let res = await farmctl();
    // The server's gate reopens within a probe or two of the database answering again.
    while (res.code !== 0 && Date.now() < deadline) {
      await Bun.sleep(500);
      res = await farmctl();
    }
    expect(res.stderr).not.toContain("Internal");
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ received: ROWS, created: ROWS, updated: 0, unchanged: 0 });
    expect(await storedTasks()).toBe(ROWS);
    expect(server.stderr()).not.toContain("Internal server error");
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { type DbHandle, openDatabase } from "../../db/client";
import { postgresTarget } from "../../db/postgres-url";
import { tasks } from "../../db/schema";
import { freshDatabase } from "../support/harness";

/**
 * DATABASE_URL with libpq's `host` parameter: a folder connects through PostgreSQL's Unix socket in it (an
 * administrator running the database on the same machine), a name replaces the URL's host.
 */
describe("postgresTarget", () => {
  test("a folder in `host` is the socket file in it, on the URL's port or 5432; the parameter is not sent on", () => {
    expect(postgresTarget("postgres://farm@localhost/farm?host=/var/run/postgresql")).toEqual({
      url: "postgres://farm@localhost/farm",
      path: "/var/run/postgresql/.s.PGSQL.5432",
    });
    expect(postgresTarget("postgres://farm:secret@localhost:5433/farm?host=%2Ftmp%2F&sslmode=disable")).toEqual({
      url: "postgres://farm:secret@localhost:5433/farm?sslmode=disable",
      path: "/tmp/.s.PGSQL.5433",
    });
  });

  test("a name in `host` replaces the URL's host; a URL without it is left as it is", () => {
    expect(postgresTarget("postgres://farm@localhost/farm?host=db.internal")).toEqual({ url: "postgres://farm@db.internal/farm" });
    const plain = "postgres://farm@127.0.0.1:5432/farm?application_name=farm";
    expect(postgresTarget(plain)).toEqual({ url: plain });
  });
});

describe("the server's database through the machine's PostgreSQL socket", () => {
  let base: DbHandle & { url?: string };
  let viaSocket: DbHandle;
  beforeAll(async () => {
    base = await freshDatabase("postgres");
    // The folder this PostgreSQL keeps its socket in, as its own setting says (Debian: /var/run/postgresql).
    const admin = postgres(base.url!, { max: 1, onnotice: () => {} });
    const [{ unix_socket_directories: folders }] = (await admin.unsafe("show unix_socket_directories")) as unknown as [{ unix_socket_directories: string }];
    await admin.end();
    const url = new URL(base.url!);
    url.hostname = "localhost";
    url.searchParams.set("host", folders.split(",")[0]!.trim());
    viaSocket = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  });
  afterAll(async () => {
    await viaSocket?.close();
    await base?.close();
  });

  test("connects through the socket, not TCP, and its transactions commit", async () => {
    const [where] = (await viaSocket.db.execute(sql`select inet_server_addr() as addr, current_database() as name`)) as unknown as { addr: string | null; name: string }[];
    expect(where).toEqual({ addr: null, name: new URL(base.url!).pathname.slice(1) });
    const counted = await viaSocket.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table socket_probe (n int) on commit drop`);
      await tx.execute(sql`insert into socket_probe values (1), (2)`);
      return (await tx.execute(sql`select count(*)::int as n from socket_probe`)) as unknown as { n: number }[];
    });
    expect(counted).toEqual([{ n: 2 }]);
    expect(await viaSocket.db.select({ n: sql<number>`count(*)::int` }).from(tasks)).toEqual([{ n: 0 }]);
  });
});

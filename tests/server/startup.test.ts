import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client";

const dirs: string[] = [];
const running: Subprocess[] = [];
afterAll(() => {
  for (const p of running) p.kill("SIGKILL");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "farm-startup-"));
  dirs.push(dir);
  return dir;
}

async function freePort() {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

function spawnServer(env: Record<string, string>) {
  const proc = Bun.spawn(["bun", "api/server.ts"], {
    env: { PATH: process.env.PATH ?? "", HOME: tmpdir(), HOST: "127.0.0.1", LOG_REQUESTS: "false", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  running.push(proc);
  return proc;
}

/** Starts a server and waits until it answers its health check. */
async function startServer(env: Record<string, string>) {
  const proc = spawnServer(env);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${env.PORT}/api/health`).then((r) => r.ok, () => false);
    if (ok) return proc;
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`did not start: ${await new Response(proc.stderr).text()}`);
    await Bun.sleep(200);
  }
}

/** Runs a server that must refuse to start: its exit code and what it said. */
async function refusal(env: Record<string, string>) {
  const proc = spawnServer(env);
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
  return { code, stderr };
}

describe("starting the server", () => {
  test("a second server on the same embedded database is refused, naming the first; after a crash the folder is free again", async () => {
    const dataDir = tempDir();
    const first = await startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    const second = await refusal({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`The farm server did not start: The embedded database in ${dataDir}/db is in use by process ${first.pid}`);
    expect(second.stderr).not.toContain("    at ");

    first.kill("SIGKILL"); // a crash leaves its lock behind
    await first.exited;
    expect(existsSync(`${dataDir}/db.lock`)).toBe(true);
    const port = await freePort();
    const third = await startServer({ PORT: String(port), DATA_DIR: dataDir });
    third.kill("SIGTERM");
    expect(await third.exited).toBe(0);
    expect(existsSync(`${dataDir}/db.lock`)).toBe(false);
  });

  test("a port already taken is refused instead of shared", async () => {
    const port = await freePort();
    await startServer({ PORT: String(port), DATA_DIR: tempDir() });
    // Refused before its database is made: a new DATA_DIR is left without one.
    const otherDir = tempDir();
    const second = await refusal({ PORT: String(port), DATA_DIR: otherDir });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`Port ${port} is already in use by another program`);
    expect(existsSync(join(otherDir, "db"))).toBe(false);
  });

  test("a data folder that cannot be written, a bad setting and an unreachable PostgreSQL each get one line of advice", async () => {
    const file = join(tempDir(), "not-a-folder");
    writeFileSync(file, "");
    const folder = await refusal({ PORT: String(await freePort()), DATA_DIR: file });
    expect(folder.code).toBe(1);
    expect(folder.stderr).toContain("Cannot use the data folder");
    expect(folder.stderr).toContain("set DATA_DIR to a folder this user can write");

    const setting = await refusal({ PORT: "not-a-port", DATA_DIR: tempDir() });
    expect(setting.code).toBe(1);
    expect(setting.stderr).toContain("PORT:");

    const closed = await freePort();
    const pg = await refusal({ PORT: String(await freePort()), DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/farm` });
    expect(pg.code).toBe(1);
    expect(pg.stderr).toContain("Cannot reach the PostgreSQL server of DATABASE_URL (ECONNREFUSED");

    const noSocket = await refusal({ PORT: String(await freePort()), DATABASE_URL: `postgres://postgres@localhost/farm?host=${tempDir()}` });
    expect(noSocket.code).toBe(1);
    expect(noSocket.stderr).toMatch(/Cannot reach the PostgreSQL server of DATABASE_URL through the socket \/.+\/\.s\.PGSQL\.5432 \(ENOENT\): check the host folder/);
    for (const r of [folder, setting, pg, noSocket]) expect(r.stderr).not.toContain("    at ");
  });

  test("the embedded database, which has no autovacuum, is vacuumed by the server: its tasks' pages are marked all-visible", async () => {
    const dataDir = tempDir();
    const seed = Bun.spawn(["bun", "db/seed-demo.ts"], { env: { PATH: process.env.PATH ?? "", HOME: tmpdir(), DATA_DIR: dataDir }, stdout: "ignore", stderr: "pipe" });
    expect(await seed.exited).toBe(0);
    const allVisiblePages = async () => {
      const handle = await openDatabase({ dataDir: join(dataDir, "db") });
      try {
        const { rows } = (await handle.db.execute(sql`select relpages, relallvisible from pg_class where relname = 'tasks'`)) as unknown as { rows: Array<{ relpages: number; relallvisible: number }> };
        return rows[0]!;
      } finally {
        await handle.close();
      }
    };
    expect((await allVisiblePages()).relallvisible).toBe(0);

    const server = await startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await Bun.sleep(1500);
    server.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const after = await allVisiblePages();
    expect(after.relpages).toBeGreaterThan(0);
    expect(after.relallvisible).toBe(after.relpages);
  }, 60_000);
});

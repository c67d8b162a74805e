/**
 * The real server in a process of its own, started as `bun start` starts it (package.json's start script, its
 * environment assignments included: api/start.sh, which sets the engine's heap for the database and replaces itself
 * with the server, so the child's pid is the server's), on a loopback port: what the load benchmarks
 * (auth-throughput, mixed-load, create-throughput, pglite-memory) measure.
 */
import { existsSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(import.meta.dir, "../..");
// The server's DATA_DIR, kept between runs: the admin SPA is built there once per version, as at install.
const DATA_DIR = join(tmpdir(), "farm-bench-server");

export async function freePort(): Promise<number> {
  const probe = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response() });
  const { port } = probe;
  await probe.stop(true);
  return port!;
}

export async function waitFor(url: string, child: Bun.Subprocess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await Bun.sleep(100);
  }
  throw new Error(`${url} did not answer in 60 s`);
}

/** Resident memory of a process now and at its peak (VmRSS, VmHWM), in MiB. */
export async function rss(pid: number) {
  const status = await Bun.file(`/proc/${pid}/status`).text();
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { now: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

export interface ServerProcess {
  base: string;
  child: Bun.Subprocess;
  /** Signs `username` in (password `password`) and returns the Cookie header to send. */
  signIn(username: string, password: string): Promise<string>;
}

/**
 * Builds the admin SPA into DATA_DIR (once per version), then starts the server on `databaseUrl` and waits for it.
 * With `{ pgliteDataDir }` instead, the server opens the embedded database in that folder's `db` (the folder is its
 * DATA_DIR; the SPA built once is linked into it). `serverEnv` is added to the server's environment only (not the
 * build's). Kill `child` when done.
 * @example const server = await startServer(url); const cookie = await server.signIn("reader", "pw"); server.child.kill();
 */
export async function startServer(database: string | { pgliteDataDir: string }, serverEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const buildEnv = { ...inherited, DATA_DIR, HOST: "127.0.0.1" };
  const build = Bun.spawn(["bun", join(ROOT, "api/spa/build.ts")], { env: buildEnv, stdout: "ignore", stderr: "inherit" });
  await build.exited;
  let env: Record<string, string | undefined> = { ...buildEnv, DATABASE_URL: typeof database === "string" ? database : undefined };
  if (typeof database !== "string") {
    if (!existsSync(join(database.pgliteDataDir, "spa"))) symlinkSync(join(DATA_DIR, "spa"), join(database.pgliteDataDir, "spa"));
    env = { ...inherited, DATA_DIR: database.pgliteDataDir, HOST: "127.0.0.1" };
  }
  const startScript: string = (await Bun.file(join(ROOT, "package.json")).json()).scripts.start;
  const words = startScript.split(/\s+/);
  const assignments = Object.fromEntries(words.filter((w) => /^[A-Z_a-z]\w*=/.test(w)).map((w) => w.split("=", 2) as [string, string]));
  const command = words.filter((w) => !/^[A-Z_a-z]\w*=/.test(w));
  const port = await freePort();
  // Request log on as in production; its output is discarded.
  const child = Bun.spawn(command, { cwd: ROOT, env: { ...env, ...assignments, ...serverEnv, PORT: String(port) }, stdout: "ignore", stderr: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    base,
    child,
    async signIn(username, password) {
      const res = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password }) });
      if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
      return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    },
  };
}

import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Debian's PostgreSQL 15 binaries (the machine's shared cluster on 5432 is never touched). */
export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface PrivateCluster {
  port: number;
  /** A URL to the `farm` database of this cluster. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool; as root it runs as the postgres user, which initdb and postgres require. */
async function run(args: string[]) {
  const cmd = isRoot ? ["runuser", "-u", "postgres", "--", ...args] : args;
  const proc = Bun.spawn(cmd, { stdout: "pipe", stderr: "pipe", stdin: "ignore" });
  const [code, out, err] = await Promise.all([proc.exited, new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  if (code !== 0) throw new Error(`${args.join(" ")} failed (${code}): ${err || out}`);
}

async function freePort() {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/**
 * A PostgreSQL cluster of the test's own, in a temp folder on a free port, with an empty `farm` database, that the
 * test may stop and start under a running server.
 * @example const pg = await startPrivateCluster(); await pg.stop(); await pg.start(); await pg.destroy();
 */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const dir = mkdtempSync(join(tmpdir(), "farm-pg-"));
  if (isRoot) {
    const id = Bun.spawnSync(["id", "-u", "postgres"]).stdout.toString().trim();
    const gid = Bun.spawnSync(["id", "-g", "postgres"]).stdout.toString().trim();
    chownSync(dir, Number(id), Number(gid));
  }
  const data = join(dir, "data");
  const port = await freePort();
  await run([`${PG_BIN}/initdb`, "-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () => run([`${PG_BIN}/pg_ctl`, "-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "30", "start"]);
  const stop = () => run([`${PG_BIN}/pg_ctl`, "-D", data, "-m", "fast", "-w", "-t", "30", "stop"]);
  await start();
  await run([`${PG_BIN}/createdb`, "-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "farm"]);
  let destroyed = false;
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/farm`,
    stop,
    start,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { fileURLToPath } from "node:url";
import type { Command } from "commander";
import { serverEnvSource } from "../env";
import { CliError } from "../errors";
import { positiveInt } from "../options";
import { note } from "../output/terminal";

interface ServeOptions {
  port?: number;
  host?: string;
  dataDir?: string;
}

/** The server's settings with the flags laid over them, so `farmctl serve --port 8080` is `PORT=8080 bun start`. */
const withFlags = (options: ServeOptions) =>
  serverEnvSource({ PORT: options.port === undefined ? undefined : String(options.port), HOST: options.host, DATA_DIR: options.dataDir });

/**
 * The server's own entry points, run as children: farmctl loads no server code (docs/decisions/one-way-in.md). The
 * server is started by `bun start`'s script, which sets the JavaScript engine's heap for the database it is on.
 */
const START = fileURLToPath(new URL("../../api/start.sh", import.meta.url));
const MIGRATE = fileURLToPath(new URL("../../api/migrate.ts", import.meta.url));

/**
 * Runs the server as `bun start` does (api/start.sh, configured by api/env.ts), until it stops; its exit code is
 * farmctl's. The script replaces itself with the server, run by the Bun that runs farmctl (BUN_BINARY). The
 * child has its own process group, so a terminal's Ctrl-C reaches it once, passed on by farmctl.
 */
export async function serve(options: ServeOptions) {
  const env = { ...withFlags(options), BUN_BINARY: process.execPath };
  const server = Bun.spawn(["sh", START], { env, stdio: ["ignore", "inherit", "inherit"], detached: true });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  process.exitCode = await server.exited;
}

/** Applies pending migrations and the reference data, then exits: for deploy scripts before starting servers. */
export async function migrate(options: Pick<ServeOptions, "dataDir">) {
  const run = Bun.spawn([process.execPath, MIGRATE], { env: withFlags(options), stdin: "ignore", stdout: "pipe", stderr: "pipe" });
  const [where, problem, code] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited]);
  if (code !== 0) throw new CliError(`The migrations were not applied: ${problem.trim() || `exit code ${code}`}`);
  note(`Database is up to date (${where.trim()}).`);
}

export function register(program: Command) {
  program
    .command("serve")
    .description("Run the farm server (API and web app) on this host; configured like `bun start` (see README)")
    .option("--port <port>", "port to listen on (env: PORT, default 3000)", positiveInt)
    .option("--host <address>", "address to listen on (env: HOST, default 0.0.0.0)")
    .option("--data-dir <dir>", "data folder (env: DATA_DIR, default ./data)")
    .addHelpText("after", `
Examples:
  farmctl serve
  farmctl serve --port 8080 --data-dir /srv/farm
  DATABASE_URL=postgres://farm@db/farm farmctl serve`)
    .action((opts: ServeOptions) => serve(opts));
  program
    .command("migrate")
    .description("Apply pending database migrations and reference data, then exit")
    .option("--data-dir <dir>", "data folder of the embedded database (env: DATA_DIR)")
    .addHelpText("after", "\nExamples:\n  farmctl migrate\n  DATABASE_URL=postgres://farm@db/farm farmctl migrate")
    .action((opts: Pick<ServeOptions, "dataDir">) => migrate(opts));
}

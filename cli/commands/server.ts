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

/** Runs the server in this process, configured like `bun start` (api/env.ts). */
export async function serve(options: ServeOptions) {
  const { runServer } = await import("../../api/server");
  await runServer(withFlags(options));
}

/** Applies pending migrations and the reference data, then exits: for deploy scripts before starting servers. */
export async function migrate(options: Pick<ServeOptions, "dataDir">) {
  // Loaded here, not at the top: the database driver is only needed by this command.
  const { bootstrap } = await import("../../api/bootstrap");
  const { readEnv } = await import("../../api/env");
  const { explainStartupError } = await import("../../api/lib/startup-errors");
  let env: ReturnType<typeof readEnv> | undefined;
  let handle: Awaited<ReturnType<typeof bootstrap>>;
  try {
    env = readEnv(withFlags(options));
    handle = await bootstrap({
      databaseUrl: env.DATABASE_URL,
      dataDir: `${env.DATA_DIR}/db`,
      admin: env.FARM_ADMIN_USERNAME ? { username: env.FARM_ADMIN_USERNAME, password: env.FARM_ADMIN_PASSWORD! } : undefined,
    });
  } catch (err) {
    throw new CliError(`The migrations were not applied: ${explainStartupError(err, env)}`);
  }
  await handle.close();
  note(`Database is up to date (${handle.engine === "pglite" ? `embedded, in ${env.DATA_DIR}/db` : "PostgreSQL at DATABASE_URL"}).`);
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

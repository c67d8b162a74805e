/**
 * `bun api/migrate.ts`: applies pending migrations and the reference data (and the bootstrap admin), then exits.
 * `farmctl migrate` runs it as a child, so farmctl loads no server code (docs/decisions/one-way-in.md). Says where
 * the database is on stdout; a failure is one line on stderr and exit 1.
 */
import { bootstrap } from "./bootstrap";
import { type Env, readEnv } from "./env";
import { explainStartupError } from "./lib/startup-errors";

let env: Env | undefined;
try {
  env = readEnv();
  const handle = await bootstrap({
    databaseUrl: env.DATABASE_URL,
    dataDir: `${env.DATA_DIR}/db`,
    admin: env.FARM_ADMIN_USERNAME ? { username: env.FARM_ADMIN_USERNAME, password: env.FARM_ADMIN_PASSWORD! } : undefined,
  });
  await handle.close();
  console.log(handle.engine === "pglite" ? `embedded, in ${env.DATA_DIR}/db` : "PostgreSQL at DATABASE_URL");
} catch (err) {
  console.error(explainStartupError(err, env));
  process.exit(1);
}

import { createApp } from "./app";
import { bootstrap } from "./bootstrap";
import { type Env, readEnv } from "./env";
import { explainStartupError } from "./lib/startup-errors";
import { loadSpa } from "./spa/spa";
import { createStorage } from "./storage";

/** Production entry: /api/* goes to the Hono app, every other path to the admin SPA (built once per version in DATA_DIR/spa). */
async function start(env: Env) {
  const { handler: spa } = await loadSpa({ cacheDir: `${env.DATA_DIR}/spa` });
  const handle = await bootstrap({
    databaseUrl: env.DATABASE_URL,
    dataDir: `${env.DATA_DIR}/db`,
    poolSize: env.DATABASE_POOL_SIZE,
    admin: env.FARM_ADMIN_USERNAME ? { username: env.FARM_ADMIN_USERNAME, password: env.FARM_ADMIN_PASSWORD! } : undefined,
  });
  try {
    const storage = createStorage({
      filesDir: env.FILES_DIR ?? `${env.DATA_DIR}/files`,
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            region: env.S3_REGION,
          }
        : undefined,
    });
    const app = createApp({
      db: handle.db,
      storage,
      config: {
        trustProxy: env.TRUST_PROXY, logRequests: env.LOG_REQUESTS, uploadUrlTtlSeconds: env.UPLOAD_URL_TTL_SECONDS, backupAllowSystemDisk: env.BACKUP_ALLOW_SYSTEM_DISK,
        backupPassphrase: env.BACKUP_PASSPHRASE,
      },
    });
    const server = Bun.serve({
      port: env.PORT,
      hostname: env.HOST,
      development: false,
      // Never share the port with another process: a second server would silently get half the requests.
      reusePort: false,
      routes: {
        "/api/*": (req, srv) => app.fetch(req, { server: srv }),
        "/api": (req, srv) => app.fetch(req, { server: srv }),
        "/*": (req) => spa(req),
      },
    });
    return { server, handle };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/**
 * Starts the server on the settings in `source` (the process environment unless told otherwise: `farmctl serve`
 * lays its flags over it) and stops it cleanly on SIGINT or SIGTERM. A failure to start is one line and exit 1.
 */
export async function runServer(source?: Record<string, string | undefined>) {
  let env: Env | undefined;
  let running: Awaited<ReturnType<typeof start>>;
  try {
    env = readEnv(source);
    running = await start(env);
  } catch (err) {
    console.error(`The farm server did not start: ${explainStartupError(err, env)}`);
    process.exit(1);
  }

  const { server, handle } = running;
  const where = handle.engine === "pglite" ? `embedded database in ${env.DATA_DIR}/db` : "PostgreSQL";
  console.error(`Farm cost manager on http://${server.hostname}:${server.port}/ (${where})`);

  async function shutdown(signal: string) {
    console.error(`${signal}: stopping`);
    await server.stop();
    await handle.close();
    process.exit(0);
  }
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

if (import.meta.main) await runServer();

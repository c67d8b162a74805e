import { systemContext } from "./services/context";
import { createApp } from "./app";
import { bootstrap } from "./bootstrap";
import { type Env, readEnv } from "./env";
import { DiskGuard, megabytes } from "./lib/disk-guard";
import { startHousekeeping } from "./lib/housekeeping";
import { IDLE_TIMEOUT_SECONDS, allowLongWork } from "./lib/idle-timeout";
import { purgeExpiredKeys } from "./services/idempotency.service";
import { deleteExpiredSessions } from "./services/sessions.service";
import { explainStartupError } from "./lib/startup-errors";
import { loadSpa } from "./spa/spa";
import { apiRead } from "./spa/first-paint";
import { createStorage } from "./storage";

let diskWasLow = false;
/** Logs one line when free space falls below the threshold and one when it is back. */
async function watchDisk(guard: DiskGuard) {
  const state = await guard.check();
  if (!state.ok && !diskWasLow) {
    console.error(`Disk nearly full: ${megabytes(state.freeBytes ?? 0)} free in ${state.path} (MIN_FREE_DISK_MB is ${megabytes(guard.minFreeBytes)}); writes answer 507 until space is freed`);
  }
  if (state.ok && diskWasLow) console.error(`Disk space back: ${megabytes(state.freeBytes ?? 0)} free in ${state.path}; writes accepted again`);
  diskWasLow = !state.ok;
}

/**
 * A port another program holds is refused before anything else is done: not after the embedded database has been
 * opened, or created in a new DATA_DIR (seconds, and a data folder left behind), nor the web app built. Throws the
 * listen error (EADDRINUSE), which explainStartupError words; the real server's bind reports a port taken since.
 */
function portIsFree(env: Env) {
  const probe = Bun.serve({ port: env.PORT, hostname: env.HOST, reusePort: false, fetch: () => new Response(null, { status: 503 }) });
  probe.stop(true);
}

/** Production entry: /api/* goes to the Hono app, every other path to the admin SPA (built once per version in DATA_DIR/spa). */
async function start(env: Env) {
  portIsFree(env);
  const { handler: spa } = await loadSpa({ cacheDir: `${env.DATA_DIR}/spa`, mapTileUrl: env.MAP_TILE_URL });
  const handle = await bootstrap({
    databaseUrl: env.DATABASE_URL,
    dataDir: `${env.DATA_DIR}/db`,
    poolSize: env.DATABASE_POOL_SIZE,
    connectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
    pgliteFsync: env.PGLITE_FSYNC,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
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
    const filesDir = env.FILES_DIR ?? `${env.DATA_DIR}/files`;
    // The embedded database lives in DATA_DIR; uploaded files in FILES_DIR unless they go to S3.
    const diskGuard = new DiskGuard([env.DATA_DIR, ...(env.S3_BUCKET ? [] : [filesDir])], env.MIN_FREE_DISK_MB * 1024 * 1024);
    // The embedded database has no autovacuum (DbHandle.vacuum): vacuumed before serving, so the first requests
    // never queue behind it, and then as housekeeping. Not on a nearly full disk (a vacuum writes WAL too).
    if (handle.vacuum && (await diskGuard.check()).ok) await handle.vacuum();
    const app = createApp({
      db: handle.db,
      storage,
      diskGuard,
      flush: handle.flush,
      jobLock: handle.takeJobLock,
      poolSize: env.DATABASE_URL ? env.DATABASE_POOL_SIZE : undefined,
      config: {
        trustProxy: env.TRUST_PROXY, trustedProxyHops: env.TRUSTED_PROXY_HOPS, trustedProxyAddresses: env.TRUSTED_PROXY_ADDRESSES, logRequests: env.LOG_REQUESTS, uploadUrlTtlSeconds: env.UPLOAD_URL_TTL_SECONDS,
        backupAllowSystemDisk: env.BACKUP_ALLOW_SYSTEM_DISK, backupPassphrase: env.BACKUP_PASSPHRASE, mapTileUrl: env.MAP_TILE_URL,
      },
    });
    const server = Bun.serve({
      port: env.PORT,
      hostname: env.HOST,
      development: false,
      // Never share the port with another process: a second server would silently get half the requests.
      reusePort: false,
      idleTimeout: IDLE_TIMEOUT_SECONDS,
      // HTTPS when TLS_CERT_FILE and TLS_KEY_FILE are set (read and checked in env.ts); plain HTTP otherwise.
      ...(env.tls ? { tls: { cert: env.tls.cert, key: env.tls.key } } : {}),
      routes: {
        "/api/*": (req, srv) => {
          allowLongWork(req, srv);
          return app.fetch(req, { server: srv });
        },
        "/api": (req, srv) => app.fetch(req, { server: srv }),
        // A load of the dashboard may be answered with its figures drawn in: the API's own reads, with this request's cookies.
        // (Each read is seen as coming from the page request's own address, as its audit and proxy rules expect.)
        "/*": (req, srv) => {
          const from = { server: { requestIP: () => srv.requestIP(req) } } as unknown as { server: typeof srv };
          return spa(req, (path) => apiRead(req, path, (read) => app.fetch(read, from)));
        },
      },
    });
    // Deleting rows writes too (WAL): skipped while the disk is nearly full, as every other write is.
    const diskOk = () => diskGuard.last().ok;
    const stopHousekeeping = startHousekeeping(
      [
        { name: "expired sessions", run: () => deleteExpiredSessions(systemContext(handle.db)), when: diskOk },
        { name: "expired idempotency keys", run: () => purgeExpiredKeys(systemContext(handle.db)), when: diskOk },
        ...(handle.vacuum ? [{ name: "vacuum", run: handle.vacuum, when: diskOk, atStart: false }] : []),
      ],
      env.HOUSEKEEPING_INTERVAL_SECONDS * 1000,
    );
    const stopDiskWatch = startHousekeeping([{ name: "free disk space", run: () => watchDisk(diskGuard) }], env.DISK_CHECK_INTERVAL_SECONDS * 1000);
    return {
      server,
      handle,
      stopHousekeeping: () => {
        stopHousekeeping();
        stopDiskWatch();
      },
    };
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

  const { server, handle, stopHousekeeping } = running;
  const where = handle.engine === "pglite" ? `embedded database in ${env.DATA_DIR}/db` : "PostgreSQL";
  console.error(`Farm cost manager on ${env.tls ? "https" : "http"}://${server.hostname}:${server.port}/ (${where})`);

  async function shutdown(signal: string) {
    console.error(`${signal}: stopping`);
    stopHousekeeping();
    await server.stop();
    await handle.close();
    process.exit(0);
  }
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

if (import.meta.main) await runServer();

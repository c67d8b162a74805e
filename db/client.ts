import { mkdirSync } from "node:fs";
import { open, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { lockDataDir } from "./data-dir-lock";
import { pgliteModuleOptions } from "./pglite-module";
import { preparedStatements } from "./pglite-statements";
import { pipelinedTransactions } from "./pipelined-transactions";
import { connectPostgres } from "./postgres-url";
import * as schema from "./schema";

/** The drizzle database both engines are used through. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The database keeps its relational query builders (`db.query`, used by tests), but a transaction made from it gets
 * none: drizzle builds one per table (48) for every transaction from the schema its session holds, and every
 * write runs in a transaction of its own (api/middlewares/unit-of-work.ts), which never uses them
 * (docs/decisions/write-statements.md measured the builders at about 50 us a transaction).
 */
function withBareTransactions<T extends { _: { session: unknown } }>(db: T): T {
  (db._.session as { schema?: unknown }).schema = undefined;
  return db;
}

export interface DbHandle {
  db: Db;
  /** The driver's own client (PGlite or postgres.js), for engine-specific work such as backups. */
  client?: unknown;
  engine: "pglite" | "postgres";
  /** Applies every pending migration of db/migrations. Safe to call on every start. */
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, reference data, the bootstrap admin) while holding a lock no other process
   * can hold at the same time: a PostgreSQL advisory lock, or on PGlite the data-folder lock already taken.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Makes the latest commit durable on disk. PGlite's writes reach the data folder's files but its fsync calls do
   * not reach the operating system (docs/decisions/disk-space.md), so this fdatasyncs the newest WAL segment;
   * absent on PostgreSQL (the server fsyncs) and when the operator opts out (PGLITE_FSYNC=false).
   */
  flush?: () => Promise<void>;
  /**
   * Takes one of the locks that keep long jobs (a backup, a restore) one at a time across every process on the
   * database: a PostgreSQL session-level advisory lock on a connection of its own, held until `release`. Answers the
   * job holding it instead when another process has it. Absent on PGlite, where one process owns the data folder.
   */
  takeJobLock?: (job: JobName) => Promise<{ release(): Promise<void> } | { running: JobName }>;
  /**
   * What autovacuum does on a PostgreSQL server: dead rows reclaimed, the visibility map set (so the indexes that
   * cover a read answer it alone, migration 0011) and the planner's statistics kept fresh. Only on the embedded
   * database, which runs PostgreSQL in single-user mode with no autovacuum; the server runs it as housekeeping.
   */
  vacuum?: () => Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL; when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Flush each commit of the embedded database to disk (default true). */
  pgliteFsync?: boolean;
  /** The embedded database's shared_buffers, a PostgreSQL size such as "32MB" (default PGLITE_SHARED_BUFFERS). */
  pgliteSharedBuffers?: string;
  /** Connection pool size on PostgreSQL. */
  poolSize?: number;
  /** Seconds to wait for a new PostgreSQL connection (default 2): an outage fails fast instead of hanging. */
  connectTimeoutSeconds?: number;
  /** PostgreSQL statement_timeout in ms (default 30 s): no statement holds a connection for ever. */
  statementTimeoutMs?: number;
}

/** fdatasync of the WAL segment written last: a commit is on disk once its WAL record is. */
async function syncNewestWal(walDir: string) {
  let newest: { name: string; at: number } | null = null;
  for (const name of await readdir(walDir)) {
    if (!/^[0-9A-F]{24}$/.test(name)) continue;
    const at = (await stat(join(walDir, name))).mtimeMs;
    if (!newest || at > newest.at) newest = { name, at };
  }
  if (!newest) return;
  const file = await open(join(walDir, newest.name), "r+");
  try {
    await file.datasync();
  } finally {
    await file.close();
  }
}

/**
 * The embedded database's page cache. PostgreSQL's default, 128MB, lives in PGlite's WebAssembly memory inside the
 * server's process: 32MB holds a typical farm's tables whole and keeps the server some 100 MiB smaller
 * (docs/decisions/server-memory.md).
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

/**
 * Seconds a pool connection waits before it connects again after a failed attempt. postgres.js's default grows with
 * every failure of any connection of the pool (0.5-1 x 3^n / 100 s, up to 20 s) and is only reset by a connection
 * made: after a 10 s outage the next attempt could be 7-20 s away, so requests started after PostgreSQL was back
 * waited up to 14 s (bench/outage-recovery.ts). Capped at a quarter second: a refused connection costs the server
 * nothing, and connections are only attempted while queries wait (during an outage, the database gate's probe alone).
 */
export const reconnectBackoffSeconds = (failures: number) => Math.min(0.25, 0.02 * 2 ** failures);

/** The advisory lock id every farm server takes while it migrates and bootstraps ("farm" in ASCII). */
export const STARTUP_LOCK_KEY = 0x6661726d;

/** The long jobs one process at a time may run on a database, each with its number under JOB_LOCK_KEY. */
export const JOB_NAMES = ["backup", "restore"] as const;
export type JobName = (typeof JOB_NAMES)[number];
/** The advisory lock class of long jobs: (key, 0) is the one every job takes, (key, n) says which job holds it. */
export const JOB_LOCK_KEY = 0x6a6f6273;

const migrationsFolder = join(import.meta.dir, "migrations");

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in a data folder.
 * @example const { db, migrate } = await openDatabase({ dataDir: "./data/db" }); await migrate();
 */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const client = connectPostgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
      connect_timeout: options.connectTimeoutSeconds ?? 2,
      backoff: reconnectBackoffSeconds,
      connection: { statement_timeout: options.statementTimeoutMs ?? 30_000 },
    });
    const db = withBareTransactions(drizzlePostgres(pipelinedTransactions(client), { schema, casing: "snake_case" }));
    return {
      db: db as unknown as Db,
      client,
      engine: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder }),
      async withStartupLock(work) {
        // A session-level advisory lock on a connection of its own, held while the work runs on the pool: not one of
        // the pool's, which a pool of one connection (DATABASE_POOL_SIZE=1) would then wait on for ever.
        const own = connectPostgres(options.databaseUrl!, { max: 1, onnotice: () => {}, connect_timeout: options.connectTimeoutSeconds ?? 2 });
        try {
          await own`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
          return await work();
        } finally {
          // Closing the session frees the lock.
          await own.end({ timeout: 5 }).catch(() => {});
        }
      },
      async takeJobLock(job) {
        // A connection of its own, not one of the pool's: the job's work runs on the pool meanwhile, and a pool of
        // one connection would otherwise wait on the lock's. Closing it frees the locks, as a process that dies does.
        const own = connectPostgres(options.databaseUrl!, { max: 1, onnotice: () => {}, connect_timeout: options.connectTimeoutSeconds ?? 2 });
        try {
          const [taken] = await own<{ ok: boolean }[]>`select pg_try_advisory_lock(${JOB_LOCK_KEY}, 0) as ok`;
          if (!taken?.ok) {
            // Which job holds it: the holder's second lock names it (taken with the first, so it may not be there yet).
            const holders = await own<{ objid: number }[]>`select objid::int from pg_locks
              where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())
                and classid = ${JOB_LOCK_KEY} and objid > 0 and granted`;
            await own.end({ timeout: 5 });
            return { running: JOB_NAMES[(holders[0]?.objid ?? 1) - 1] ?? "backup" };
          }
          await own`select pg_advisory_lock(${JOB_LOCK_KEY}, ${JOB_NAMES.indexOf(job) + 1})`;
        } catch (err) {
          await own.end({ timeout: 5 }).catch(() => {});
          throw err;
        }
        return { release: () => own.end({ timeout: 5 }) };
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  try {
    // PGlite starts PostgreSQL with -F (fsync off); without it PostgreSQL at least orders its writes as if it synced.
    const fsync = !inMemory && options.pgliteFsync !== false;
    const startParams = [
      ...(fsync ? PGlite.defaultStartParams.filter((p) => p !== "-F") : PGlite.defaultStartParams),
      "-c",
      `shared_buffers=${options.pgliteSharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
    ];
    // Its memory starts small and grows as PostgreSQL needs it (db/pglite-module.ts).
    client = await PGlite.create(dataDir, { startParams, ...(await pgliteModuleOptions()) });
  } catch (err) {
    release();
    throw err;
  }
  // Each query a prepared statement run in one call into the database (db/pglite-statements.ts).
  const db = withBareTransactions(drizzlePglite(preparedStatements(client), { schema, casing: "snake_case" }));
  return {
    db: db as unknown as Db,
    client,
    engine: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process per data folder (lockDataDir): nothing else can be starting on it.
    withStartupLock: (work) => work(),
    flush: !inMemory && options.pgliteFsync !== false ? () => syncNewestWal(join(dataDir, "pg_wal")) : undefined,
    vacuum: async () => {
      await client.exec("VACUUM (ANALYZE)");
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

/** The drizzle database both engines are used through. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL; when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Connection pool size on PostgreSQL. */
  poolSize?: number;
  /** Seconds to wait for a new PostgreSQL connection (default 2): an outage fails fast instead of hanging. */
  connectTimeoutSeconds?: number;
  /** PostgreSQL statement_timeout in ms (default 30 s): no statement holds a connection for ever. */
  statementTimeoutMs?: number;
}

/** The advisory lock id every farm server takes while it migrates and bootstraps ("farm" in ASCII). */
export const STARTUP_LOCK_KEY = 0x6661726d;

const migrationsFolder = join(import.meta.dir, "migrations");

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in a data folder.
 * @example const { db, migrate } = await openDatabase({ dataDir: "./data/db" }); await migrate();
 */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
      connect_timeout: options.connectTimeoutSeconds ?? 2,
      connection: { statement_timeout: options.statementTimeoutMs ?? 30_000 },
    });
    const db = drizzlePostgres(client, { schema, casing: "snake_case" });
    return {
      db: db as unknown as Db,
      client,
      engine: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder }),
      async withStartupLock(work) {
        // A session-level advisory lock on a connection of its own, held while the work runs on the pool.
        const reserved = await client.reserve();
        try {
          await reserved`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
          try {
            return await work();
          } finally {
            await reserved`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.catch(() => {});
          }
        } finally {
          reserved.release();
        }
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
    client = await PGlite.create(dataDir);
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    client,
    engine: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process per data folder (lockDataDir): nothing else can be starting on it.
    withStartupLock: (work) => work(),
    close: async () => {
      await client.close();
      release();
    },
  };
}

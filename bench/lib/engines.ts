import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { connectPostgres } from "../../db/postgres-url";
import { bootstrap } from "../../api/bootstrap";
import type { Db, DbHandle } from "../../db/client";

export type Engine = "pglite" | "postgres";

/**
 * What autovacuum does to a server's tables after a bulk load (this machine's server runs with it off): the
 * visibility map set and the statistics fresh, so a loaded farm is read the way a running farm's would be.
 */
export async function vacuumLoadedFarm(db: Db) {
  await db.execute(sql`vacuum (analyze) entities, fields, field_crop_years, tasks`);
}

export interface BenchDatabase {
  handle: DbHandle;
  where: string;
  /** The PostgreSQL database's URL (none for PGlite). */
  url?: string;
  /** Closes the database and removes it: the temp folder, or the PostgreSQL database. */
  dispose(): Promise<void>;
}

/**
 * A brand-new, migrated and seeded database for one run: PGlite in a temp folder (on disk, as in production),
 * or a freshly created database on the PostgreSQL server behind `adminUrl`.
 */
export async function freshBenchDatabase(engine: Engine, adminUrl: string): Promise<BenchDatabase> {
  if (engine === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "farm-bench-"));
    const handle = await bootstrap({ dataDir: join(dir, "db") });
    return {
      handle,
      where: dir,
      async dispose() {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `farm_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = connectPostgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let handle: DbHandle | undefined;
  const drop = async () => {
    const conn = connectPostgres(adminUrl, { max: 1, onnotice: () => {} });
    await conn.unsafe(`drop database if exists ${name} with (force)`);
    await conn.end();
  };
  try {
    handle = await bootstrap({ databaseUrl: url.toString(), poolSize: 10 });
  } catch (error) {
    await drop();
    throw error;
  }
  const opened = handle;
  return {
    handle: opened,
    where: `database ${name}`,
    url: url.toString(),
    async dispose() {
      await opened.close();
      await drop();
    },
  };
}

/**
 * Full backup and restore of a large farm plus ~200 MB of maps, beside `pg_dump` + `tar` of the same data.
 *
 *   bun bench/backup-restore.ts                         # PostgreSQL, 250,000 tasks, 200 MB of maps
 *   bun bench/backup-restore.ts --engine pglite --tasks 50000 --maps-mb 50
 *   # --pg-url postgres://postgres@127.0.0.1:5432/postgres (the server to create scratch databases on)
 *
 * Everything is made fresh (databases named farm_bench_*, folders farm-bench-* in the temp dir) and removed at the
 * end. The maps are random bytes behind a PDF header, as incompressible as real scanned PDFs.
 */
import { systemContext } from "../api/services/context";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { connectPostgres } from "../db/postgres-url";
import { defaultConfig } from "../api/config";
import { formatSize } from "../api/domain/file-size";
import { sql } from "drizzle-orm";
import { countRows, listTables, rowsOf } from "../api/services/backup-tables.service";
import { createBackup } from "../api/services/backup.service";
import { restoreArchive } from "../api/services/restore.service";
import { LocalStorage } from "../api/storage";
import { ranchMaps } from "../db/schema";
import { loadLargeFarm } from "./generate-large-farm";
import { type Engine, freshBenchDatabase } from "./lib/engines";
import { table } from "./lib/measure";

const MAP_BYTES = 5 * 1024 * 1024;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

async function run(cmd: string[]) {
  const proc = Bun.spawn(cmd, { stdout: "ignore", stderr: "pipe" });
  const err = await new Response(proc.stderr).text();
  if ((await proc.exited) !== 0) throw new Error(`${cmd[0]} failed: ${err}`);
}

/** pg_dump -Fc of the database and tar -czf of the files folder, then pg_restore and tar -x into new places. */
async function baseline(sourceUrl: string, adminUrl: string, filesDir: string, work: string) {
  const dump = join(work, "farm.pgdump");
  const tarball = join(work, "files.tar.gz");
  const [, backupMs] = await timed(async () => {
    await run(["pg_dump", "-Fc", "-f", dump, sourceUrl]);
    await run(["tar", "-czf", tarball, "-C", filesDir, "."]);
  });
  const name = `farm_bench_restore_${Date.now().toString(36)}`;
  const admin = connectPostgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const untarred = join(work, "untarred");
  try {
    const [, restoreMs] = await timed(async () => {
      await run(["pg_restore", "--no-owner", "-d", target.toString(), dump]);
      await run(["mkdir", "-p", untarred]);
      await run(["tar", "-xzf", tarball, "-C", untarred]);
    });
    return { backupMs, restoreMs, bytes: statSync(dump).size + statSync(tarball).size };
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      engine: { type: "string", default: "postgres" },
      tasks: { type: "string", default: "250000" },
      "maps-mb": { type: "string", default: "200" },
      "pg-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    },
  });
  const engine = values.engine as Engine;
  if (engine !== "postgres" && engine !== "pglite") throw new Error("--engine must be postgres or pglite");
  const tasks = Number(values.tasks);
  const maps = Math.max(1, Math.round((Number(values["maps-mb"]) * 1024 * 1024) / MAP_BYTES));
  const adminUrl = values["pg-url"]!;
  const work = mkdtempSync(join(tmpdir(), "farm-bench-"));
  const source = await freshBenchDatabase(engine, adminUrl);
  const target = await freshBenchDatabase(engine, adminUrl);
  try {
    console.error(`Loading ${tasks.toLocaleString("en-US")} tasks and ${maps} maps of 5 MB into ${engine}...`);
    await loadLargeFarm(source.handle.db, tasks);
    const files = new LocalStorage(join(work, "files"));
    for (let i = 0; i < maps; i++) {
      const key = `uploads/${crypto.randomUUID()}.pdf`;
      const bytes = new Uint8Array(randomBytes(MAP_BYTES));
      bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
      await files.put(key, bytes);
      await source.handle.db.insert(ranchMaps).values({ id: crypto.randomUUID(), fileName: `Map ${i + 1}.pdf`, filePath: key, fileSize: MAP_BYTES });
    }

    console.error("Backing up...");
    const [backup, backupMs] = await timed(() =>
      createBackup(systemContext(source.handle.db), files, { backupPath: work, config: defaultConfig, allowSystemDisk: true }),
    );
    console.error("Restoring into a fresh database...");
    const restoredFiles = new LocalStorage(join(work, "restored-files"));
    const [, restoreMs] = await timed(() => restoreArchive(systemContext(target.handle.db), restoredFiles, { archivePath: backup.archivePath }));
    const tables = await listTables(source.handle.db);
    const [before, after] = [await countRows(source.handle.db, tables), await countRows(target.handle.db, tables)];
    if (JSON.stringify(before) !== JSON.stringify(after)) throw new Error("The restored row counts differ from the source's");
    // The restore sets indexes and foreign keys aside during the load: every one must be back, as it was.
    const schemaOf = (db: typeof source.handle.db) =>
      rowsOf<{ d: string }>(db, sql`select string_agg(d, e'\n' order by d) as d from (
        select indexdef as d from pg_indexes where schemaname = 'public'
        union all select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace) x`);
    const [[sourceSchema], [targetSchema]] = [await schemaOf(source.handle.db), await schemaOf(target.handle.db)];
    if (sourceSchema?.d !== targetSchema?.d) throw new Error("The restored indexes or constraints differ from the source's");

    const rows: Array<Array<string | number>> = [
      ["farm backup (.tar.gz)", seconds(backupMs), seconds(restoreMs), formatSize(backup.sizeBytes)],
    ];
    if (engine === "postgres") {
      console.error("pg_dump + tar of the same data...");
      const sourceUrl = new URL(adminUrl);
      sourceUrl.pathname = `/${source.where.replace(/^database /, "")}`;
      const base = await baseline(sourceUrl.toString(), adminUrl, files.root, work);
      rows.push(["pg_dump -Fc + tar -czf", seconds(base.backupMs), seconds(base.restoreMs), formatSize(base.bytes)]);
    }
    console.log(`${engine}: ${before.tasks?.toLocaleString("en-US")} tasks, ${before.fields} fields, ${maps} maps (${formatSize(maps * MAP_BYTES)})\n`);
    console.log(table(["method", "backup", "restore", "size"], rows));
  } finally {
    await source.dispose();
    await target.dispose();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as M from "../domain/backup-manifest";
import { conflict } from "../lib/errors";
import type { FileStorage } from "../storage/file-storage";
import { type TableInfo, countRows, insertRows, listTables, resetSequences, rowsOf, truncateAll } from "./backup-tables.service";
import { absolutePath } from "./backup-paths.service";
import { corrupt, unpackArchive, verifyArchive } from "./restore-verify.service";

/** Tables a new server fills by itself (reference data, sign-in counters, its own audit trail): not "data" yet. */
const SELF_FILLED = new Set(["task_categories", "fertilizers", "login_failures", "audit_log"]);
const BATCH_ROWS = 2_000;
const BATCH_CHARS = 4_000_000;

/** A file's lines, streamed: one table's export can be larger than is worth holding in memory. */
async function* lines(path: string): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let rest = "";
  for await (const chunk of Bun.file(path).stream()) {
    const parts = (rest + decoder.decode(chunk, { stream: true })).split("\n");
    rest = parts.pop()!;
    for (const line of parts) if (line) yield line;
  }
  rest += decoder.decode();
  if (rest) yield rest;
}

/** The driver connection under a drizzle transaction: postgres.js' reserved connection or PGlite's transaction. */
interface RawTx {
  unsafe?(query: string): Promise<unknown> & { writable(): Promise<NodeJS.WritableStream> };
  query?(query: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}
const rawClientOf = (tx: unknown): RawTx | undefined => (tx as { session?: { client?: RawTx } }).session?.client;

const STAGE = "restore_stage";
/**
 * CSV whose quote and separator are control characters JSON never holds unescaped: each JSON line is one value as
 * it stands, no escaping, so the backup's file is streamed into COPY byte for byte.
 */
const COPY_STAGE = `copy ${STAGE} (j) from %s with (format csv, delimiter e'\\x02', quote e'\\x01')`;

/**
 * Loads one table's JSON lines with COPY into the staging table, then into the table by one insert (the values
 * read by json_populate_record, as the batched insert does). Answers the rows loaded.
 * docs/decisions/task-import-write-path.md.
 */
async function copyTable(tx: Executor, raw: RawTx, table: string, columns: string[], path: string): Promise<number> {
  await tx.execute(sql`truncate ${sql.identifier(STAGE)}`);
  if (raw.unsafe) {
    const stream = await raw.unsafe(COPY_STAGE.replace("%s", "stdin")).writable();
    await new Promise<void>((resolve, reject) => {
      stream.on("error", reject);
      stream.on("finish", resolve);
      (async () => {
        for await (const chunk of Bun.file(path).stream()) {
          if (!stream.write(chunk)) await new Promise((r) => stream.once("drain", r));
        }
        stream.end();
      })().catch(reject);
    });
  } else {
    await raw.query!(COPY_STAGE.replace("%s", "'/dev/blob'"), [], { blob: Bun.file(path) });
  }
  const cols = sql.join(columns.map((c) => sql`r.${sql.identifier(c)}`), sql`, `);
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`with ins as (insert into ${sql.identifier(table)} (${sql.join(columns.map((c) => sql.identifier(c)), sql`, `)})
        select ${cols} from ${sql.identifier(STAGE)} s cross join lateral json_populate_record(null::${sql.identifier(table)}, s.j) r
        returning 1) select count(*)::int as n from ins`,
  );
  return Number(row?.n ?? 0);
}

type Executor = Parameters<typeof rowsOf>[0];

/**
 * 409 unless the database holds no data and the store no files. The admin who restores (and its sessions and
 * tokens) is how a new server is reached at all, so it does not count as data: the backup's users replace it.
 */
async function assertEmpty(db: Db, storage: FileStorage, tables: TableInfo[], restoringUserId?: number) {
  const own: Record<string, SQL> = restoringUserId === undefined
    ? {}
    : { users: sql`id <> ${restoringUserId}`, sessions: sql`user_id <> ${restoringUserId}`, api_tokens: sql`user_id <> ${restoringUserId}` };
  const counts = await countRows(db, tables.filter((t) => !SELF_FILLED.has(t.name)), own);
  const full = Object.entries(counts).filter(([, n]) => n > 0);
  const hasFiles = !(await storage.list()[Symbol.asyncIterator]().next()).done;
  if (full.length || hasFiles) {
    const what = [...full.map(([t, n]) => `${t}: ${n} rows`), ...(hasFiles ? ["stored files"] : [])].join(", ");
    throw conflict(
      `The target is not empty (${what}); restore with replace (farmctl restore --replace) to overwrite everything on it, or restore into a new server`,
    );
  }
}

export interface RestoreOptions {
  archivePath: string;
  /** Empty the database and the file store first; without it a target holding data is refused. */
  replace?: boolean;
  /** The admin asking: its own user row, sessions and tokens do not make the target "not empty". */
  restoringUserId?: number;
  /** To decrypt an encrypted archive (the server's BACKUP_PASSPHRASE). */
  passphrase?: string;
}

/**
 * Loads a backup archive into this database and file store: checksums first, then the files, then every table in
 * one transaction (ids kept, sequences moved past them). The audit entries this server made after the backup was
 * taken are kept after the backup's own, so a restore never erases the record of what happened. A failure leaves the database as it was and removes the
 * files it had added. Used by POST /api/backup/restore and `farmctl restore`.
 */
export async function restoreArchive(db: Db, storage: FileStorage, options: RestoreOptions) {
  const archivePath = absolutePath(options.archivePath, "archivePath");
  const dir = await mkdtemp(join(tmpdir(), "farm-restore-"));
  try {
    await unpackArchive(archivePath, dir, options.passphrase);
    const manifest = await verifyArchive(dir);
    const tables = await listTables(db);
    const known = new Map(tables.map((t) => [t.name, new Set(t.columns)]));
    for (const t of manifest.database.tables) {
      const columns = known.get(t.name);
      const missing = columns ? t.columns.filter((c) => !columns.has(c)) : [t.name];
      if (missing.length) throw corrupt(`The backup has ${t.name}.${missing[0]}, which this version does not; upgrade before restoring it`);
    }
    if (!options.replace) await assertEmpty(db, storage, tables, options.restoringUserId);
    const before = new Set<string>();
    if (options.replace) for await (const f of storage.list()) before.add(f.key);
    const added: string[] = [];
    try {
      for (const key of manifest.files.keys) {
        await storage.put(key, Bun.file(join(dir, M.fileMember(key))));
        if (!before.has(key)) added.push(key);
      }
      await db.transaction(async (tx) => {
        // What this server recorded after the backup was taken is history the backup cannot hold: kept, after it.
        const later = await rowsOf<{ j: string }>(
          tx,
          sql`select row_to_json(a)::text as j from audit_log a where a.at > ${manifest.createdAt}::timestamptz order by a.id`,
        );
        await truncateAll(tx, tables);
        const raw = rawClientOf(tx);
        if (raw) await tx.execute(sql.raw(`create temp table ${STAGE} (j json) on commit drop`));
        for (const t of manifest.database.tables) {
          if (raw) {
            const copied = await copyTable(tx, raw, t.name, t.columns, join(dir, t.member));
            if (copied !== t.rows) throw corrupt(`${t.member} holds ${copied} rows; the manifest says ${t.rows}`);
            continue;
          }
          let batch: string[] = [];
          let chars = 0;
          let loaded = 0;
          for await (const line of lines(join(dir, t.member))) {
            batch.push(line);
            chars += line.length;
            if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
              await insertRows(tx, t.name, t.columns, batch);
              loaded += batch.length;
              batch = [];
              chars = 0;
            }
          }
          await insertRows(tx, t.name, t.columns, batch);
          loaded += batch.length;
          if (loaded !== t.rows) throw corrupt(`${t.member} holds ${loaded} rows; the manifest says ${t.rows}`);
        }
        await resetSequences(tx);
        const auditColumns = tables.find((t) => t.name === "audit_log")?.columns.filter((c) => c !== "id") ?? [];
        await insertRows(tx, "audit_log", auditColumns, later.map((r) => r.j));
      });
    } catch (err) {
      for (const key of added) await storage.delete(key).catch(() => {});
      throw err;
    }
    const restoredKeys = new Set(manifest.files.keys);
    for (const key of before) if (!restoredKeys.has(key)) await storage.delete(key);
    return {
      archivePath,
      createdAt: manifest.createdAt,
      filesCount: manifest.files.count,
      tables: Object.fromEntries(manifest.database.tables.map((t) => [t.name, t.rows])),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

import type { ServiceContext } from "./context";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { SEED_FERTILIZERS } from "../../db/seed";
import journal from "../../db/migrations/meta/_journal.json";
import * as M from "../domain/backup-manifest";
import { type RenamedTable, renamedTable, upgradeSources } from "../domain/backup-upgrades";
import { conflict } from "../lib/errors";
import type { FileStorage } from "../storage/file-storage";
import { CopyLineError, copyRowOf } from "../lib/copy-text";
import { type TableInfo, copyInto, countRows, insertRenamedRows, insertRows, listTables, resetSequences, rowsOf, setAsideForLoad, truncateAll } from "./backup-tables.service";
import { absolutePath } from "./backup-paths.service";
import { corrupt, unpackArchive, verifyArchive } from "./restore-verify.service";

/** Tables a new server fills by itself (reference data, sign-in counters, its own audit trail): not "data" yet. */
/**
 * Rows a server makes by itself (the seeded reference lists, the audit trail, failed sign-ins) and the
 * Idempotency-Key replay cache (answers kept 24 hours, never data): none of them makes a target "not empty". The
 * chart-of-accounts tables are not listed: they are seeded per entity on first use, so they hold rows only where
 * an entity exists, and an entity is data.
 */
const SELF_FILLED = new Set(["task_categories", "login_failures", "audit_log", "idempotency_keys"]);
/**
 * The seeded fertilizers are the only products a new server has: any other product (a chemical typed into the
 * catalogue) is the farm's data, which a restore without replace must not drop unasked.
 */
const OTHER_THAN_SEEDED = { products: sql`name not in (${sql.join(SEED_FERTILIZERS.map((f) => sql`${f.name}`), sql`, `)})` };
/** Tables whose rows belong to one user (user_id): the restoring admin's own rows there are not data either. */
const OWN_ROWS = ["sessions", "api_tokens", "uploads", "idempotency_keys"];
const BATCH_ROWS = 2_000;
const BATCH_CHARS = 4_000_000;
/** COPY text handed to the driver at a time. */
const COPY_CHARS = 1_000_000;

/** A file's lines, streamed a read at a time: one table's export can be larger than is worth holding in memory. */
async function* lineBatches(path: string): AsyncGenerator<string[]> {
  const decoder = new TextDecoder();
  let rest = "";
  for await (const chunk of Bun.file(path).stream()) {
    const parts = (rest + decoder.decode(chunk, { stream: true })).split("\n");
    rest = parts.pop()!;
    yield parts.filter((line) => line);
  }
  rest += decoder.decode();
  if (rest) yield [rest];
}

type Member = M.Manifest["database"]["tables"][number];

/**
 * A table's lines inserted in batches, the database reading each batch as JSON: for tables with json or array
 * columns, and for a table the archive names by an older name (`insert` then writes into the table it became).
 */
async function insertTable(tx: Db, t: Member, path: string, insert = (lines: string[]) => insertRows(tx, t.name, t.columns, lines)) {
  let batch: string[] = [];
  let chars = 0;
  let loaded = 0;
  for await (const read of lineBatches(path)) {
    for (const line of read) {
      batch.push(line);
      chars += line.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
        await insert(batch);
        loaded += batch.length;
        batch = [];
        chars = 0;
      }
    }
  }
  await insert(batch);
  return loaded + batch.length;
}

/**
 * A table of scalar columns loaded with COPY, each line turned into COPY text here (copyRowOf): about four times as
 * fast as the database reading the same rows as JSON (docs/decisions/restore-copy.md). A line that does not hold the
 * manifest's columns in order is refused as a damaged archive, naming its line.
 */
async function copyTable(tx: Db, t: Member, path: string) {
  const toCopy = copyRowOf(t.columns);
  const copy = await copyInto(tx, t.name, t.columns);
  let batch = "";
  let loaded = 0;
  try {
    for await (const read of lineBatches(path)) {
      for (const line of read) {
        try {
          batch += `${toCopy(line)}\n`;
        } catch (error) {
          throw error instanceof CopyLineError ? corrupt(`${t.member} line ${loaded + 1}: ${error.message}`) : error;
        }
        loaded++;
      }
      if (batch.length >= COPY_CHARS) {
        await copy.write(batch);
        batch = "";
      }
    }
    if (batch) await copy.write(batch);
    await copy.end();
  } catch (error) {
    await copy.abort();
    throw error;
  }
  return loaded;
}

/**
 * 409 unless the database holds no data and the store no files. The admin who restores (and its sessions,
 * tokens, upload slots and idempotency keys) is how a new server is reached at all, so it does not count as data: the backup's users replace it.
 */
async function assertEmpty(db: Db, storage: FileStorage, tables: TableInfo[], restoringUserId?: number) {
  const own: Record<string, SQL> = restoringUserId === undefined
    ? { ...OTHER_THAN_SEEDED }
    : { ...OTHER_THAN_SEEDED, users: sql`id <> ${restoringUserId}`, ...Object.fromEntries(OWN_ROWS.map((t) => [t, sql`user_id <> ${restoringUserId}`])) };
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

const MIGRATIONS = journal.entries.map((e) => e.tag);

/**
 * Where an archive's table loads: into the table of that name, or, for a table renamed since the archive was written
 * (api/domain/backup-upgrades.ts), into the one it became, with the columns both have. A table or column this
 * version has nowhere to put is refused before anything is changed.
 */
function planLoad(t: Member, archiveMigration: string, known: Map<string, Set<string>>) {
  const renamed: RenamedTable | undefined = known.has(t.name) ? undefined : renamedTable(t.name, archiveMigration, MIGRATIONS);
  const table = renamed?.to ?? t.name;
  const have = known.get(table);
  const readBySet = new Set(renamed ? upgradeSources(renamed) : []);
  const missing = have ? t.columns.filter((c) => !have.has(c) && !readBySet.has(c)) : [t.name];
  if (missing.length) throw corrupt(`The backup has ${t.name}.${missing[0]}, which this version does not; upgrade before restoring it`, "newer-version");
  const columns = t.columns.filter((c) => have!.has(c) && !(renamed && Object.hasOwn(renamed.set, c)));
  return { member: t, table, renamed, columns };
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
export async function restoreArchive(ctx: ServiceContext, storage: FileStorage, options: RestoreOptions) {
  const { db } = ctx;
  const archivePath = absolutePath(options.archivePath, "archivePath");
  const dir = await mkdtemp(join(tmpdir(), "farm-restore-"));
  try {
    await unpackArchive(archivePath, dir, options.passphrase);
    const manifest = await verifyArchive(dir);
    const tables = await listTables(db);
    const known = new Map(tables.map((t) => [t.name, new Set(t.columns)]));
    const scalarTables = new Set(tables.filter((t) => t.scalar).map((t) => t.name));
    const loads = manifest.database.tables.map((t) => planLoad(t, manifest.schemaMigration, known));
    const twice = loads.find((l, i) => loads.findIndex((o) => o.table === l.table) !== i);
    if (twice) throw corrupt(`The backup has ${twice.table} twice (${twice.member.name} is ${twice.table} under its older name); the archive is damaged`);
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
        // Indexes built and foreign keys checked once after the load, not row by row during it.
        const putBack = await setAsideForLoad(tx);
        for (const { member: t, renamed, columns } of loads) {
          const path = join(dir, t.member);
          const loaded = renamed
            ? await insertTable(tx, t, path, (lines) => insertRenamedRows(tx, renamed, columns, lines))
            : scalarTables.has(t.name) ? await copyTable(tx, t, path) : await insertTable(tx, t, path);
          if (loaded !== t.rows) throw corrupt(`${t.member} holds ${loaded} rows; the manifest says ${t.rows}`);
        }
        await putBack();
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
    ctx.audit({ action: "restore", resource: "backup", changes: { archivePath, backupCreatedAt: manifest.createdAt, replace: !!options.replace } });
    return {
      archivePath,
      createdAt: manifest.createdAt,
      filesCount: manifest.files.count,
      tables: Object.fromEntries(loads.map((l) => [l.table, l.member.rows])),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

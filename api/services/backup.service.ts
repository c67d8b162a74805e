import type { ServiceContext } from "./context";
import { link, mkdtemp, rename, rm, stat, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import journal from "../../db/migrations/meta/_journal.json";
import pkg from "../../package.json";
import type { AppConfig } from "../config";
import * as M from "../domain/backup-manifest";
import { formatSize } from "../domain/file-size";
import { AppError } from "../lib/errors";
import * as S from "../lib/http-status";
import type { FileStorage, StoredObject } from "../storage/file-storage";
import { encryptFile } from "../storage/age-file";
import { type TarMember, bytesMember, writeTarGz } from "../storage/tar-writer";
import { type TargetRules, requireBackupFolder } from "./backup-paths.service";
import { exportRows, listTables, rowsOf } from "./backup-tables.service";

export const LATEST_MIGRATION = journal.entries.at(-1)!.tag;

/**
 * The last migration applied to the database, by its tag: drizzle records each one with its journal `when`. It is the
 * schema the data was written under, which the manifest names so a newer version knows what to upgrade on restore
 * (api/domain/backup-upgrades.ts). The server migrates before it serves, so this is the code's latest; a database
 * without drizzle's record (made some other way) is taken to be at it too.
 */
async function appliedMigration(tx: Pick<Db, "execute">) {
  const [table] = await rowsOf<{ found: boolean }>(tx, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!table?.found) return LATEST_MIGRATION;
  const [last] = await rowsOf<{ at: string | null }>(tx, sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  return journal.entries.find((e) => String(e.when) === last?.at)?.tag ?? LATEST_MIGRATION;
}

const encoder = new TextEncoder();

interface DumpedTable {
  name: string;
  columns: string[];
  rows: number;
  path: string;
  size: number;
}

/** Every table written to `dir` as JSON lines, all read in one REPEATABLE READ snapshot. */
async function dumpDatabase(db: Db, dir: string) {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      const [version] = await rowsOf<{ v: string }>(tx, sql`select version() as v`);
      const schemaMigration = await appliedMigration(tx);
      const tables: DumpedTable[] = [];
      for (const table of await listTables(tx)) {
        const path = join(dir, `${table.name}.ndjson`);
        const sink = Bun.file(path).writer();
        let rows = 0;
        for await (const line of exportRows(tx, table)) {
          sink.write(`${line}\n`);
          rows++;
        }
        await sink.end();
        tables.push({ name: table.name, columns: table.columns, rows, path, size: (await stat(path)).size });
      }
      return { serverVersion: version?.v ?? "unknown", schemaMigration, tables };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Settings worth keeping with the data; nothing secret is in AppConfig or in storage.describe(). */
function configRecord(config: AppConfig, storage: FileStorage, serverVersion: string) {
  const { backupPassphrase: _secret, ...plain } = config;
  const settings = Object.fromEntries(Object.entries(plain).filter(([, v]) => ["string", "number", "boolean"].includes(typeof v)));
  return { app: { name: pkg.name, version: pkg.version }, runtime: `Bun ${Bun.version}`, settings, storage: storage.describe(), database: { serverVersion } };
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

/** Moves the finished archive to a name no other file has; never replaces an existing file. */
async function publish(temp: string, folder: string, now: Date, suffix: string) {
  for (let n = 1; n < 1000; n++) {
    const final = join(folder, `farm-backup-${stamp(now)}${n > 1 ? `-${n}` : ""}${suffix}`);
    try {
      await link(temp, final); // fails if the name is taken, unlike rename
      await unlink(temp);
      return final;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EEXIST") continue;
      // Drives without hard links (FAT, exFAT): check, then rename.
      if (await stat(final).then(() => true, () => false)) continue;
      await rename(temp, final);
      return final;
    }
  }
  throw new Error("No free archive name in the backup folder");
}

/**
 * Writes one .tar.gz into `backupPath`: the database (JSON per table), every stored file, the configuration
 * without secrets and manifest.json with row counts and SHA-256 of each member. The archive is written under a
 * temporary name in the same folder and renamed when complete; a failure leaves nothing behind. With a
 * backupPassphrase in the config it is encrypted (age, scrypt) and named .tar.gz.age.
 */
export async function createBackup(
  ctx: ServiceContext,
  storage: FileStorage,
  options: { backupPath: string; config: AppConfig; now?: Date } & TargetRules,
) {
  const { db } = ctx;
  const allowSystemDisk = !!options.allowSystemDisk || !!options.config.backupAllowSystemDisk;
  const folder = await requireBackupFolder(options.backupPath, { allowSystemDisk });
  const now = options.now ?? new Date();
  const staging = await mkdtemp(join(tmpdir(), "farm-backup-"));
  const temp = join(folder, `.farm-backup-${crypto.randomUUID()}.partial`);
  const passphrase = options.config.backupPassphrase;
  // Encrypted: the plain archive is made beside the database dump (staging), and only its age form reaches the drive.
  const plainArchive = passphrase ? join(staging, "archive.tar.gz") : temp;
  try {
    const dump = await dumpDatabase(db, staging);
    const files: StoredObject[] = [];
    for await (const f of storage.list()) files.push(f);
    const archived: StoredObject[] = [];
    const config = encoder.encode(JSON.stringify(configRecord(options.config, storage, dump.serverVersion), null, 2));
    await writeTarGz(plainArchive, async function* (written): AsyncGenerator<TarMember> {
      yield bytesMember(M.CONFIG_MEMBER, config);
      for (const t of dump.tables) yield { name: M.tableMember(t.name), size: t.size, body: Bun.file(t.path).stream() };
      for (const f of files) {
        const blob = await storage.get(f.key);
        if (!blob) continue; // deleted since the listing, and so absent from the snapshot's maps too
        archived.push(f);
        yield { name: M.fileMember(f.key), size: f.size, body: blob.stream() };
      }
      const manifest: M.Manifest = {
        format: M.BACKUP_FORMAT,
        formatVersion: M.BACKUP_FORMAT_VERSION,
        createdAt: now.toISOString(),
        app: { name: pkg.name, version: pkg.version },
        schemaMigration: dump.schemaMigration,
        database: {
          serverVersion: dump.serverVersion,
          tables: dump.tables.map((t) => ({ name: t.name, member: M.tableMember(t.name), rows: t.rows, columns: t.columns })),
        },
        files: { count: archived.length, bytes: archived.reduce((n, f) => n + f.size, 0), keys: archived.map((f) => f.key) },
        members: Object.fromEntries(written),
      };
      yield bytesMember(M.MANIFEST_MEMBER, encoder.encode(JSON.stringify(manifest, null, 2)));
    });
    if (passphrase) await encryptFile(plainArchive, temp, passphrase);
    const archivePath = await publish(temp, folder, now, passphrase ? ".tar.gz.age" : ".tar.gz");
    const sizeBytes = (await stat(archivePath)).size;
    ctx.audit({ action: "backup", resource: "backup", id: basename(archivePath), changes: { backupPath: options.backupPath, filesCount: archived.length, sizeBytes } });
    return {
      databaseFile: basename(archivePath),
      filesCount: archived.length,
      totalSize: formatSize(sizeBytes),
      location: folder,
      archivePath,
      sizeBytes,
      tables: Object.fromEntries(dump.tables.map((t) => [t.name, t.rows])),
    };
  } catch (err) {
    await rm(temp, { force: true });
    if ((err as NodeJS.ErrnoException).code === "ENOSPC") {
      throw new AppError(S.INSUFFICIENT_STORAGE, "INSUFFICIENT_STORAGE", `Not enough free space in ${folder} for the backup`, undefined, undefined, { folder });
    }
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

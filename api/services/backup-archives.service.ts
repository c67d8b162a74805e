import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { datedArchive, newestFirst } from "../domain/backup-retention";
import { formatSize } from "../domain/file-size";
import { invalid } from "../lib/errors";
import { absolutePath } from "./backup-paths.service";
import { isAgeFile } from "../storage/age-file";
import { unpackArchive, verifyArchive } from "./restore-verify.service";

/** The archives the server wrote into `path`, newest first (GET /api/backup/archives, `farmctl backup list`). */
export async function listArchives(path: string) {
  const folder = absolutePath(path, "path");
  const names = await readdir(folder).catch(() => {
    throw invalid("path", `${folder} is not a folder this server can read`);
  });
  const archives = [];
  for (const name of names) {
    const dated = datedArchive(name);
    if (!dated) continue;
    const s = await stat(join(folder, name)).catch(() => null);
    if (!s?.isFile()) continue;
    archives.push({ ...dated, mtimeMs: s.mtimeMs, sizeBytes: s.size, encrypted: await isAgeFile(join(folder, name)) });
  }
  archives.sort(newestFirst);
  return {
    folder,
    archives: archives.map((a) => ({
      name: a.name,
      archivePath: join(folder, a.name),
      createdAt: a.createdAt.toISOString(),
      sizeBytes: a.sizeBytes,
      size: formatSize(a.sizeBytes),
      encrypted: a.encrypted,
    })),
  };
}

/**
 * Checks a backup archive without restoring it: unpacked into a temporary folder, then the manifest and every
 * member's size and SHA-256, exactly as a restore checks it first (POST /api/backup/verify, `farmctl backup verify`).
 */
export async function verifyBackup(archivePath: string, passphrase?: string) {
  const path = absolutePath(archivePath, "archivePath");
  const dir = await mkdtemp(join(tmpdir(), "farm-verify-"));
  try {
    await unpackArchive(path, dir, passphrase);
    const manifest = await verifyArchive(dir);
    return {
      archivePath: path,
      encrypted: await isAgeFile(path),
      createdAt: manifest.createdAt,
      schemaMigration: manifest.schemaMigration,
      membersChecked: Object.keys(manifest.members).length,
      filesCount: manifest.files.count,
      tables: Object.fromEntries(manifest.database.tables.map((t) => [t.name, t.rows])),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

import { createHash } from "node:crypto";
import { once } from "node:events";
import { readdir, rm, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import journal from "../../db/migrations/meta/_journal.json";
import * as M from "../domain/backup-manifest";
import { AppError } from "../lib/errors";
import * as S from "../lib/http-status";
import { decryptFile, isAgeFile } from "../storage/age-file";
import { isValidKey } from "../storage/file-storage";
import * as tar from "tar";
import { invalid } from "../lib/errors";

/** A member name that stays inside the extraction folder. */
const MEMBER_NAME = /^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[\w./-]+$/;

/**
 * Why an archive cannot be restored, for a client to word: damaged (a member missing, a checksum or a row count
 * wrong), not a farm backup at all, or made by a newer version of the program (upgrade first).
 */
export type BackupInvalidReason = "damaged" | "not-a-backup" | "newer-version";

export const corrupt = (message: string, reason: BackupInvalidReason = "damaged") =>
  new AppError(S.BAD_REQUEST, "BACKUP_INVALID", message, undefined, undefined, { reason });

async function sha256(path: string) {
  const hash = createHash("sha256");
  for await (const chunk of Bun.file(path).stream()) hash.update(chunk);
  return hash.digest("hex");
}

/** Reads and checks the manifest, then every member against its size and SHA-256; nothing unlisted may be present. */
export async function verifyArchive(dir: string): Promise<M.Manifest> {
  const text = await Bun.file(join(dir, M.MANIFEST_MEMBER)).text().catch(() => null);
  if (text === null) throw corrupt("The archive has no manifest.json; it is not a farm backup", "not-a-backup");
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // reported below as not a manifest
  }
  const parsed = M.ManifestSchema.safeParse(json);
  if (!parsed.success) throw corrupt("manifest.json is not a farm backup manifest", "not-a-backup");
  const manifest = parsed.data;
  if (manifest.formatVersion !== M.BACKUP_FORMAT_VERSION) {
    throw corrupt(`Backup format ${manifest.formatVersion} is not supported (this version reads format ${M.BACKUP_FORMAT_VERSION})`, manifest.formatVersion > M.BACKUP_FORMAT_VERSION ? "newer-version" : "damaged");
  }
  const present = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join("/"))
    .filter((name) => name !== M.MANIFEST_MEMBER);
  for (const name of present) if (!manifest.members[name]) throw corrupt(`${name} is in the archive but not in its manifest`);
  const needed = [M.CONFIG_MEMBER, ...manifest.database.tables.map((t) => t.member), ...manifest.files.keys.map(M.fileMember)];
  for (const name of needed) if (!manifest.members[name]) throw corrupt(`The manifest does not list ${name}`);
  for (const key of manifest.files.keys) if (!isValidKey(key)) throw corrupt(`${key} is not a valid file key`);
  for (const [name, expected] of Object.entries(manifest.members)) {
    if (!MEMBER_NAME.test(name)) throw corrupt(`${name} is not a valid member name`);
    const path = join(dir, name);
    const size = await stat(path).then((s) => s.size, () => null);
    if (size === null) throw corrupt(`${name} is missing from the archive`);
    if (size !== expected.size || (await sha256(path)) !== expected.sha256) throw corrupt(`${name} does not match its checksum; the archive is damaged`);
  }
  if (!journal.entries.some((e) => e.tag === manifest.schemaMigration)) {
    throw corrupt(`The backup was made by a newer version (schema ${manifest.schemaMigration}); upgrade before restoring it`, "newer-version");
  }
  return manifest;
}

/**
 * Extracts a tar (gzipped or not) into `dir`: regular files and folders only. The gzip is undone by the runtime's
 * DecompressionStream and node-tar reads the plain tar: node:zlib's gunzip under node-tar took five times as long
 * (0.9 s against 0.18 s for a 30 MB archive of 220 MB; docs/decisions/restore-copy.md).
 */
async function extract(file: string, dir: string) {
  const unpack = tar.x({ cwd: dir, strict: true, filter: (_p, e) => "type" in e && (e.type === "File" || e.type === "Directory") });
  const done = new Promise<void>((resolve, reject) => {
    unpack.on("close", resolve);
    unpack.on("error", reject);
  });
  done.catch(() => {});
  const head = await Bun.file(file).slice(0, 2).bytes();
  const gzipped = head[0] === 0x1f && head[1] === 0x8b;
  const bytes = gzipped ? Bun.file(file).stream().pipeThrough(new DecompressionStream("gzip")) : Bun.file(file).stream();
  for await (const chunk of bytes) {
    if (!unpack.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) await Promise.race([once(unpack, "drain"), done]);
  }
  unpack.end();
  await done;
}

/**
 * Unpacks a backup archive into `dir`: regular files and folders only, a 400 naming archivePath if it is not one.
 * An encrypted archive (age) is first decrypted with the server's passphrase into a file that is removed at once.
 */
export async function unpackArchive(archivePath: string, dir: string, passphrase?: string) {
  if (!(await stat(archivePath).then((s) => s.isFile(), () => false))) throw invalid("archivePath", `${archivePath} is not a file`);
  let file = archivePath;
  if (await isAgeFile(archivePath)) {
    if (!passphrase) throw invalid("archivePath", "is encrypted; set BACKUP_PASSPHRASE on the server to the passphrase it was made with");
    file = join(dir, ".decrypted.tar.gz");
    await decryptFile(archivePath, file, passphrase).catch(async () => {
      await rm(file, { force: true });
      throw invalid("archivePath", "cannot be decrypted with the server's BACKUP_PASSPHRASE (another passphrase, or a damaged file)");
    });
  }
  try {
    await extract(file, dir).catch(() => {
      throw invalid("archivePath", "is not a readable .tar.gz backup archive");
    });
  } finally {
    if (file !== archivePath) await rm(file, { force: true });
  }
}

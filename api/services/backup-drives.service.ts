import { readFile, stat, statfs } from "node:fs/promises";
import { join } from "node:path";
import { BACKUP_FOLDER_NAME, backupDrives, driveLabel, parseMounts } from "../domain/backup-drives";
import { formatSize } from "../domain/file-size";

/** Where Linux shows this process's mounts; elsewhere there is no such table and no drive is listed. */
export const MOUNT_TABLE = "/proc/self/mounts";

/**
 * The mounted drives a backup can go to (GET /api/backup/drives): the mount table read, the backup-drive rule of
 * api/domain/backup-drives.ts applied, and each drive's free and total space asked of the drive itself. A drive
 * this server cannot read (unplugged since, no permission) is left out, and so is one whose files are the root
 * file system's (a bind mount of the system disk): the backup target rule would refuse it. `mountTable` is the
 * table's text, for tests.
 */
export async function listBackupDrives(mountTable?: string) {
  const text = mountTable ?? (await readFile(MOUNT_TABLE, "utf8").catch(() => ""));
  const rootDev = (await stat("/")).dev;
  const drives = [];
  for (const mount of backupDrives(parseMounts(text))) {
    const [fs, s] = await Promise.all([statfs(mount.path).catch(() => null), stat(mount.path).catch(() => null)]);
    if (!fs || !s?.isDirectory() || s.dev === rootDev) continue;
    const freeBytes = fs.bavail * fs.bsize;
    const totalBytes = fs.blocks * fs.bsize;
    drives.push({
      path: mount.path,
      label: driveLabel(mount.path),
      device: mount.device,
      folder: join(mount.path, BACKUP_FOLDER_NAME),
      freeBytes,
      totalBytes,
      free: formatSize(freeBytes),
      total: formatSize(totalBytes),
    });
  }
  return { drives };
}

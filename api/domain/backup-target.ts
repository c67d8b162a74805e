import { isAbsolute, posix } from "node:path";

/** How to allow a backup onto the system disk: the same words on the server, in the UI and in farmctl. */
export const ALLOW_SYSTEM_DISK_HINT =
  "mount the backup drive there, or allow the system disk on purpose (farmctl backup --allow-system-disk, or BACKUP_ALLOW_SYSTEM_DISK=true on the server)";

/**
 * Why `path` cannot name a backup folder or archive (not absolute), or null. A relative path would be read
 * against the working folder of whoever resolves it (farmctl or the server), so it is never guessed; the
 * message names only what was typed, never a working folder.
 * @example absolutePathProblem("relbk") // "must be an absolute path (starting with /), e.g. /mnt/backup; got relbk"
 */
export function absolutePathProblem(path: string): string | null {
  const text = path.trim();
  if (isAbsolute(text)) return null;
  return `must be an absolute path (starting with /), e.g. /mnt/backup; got ${text}`;
}

export interface TargetDevices {
  /** The folder, absolute and normalised. */
  folder: string;
  /** st_dev of the folder, of its parent folder and of "/". */
  dev: number | bigint;
  parentDev: number | bigint;
  rootDev: number | bigint;
}

/**
 * Why a backup may not go into `folder` (docs/decisions/backup-target.md), or null: the folder must be a mount
 * point (on another device than its parent), and that device must not be the root filesystem's. An unmounted
 * drive leaves an empty folder on the system disk; this is what tells the two apart. `allowSystemDisk` lifts both.
 * @example targetProblem({ folder: "/mnt/usb", dev: 2049, parentDev: 2049, rootDev: 2049 }, false) // "... is not a mount point ..."
 */
export function targetProblem(t: TargetDevices, allowSystemDisk: boolean): string | null {
  if (allowSystemDisk) return null;
  if (t.folder !== "/" && t.dev === t.parentDev) {
    return `${t.folder} is not a mount point (it is on the same disk as ${posix.dirname(t.folder)}), so an unmounted drive would fill that disk; ${ALLOW_SYSTEM_DISK_HINT}`;
  }
  if (t.dev === t.rootDev) return `${t.folder} is on the system disk; ${ALLOW_SYSTEM_DISK_HINT}`;
  return null;
}

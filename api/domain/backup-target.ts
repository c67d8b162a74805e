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

/** The backup screen's checkbox that sends `allowSystemDisk`: the server's refusal names it so an office knows what to tick. */
export const ALLOW_SYSTEM_DISK_CHECKBOX = "Allow a folder on the server's own disk";

/**
 * The server's refusal of a folder that is not on a backup drive, in an office's words (code BACKUP_ON_SYSTEM_DISK).
 * @example systemDiskRefusal("/home/office/backups") // "/home/office/backups is not on a backup drive: ..."
 */
export function systemDiskRefusal(folder: string): string {
  return `${folder} is not on a backup drive: it is on the server's own disk, and a backup there is lost if that disk fails. Plug in a backup drive and choose it, or tick "${ALLOW_SYSTEM_DISK_CHECKBOX}" to use this folder anyway (allowSystemDisk: true in the API, --allow-system-disk in farmctl)`;
}

export interface TargetDevices {
  /** The folder, absolute and normalised. */
  folder: string;
  /** st_dev of the folder, of its parent folder, of the parent's parent and of "/". */
  dev: number | bigint;
  parentDev: number | bigint;
  grandparentDev: number | bigint;
  rootDev: number | bigint;
}

/**
 * Why a backup may not go into `folder` (docs/decisions/backup-target.md), or null: the folder must be a mount
 * point (on another device than its parent) or a folder directly inside one (the drive's FarmBackups), and that
 * device must not be the root filesystem's. An unmounted drive leaves an empty folder on the system disk; this is
 * what tells the two apart. `allowSystemDisk` lifts both.
 * @example targetProblem({ folder: "/mnt/usb", dev: 2049, parentDev: 2049, grandparentDev: 2049, rootDev: 2049 }, false) // "... is not a mount point ..."
 */
export function targetProblem(t: TargetDevices, allowSystemDisk: boolean): string | null {
  if (allowSystemDisk) return null;
  const parent = posix.dirname(t.folder);
  const mountPoint = t.folder === "/" || t.dev !== t.parentDev;
  const insideMountPoint = parent !== "/" && t.parentDev !== t.grandparentDev;
  if (!mountPoint && !insideMountPoint) {
    return `${t.folder} is not a mount point nor a folder directly inside one (it is on the same disk as ${parent}), so an unmounted drive would fill that disk; ${ALLOW_SYSTEM_DISK_HINT}`;
  }
  if (t.dev === t.rootDev) return `${t.folder} is on the system disk; ${ALLOW_SYSTEM_DISK_HINT}`;
  return null;
}

import { constants } from "node:fs";
import { access, stat, statfs } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { absolutePathProblem, targetProblem } from "../domain/backup-target";
import { formatSize } from "../domain/file-size";
import { invalid } from "../lib/errors";

/** "At least 1 GB free" (spec 000 section 2), in the decimal gigabytes a drive is sold in (DECISIONS.md). */
export const MIN_FREE_BYTES = 1_000_000_000;

export async function freeBytes(folder: string) {
  const fs = await statfs(folder);
  return fs.bavail * fs.bsize;
}

/**
 * The folder a backup goes to when none is chosen: a removable drive's mount point on Linux and macOS, drive E: on
 * Windows (spec 000's 'E:\\FarmBackups' is a Windows path; on Linux it would be a folder under the working directory).
 * @example defaultBackupPath("linux") === "/media/usb-backup/FarmBackups"
 */
export function defaultBackupPath(platform: NodeJS.Platform = process.platform): string {
  return platform === "win32" ? "E:\\FarmBackups" : "/media/usb-backup/FarmBackups";
}

export interface TargetRules {
  /** Accept a folder that is not a mount point, or is on the root filesystem (BACKUP_ALLOW_SYSTEM_DISK, --allow-system-disk). */
  allowSystemDisk?: boolean;
}

type FolderState = { ok: true; folder: string } | { ok: false; folder: string; problem: string };

/** The absolute form of a path the client typed, or a 400 naming `field`; a relative path is never resolved here. */
export function absolutePath(path: string, field: string) {
  const problem = absolutePathProblem(path);
  if (problem) throw invalid(field, problem);
  return resolve(path.trim());
}

/** Whether `folder` (absolute) names an existing, writable folder on a drive of its own; never creates anything. */
export async function inspectFolder(folder: string, rules: TargetRules = {}): Promise<FolderState> {
  let dev: number;
  try {
    const s = await stat(folder);
    if (!s.isDirectory()) return { ok: false, folder, problem: `${folder} is a file, not a folder` };
    dev = s.dev;
  } catch {
    return { ok: false, folder, problem: `${folder} does not exist; connect the drive or create the folder first` };
  }
  const [parent, root] = await Promise.all([stat(dirname(folder)), stat("/")]);
  const problem = targetProblem({ folder, dev, parentDev: parent.dev, rootDev: root.dev }, !!rules.allowSystemDisk);
  if (problem) return { ok: false, folder, problem };
  try {
    await access(folder, constants.W_OK);
  } catch {
    return { ok: false, folder, problem: `${folder} is not writable` };
  }
  return { ok: true, folder };
}

/** The answer of POST /api/backup/test-path: a verdict, never an error, but for a path that is not absolute (400). */
export async function testBackupPath(path: string, rules: TargetRules = {}) {
  const state = await inspectFolder(absolutePath(path, "path"), rules);
  if (!state.ok) return { accessible: false, message: state.problem };
  const free = await freeBytes(state.folder);
  if (free < MIN_FREE_BYTES) {
    return { accessible: false, message: `Only ${formatSize(free)} free at ${state.folder}; at least 1 GB is needed` };
  }
  return { accessible: true, message: `${state.folder} is writable, with ${formatSize(free)} free` };
}

/** The absolute folder a backup may be written to, or a 400 naming `field`. */
export async function requireBackupFolder(path: string, rules: TargetRules = {}, field = "backupPath") {
  const state = await inspectFolder(absolutePath(path, field), rules);
  if (!state.ok) throw invalid(field, state.problem);
  return state.folder;
}

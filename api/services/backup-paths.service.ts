import { constants } from "node:fs";
import { access, stat, statfs } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";
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

type FolderState = { ok: true; folder: string } | { ok: false; folder: string; problem: string };

/**
 * Whether `path` names an existing, writable folder; never creates anything. A relative path is refused as such:
 * resolving it would name a folder under the server's working directory, which no message should show.
 */
export async function inspectFolder(path: string): Promise<FolderState> {
  const typed = path.trim();
  if (!isAbsolute(typed)) {
    return { ok: false, folder: typed, problem: `"${typed}" is not a full path; enter a folder such as ${defaultBackupPath()}` };
  }
  const folder = resolve(typed);
  try {
    if (!(await stat(folder)).isDirectory()) return { ok: false, folder, problem: `${folder} is a file, not a folder` };
  } catch {
    return { ok: false, folder, problem: `${folder} does not exist; connect the drive or create the folder first` };
  }
  try {
    await access(folder, constants.W_OK);
  } catch {
    return { ok: false, folder, problem: `${folder} is not writable` };
  }
  return { ok: true, folder };
}

/** The answer of POST /api/backup/test-path: always a verdict, never an error (DECISIONS.md). */
export async function testBackupPath(path: string) {
  const state = await inspectFolder(path);
  if (!state.ok) return { accessible: false, message: state.problem };
  const free = await freeBytes(state.folder);
  if (free < MIN_FREE_BYTES) {
    return { accessible: false, message: `Only ${formatSize(free)} free at ${state.folder}; at least 1 GB is needed` };
  }
  return { accessible: true, message: `${state.folder} is writable, with ${formatSize(free)} free` };
}

/** The resolved folder a backup may be written to, or a 400 naming `field`. */
export async function requireBackupFolder(path: string, field = "backupPath") {
  const state = await inspectFolder(path);
  if (!state.ok) throw invalid(field, state.problem);
  return state.folder;
}

import { constants } from "node:fs";
import { access, stat, statfs } from "node:fs/promises";
import { resolve } from "node:path";
import { formatSize } from "../domain/file-size";
import { invalid } from "../lib/errors";

/** "At least 1 GB free" (spec 000 section 2), in the decimal gigabytes a drive is sold in (DECISIONS.md). */
export const MIN_FREE_BYTES = 1_000_000_000;

export async function freeBytes(folder: string) {
  const fs = await statfs(folder);
  return fs.bavail * fs.bsize;
}

type FolderState = { ok: true; folder: string } | { ok: false; folder: string; problem: string };

/** Whether `path` names an existing, writable folder; never creates anything. */
export async function inspectFolder(path: string): Promise<FolderState> {
  const folder = resolve(path.trim());
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

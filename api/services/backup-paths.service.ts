import { constants } from "node:fs";
import { access, mkdir, stat, statfs } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { absolutePathProblem, systemDiskRefusal, targetProblem } from "../domain/backup-target";
import { formatSize } from "../domain/file-size";
import { AppError, invalid } from "../lib/errors";
import * as S from "../lib/http-status";

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

/** Why a folder cannot take a backup: the test-path verdict's `reason`, which the backup screen words. */
export type FolderReason = "missing" | "notFolder" | "notDrive" | "notWritable" | "lowSpace";

type FolderState =
  | { ok: true; folder: string; /** Missing, directly inside a drive's mount point: made when the backup starts. */ create?: boolean }
  | { ok: false; folder: string; reason: FolderReason; problem: string };

/** The absolute form of a path the client typed, or a 400 naming `field`; a relative path is never resolved here. */
export function absolutePath(path: string, field: string) {
  const problem = absolutePathProblem(path);
  if (problem) throw invalid(field, problem);
  return resolve(path.trim());
}

const devOf = async (path: string) => (await stat(path)).dev;

/** The devices `targetProblem` compares for `folder` (existing or not) and its parents. */
async function devices(folder: string, dev: number) {
  const [parentDev, grandparentDev, rootDev] = await Promise.all([devOf(dirname(folder)), devOf(dirname(dirname(folder))), devOf("/")]);
  return { folder, dev, parentDev, grandparentDev, rootDev };
}

/**
 * Whether `folder` (absolute) names a writable folder on a drive of its own. Nothing is created here; a missing
 * folder directly inside a drive's mount point (the drive's FarmBackups) is `create`: the backup makes it.
 */
export async function inspectFolder(folder: string, rules: TargetRules = {}): Promise<FolderState> {
  const s = await stat(folder).catch(() => null);
  if (!s) {
    const parent = dirname(folder);
    const parentStat = await stat(parent).catch(() => null);
    // The parent must itself be a drive's mount point: an unmounted drive's folder is never made on the system disk.
    if (parentStat?.isDirectory() && parent !== "/") {
      const [grandparentDev, rootDev] = await Promise.all([devOf(dirname(parent)), devOf("/")]);
      if (parentStat.dev !== grandparentDev && parentStat.dev !== rootDev) return { ok: true, folder, create: true };
    }
    return { ok: false, folder, reason: "missing", problem: `${folder} does not exist; connect the drive or create the folder first` };
  }
  if (!s.isDirectory()) return { ok: false, folder, reason: "notFolder", problem: `${folder} is a file, not a folder` };
  if (targetProblem(await devices(folder, s.dev), !!rules.allowSystemDisk)) {
    return { ok: false, folder, reason: "notDrive", problem: systemDiskRefusal(folder) };
  }
  try {
    await access(folder, constants.W_OK);
  } catch {
    return { ok: false, folder, reason: "notWritable", problem: `${folder} is not writable` };
  }
  return { ok: true, folder };
}

/** The answer of POST /api/backup/test-path: a verdict, never an error, but for a path that is not absolute (400). */
export async function testBackupPath(path: string, rules: TargetRules = {}) {
  const state = await inspectFolder(absolutePath(path, "path"), rules);
  if (!state.ok) return { accessible: false, reason: state.reason, message: state.problem };
  const free = await freeBytes(state.create ? dirname(state.folder) : state.folder);
  if (free < MIN_FREE_BYTES) {
    return { accessible: false, reason: "lowSpace" as const, free: formatSize(free), message: `Only ${formatSize(free)} free at ${state.folder}; at least 1 GB is needed` };
  }
  const message = state.create ? `${state.folder} will be made on the drive, with ${formatSize(free)} free` : `${state.folder} is writable, with ${formatSize(free)} free`;
  return { accessible: true, willBeMade: !!state.create, free: formatSize(free), message };
}

/**
 * The absolute folder a backup may be written to, made if it is the missing folder directly inside a drive's mount
 * point; otherwise a 400 naming `field` (code BACKUP_ON_SYSTEM_DISK for a folder that is not on a backup drive).
 */
export async function requireBackupFolder(path: string, rules: TargetRules = {}, field = "backupPath") {
  const state = await inspectFolder(absolutePath(path, field), rules);
  if (!state.ok && state.reason === "notDrive") {
    throw new AppError(S.BAD_REQUEST, "BACKUP_ON_SYSTEM_DISK", state.problem, [{ path: field, message: state.problem }], undefined, { folder: state.folder });
  }
  if (!state.ok) throw invalid(field, state.problem);
  if (state.create) await mkdir(state.folder, { mode: 0o700 }).catch(() => {
    throw invalid(field, `${state.folder} cannot be made on the drive (is it write-protected?)`);
  });
  return state.folder;
}

import { AppError } from "../lib/errors";
import * as S from "../lib/http-status";

export type BackupJob = "backup" | "restore";

let running: BackupJob | null = null;

/**
 * Runs a backup or a restore unless one is already running on this server: a restore under a running backup would
 * be half in the archive, and two restores would load over each other. The second is refused at once with 409
 * BACKUP_BUSY (details.running names the job), never queued behind a long job. One server process holds the lock;
 * docs/decisions/backup-drives.md says why that is enough.
 * @example await oneBackupJobAtATime("restore", () => restoreArchive(ctx, storage, options));
 */
export async function oneBackupJobAtATime<T>(job: BackupJob, work: () => Promise<T>): Promise<T> {
  if (running) {
    throw new AppError(
      S.CONFLICT,
      "BACKUP_BUSY",
      `A ${running} is running on this server; wait for it to finish, then try again`,
      undefined,
      undefined,
      { running },
    );
  }
  running = job;
  try {
    return await work();
  } finally {
    running = null;
  }
}

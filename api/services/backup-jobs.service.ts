import type { DbHandle, JobName } from "../../db/client";
import { AppError } from "../lib/errors";
import * as S from "../lib/http-status";

export type BackupJob = JobName;
/** The database's lock for long jobs across processes (DbHandle.takeJobLock); absent on the embedded database. */
export type JobLock = NonNullable<DbHandle["takeJobLock"]>;

let running: BackupJob | null = null;

const busy = (job: BackupJob) =>
  new AppError(S.CONFLICT, "BACKUP_BUSY", `A ${job} is running on this server; wait for it to finish, then try again`, undefined, undefined, { running: job });

/**
 * Runs a backup or a restore unless one is already running: a restore under a running backup would be half in the
 * archive, and two restores would load over each other. The second is refused at once with 409 BACKUP_BUSY
 * (details.running names the job), never queued behind a long job. In this process a variable says so; with
 * `jobLock` (PostgreSQL) a lock on the database says so for every process on it, replicas behind a load balancer
 * included (docs/decisions/backup-drives.md).
 * @example await oneBackupJobAtATime("restore", () => restoreArchive(ctx, storage, options), jobLock);
 */
export async function oneBackupJobAtATime<T>(job: BackupJob, work: () => Promise<T>, jobLock?: JobLock | null): Promise<T> {
  if (running) throw busy(running);
  running = job;
  try {
    const lock = jobLock ? await jobLock(job) : null;
    if (lock && "running" in lock) throw busy(lock.running);
    try {
      return await work();
    } finally {
      await lock?.release();
    }
  } finally {
    running = null;
  }
}

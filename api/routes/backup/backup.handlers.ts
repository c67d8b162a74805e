import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { listArchives, verifyBackup } from "../../services/backup-archives.service";
import { listBackupDrives } from "../../services/backup-drives.service";
import { oneBackupJobAtATime } from "../../services/backup-jobs.service";
import { defaultBackupPath, testBackupPath } from "../../services/backup-paths.service";
import { createBackup } from "../../services/backup.service";
import { restoreArchive } from "../../services/restore.service";
import type * as routes from "./backup.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { backupPath, allowSystemDisk } = c.req.valid("json");
  const made = await oneBackupJobAtATime("backup", () => createBackup(c.get("ctx"), c.var.storage, { backupPath, allowSystemDisk, config: c.var.config }), c.get("jobLock"));
  return c.json(made, S.OK);
};

export const defaults: AppRouteHandler<typeof routes.defaults> = (c) => c.json({ defaultPath: defaultBackupPath() }, S.OK);

export const testPath: AppRouteHandler<typeof routes.testPath> = async (c) => {
  const { path, allowSystemDisk } = c.req.valid("json");
  return c.json(await testBackupPath(path, { allowSystemDisk: allowSystemDisk || c.var.config.backupAllowSystemDisk }), S.OK);
};

export const restore: AppRouteHandler<typeof routes.restore> = async (c) => {
  const options = { ...c.req.valid("json"), restoringUserId: c.var.user?.id, passphrase: c.var.config.backupPassphrase };
  return c.json(await oneBackupJobAtATime("restore", () => restoreArchive(c.get("ctx"), c.var.storage, options), c.get("jobLock")), S.OK);
};

export const drives: AppRouteHandler<typeof routes.drives> = async (c) => c.json(await listBackupDrives(), S.OK);

export const archives: AppRouteHandler<typeof routes.archives> = async (c) => c.json(await listArchives(c.req.valid("query").path), S.OK);

export const verify: AppRouteHandler<typeof routes.verify> = async (c) =>
  c.json(await verifyBackup(c.req.valid("json").archivePath, c.var.config.backupPassphrase), S.OK);

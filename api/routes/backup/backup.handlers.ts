import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { defaultBackupPath, testBackupPath } from "../../services/backup-paths.service";
import { createBackup } from "../../services/backup.service";
import { restoreArchive } from "../../services/restore.service";
import type * as routes from "./backup.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { backupPath } = c.req.valid("json");
  return c.json(await createBackup(c.var.db, c.var.storage, { backupPath, config: c.var.config }), S.OK);
};

export const defaults: AppRouteHandler<typeof routes.defaults> = (c) => c.json({ defaultPath: defaultBackupPath() }, S.OK);

export const testPath: AppRouteHandler<typeof routes.testPath> = async (c) =>
  c.json(await testBackupPath(c.req.valid("json").path), S.OK);

export const restore: AppRouteHandler<typeof routes.restore> = async (c) =>
  c.json(await restoreArchive(c.var.db, c.var.storage, c.req.valid("json")), S.OK);

import * as S from "../../lib/http-status";
import { checkImportRow } from "../../schemas/task-import.schemas";
import type { AppRouteHandler } from "../../lib/types";
import * as service from "../../services/task-import.service";
import type * as routes from "./import.routes";

export const importTasks: AppRouteHandler<typeof routes.importTasks> = async (c) => {
  const { rows, dryRun } = c.req.valid("json");
  // Each row is checked here (TaskImportValuesSchema, fast for plainly valid rows), as the body is; the service resolves names and reports every bad row at once.
  const checked = rows.map((row) => ({ row, parsed: checkImportRow(row) }));
  return c.json(await service.importTasks(c.var.db, c.req.valid("param").entityId, checked, { dryRun }), S.OK);
};

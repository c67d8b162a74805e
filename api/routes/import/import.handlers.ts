import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import * as service from "../../services/task-import.service";
import type * as routes from "./import.routes";

export const importTasks: AppRouteHandler<typeof routes.importTasks> = async (c) => {
  const { rows, dryRun } = c.req.valid("json");
  return c.json(await service.importTasks(c.var.db, c.req.valid("param").entityId, rows, { dryRun }), S.OK);
};

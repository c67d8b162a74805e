import { contentRange } from "../../lib/list-query";
import type { AppRouteHandler } from "../../lib/types";
import { listFields } from "../../services/fields.service";
import { allFieldsCsv, allTasksCsv } from "./lists.csv";
import { listTasks } from "../../services/tasks-read.service";
import { reportFile, reportJson } from "../../reports/report-file";
import * as routes from "./lists.routes";

export const allFields: AppRouteHandler<typeof routes.allFields> = async (c) => {
  const { rows, total } = await listFields(c.get("ctx"), { sort: null, range: null, filter: {} });
  c.header("Content-Range", contentRange("fields", 0, rows.length, total));
  return (await reportFile(c, c.req.valid("query").format, { filename: "all-fields", csv: () => allFieldsCsv(rows) })) ?? reportJson(c, routes.allFields, rows);
};

export const allTasks: AppRouteHandler<typeof routes.allTasks> = async (c) => {
  const { year, format } = c.req.valid("query");
  const { rows, total } = await listTasks(c.get("ctx"), { sort: null, range: null, filter: year !== undefined ? { cropYear: year } : {} });
  c.header("Content-Range", contentRange("tasks", 0, rows.length, total));
  return (await reportFile(c, format, { filename: `all-tasks-${year ?? "all"}`, csv: () => allTasksCsv(rows) })) ?? reportJson(c, routes.allTasks, rows);
};

import { fileSlug } from "../../lib/csv";
import type { AppRouteHandler } from "../../lib/types";
import { scheduleFPdf } from "../../pdf/documents/schedule-f.pdf";
import { scheduleFCsv } from "../../services/reports/exports/schedule-f.csv";
import { getScheduleF } from "../../services/reports/schedule-f.service";
import { reportFile, reportJson } from "./answer";
import * as routes from "./schedule-f.routes";

export const scheduleF: AppRouteHandler<typeof routes.scheduleF> = async (c) => {
  const { id } = c.req.valid("param");
  const { year, format } = c.req.valid("query");
  const data = await getScheduleF(c.var.db, { entityId: id, year });
  const filename = `schedule-f-${fileSlug(data.entityName)}-${year}`;
  return (await reportFile(c, format, { filename, csv: () => scheduleFCsv(data), pdf: () => scheduleFPdf(data) })) ?? reportJson(c, routes.scheduleF, data);
};

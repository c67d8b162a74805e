import { fileSlug } from "../../lib/csv";
import type { AppRouteHandler } from "../../lib/types";
import { fertilizerPdf } from "../../pdf/documents/fertilizer.pdf";
import { irrigationPdf } from "../../pdf/documents/irrigation.pdf";
import { getFertilizerReport, getIrrigationReport } from "../../services/reports/agronomy.service";
import { fertilizerCsv, irrigationCsv } from "../../services/reports/exports/agronomy.csv";
import { reportFile, reportJson } from "../../reports/report-file";
import * as routes from "./agronomy.routes";

export const fertilizer: AppRouteHandler<typeof routes.fertilizer> = async (c) => {
  const { year, entity = "all", currentEntityId, crop, format } = c.req.valid("query");
  const data = await getFertilizerReport(c.get("ctx"), { year, entity, currentEntityId, cropType: crop });
  const filename = `fertilizer-${fileSlug(data.entityName)}-${year}`;
  return (await reportFile(c, format, { filename, csv: () => fertilizerCsv(data), pdf: () => fertilizerPdf(data) })) ?? reportJson(c, routes.fertilizer, data);
};

/** The irrigation screen opens on the current entity (spec 001 section 2.1). */
export const irrigation: AppRouteHandler<typeof routes.irrigation> = async (c) => {
  const { year, entity, currentEntityId, crop, format } = c.req.valid("query");
  const chosen = entity ?? (currentEntityId !== undefined ? "current" : "all");
  const data = await getIrrigationReport(c.get("ctx"), { year, entity: chosen, currentEntityId, cropType: crop });
  const filename = `irrigation-${fileSlug(data.entityName)}-${year}`;
  return (await reportFile(c, format, { filename, csv: () => irrigationCsv(data), pdf: () => irrigationPdf(data) })) ?? reportJson(c, routes.irrigation, data);
};

import { withOperationLines } from "../../domain/reports";
import { fileSlug } from "../../lib/csv";
import { invalid } from "../../lib/errors";
import type { AppRouteHandler } from "../../lib/types";
import { acreagePdf } from "../../pdf/documents/acreage.pdf";
import { costSummaryPdf } from "../../pdf/documents/cost-summary.pdf";
import { detailedOperationsPdf } from "../../pdf/documents/detailed-operations.pdf";
import { acreageFieldsCsv, acreageMatrixCsv, costSummaryCsv, detailedOperationsCsv } from "../../services/reports/exports/summaries.csv";
import { getAcreage, getCostSummary, getDetailedOperationsRecord } from "../../services/reports/summaries.service";
import { reportFile, reportJson } from "../../reports/report-file";
import * as routes from "./summaries.routes";

export const costSummary: AppRouteHandler<typeof routes.costSummary> = async (c) => {
  const { id } = c.req.valid("param");
  const { year, format, ...range } = c.req.valid("query");
  const from = range.from ?? `${year}-01-01`;
  const to = range.to ?? `${year}-12-31`;
  if (from > to) throw invalid("to", "must not be before from");
  const data = await getCostSummary(c.get("ctx"), { entityId: id, year, from, to });
  return (await reportFile(c, format, { filename: `cost-summary-${fileSlug(data.entityName)}-${year}`, csv: () => costSummaryCsv(data), pdf: () => costSummaryPdf(data) })) ?? reportJson(c, routes.costSummary, data);
};

export const detailedOperations: AppRouteHandler<typeof routes.detailedOperations> = async (c) => {
  const { id } = c.req.valid("param");
  const { year, fieldId = 0, format } = c.req.valid("query");
  // A busy year's PDF makes each page's lines as it draws it; the CSV and the JSON hold them all.
  const record = await getDetailedOperationsRecord(c.get("ctx"), { entityId: id, year, fieldId });
  const filename = `detailed-operations-${fileSlug(record.entityName)}-${year}`;
  const pdf = () => detailedOperationsPdf(record);
  return (await reportFile(c, format, { filename, csv: () => detailedOperationsCsv(withOperationLines(record)), pdf })) ?? reportJson(c, routes.detailedOperations, withOperationLines(record));
};

export const acreage: AppRouteHandler<typeof routes.acreage> = async (c) => {
  const { year } = c.req.valid("param");
  const { view, format } = c.req.valid("query");
  const report = await getAcreage(c.get("ctx"), year);
  const filename = `acreage-${year}${view === "matrix" ? "-matrix" : ""}`;
  const pdf = () => acreagePdf(report);
  if (view === "matrix") return (await reportFile(c, format, { filename, csv: () => acreageMatrixCsv(report), pdf })) ?? reportJson(c, routes.acreage, report);
  return (await reportFile(c, format, { filename, csv: () => acreageFieldsCsv(report), pdf })) ?? reportJson(c, routes.acreage, report.entities);
};

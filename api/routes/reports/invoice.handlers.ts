import type { Context } from "hono";
import { fileSlug } from "../../lib/csv";
import { invalid } from "../../lib/errors";
import type { AppBindings, AppRouteHandler } from "../../lib/types";
import { monthlyInvoicePdf } from "../../pdf/documents/monthly-invoice.pdf";
import type { ReportFormat } from "../../schemas/reports.schemas";
import { monthlyInvoiceCsv } from "../../services/reports/exports/invoices.csv";
import { getMonthlyInvoice } from "../../services/reports/invoices.service";
import { reportFile, reportJson } from "../../reports/report-file";
import { today } from "../../reports/report-route";
import * as routes from "./invoice.routes";

/** Both invoice routes answer the same report; they differ only in where the crop year is given. */
async function invoice(c: Context<AppBindings>, input: { entityId: number; year: number; month: number; format: ReportFormat }) {
  const data = await getMonthlyInvoice(c.get("ctx"), { ...input, today: today() });
  return (await reportFile(c, input.format, {
    filename: `invoice-${fileSlug(data.entityName)}-${input.year}-${String(input.month).padStart(2, "0")}`,
    csv: () => monthlyInvoiceCsv(data),
    pdf: () => monthlyInvoicePdf(data),
  })) ?? reportJson(c, routes.monthlyByPath, data);
}

export const monthlyByPath: AppRouteHandler<typeof routes.monthlyByPath> = async (c) => {
  const { id, year } = c.req.valid("param");
  const query = c.req.valid("query");
  if (query.year !== undefined && query.year !== year) throw invalid("year", "must match the year in the path");
  return invoice(c, { entityId: id, year, month: query.month, format: query.format });
};

export const monthlyByQuery: AppRouteHandler<typeof routes.monthlyByQuery> = async (c) => {
  const { entityId } = c.req.valid("param");
  const { month, year, format } = c.req.valid("query");
  return invoice(c, { entityId, year, month, format });
};

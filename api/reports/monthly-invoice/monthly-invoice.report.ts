import { createRoute, z } from "@hono/zod-openapi";
import { INVOICE_TOTAL_LABELS, type MonthlyInvoice } from "../../domain/reports";
import { fileSlug } from "../../lib/csv";
import { OFFICE, allow, inPath } from "../../lib/route-access";
import { yearSchema } from "../../schemas/common";
import { EntityIdPath, IdYearPath, MonthlyInvoiceSchema, monthSchema } from "../../schemas/reports.schemas";
import { type ReportRow, defineReport, reportAlias, reportRoute } from "../define-report";
import { getMonthlyInvoice } from "../invoices.service";
import { formatQuery, reportResponses, tags, today } from "../report-route";
import { monthlyInvoiceInfo as info } from "./monthly-invoice.info";
import { INVOICE_TEXTS, monthlyInvoicePdf } from "./monthly-invoice.pdf";
import type { Lang } from "../../domain/reference-names";

const RULES =
  "Lines are the tasks of the crop year dated in the month (of any calendar year); Water Assessment, Rent and Farm " +
  "Management are left off. invoiceTotal = the billed lines minus Income Generated lines; totalOther and totalIncome " +
  "sit beside the spec's eight category totals.";

/**
 * The invoice as a spreadsheet reads it: a Row Kind column tells the lines (charge, credit) from the sub-total,
 * category total and total rows. The Amount of the charge and credit rows sums to the invoice total (credits are
 * negative), and so do the sub-totals and the category totals, each on their own.
 */
function invoiceRows(invoice: MonthlyInvoice, lang: Lang): ReportRow[] {
  const w = INVOICE_TEXTS[lang];
  const rows: ReportRow[] = [];
  const blank = { fieldName: "", accountCode: "", categoryName: "", cropType: "", taskName: "", date: "" };
  let group = 0;
  invoice.fieldReports.forEach((l, i) => {
    rows.push({ ...l, kind: w.kinds[l.kind] });
    if (invoice.fieldReports[i + 1]?.fieldName === l.fieldName) return;
    rows.push({ ...blank, kind: w.kinds.subtotal, fieldName: l.fieldName, taskName: w.subTotalFor(l.fieldName), totalAmount: invoice.subTotals[group++]?.subTotal });
  });
  for (const [, key] of INVOICE_TOTAL_LABELS) rows.push({ ...blank, kind: w.kinds["category total"], categoryName: w.totals[key], totalAmount: invoice.totals[key] });
  rows.push({ ...blank, kind: w.kinds.total, taskName: w.invoiceTotal, totalAmount: invoice.totals.invoiceTotal });
  return rows;
}

const mm = (month: number) => String(month).padStart(2, "0");

/** The Invoice Report of an entity for a month of a crop year, dated today; the query's year, if given, is the path's. */
export const monthlyInvoiceReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdYearPath,
    query: z.object({ month: monthSchema, year: yearSchema.optional().openapi({ description: "Accepted for the spec's client; must equal the path's year" }), ...formatQuery }),
    shape: MonthlyInvoiceSchema,
    summary: "Monthly invoice of an entity for a month of a crop year",
    description: RULES,
  }),
  load: (ctx, { id, year, month }) => getMonthlyInvoice(ctx, { entityId: id, year, month, today: today() }),
  json: ({ invoice }) => invoice,
  rows: ({ invoice }, _, lang) => invoiceRows(invoice, lang),
  filename: ({ invoice }, { year, month }) => `invoice-${fileSlug(invoice.entityName)}-${year}-${mm(month)}`,
  pdf: ({ invoice }, _, lang) => monthlyInvoicePdf(invoice, lang),
  // Handed to the partner it bills: in the entity's invoice language, whoever downloads it.
  farmLanguage: (loaded) => loaded.language,
});

/** The same invoice with the month and crop year in the query (the field report's link). */
export const monthlyInvoiceByQuery = reportAlias(
  monthlyInvoiceReport,
  createRoute({
    path: "/entities/{entityId}/reports/monthly",
    method: "get",
    "x-access": allow(OFFICE, inPath("entityId", "entity")),
    tags,
    summary: "Monthly invoice, month and crop year in the query (used by the field report)",
    description: RULES,
    request: { params: EntityIdPath, query: z.object({ month: monthSchema, year: yearSchema, ...formatQuery }) },
    responses: reportResponses(MonthlyInvoiceSchema, "The invoice"),
  }),
  ({ entityId, year, month }) => ({ id: entityId, year, month }),
);

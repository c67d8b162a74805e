import type { RouteConfig, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { type CsvTable, toCsv } from "../lib/csv";
import { invalid } from "../lib/errors";
import * as S from "../lib/http-status";
import type { AppBindings } from "../lib/types";
import type { PdfReport } from "../pdf/model";
import { renderReportPdf } from "../pdf/render";
import type { ReportFormat } from "../schemas/reports.schemas";

export interface ReportFiles {
  /** The download's name without extension, safe characters only (`fileSlug`). */
  filename: string;
  /** Built only when asked for, from the same data as the JSON. */
  csv: () => CsvTable;
  pdf?: () => PdfReport;
}

/**
 * A report's CSV attachment or inline PDF, or null when JSON was asked for: the handler then answers `c.json(data)`
 * itself, so its JSON is type-checked against the route's schema. Every handler goes through here, so the files and
 * their headers are the same everywhere.
 * @example return (await reportFile(c, format, { filename, csv: () => toTable(data) })) ?? c.json(data, S.OK);
 */
export async function reportFile(c: Context<AppBindings>, format: ReportFormat, report: ReportFiles): Promise<Response | null> {
  if (format === "csv") {
    return c.body(toCsv(report.csv()), S.OK, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${report.filename}.csv"`,
    });
  }
  if (format === "pdf") {
    if (!report.pdf) throw invalid("format", "must be json or csv");
    const pdf = await renderReportPdf(report.pdf());
    return c.body(new Uint8Array(pdf), S.OK, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${report.filename}.pdf"`,
      "Cache-Control": "private, no-store",
    });
  }
  return null;
}

/** The JSON schema a report route declares for its 200. */
type JsonOf<R> = R extends { responses: { 200: { content: { "application/json": { schema: infer T extends z.ZodType } } } } } ? z.output<T> : never;

/**
 * A report's JSON answer, type-checked against the schema its route declares (a route that also answers CSV and PDF
 * would otherwise accept any Response): renaming a key of a report's shape breaks the build here.
 * @example return (await reportFile(c, format, files)) ?? reportJson(c, routes.costSummary, data);
 */
export function reportJson<R extends RouteConfig>(c: Context<AppBindings>, _route: R, data: JsonOf<R>): Response {
  return c.json(data as object, S.OK);
}

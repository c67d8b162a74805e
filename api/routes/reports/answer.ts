import type { Context } from "hono";
import { type CsvTable, toCsv } from "../../lib/csv";
import { invalid } from "../../lib/errors";
import * as S from "../../lib/http-status";
import type { AppBindings } from "../../lib/types";
import type { PdfReport } from "../../pdf/model";
import { renderReportPdf } from "../../pdf/render";
import type { ReportFormat } from "../../schemas/reports.schemas";

export interface ReportAnswer {
  /** The JSON answer. */
  json: unknown;
  /** The download's name without extension, safe characters only (`fileSlug`). */
  filename: string;
  /** Built only when asked for, from the same data as the JSON. */
  csv: () => CsvTable;
  pdf?: () => PdfReport;
}

/**
 * Answers a report in the format asked for: the JSON itself, a CSV attachment, or an inline PDF. Every handler
 * goes through here, so the three formats and their headers are the same everywhere.
 */
export async function answerReport(c: Context<AppBindings>, format: ReportFormat, report: ReportAnswer): Promise<Response> {
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
  return c.json(report.json as object, S.OK);
}

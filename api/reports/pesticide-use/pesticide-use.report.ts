import { z } from "@hono/zod-openapi";
import type { Lang } from "../../domain/reference-names";
import { type PesticideUse, PesticideUseShape } from "../../domain/reports/shapes";
import { fileSlug } from "../../lib/csv";
import { yearSchema } from "../../schemas/common";
import { IdPath } from "../../schemas/reports.schemas";
import { getPesticideUse } from "../../services/input-reports.service";
import { type ReportRow, defineReport, reportRoute } from "../define-report";
import type { ReportInfo } from "../report-info";
import { formatQuery } from "../report-route";
import { pesticideUseInfo as info } from "./pesticide-use.info";

/**
 * The calendar month of a Pesticide Use Report: `month=YYYY-MM`, or `year` and `month=1-12` (as the report screen
 * and farmctl's --year give it); a month that names its year must agree with `year`.
 */
export const purQuery = z
  .object({
    year: yearSchema.optional().openapi({ type: "integer", example: 2026, description: "The calendar year, with month=1-12" }),
    month: z.string({ error: "is required: YYYY-MM, or 1-12 with year" }).trim().openapi({ example: "2026-04", description: "YYYY-MM, or 1-12 with year" }),
    ...formatQuery,
  })
  .superRefine((q, ctx) => {
    const own = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(q.month);
    if (own) {
      if (q.year !== undefined && q.year !== Number(own[1])) ctx.addIssue({ code: "custom", path: ["month"], message: `must be a month of ${q.year}` });
      return;
    }
    if (!/^\d{1,2}$/.test(q.month) || Number(q.month) < 1 || Number(q.month) > 12) ctx.addIssue({ code: "custom", path: ["month"], message: "must be a month as YYYY-MM, or 1-12 with year" });
    else if (q.year === undefined) ctx.addIssue({ code: "custom", path: ["year"], message: "is required with a month number" });
  });

/** The month asked for as YYYY-MM. @example purMonth({ year: 2026, month: "4" }) === "2026-04" */
export const purMonth = (q: { year?: number; month: string }) => (q.month.includes("-") ? q.month : `${q.year}-${q.month.padStart(2, "0")}`);

const TEXTS: Record<Lang, { yes: string; no: string; month: string; incomplete: string }> = {
  en: { yes: "Yes", no: "No", month: "month", incomplete: "site data missing for" },
  es: { yes: "Sí", no: "No", month: "mes", incomplete: "faltan datos del sitio de" },
};

/** The PDF's line under the title: the entity and month, and the fields the county would ask more of. */
const subtitle = (data: PesticideUse, lang: Lang) => {
  const head = `${data.entityName}, ${TEXTS[lang].month} ${data.month}`;
  return data.incomplete.length ? `${head} (${TEXTS[lang].incomplete} ${data.incomplete.map((f) => f.fieldName).join(", ")})` : head;
};

/** One row per application line, as the CSV and the generic PDF print it. */
export const purRows = (data: PesticideUse, lang: Lang): ReportRow[] =>
  data.rows.map(({ restrictedUse, ...r }) => ({ ...r, restricted: restrictedUse ? TEXTS[lang].yes : TEXTS[lang].no }));

/** The Pesticide Use Report and its restricted-materials list: the same route, rows and files, `restrictedOnly` apart. */
export function purReport(reportInfo: ReportInfo<string, "/entities/{id}/reports/pesticide-use" | "/entities/{id}/reports/restricted-materials">, restrictedOnly: boolean, summary: string) {
  return defineReport({
    info: reportInfo,
    route: reportRoute(reportInfo, {
      params: IdPath,
      query: purQuery,
      shape: PesticideUseShape.openapi("PesticideUse"),
      tags: ["Reports", "Inputs"],
      summary,
      description:
        "California DPR monthly Pesticide Use Report (production agriculture): a row per crop-protection product line on a task of the month " +
        "(deleted tasks left out), with the field's site (county, operator ID, permit, site ID, MTRS), the commodity, acres planted and treated, " +
        "date and time, product, EPA registration number, amount used (as entered, and in the stock unit), method and applicator. " +
        "`incomplete` names fields missing site data the county asks for. docs/pesticide-use-report.md.",
    }),
    load: (ctx, input) => getPesticideUse(ctx, input.id, purMonth(input), restrictedOnly),
    json: (data) => data,
    rows: (data, _input, lang) => purRows(data, lang),
    filename: (data) => `${reportInfo.name}-${fileSlug(data.entityName)}-${data.month}`,
    subtitle: (data, _input, lang) => subtitle(data, lang),
  });
}

export const pesticideUseReport = purReport(info, false, "California DPR monthly Pesticide Use Report (production agriculture) of an entity");

import { z } from "@hono/zod-openapi";
import { SettlementRegisterShape } from "../../domain/reports/shapes";
import { fileSlug } from "../../lib/csv";
import { idSchema, yearSchema } from "../../schemas/common";
import { getSettlementRegister } from "../../services/harvest-reports.service";
import { defineReport, reportRoute } from "../define-report";
import { genericReportPdf } from "../generic-pdf";
import type { ReportColumn } from "../report-info";
import { formatQuery } from "../report-route";
import { settlementRegisterInfo as info } from "./settlement-register.info";
import type { Lang } from "../../domain/reference-names";

const TEXTS: Record<Lang, { allEntities: string; everyYear: string; totals: string; status: Record<"paid" | "unpaid" | "short", string> }> = {
  en: { allEntities: "All entities", everyYear: "every crop year", totals: "TOTALS", status: { paid: "paid", unpaid: "unpaid", short: "short-paid" } },
  es: { allEntities: "Todas las entidades", everyYear: "todos los años de cultivo", totals: "TOTALES", status: { paid: "pagada", unpaid: "sin pagar", short: "pago incompleto" } },
};

/** The deduction kinds, shown as columns only when some settlement of the register has one. */
const KINDS = new Set(["hauling", "drying", "storage", "checkoff", "shrink", "quality", "other"]);

type Register = z.infer<typeof SettlementRegisterShape>;

/** The entity column for every entity, the crop year for every year, and each kind of deduction some settlement has. */
const shows = (data: Register, column: ReportColumn) =>
  column.key === "entityName" ? data.entity === "all" : column.key === "cropYear" ? data.cropYear === null : KINDS.has(column.key) && data.rows.some((r) => r[column.key as "hauling"] !== "0.00");

const rows = (data: Register, lang: Lang) => data.rows.map((r) => ({ ...r, status: TEXTS[lang].status[r.status] }));
const totals = (data: Register, lang: Lang) => ({ date: TEXTS[lang].totals, ...data.totals });
const subtitle = (data: Register, lang: Lang) => `${data.entity === "all" ? TEXTS[lang].allEntities : data.entityName}, ${data.cropYear ?? TEXTS[lang].everyYear}`;

export const settlementRegisterReport = defineReport({
  info,
  route: reportRoute(info, {
    query: z.object({
      entity: z.union([z.literal("all"), idSchema], { error: "must be all or an entity id" }).openapi({ type: "string", example: "all", description: "all, or an entity id" }),
      year: yearSchema.optional().openapi({ example: 2026, description: "One crop year (default: every crop year)" }),
      ...formatQuery,
    }),
    shape: SettlementRegisterShape.openapi("SettlementRegister"),
    tags: ["Reports", "Harvest"],
    summary: "Per settlement: buyer, date, number, quantity, gross, deductions by kind, net, received, and what is unpaid or short-paid",
    description:
      "gross, deductions and net are the settlement's own (gross = the lines' quantity x price rounded once; a rate deduction = rate x settled quantity); each kind is its deductions added up. " +
      "unpaid = net - received (all of net while nothing is received); status: paid, unpaid or short (short-paid). entity=all: every entity the caller may see.",
  }),
  load: (ctx, { entity, year }) => getSettlementRegister(ctx, entity, year),
  json: (data) => data,
  rows: (data, _input, lang) => rows(data, lang),
  shows,
  filename: (data) => `settlement-register-${fileSlug(data.entityName)}-${data.cropYear ?? "all-years"}`,
  // The generic table in smaller type: up to 20 columns of money fit a landscape page unbroken.
  pdf: (data, _input, lang) => {
    const report = genericReportPdf(info, info.columns.filter((c) => !c.optional || shows(data, c)), { rows: rows(data, lang), subtitle: subtitle(data, lang), totals: totals(data, lang) }, lang);
    return { ...report, blocks: report.blocks.map((b) => (b.kind === "table" ? { ...b, fontSize: 6.5 } : b)) };
  },
});

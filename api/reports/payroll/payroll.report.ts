import { z } from "@hono/zod-openapi";
import { PayrollShape } from "../../domain/reports/shapes";
import { fileSlug } from "../../lib/csv";
import { idSchema } from "../../schemas/common";
import { daySchema } from "../../schemas/reports.schemas";
import { getPayroll } from "../../services/labor-reports.service";
import { defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { payrollInfo as info } from "./payroll.info";

const TEXTS = { en: { allEntities: "All entities", totals: "TOTALS" }, es: { allEntities: "Todas las entidades", totals: "TOTALES" } } as const;

export const payrollReport = defineReport({
  info,
  route: reportRoute(info, {
    query: z.object({
      entity: z
        .union([z.literal("all"), idSchema], { error: "must be all or an entity id" })
        .optional()
        .openapi({ type: "string", example: "all", description: "all (the default), or an entity id" }),
      from: daySchema.openapi({ description: "The pay period's first day" }),
      to: daySchema.openapi({ description: "The pay period's last day" }),
      ...formatQuery,
    }),
    shape: PayrollShape.openapi("Payroll"),
    tags: ["Reports", "Labor"],
    summary: "The payroll of a pay period: one row per worker (and employer entity) with regular, overtime and double-time hours, regular and overtime pay, gross, employer burden and labor cost",
    description:
      "Approved time entries dated from..to only. Hours, gross, burden and labor cost are the entries' own (worked out at approval by the week's overtime split, rounded once per entry); " +
      "overtime pay = overtime hours x rate x the overtime multiplier + double-time hours x rate x the double multiplier, rounded once over the period; regular pay = gross - overtime pay (piece pay included). " +
      "entity=all (the default): every entity the caller may see, with an Entity column.",
  }),
  load: (ctx, { entity, from, to }) => getPayroll(ctx, entity ?? "all", from, to),
  json: (data) => data,
  rows: (data) => data.rows,
  shows: (data, column) => column.key === "entityName" && data.entity === "all",
  filename: (data) => `payroll-${fileSlug(data.entityName)}-${data.from}-${data.to}`,
  subtitle: (data, _input, lang) => `${data.entity === "all" ? TEXTS[lang].allEntities : data.entityName}, ${data.from} – ${data.to}`,
  totals: (data, lang) => ({ worker: TEXTS[lang].totals, ...data.totals }),
});

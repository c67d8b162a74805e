import { z } from "@hono/zod-openapi";
import { UnsettledLoadsShape } from "../../domain/reports/shapes";
import { fileSlug } from "../../lib/csv";
import { idSchema } from "../../schemas/common";
import { getUnsettledLoads } from "../../services/harvest-reports.service";
import { defineReport, reportRoute } from "../define-report";
import { asOfQuery } from "../inventory/inventory.report";
import { formatQuery, today } from "../report-route";
import { unsettledLoadsInfo as info } from "./unsettled-loads.info";
import type { Lang } from "../../domain/reference-names";

const TEXTS: Record<Lang, { allEntities: string; asOf: string; loads: (n: number) => string }> = {
  en: { allEntities: "All entities", asOf: "as of", loads: (n) => `${n} load${n === 1 ? "" : "s"}` },
  es: { allEntities: "Todas las entidades", asOf: "al", loads: (n) => `${n} carga${n === 1 ? "" : "s"}` },
};

export const unsettledLoadsReport = defineReport({
  info,
  route: reportRoute(info, {
    query: z.object({
      entity: z.union([z.literal("all"), idSchema], { error: "must be all or an entity id" }).openapi({ type: "string", example: "all", description: "all, or an entity id" }),
      asOf: asOfQuery,
      ...formatQuery,
    }),
    shape: UnsettledLoadsShape.openapi("UnsettledLoads"),
    tags: ["Reports", "Harvest"],
    summary: "Loads not yet on a settlement (\"lost loads\"): deliveries and tickets to buyers dated through asOf that no settlement dated through asOf pays",
    description:
      "Oldest first, with the field or storage location each came from, the contracts it applies to (a chosen contract first, the rest first in, first out) and the days it has waited. entity=all: every entity the caller may see.",
  }),
  load: (ctx, { entity, asOf }) => getUnsettledLoads(ctx, entity, asOf ?? today()),
  json: (data) => data,
  rows: (data) => data.rows,
  shows: (data, column) => column.key === "entityName" && data.entity === "all",
  filename: (data) => `unsettled-loads-${fileSlug(data.entityName)}-${data.asOf}`,
  subtitle: (data, _input, lang) => `${data.entity === "all" ? TEXTS[lang].allEntities : data.entityName}, ${TEXTS[lang].asOf} ${data.asOf}`,
  totals: (data, lang) => ({ date: TEXTS[lang].loads(data.totals.loads) }),
});

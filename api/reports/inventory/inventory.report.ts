import { z } from "@hono/zod-openapi";
import { InventoryReportShape } from "../../domain/reports/shapes";
import { fileSlug } from "../../lib/csv";
import { idSchema } from "../../schemas/common";
import { daySchema } from "../../schemas/reports.schemas";
import { getInventoryReport } from "../../services/input-reports.service";
import { defineReport, reportRoute } from "../define-report";
import { formatQuery, today } from "../report-route";
import { inventoryInfo as info } from "./inventory.info";
import type { Lang } from "../../domain/reference-names";

/** The day a report's figures are as of: at the end of it; today when left out. */
export const asOfQuery = daySchema.optional().openapi({ example: "2026-04-30", description: "At the end of this day (default: today)" });

const TEXTS: Record<Lang, { allEntities: string; asOf: string; totals: string }> = {
  en: { allEntities: "All entities", asOf: "as of", totals: "TOTALS" },
  es: { allEntities: "Todas las entidades", asOf: "al", totals: "TOTALES" },
};

export const inventoryReport = defineReport({
  info,
  route: reportRoute(info, {
    query: z.object({
      entity: z.union([z.literal("all"), idSchema], { error: "must be all or an entity id" }).openapi({ type: "string", example: "all", description: "all, or an entity id" }),
      asOf: asOfQuery,
      ...formatQuery,
    }),
    shape: InventoryReportShape.openapi("InventoryReport"),
    tags: ["Reports", "Inputs"],
    summary: "Stock on hand and its value at weighted-average cost, per entity and product, at the end of a day",
    description:
      "Each product's moving-average ledger (purchases, returns, adjustments and applications in date order) read as of the end of asOf; " +
      "products with nothing on hand are left out. entity=all: every entity the caller may see.",
  }),
  load: (ctx, { entity, asOf }) => getInventoryReport(ctx, entity, asOf ?? today()),
  json: (data) => data,
  // The kind is translated by its column (a productKind).
  rows: (data) => data.rows,
  filename: (data) => `inventory-${fileSlug(data.entityName)}-${data.asOf}`,
  subtitle: (data, _input, lang) => `${data.entity === "all" ? TEXTS[lang].allEntities : data.entityName}, ${TEXTS[lang].asOf} ${data.asOf}`,
  totals: (data, lang) => ({ entityName: TEXTS[lang].totals, onHandValue: data.totals.onHandValue }),
});

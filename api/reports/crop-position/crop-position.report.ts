import { z } from "@hono/zod-openapi";
import { CropPositionShape } from "../../domain/reports/shapes";
import { fileSlug } from "../../lib/csv";
import { idSchema, yearSchema } from "../../schemas/common";
import { getCropPosition } from "../../services/harvest-reports.service";
import { defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { cropPositionInfo as info } from "./crop-position.info";
import type { Lang } from "../../domain/reference-names";

const TEXTS: Record<Lang, { allEntities: string; everyYear: string; totals: string }> = {
  en: { allEntities: "All entities", everyYear: "every crop year", totals: "TOTALS" },
  es: { allEntities: "Todas las entidades", everyYear: "todos los años de cultivo", totals: "TOTALES" },
};

export const cropPositionReport = defineReport({
  info,
  route: reportRoute(info, {
    query: z.object({
      entity: z.union([z.literal("all"), idSchema], { error: "must be all or an entity id" }).openapi({ type: "string", example: "all", description: "all, or an entity id" }),
      year: yearSchema.optional().openapi({ example: 2026, description: "One crop year (default: every crop year)" }),
      ...formatQuery,
    }),
    shape: CropPositionShape.openapi("CropPosition"),
    tags: ["Reports", "Harvest"],
    summary: "Per crop pool (entity, crop, crop year): harvested, in storage, contracted, delivered, settled and unsold, with the settled net and the unsold crop at the mark price apart",
    description:
      "Quantities are added exactly in each crop's base unit and shown in the unit most of the pool's tickets are written in. unsold = harvested + adjusted - settled, never below zero. " +
      "settledValue is the settlements' net (realised income); estimatedValue is the unsold crop at the office's mark price, estimated and never realised income. entity=all: every entity the caller may see.",
  }),
  load: (ctx, { entity, year }) => getCropPosition(ctx, entity, year),
  json: (data) => data,
  rows: (data) => data.rows,
  filename: (data) => `crop-position-${fileSlug(data.entityName)}-${data.cropYear ?? "all-years"}`,
  subtitle: (data, _input, lang) => `${data.entity === "all" ? TEXTS[lang].allEntities : data.entityName}, ${data.cropYear ?? TEXTS[lang].everyYear}`,
  totals: (data, lang) => ({ entityName: TEXTS[lang].totals, settledValue: data.totals.settledValue, estimatedValue: data.totals.estimatedValue }),
});

import { z } from "@hono/zod-openapi";
import { StorageReportShape } from "../../domain/reports/shapes";
import { fileSlug } from "../../lib/csv";
import { idSchema } from "../../schemas/common";
import { getStorageReport } from "../../services/storage-report.service";
import { defineReport, reportRoute } from "../define-report";
import { asOfQuery } from "../inventory/inventory.report";
import { formatQuery, today } from "../report-route";
import { storageInfo as info } from "./storage.info";
import type { Lang } from "../../domain/reference-names";

const TEXTS: Record<Lang, { allEntities: string; asOf: string }> = {
  en: { allEntities: "All entities", asOf: "as of" },
  es: { allEntities: "Todas las entidades", asOf: "al" },
};

export const storageReport = defineReport({
  info,
  route: reportRoute(info, {
    query: z.object({
      entity: z.union([z.literal("all"), idSchema], { error: "must be all or an entity id" }).openapi({ type: "string", example: "all", description: "all, or an entity id" }),
      asOf: asOfQuery,
      ...formatQuery,
    }),
    shape: StorageReportShape.openapi("StorageReport"),
    tags: ["Reports", "Harvest"],
    summary: "Crop on hand per entity, crop, crop year and storage location at the end of a day: in, out, adjusted and on hand",
    description:
      "The storage ledger of each location read through asOf (GET /api/storage's figures): tickets into the location, deliveries out of it, shrink and count adjustments. " +
      "A crop year's crop stays on hand into the next calendar year by itself. Quantities in the unit the crop's tickets are most often written in. entity=all: every entity the caller may see.",
  }),
  load: (ctx, { entity, asOf }) => getStorageReport(ctx, entity, asOf ?? today()),
  json: (data) => data,
  rows: (data) => data.rows,
  filename: (data) => `storage-${fileSlug(data.entityName)}-${data.asOf}`,
  subtitle: (data, _input, lang) => `${data.entity === "all" ? TEXTS[lang].allEntities : data.entityName}, ${TEXTS[lang].asOf} ${data.asOf}`,
});

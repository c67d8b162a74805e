import { z } from "@hono/zod-openapi";
import { HarvestByFieldShape } from "../../domain/reports/shapes";
import { fileSlug } from "../../lib/csv";
import { yearSchema } from "../../schemas/common";
import { IdPath } from "../../schemas/reports.schemas";
import { getHarvestByField } from "../../services/harvest-reports.service";
import { defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { harvestByFieldInfo as info } from "./harvest-by-field.info";

export const harvestByFieldReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({ year: yearSchema, ...formatQuery }),
    shape: HarvestByFieldShape.openapi("HarvestByField"),
    tags: ["Reports", "Harvest"],
    summary: "A crop year's harvest per field and crop: the scale tickets' quantity and yield per acre against the budget's expected yield",
    description:
      "Quantity is the tickets' net quantity in the budget's yield unit where the crop converts to it (bu, cwt, lb, ton by the crop's standard bushel weight), " +
      "else the unit most of its tickets are written in; yield per acre = quantity / the field's acres; percent of expected = yield per acre / the budget's expected yield (the field's own budget, else its crop's).",
  }),
  load: (ctx, { id, year }) => getHarvestByField(ctx, id, year),
  json: (data) => data,
  rows: (data) => data.rows,
  filename: (data) => `harvest-by-field-${fileSlug(data.entityName)}-${data.cropYear}`,
  subtitle: (data) => `${data.entityName}, ${data.cropYear}`,
  totals: (data, lang) => ({ fieldName: lang === "es" ? "TOTALES" : "TOTALS", tickets: data.totals.tickets }),
});

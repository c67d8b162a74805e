import { z } from "@hono/zod-openapi";
import { InputCostShape } from "../../domain/reports/shapes";
import { fileSlug } from "../../lib/csv";
import { yearSchema } from "../../schemas/common";
import { IdPath } from "../../schemas/reports.schemas";
import { getInputCost } from "../../services/input-reports.service";
import { defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { inputCostInfo as info } from "./input-cost.info";

export const inputCostReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({ year: yearSchema, ...formatQuery }),
    shape: InputCostShape.openapi("InputCost"),
    tags: ["Reports", "Inputs"],
    summary: "Input (material) cost per acre of a crop year, by field and by crop",
    description:
      "A field's material cost is the sum of its crop-year tasks' materialCost (the products' inventory costs, part of each task's totalCost); " +
      "per acre over the field's acres, half-up once. `crops` adds the fields of each crop (its crop for the year).",
  }),
  load: (ctx, { id, year }) => getInputCost(ctx, id, year),
  json: (data) => data,
  rows: (data) => data.rows,
  filename: (data) => `input-cost-${fileSlug(data.entityName)}-${data.cropYear}`,
  subtitle: (data) => `${data.entityName}, ${data.cropYear}`,
  totals: (data, lang) => ({ fieldName: lang === "es" ? "TOTALES" : "TOTALS", ...data.totals }),
});

import { z } from "@hono/zod-openapi";
import { ProductUsageShape } from "../../domain/reports/shapes";
import { fileSlug } from "../../lib/csv";
import { yearSchema } from "../../schemas/common";
import { IdPath } from "../../schemas/reports.schemas";
import { getProductUsage } from "../../services/input-reports.service";
import { defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { productUsageInfo as info } from "./product-usage.info";

export const productUsageReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({ year: yearSchema, ...formatQuery }),
    shape: ProductUsageShape.openapi("ProductUsage"),
    tags: ["Reports", "Inputs"],
    summary: "The products a crop year's tasks applied, per field and product: quantity in the stock unit, cost and cost per acre",
    description: "Quantity and cost are the sums of the applications (task product lines, deleted tasks left out); cost per acre = cost / the field's acres, half-up once.",
  }),
  load: (ctx, { id, year }) => getProductUsage(ctx, id, year),
  json: (data) => data,
  rows: (data) => data.rows,
  filename: (data) => `product-usage-${fileSlug(data.entityName)}-${data.cropYear}`,
  subtitle: (data) => `${data.entityName}, ${data.cropYear}`,
  totals: (data, lang) => ({ fieldName: lang === "es" ? "TOTALES" : "TOTALS", cost: data.totals.cost }),
});

import { z } from "@hono/zod-openapi";
import { LaborByFieldShape } from "../../domain/reports/shapes";
import { fileSlug } from "../../lib/csv";
import { yearSchema } from "../../schemas/common";
import { IdPath } from "../../schemas/reports.schemas";
import { getLaborByField } from "../../services/labor-reports.service";
import { defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { laborByFieldInfo as info } from "./labor-by-field.info";

export const laborByFieldReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({ year: yearSchema, ...formatQuery }),
    shape: LaborByFieldShape.openapi("LaborByField"),
    tags: ["Reports", "Labor"],
    summary: "A crop year's labor and machine cost per field: approved hours, the tasks' labor and machine cost, and each per acre",
    description:
      "Labor and machine cost are the field's tasks of the crop year added up (their laborCost and machineCost: approved time only, burden included); hours are the approved entries' hours, " +
      "machine hours an entry's machine hours (else its hours) where it names a machine; per acre = cost / the field's acres, half-up once (empty without acres).",
  }),
  load: (ctx, { id, year }) => getLaborByField(ctx, id, year),
  json: (data) => data,
  rows: (data) => data.rows,
  filename: (data) => `labor-by-field-${fileSlug(data.entityName)}-${data.cropYear}`,
  subtitle: (data) => `${data.entityName}, ${data.cropYear}`,
  totals: (data, lang) => ({ fieldName: lang === "es" ? "TOTALES" : "TOTALS", ...data.totals }),
});

import { createRoute, z } from "@hono/zod-openapi";
import { yearSchema } from "../../schemas/common";
import { IdPath, ScheduleFSchema } from "../../schemas/reports.schemas";
import { formatQuery, reportResponses, tags } from "./report-route";
import { OFFICE, allow, inPath } from "../../lib/route-access";

export const scheduleF = createRoute({
  path: "/entities/{id}/reports/schedule-f",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "entity")),
  tags,
  summary: "IRS Schedule F summary of an entity's calendar year",
  description: "Tasks dated in the calendar year by the income-and-cost rule, each category on its Schedule F line (the chart's mapping, /api/category-accounts).",
  request: { params: IdPath, query: z.object({ year: yearSchema, ...formatQuery }) },
  responses: reportResponses(ScheduleFSchema, "The Schedule F summary"),
});

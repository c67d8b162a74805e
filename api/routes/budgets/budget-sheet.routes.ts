import { createRoute, z } from "@hono/zod-openapi";
import { jsonBody, jsonContent, recordErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { BudgetImportBodySchema, BudgetImportResultSchema, BudgetSheetSchema } from "../../schemas/budget-sheet.schemas";
import { yearSchema } from "../../schemas/common";
import { IdPath } from "../../schemas/reports.schemas";
import { EDITORS, OFFICE, allow, inPath } from "../../lib/route-access";

const tags = ["Budgets"];

export const exportSheet = createRoute({
  path: "/entities/{id}/budgets/sheet",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "entity")),
  tags,
  summary: "An entity's budgets of a crop year as sheet rows (one per category line); ?format=csv for the spreadsheet file",
  request: {
    params: IdPath,
    query: z.object({ year: yearSchema, format: z.enum(["json", "csv"], { error: "must be json or csv" }).default("json") }),
  },
  responses: {
    [S.OK]: { description: "The sheet", content: { "application/json": { schema: BudgetSheetSchema }, "text/csv": { schema: z.string() } } },
    ...recordErrors,
  },
});

export const importSheet = createRoute({
  path: "/entities/{id}/budgets/import",
  method: "post",
  "x-access": allow(EDITORS, inPath("id", "entity")),
  tags,
  summary: "Import a budget sheet into a crop year (admin): every row checked first, then all written in one transaction",
  description:
    "Fields and categories are matched by name, case-insensitively. Each budget in the sheet is created, or replaces the " +
    "expectations and lines of the one already there. Any bad row is a 400 whose issues name it as `rows.{index}.{column}`; nothing is written.",
  request: { params: IdPath, body: jsonBody(BudgetImportBodySchema) },
  responses: { [S.OK]: jsonContent(BudgetImportResultSchema, "What was (or, in a dry run, would be) written"), ...recordErrors },
});

import { fileSlug } from "../../lib/csv";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { BUDGET_SHEET_COLUMNS, BudgetSheetRowSchema } from "../../schemas/budget-sheet.schemas";
import { exportBudgetSheet, importBudgetSheet } from "../../services/budget-sheet.service";
import { getEntity } from "../../services/entities.service";
import { reportFile } from "../../reports/report-file";
import type * as routes from "./budget-sheet.routes";

export const exportSheet: AppRouteHandler<typeof routes.exportSheet> = async (c) => {
  const { id } = c.req.valid("param");
  const { year, format } = c.req.valid("query");
  const rows = await exportBudgetSheet(c.get("ctx"), id, year);
  const entity = await getEntity(c.get("ctx"), id);
  const csv = () => ({ header: BUDGET_SHEET_COLUMNS.map((col) => col.csv), rows: rows.map((r) => BUDGET_SHEET_COLUMNS.map((col) => r[col.key])) });
  return (await reportFile(c, format, { filename: `budgets-${fileSlug(entity.name)}-${year}`, csv })) ?? c.json(rows, S.OK);
};

export const importSheet: AppRouteHandler<typeof routes.importSheet> = async (c) => {
  const { year, rows, dryRun } = c.req.valid("json");
  // Each row is checked here, as the body is; the service resolves names and reports every bad row at once.
  const checked = rows.map((row) => BudgetSheetRowSchema.safeParse(row));
  return c.json(await importBudgetSheet(c.get("ctx"), c.req.valid("param").id, year, checked, !!dryRun), S.OK);
};

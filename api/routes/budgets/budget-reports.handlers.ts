import { fileSlug } from "../../lib/csv";
import type { AppRouteHandler } from "../../lib/types";
import { budgetVsActualPdf, costOfProductionPdf, whatIfPdf } from "../../pdf/documents/budgets.pdf";
import { getBudgetVsActual, getCostOfProduction, getWhatIf } from "../../services/reports/budget-reports.service";
import { budgetVsActualCsv, costOfProductionCsv, whatIfCsv } from "../../services/reports/exports/budgets.csv";
import { reportFile, reportJson } from "../../reports/report-file";
import * as routes from "./budget-reports.routes";

export const budgetVsActual: AppRouteHandler<typeof routes.budgetVsActual> = async (c) => {
  const { year, overBudgetPercent, format } = c.req.valid("query");
  const data = await getBudgetVsActual(c.get("ctx"), c.req.valid("param").id, year, overBudgetPercent);
  const filename = `budget-vs-actual-${fileSlug(data.entityName)}-${year}`;
  return (await reportFile(c, format, { filename, csv: () => budgetVsActualCsv(data), pdf: () => budgetVsActualPdf(data) })) ?? reportJson(c, routes.budgetVsActual, data);
};

export const costOfProduction: AppRouteHandler<typeof routes.costOfProduction> = async (c) => {
  const { year, format } = c.req.valid("query");
  const data = await getCostOfProduction(c.get("ctx"), c.req.valid("param").id, year);
  const filename = `cost-of-production-${fileSlug(data.entityName)}-${year}`;
  return (await reportFile(c, format, { filename, csv: () => costOfProductionCsv(data), pdf: () => costOfProductionPdf(data) })) ?? reportJson(c, routes.costOfProduction, data);
};

export const whatIf: AppRouteHandler<typeof routes.whatIf> = async (c) => {
  const { year, basis, format } = c.req.valid("query");
  const data = await getWhatIf(c.get("ctx"), c.req.valid("param").id, year, basis);
  const filename = `what-if-${fileSlug(data.entityName)}-${year}`;
  return (await reportFile(c, format, { filename, csv: () => whatIfCsv(data), pdf: () => whatIfPdf(data) })) ?? reportJson(c, routes.whatIf, data);
};

import { z } from "@hono/zod-openapi";
import { type CostOfProduction, type ProductionBasis, costOfProduction } from "../../domain/budgets";
import { fileSlug, orNA } from "../../lib/csv";
import { CostOfProductionSchema } from "../../schemas/budgets.schemas";
import { yearSchema } from "../../schemas/common";
import { IdPath } from "../../schemas/reports.schemas";
import { loadBudgetYear } from "../../services/budget-data.service";
import { type ReportRow, defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { costOfProductionPdf } from "./cost-of-production.pdf";
import { costOfProductionInfo as info } from "./cost-of-production.info";

/** A basis's figures (actual or budget) under its column keys. */
const basisCells = (name: "actual" | "budget", b: ProductionBasis): ReportRow => ({
  [`${name}Cost`]: b.cost, [`${name}CostPerAcre`]: b.costPerAcre, [`${name}CostPerUnit`]: orNA(b.costPerUnit),
  [`${name}BreakEvenPrice`]: orNA(b.breakEvenPrice), [`${name}BreakEvenYield`]: orNA(b.breakEvenYield),
});

type Row = Omit<CostOfProduction["crops"][number], "crop" | "fieldCount">;
const cells = (level: string, name: string, crop: string | null, x: Row): ReportRow => ({
  level, name, crop, acres: x.acres, yieldUnit: x.yieldUnit, expectedYieldPerAcre: x.expectedYieldPerAcre, expectedPricePerUnit: x.expectedPricePerUnit,
  actualYieldPerAcre: orNA(x.actualYieldPerAcre), ...basisCells("actual", x.actual), ...basisCells("budget", x.budget),
});

/** One row per field, then one per crop. */
const productionRows = (r: CostOfProduction): ReportRow[] => [
  ...r.fields.map((f) => cells("field", f.fieldName, f.crop, f)),
  ...r.crops.map((c) => cells("crop", c.crop ?? "(no crop)", c.crop, c)),
];

export const costOfProductionReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({ year: yearSchema, ...formatQuery }),
    shape: CostOfProductionSchema,
    summary: "Cost per unit, break-even price and break-even yield per field and crop, from actuals and from the budget",
  }),
  load: async (ctx, { id, year }) => costOfProduction(await loadBudgetYear(ctx, id, year)),
  json: (data) => data,
  rows: productionRows,
  filename: (data, { year }) => `cost-of-production-${fileSlug(data.entityName)}-${year}`,
  pdf: (report, _input, lang) => costOfProductionPdf(report, lang),
});

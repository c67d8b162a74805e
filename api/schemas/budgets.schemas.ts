import { z } from "@hono/zod-openapi";
import * as shapes from "../domain/budgets/shapes";
import { dateTime, decimalInput, decimalString, idFilter, idSchema, optionalText, yearSchema } from "./common";
import { monthSchema } from "./reports.schemas";

/** Money of a budget: zero or more, at most 2 decimals (decimal(10,2)). */
const money = (description: string) => decimalInput({ blank: "0" }).openapi({ type: "string", example: "125.50", description });

export const BudgetLineSchema = z
  .object({ categoryId: z.number().int(), categoryName: z.string(), amountPerAcre: decimalString, plannedMonth: z.number().int().nullable() })
  .openapi("BudgetLine");

/** A budget as every endpoint answers it, with its lines and their sum per acre. */
export const BudgetSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    cropYear: z.number().int(),
    fieldId: z.number().int().nullable(),
    fieldName: z.string().nullable(),
    cropType: z.string().nullable(),
    expectedYieldPerAcre: decimalString,
    yieldUnit: z.string(),
    expectedPricePerUnit: decimalString,
    /** The lines' $/acre added up. */
    totalPerAcre: decimalString,
    lines: z.array(BudgetLineSchema),
    createdAt: dateTime,
    /**
     * On a budget just built from last year's actuals only: true when last year recorded no yield on its acres, so
     * its expected yield and price are left at 0.00 (nothing is guessed) for the grower to enter.
     */
    noYieldLastYear: z.boolean().optional(),
  })
  .openapi("Budget");
export type Budget = z.infer<typeof BudgetSchema>;

const lineInput = z.object({
  categoryId: idSchema,
  amountPerAcre: money("Planned dollars per acre"),
  plannedMonth: monthSchema.nullish().transform((v) => v ?? null),
});

/** Lines of distinct categories; a repeated category is a 400 naming the line. */
const linesInput = z.array(lineInput, { error: "must be a list of lines" }).max(200, "must be at most 200 lines").superRefine((lines, ctx) => {
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(l.categoryId)) ctx.addIssue({ code: "custom", path: [i, "categoryId"], message: "appears twice in the budget" });
    seen.add(l.categoryId);
  });
});

const planShape = {
  expectedYieldPerAcre: money("Expected yield per acre, in yieldUnit"),
  yieldUnit: optionalText(20),
  expectedPricePerUnit: money("Expected price per unit of yield"),
  lines: linesInput,
};

export const BUDGET_SOURCES = ["empty", "last-year", "copy"] as const;

export const BudgetCreateSchema = z
  .object({
    entityId: idSchema,
    cropYear: yearSchema,
    /** The field the budget is for, or leave out and name a crop. */
    fieldId: idSchema.nullish(),
    cropType: optionalText(100),
    /** empty (the lines given, if any), last-year (the previous crop year's actual $/acre), copy (copyFromBudgetId's lines). */
    from: z.enum(BUDGET_SOURCES, { error: `must be one of ${BUDGET_SOURCES.join(", ")}` }).default("empty"),
    copyFromBudgetId: idSchema.nullish(),
    ...planShape,
  })
  .partial({ expectedYieldPerAcre: true, expectedPricePerUnit: true, lines: true, yieldUnit: true })
  .openapi("BudgetCreate");
export type BudgetCreate = z.output<typeof BudgetCreateSchema>;

/** A partial: keys left out keep their stored value; `lines` replaces every line. */
export const BudgetUpdateSchema = z.object(planShape).partial().openapi("BudgetUpdate");
export type BudgetUpdate = z.output<typeof BudgetUpdateSchema>;

export const BudgetFilterSchema = z.strictObject({
  id: idFilter,
  entityId: idFilter,
  cropYear: z.coerce.number().int().optional(),
  fieldId: idFilter,
  cropType: z.string().optional(),
});
export type BudgetFilter = z.output<typeof BudgetFilterSchema>;

export const BudgetVsActualSchema = shapes.BudgetVsActualShape.openapi("BudgetVsActual");
export const CostOfProductionSchema = shapes.CostOfProductionShape.openapi("CostOfProduction");
export const WhatIfSchema = shapes.WhatIfShape.openapi("WhatIf");

/** The percentage over budget that flags a field; 10 unless given. */
export const overBudgetPercentSchema = decimalInput({ blank: "10" }).openapi({ type: "string", example: "10", description: "Flag fields more than this % over budget (default 10)" });

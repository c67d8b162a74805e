import { z } from "@hono/zod-openapi";
import { decimalInput, optionalText, yearSchema } from "./common";

/** Rows per budget import: far more than any farm's fields x categories. */
export const MAX_BUDGET_ROWS = 5000;

/**
 * The columns of a budget sheet (farmctl budget export|import), in file order: the CSV header and the key of the
 * row in the API body. One row per category line; a budget is the rows naming the same field (or crop). Shared by
 * the endpoints, farmctl and the docs.
 */
export const BUDGET_SHEET_COLUMNS = [
  { csv: "field", key: "field", doc: "Field name in the entity (case-insensitive); leave blank for a crop's budget" },
  { csv: "crop", key: "crop", doc: "Crop the budget applies to (fields growing it that year); leave blank for a field's budget" },
  { csv: "category", key: "category", doc: "Task category name (case-insensitive); blank for a budget without lines" },
  { csv: "amount_per_acre", key: "amountPerAcre", doc: "Planned dollars per acre, >= 0, at most 2 decimals" },
  { csv: "planned_month", key: "plannedMonth", doc: "1-12; blank spreads the spend over the year" },
  { csv: "expected_yield_per_acre", key: "expectedYieldPerAcre", doc: "Same on every row of a budget (or blank after the first)" },
  { csv: "yield_unit", key: "yieldUnit", doc: "bales, tons, lbs, bushels...; same on every row of a budget" },
  { csv: "expected_price_per_unit", key: "expectedPricePerUnit", doc: "Dollars per unit of yield; same on every row of a budget" },
] as const;

const text = (max: number) => optionalText(max).transform((v) => (v ? v : null));
const money = decimalInput({ blank: null });
const month = z
  .union([z.string(), z.number()], { error: "must be a month number" })
  .nullish()
  .transform((v, ctx) => {
    const s = v === null || v === undefined ? "" : String(v).trim();
    if (s === "") return null;
    const n = Number(s);
    if (!Number.isInteger(n) || n < 1 || n > 12) {
      ctx.addIssue({ code: "custom", message: "must be a month number from 1 to 12, or blank" });
      return z.NEVER;
    }
    return n;
  })
  .openapi({ type: ["integer", "null"], example: 3 });

/** One line of the sheet as the import service checks it, column by column. */
export const BudgetSheetRowSchema = z
  .object({
    field: text(255),
    crop: text(100),
    category: text(100),
    amountPerAcre: money,
    plannedMonth: month,
    expectedYieldPerAcre: money,
    yieldUnit: text(20),
    expectedPricePerUnit: money,
  })

export type BudgetSheetRow = z.output<typeof BudgetSheetRowSchema>;

const cell = z.union([z.string(), z.number()]).nullish();
type SheetKey = (typeof BUDGET_SHEET_COLUMNS)[number]["key"];
/** A row as sent: every value a string (or number), checked column by column and resolved by the import service. */
export const BudgetSheetCellsSchema = z
  .strictObject(Object.fromEntries(BUDGET_SHEET_COLUMNS.map((c) => [c.key, cell.openapi({ description: c.doc })])) as Record<SheetKey, typeof cell>)
  .openapi("BudgetSheetCells");
export type BudgetSheetCells = z.infer<typeof BudgetSheetCellsSchema>;

export const BudgetImportBodySchema = z
  .object({
    year: yearSchema,
    rows: z.array(BudgetSheetCellsSchema).max(MAX_BUDGET_ROWS, `at most ${MAX_BUDGET_ROWS} rows`),
    dryRun: z.boolean().optional().openapi({ description: "Check every row and count what would change; nothing is written" }),
  })
  .openapi("BudgetImport");

export const BudgetImportResultSchema = z
  .object({ dryRun: z.boolean(), received: z.number().int(), created: z.number().int(), updated: z.number().int() })
  .openapi("BudgetImportResult");
export type BudgetImportResult = z.infer<typeof BudgetImportResultSchema>;

/** The export: the same rows, as the API sends them. */
export const BudgetSheetSchema = z
  .array(z.object({
    field: z.string().nullable(),
    crop: z.string().nullable(),
    category: z.string().nullable(),
    amountPerAcre: z.string().nullable(),
    plannedMonth: z.number().int().nullable(),
    expectedYieldPerAcre: z.string(),
    yieldUnit: z.string(),
    expectedPricePerUnit: z.string(),
  }))
  .openapi("BudgetSheet");
export type BudgetSheet = z.infer<typeof BudgetSheetSchema>;

import { BUDGET_SHEET_COLUMNS, type BudgetSheetCells } from "../../api/client";
import { readSheet } from "./csv-sheet";
import type { RowProblem, Separator } from "./task-csv";

/** A row of a budget sheet as the API takes it, with the line it starts on. */
export interface CsvBudgetRow {
  line: number;
  row: BudgetSheetCells;
}

export const BUDGET_CSV_OF_KEY = new Map<string, string>(BUDGET_SHEET_COLUMNS.map((c) => [c.key, c.csv]));

/**
 * Reads a budget sheet with the import sheet reader: the header names the columns (any order, any case,
 * "Amount Per Acre" or amount_per_acre) and must name a field or a crop column; every later non-blank row is a line.
 * The separator is the header's: comma, semicolon, tab or bar.
 */
export function parseBudgetCsv(text: string): { rows: CsvBudgetRow[]; problems: RowProblem[]; separator: Separator } {
  const { rows, problems, separator } = readSheet(text, {
    columns: BUDGET_SHEET_COLUMNS,
    checkHeader: (named, line) => {
      const keys = new Set<string | undefined>(named.map((c) => c?.key));
      return keys.has("field") || keys.has("crop") ? [] : [{ line, column: "field", message: "the header needs a field or a crop column" }];
    },
    empty: "the file is empty; start from: farmctl budget export",
  });
  return { rows: rows.map((r) => ({ line: r.line, row: r.cells as BudgetSheetCells })), problems, separator };
}

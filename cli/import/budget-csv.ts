import Papa from "papaparse";
import { BUDGET_SHEET_COLUMNS, type BudgetSheetCells } from "../../api/schemas/budget-sheet.schemas";
import type { RowProblem } from "./task-csv";

/** A row of a budget sheet as the API takes it, with the line it starts on. */
export interface CsvBudgetRow {
  line: number;
  row: BudgetSheetCells;
}

const BY_CSV = new Map<string, (typeof BUDGET_SHEET_COLUMNS)[number]>(BUDGET_SHEET_COLUMNS.map((c) => [c.csv, c]));
export const BUDGET_CSV_OF_KEY = new Map<string, string>(BUDGET_SHEET_COLUMNS.map((c) => [c.key, c.csv]));
const ALL_COLUMNS = BUDGET_SHEET_COLUMNS.map((c) => c.csv).join(", ");
const headerName = (h: string) => h.trim().toLowerCase().replace(/[\s-]+/g, "_");

/**
 * Reads a budget sheet as the task import reads its file: the header names the columns (any order, any case,
 * "Amount Per Acre" or amount_per_acre), every later non-blank row is a line; problems are returned, not thrown,
 * so one run reports them all. Lines are counted as the parser moves, so a quoted cell spanning lines keeps them right.
 */
export function parseBudgetCsv(text: string): { rows: CsvBudgetRow[]; problems: RowProblem[] } {
  const source = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const rows: CsvBudgetRow[] = [];
  const problems: RowProblem[] = [];
  let columns: ((typeof BUDGET_SHEET_COLUMNS)[number] | undefined)[] | null = null;
  let offset = 0;
  let line = 1;
  let start = 0;
  Papa.parse<string[]>(source, {
    delimiter: ",",
    step: (result) => {
      for (; offset < start; offset++) if (source.charCodeAt(offset) === 10) line++;
      const rowLine = line;
      start = result.meta.cursor;
      const cells = result.data.map((c) => c.trim());
      if (cells.every((c) => c === "")) return;
      if (!columns) {
        columns = cells.map((h) => BY_CSV.get(headerName(h)));
        cells.forEach((h, i) => {
          if (!columns![i]) problems.push({ line: rowLine, column: h, message: `unknown column; the columns are ${ALL_COLUMNS}` });
          else if (columns!.indexOf(columns![i]) !== i) problems.push({ line: rowLine, column: h, message: "column appears twice" });
        });
        const named = new Set(columns.map((c) => c?.key));
        if (!named.has("field") && !named.has("crop")) problems.push({ line: rowLine, column: "field", message: "the header needs a field or a crop column" });
        return;
      }
      if (cells.length !== columns.length) {
        problems.push({ line: rowLine, column: "", message: `has ${cells.length} cells but the header has ${columns.length}; check for an unquoted comma` });
        return;
      }
      const row: Record<string, string> = {};
      cells.forEach((cell, i) => {
        const column = columns![i];
        if (column && cell !== "") row[column.key] = cell;
      });
      rows.push({ line: rowLine, row: row as BudgetSheetCells });
    },
  });
  if (!columns) problems.push({ line: 1, column: "", message: "the file is empty; start from: farmctl budget export" });
  return { rows, problems };
}

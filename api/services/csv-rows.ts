import Papa from "papaparse";
import { AppError, type Issue } from "../lib/errors";
import * as S from "../lib/http-status";

/*
 * Reading a spreadsheet's CSV for an import (invoices, scale tickets): headers matched in any case with spaces and
 * punctuation optional, every cell trimmed, rows numbered as the file's lines less the header, so a refusal names
 * `rows.{n}.{Column}` a user finds in the file.
 */

/** A header as compared: letters only, lower case ("Crop Year" and "crop_year" are one column). */
export const csvKey = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

/** A money or quantity cell as typed in a spreadsheet: "$1,234.50" reads 1234.50. */
export const csvNumber = (cell: string) => cell.replace(/^\$/, "").replace(/,(?=\d{3}(\D|$))/g, "");

/** YYYY-MM-DD, or a US M/D/YYYY; null when it is not a real date. */
export function csvDay(cell: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  const text = us ? `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}` : cell;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text) ? text : null;
}

/** One row of the file: n is its line less the header (the first row is 1), cells by column. */
export interface CsvRow<C extends string> {
  n: number;
  cells: Partial<Record<C, string>>;
}

/** The 400 of a file with bad rows: every issue listed, the first one said. */
export const refusedRows = (issues: Issue[], count: number) =>
  new AppError(S.BAD_REQUEST, "VALIDATION", `${count} row${count === 1 ? " is" : "s are"} bad; nothing was imported. ${issues[0]!.path}: ${issues[0]!.message}`, issues);

/**
 * The rows of the file, each cell trimmed, by column (`columnOf` maps a header's csvKey to its column; other
 * headers are ignored). `checkColumns` is given the columns found before any row is read (it throws for a missing
 * one); a row the parser cannot read is a 400 naming it; blank lines are skipped.
 * @example readCsvRows("Ticket,Date\nT-1,2025-10-01", new Map([["ticket", "Ticket"], ["date", "Date"]]), () => {})
 *   // [{ n: 1, cells: { Ticket: "T-1", Date: "2025-10-01" } }]
 */
export function readCsvRows<C extends string>(csv: string, columnOf: ReadonlyMap<string, C>, checkColumns: (have: Set<C>) => void): CsvRow<C>[] {
  // Blank lines are kept while parsing and skipped after, so row n is always line n + 1 of the file.
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: false, transformHeader: (h) => h.trim() });
  const blank = (record: Record<string, string> | undefined) => !record || Object.values(record).every((v) => (typeof v === "string" ? v.trim() === "" : !v));
  const columns = new Map<string, C>();
  for (const h of parsed.meta.fields ?? []) {
    const column = columnOf.get(csvKey(h));
    if (column) columns.set(h, column);
  }
  checkColumns(new Set(columns.values()));
  const issues: Issue[] = parsed.errors
    .filter((e) => e.row !== undefined && !blank(parsed.data[e.row]))
    .map((e) => ({ path: `rows.${(e.row ?? 0) + 1}`, message: e.message }));
  if (issues.length) throw refusedRows(issues, issues.length);
  return parsed.data.flatMap((record, i) => {
    if (blank(record)) return [];
    const cells: Partial<Record<C, string>> = {};
    for (const [h, column] of columns) cells[column] = String(record[h] ?? "").trim();
    return [{ n: i + 1, cells }];
  });
}

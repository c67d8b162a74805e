import Papa from "papaparse";

/** A cell as a report hands it over: text, a decimal string, a whole number, or empty. */
export type CsvCell = string | number | null | undefined;

/** A CSV export: the header row, one row per line item, and the file name offered for download. */
export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

/** A figure whose divisor was zero prints "N/A", as the field report's break-even price does. */
export const orNA = (v: string | null): string => v ?? "N/A";

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What spreadsheet programs read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV injection"); numbers,
 * negative ones included, stay plain so money sums as numbers.
 */
function safeCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  const text = String(cell);
  return !PLAIN_NUMBER.test(text) && FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * RFC 4180 text: CRLF line ends, fields quoted when they hold a comma, quote or line break.
 * Every record ends with CRLF, the last one too, so the file ends with a newline; with no rows it is the header line alone.
 * @example toCsv({ header: ["a", "b"], rows: [["x, y", "1.50"]] }) === 'a,b\r\n"x, y",1.50\r\n'
 */
export function toCsv(table: CsvTable): string {
  // Header and rows as one list of records: Papa ends a header with no data after it with a newline of its own,
  // which gave an empty export a blank second line.
  return Papa.unparse([table.header, ...table.rows.map((row) => row.map(safeCell))], { newline: "\r\n", quotes: false }) + "\r\n";
}

/** A file name made of safe characters only: "North Ranch" -> "north-ranch". */
export function fileSlug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "report";
}

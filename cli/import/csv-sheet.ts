import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { decodeText } from "../../api/client";
import { CliError } from "../errors";
import { type RowProblem, SEPARATORS, type Separator, detectSeparator } from "./task-csv";

/**
 * A spreadsheet file (or `-`, standard input) as text, in the encoding it was saved in (api/domain/text-encoding.ts);
 * `starter` says how to make a starting file when there is no such file.
 * @example const { text, encoding } = readSheetFile("tasks.csv", "`farmctl import template > tasks.csv` makes one");
 */
export function readSheetFile(file: string, starter: string) {
  try {
    return decodeText(new Uint8Array(readFileSync(file === "-" ? 0 : file)));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new CliError(`Cannot read ${file}${code ? ` (${code})` : ""}`, code === "ENOENT" ? `Check the path; ${starter}` : "Check the file's permissions");
  }
}

/** A column a sheet may carry: its key in the API's row and its name in the CSV header. */
export interface SheetColumn {
  key: string;
  csv: string;
}

/** What one import's sheet is: its columns, the header rule beyond "known and once", and what to say of an empty file. */
export interface SheetSpec<C extends SheetColumn> {
  columns: readonly C[];
  /** Problems of a header whose cells were read (undefined where a cell names no column), on line `line`. */
  checkHeader: (named: ReadonlyArray<C | undefined>, line: number) => RowProblem[];
  /** The problem message of a file with no header row. */
  empty: string;
}

/** A row of the sheet: its non-blank cells by column key, and the line it starts on. */
export interface SheetRow {
  line: number;
  cells: Record<string, string>;
}

/** "Acres Covered", "acres-covered" and "acres_covered" all name the same column. */
const headerName = (h: string) => h.trim().toLowerCase().replace(/[\s-]+/g, "_");

/**
 * Reads an import sheet: the header row names the columns (any order, any case), every later non-blank row is a row.
 * The separator is the header's (comma, semicolon, tab or bar), told as the task import tells it (detectSeparator).
 * Problems with the header or a row's shape are returned, not thrown, so one run reports them all. The task import
 * reads its file the same way in task-csv.ts.
 * @example readSheet("Field;Crop\nNorth 40;\n", spec) // { rows: [{ line: 2, cells: { field: "North 40" } }], separator: ";", ... }
 */
export function readSheet<C extends SheetColumn>(text: string, spec: SheetSpec<C>): { rows: SheetRow[]; problems: RowProblem[]; separator: Separator } {
  const byCsv = new Map<string, C>(spec.columns.map((c) => [c.csv, c]));
  const all = spec.columns.map((c) => c.csv).join(", ");
  // One kind of line end, whatever mix of Windows and Unix editors touched the file.
  const source = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const { separator } = detectSeparator(source, (h) => byCsv.has(headerName(h)));
  const rows: SheetRow[] = [];
  const problems: RowProblem[] = [];
  let columns: (C | undefined)[] | null = null;
  // Line numbers counted as the parser moves on, so a quoted cell spanning lines keeps later lines right.
  let offset = 0;
  let line = 1;
  let start = 0;
  Papa.parse<string[]>(source, {
    delimiter: separator,
    step: (result) => {
      for (; offset < start; offset++) if (source.charCodeAt(offset) === 10) line++;
      const rowLine = line;
      start = result.meta.cursor;
      const cells = result.data.map((c) => c.trim());
      if (cells.every((c) => c === "")) return;
      if (!columns) {
        const named = cells.map((h) => byCsv.get(headerName(h)));
        columns = named;
        cells.forEach((h, i) => {
          if (!named[i]) problems.push({ line: rowLine, column: h, message: `unknown column; the columns are ${all}` });
          else if (named.indexOf(named[i]) !== i) problems.push({ line: rowLine, column: h, message: "column appears twice" });
        });
        problems.push(...spec.checkHeader(named, rowLine));
        return;
      }
      if (cells.length !== columns.length) {
        problems.push({ line: rowLine, column: "", message: `has ${cells.length} cells but the header has ${columns.length}; check for an unquoted ${SEPARATORS[separator]}` });
        return;
      }
      const row: Record<string, string> = {};
      cells.forEach((cell, i) => {
        const column = columns![i];
        if (column && cell !== "") row[column.key] = cell;
      });
      rows.push({ line: rowLine, cells: row });
    },
  });
  if (!columns) problems.push({ line: 1, column: "", message: spec.empty });
  return { rows, problems, separator };
}

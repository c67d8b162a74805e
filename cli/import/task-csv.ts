import Papa from "papaparse";
import { IMPORT_COLUMNS, type TaskImportRow } from "../../api/client";

/** A row of the file as the API takes it, with the line it starts on (for the report of bad rows). */
export interface CsvTaskRow {
  line: number;
  row: TaskImportRow;
}

/** A problem in the file: its line, the CSV column ("" for the whole row) and what is wrong. */
export interface RowProblem {
  line: number;
  column: string;
  message: string;
}

const BY_CSV = new Map<string, (typeof IMPORT_COLUMNS)[number]>(IMPORT_COLUMNS.map((c) => [c.csv, c]));
export const CSV_OF_KEY = new Map<string, string>(IMPORT_COLUMNS.map((c) => [c.key, c.csv]));
const REQUIRED = IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.csv);
const ALL_COLUMNS = IMPORT_COLUMNS.map((c) => c.csv).join(", ");

/** "Acres Covered", "acres-covered" and "acres_covered" all name the same column. */
const headerName = (h: string) => h.trim().toLowerCase().replace(/[\s-]+/g, "_");
const isBlankRow = (cells: string[]) => cells.every((c) => c.trim() === "");

/** The separators spreadsheets write: comma, semicolon (Excel where the decimal mark is a comma), tab, bar. */
export const SEPARATORS = { ",": "comma", ";": "semicolon", "\t": "tab", "|": "vertical bar" } as const;
export type Separator = keyof typeof SEPARATORS;

/**
 * The separator of a file, told by its header: the one that splits the first non-blank line into the most known
 * column names (comma on a tie), and how many it found. `isColumn` says whether a header cell names a column (the
 * task import's columns unless given, so the budget sheet can use the same rule with its own).
 * @example detectSeparator("date;field;name\n").separator // ";"
 */
export function detectSeparator(source: string, isColumn: (cell: string) => boolean = (h) => BY_CSV.has(headerName(h))): { separator: Separator; known: number; cells: number } {
  const header = source.split("\n").find((l) => l.trim() !== "") ?? "";
  let best: { separator: Separator; known: number; cells: number } = { separator: ",", known: -1, cells: 0 };
  for (const separator of Object.keys(SEPARATORS) as Separator[]) {
    const cells = Papa.parse<string[]>(header, { delimiter: separator }).data[0] ?? [];
    const known = cells.filter(isColumn).length;
    if (known > best.known) best = { separator, known, cells: cells.length };
  }
  return best;
}

/**
 * Reads a task CSV: the header row names the columns (any order, any case), every later non-blank row is a task.
 * The separator is the header's (comma, semicolon, tab or bar). Problems with the header or a row's shape are
 * returned, not thrown, so one run reports them all.
 */
export function parseTaskCsv(text: string): { rows: CsvTaskRow[]; problems: RowProblem[]; separator: Separator } {
  // One kind of line end, whatever mix of Windows and Unix editors touched the file.
  const source = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const { separator, known, cells: headerCells } = detectSeparator(source);
  const rows: CsvTaskRow[] = [];
  const problems: RowProblem[] = [];
  let columns: ((typeof IMPORT_COLUMNS)[number] | undefined)[] | null = null;
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
      if (isBlankRow(cells)) return;
      if (!columns) {
        columns = cells.map((h) => BY_CSV.get(headerName(h)));
        cells.forEach((h, i) => {
          if (!columns![i]) problems.push({ line: rowLine, column: h, message: `unknown column; the columns are ${ALL_COLUMNS}` });
          else if (columns!.findIndex((c) => c === columns![i]) !== i) problems.push({ line: rowLine, column: h, message: "column appears twice" });
        });
        if (known === 0 && headerCells === 1) {
          const message = `no known column; the file is not separated by ${Object.values(SEPARATORS).join(", ")} (start from: farmctl import template)`;
          problems.push({ line: rowLine, column: "", message });
        }
        const named = new Set(columns.map((c) => c?.csv));
        for (const csv of REQUIRED) {
          if (!named.has(csv)) problems.push({ line: rowLine, column: csv, message: "required column is missing from the header" });
        }
        return;
      }
      if (cells.length !== columns.length) {
        const message = `has ${cells.length} cells but the header has ${columns.length}; check for an unquoted ${SEPARATORS[separator]}`;
        problems.push({ line: rowLine, column: "", message });
        return;
      }
      const row: Record<string, string> = {};
      cells.forEach((cell, i) => {
        const column = columns![i];
        if (column && cell !== "") row[column.key] = cell;
      });
      rows.push({ line: rowLine, row: row as TaskImportRow });
    },
  });
  if (!columns) problems.push({ line: 1, column: "", message: `the file is empty; start from: farmctl import template` });
  return { rows, problems, separator };
}

/** Columns whose values are names matched without regard to case or spacing: normalised before hashing. */
const NAME_KEYS = new Set(["field", "category", "fertilizer", "irrigationType", "yieldUnit"]);
/** The columns a derived key is made of, in template order. The entity is where the row goes, not what it says: a
 * file split by entity keeps its keys. */
const CONTENT_KEYS = IMPORT_COLUMNS.filter((c) => c.key !== "importKey" && c.key !== "entity").map((c) => c.key);
/** Whether each of CONTENT_KEYS is a name (by position: looked up once per column, not once per cell). */
const IS_NAME = CONTENT_KEYS.map((key) => NAME_KEYS.has(key));
/** Whitespace other than a lone space: what the content's spacing is evened out from. */
const SPACE = /\s\s|[^\S ]/;

/**
 * Gives each row without an import_key one derived from its content, so re-importing the same file matches the
 * same tasks. Identical rows are told apart by their order (the 2nd copy of a row gets another key than the 1st),
 * so a file that records the same work twice imports it twice, and again only twice.
 * Returns the problems: an import_key used on two lines.
 */
export function assignImportKeys(rows: CsvTaskRow[]): RowProblem[] {
  const problems: RowProblem[] = [];
  // A hasher starts over after each digest, so one serves every row.
  const hasher = new Bun.CryptoHasher("sha256");
  const explicit = new Map<string, number>();
  const copies = new Map<string, number>();
  const parts: string[] = new Array(CONTENT_KEYS.length).fill("");
  for (const { line, row } of rows) {
    const given = row.importKey === undefined || row.importKey === null ? "" : String(row.importKey);
    if (given) {
      const first = explicit.get(given);
      if (first !== undefined) problems.push({ line, column: "import_key", message: `"${given}" is also the import_key of line ${first}` });
      else explicit.set(given, line);
      continue;
    }
    // The cells joined by U+001F, a blank one as nothing. Joined once, not added cell by cell: the Map and the
    // hasher would each have to flatten a string built of 41 pieces.
    for (let i = 0; i < CONTENT_KEYS.length; i++) {
      const cell = row[CONTENT_KEYS[i]!];
      if (cell === undefined || cell === null || cell === "") {
        parts[i] = "";
        continue;
      }
      let value = typeof cell === "string" ? cell : String(cell);
      if (SPACE.test(value)) value = value.replace(/\s+/g, " ");
      parts[i] = IS_NAME[i] ? value.toLowerCase() : value;
    }
    const content = parts.join("\u001f");
    const copy = (copies.get(content) ?? 0) + 1;
    copies.set(content, copy);
    row.importKey = `h:${hasher.update(`${content}\u001e${copy}`).digest("hex").slice(0, 40)}`;
  }
  return problems;
}

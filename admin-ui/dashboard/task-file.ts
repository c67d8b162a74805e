import Papa from "papaparse";

/** Rows per line of the import's body (one statement each); a line takes at most 5,000. */
export const PART_ROWS = 1000;

/** A CSV of tasks as the Bulk Import sends it: each row's cells by API key, and the file line each row starts on. */
export interface TaskFile {
  rows: Record<string, string>[];
  lines: number[];
}

/** A CSV header (snake_case, as farmctl's template writes it) to the row key the API takes (camelCase). */
const keyOf = (header: string) => header.trim().toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const newlinesIn = (text: string) => text.split("\n").length - 1;

/**
 * Reads a CSV of tasks, keeping the line each row starts on (line 1 is the header), so a refused row is named where
 * the office sees it: blank lines are skipped but counted, and a quoted cell may hold line breaks.
 * @example readTaskCsv("date,name\n\n2025-01-01,Seed\n").lines // [3]
 */
export function readTaskCsv(text: string): TaskFile {
  const rows: Record<string, string>[] = [];
  const lines: number[] = [];
  let newlines = 0;
  let scanned = 0;
  Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: keyOf,
    step: (result) => {
      // The cursor is just past the row (and its line break, if any): the line breaks before it end the row's lines.
      const end = result.meta.cursor;
      for (; scanned < end; scanned++) if (text.charCodeAt(scanned) === 10) newlines++;
      const lastLine = end === text.length && !text.endsWith("\n") ? newlines + 1 : newlines;
      const inside = Object.values(result.data).reduce((n, v) => n + (typeof v === "string" ? newlinesIn(v) : 0), 0);
      rows.push(result.data);
      lines.push(lastLine - inside);
    },
  });
  return { rows, lines };
}

/** The import's body: one JSON line per part of PART_ROWS rows. */
export function bodyLines(file: TaskFile, entityId: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < file.rows.length; i += PART_ROWS) out.push(`${JSON.stringify({ entityId, rows: file.rows.slice(i, i + PART_ROWS) })}\n`);
  return out;
}

export interface RefusedRow {
  line: number;
  column: string;
  message: string;
}

/**
 * The server's issues (`batches.{part}.rows.{index}.{key}`) as the file's lines and CSV columns, in the server's
 * order, and how many rows they concern.
 */
export function refusedRows(file: TaskFile, issues: { path: string; message: string }[]): { rows: number; problems: RefusedRow[] } {
  const problems: RefusedRow[] = [];
  for (const issue of issues) {
    const m = /^batches\.(\d+)\.rows\.(\d+)(?:\.(.+))?$/.exec(issue.path);
    const line = m ? file.lines[Number(m[1]) * PART_ROWS + Number(m[2])] : undefined;
    if (line === undefined) continue;
    problems.push({ line, column: (m![3] ?? "").replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), message: issue.message });
  }
  return { rows: new Set(problems.map((p) => p.line)).size, problems };
}

import type { ApiClient } from "../../api/client";
import { MAX_IMPORT_ROWS, type TaskImportRow } from "../../api/schemas/task-import.schemas";
import { oneCreate } from "../context";
import { ApiError, unwrap } from "../output/api-errors";
import { progress } from "../output/progress";
import { CSV_OF_KEY, type CsvTaskRow, type RowProblem } from "./task-csv";

/** Under the server's 1 MB JSON limit with room to spare, whatever the width of the rows. */
const MAX_CHUNK_BYTES = 700_000;

export interface ImportTotals {
  received: number;
  created: number;
  updated: number;
  unchanged: number;
}

/** Splits the rows into requests small enough for the server's row and body limits. */
export function chunk(rows: CsvTaskRow[], maxRows = 2000): CsvTaskRow[][] {
  const limit = Math.min(maxRows, MAX_IMPORT_ROWS);
  const chunks: CsvTaskRow[][] = [];
  let current: CsvTaskRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row.row).length + 1;
    if (current.length && (current.length >= limit || bytes + size > MAX_CHUNK_BYTES)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/** The server names a bad value `rows.{index}.{key}`; the person fixing the file needs its line and CSV column. */
function toProblems(err: ApiError, rows: CsvTaskRow[]): RowProblem[] | null {
  const problems: RowProblem[] = [];
  for (const issue of err.issues) {
    const m = /^rows\.(\d+)(?:\.(.+))?$/.exec(issue.path);
    const row = m ? rows[Number(m[1])] : undefined;
    if (!m || !row) return null;
    problems.push({ line: row.line, column: m[2] ? (CSV_OF_KEY.get(m[2]) ?? m[2]) : "", message: issue.message });
  }
  return problems;
}

/**
 * Requests in flight at once. Two let the server check one batch while the database writes the other (PostgreSQL
 * runs in its own processes); more only queue up behind them.
 */
const IN_FLIGHT = 2;

/**
 * Sends every chunk, one request (one server transaction) each. A dry run checks every row and collects every
 * bad one across all chunks; a write stops sending at the first refused chunk (after a clean dry run there is none).
 */
export async function sendChunks(api: ApiClient, entityId: number, chunks: CsvTaskRow[][], dryRun: boolean, label: string) {
  const totals: ImportTotals = { received: 0, created: 0, updated: 0, unchanged: 0 };
  const problems: RowProblem[] = [];
  const bar = progress(label, chunks.reduce((n, c) => n + c.length, 0));
  bar.update(0);
  let next = 0;
  let stopped = false;
  const send = async (rows: CsvTaskRow[]) => {
    const json = { rows: rows.map((r) => r.row) as TaskImportRow[], dryRun };
    try {
      const result = await unwrap(api.api.entities[":entityId"].tasks.import.$post({ param: { entityId: String(entityId) }, json }, oneCreate()));
      totals.received += result.received;
      totals.created += result.created;
      totals.updated += result.updated;
      totals.unchanged += result.unchanged;
    } catch (err) {
      const found = err instanceof ApiError && err.status === 400 ? toProblems(err, rows) : null;
      if (!found) throw err;
      problems.push(...found);
      // Chunks written before a refusal stay written; re-running the import matches them by key.
      if (!dryRun) stopped = true;
      totals.received += rows.length;
    }
    bar.update(totals.received);
  };
  const worker = async () => {
    while (!stopped && next < chunks.length) await send(chunks[next++]!);
  };
  try {
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, chunks.length) }, worker));
  } catch (err) {
    stopped = true;
    throw err;
  }
  bar.finish();
  return { totals, problems };
}

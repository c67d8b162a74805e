import { type ApiClient, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from "../../api/client";
import { oneCreate } from "../context";
import { CliError } from "../errors";
import { ApiError, unwrap } from "../output/api-errors";
import { CSV_OF_KEY, type CsvTaskRow, type RowProblem } from "./task-csv";

/** Splits the rows into batches of up to `maxRows` (at most the server's 5,000 a batch): one statement each. */
export function chunk(rows: CsvTaskRow[], maxRows = 2000): CsvTaskRow[][] {
  const limit = Math.min(maxRows, MAX_IMPORT_ROWS);
  const chunks: CsvTaskRow[][] = [];
  for (let i = 0; i < rows.length; i += limit) chunks.push(rows.slice(i, i + limit));
  return chunks;
}

/** A bad value named `rows.{index}.{key}` of a batch, as the file's line and CSV column. */
function toProblem(path: string, message: string, rows: CsvTaskRow[]): RowProblem | null {
  const m = /^rows\.(\d+)(?:\.(.+))?$/.exec(path);
  const row = m ? rows[Number(m[1])] : undefined;
  if (!m || !row) return null;
  return { line: row.line, column: m[2] ? (CSV_OF_KEY.get(m[2]) ?? m[2]) : "", message };
}

/** One line of the request: a batch of one entity's rows, as the server's per-entity import takes them. */
export interface ImportBatch {
  entity: { id: number; name: string };
  rows: CsvTaskRow[];
}

/** The server names a bad value `batches.{line}.rows.{index}.{key}`; the person fixing the file needs its line and CSV column. */
function fileProblems(err: ApiError, batches: ImportBatch[]): RowProblem[] | null {
  const problems: RowProblem[] = [];
  for (const issue of err.issues) {
    const m = /^batches\.(\d+)\.(rows\.\d+(?:\..+)?|entityId)$/.exec(issue.path);
    const batch = m ? batches[Number(m[1])] : undefined;
    if (!m || !batch) return null;
    if (m[2] === "entityId") {
      problems.push(...batch.rows.map((r) => ({ line: r.line, column: "entity", message: `${batch.entity.name}: ${issue.message}` })));
      continue;
    }
    const found = toProblem(m[2]!, issue.message, batch.rows);
    if (!found) return null;
    problems.push(found);
  }
  return problems;
}

/**
 * Sends the whole file in one request (POST /api/tasks/import, one JSON line per batch): the server checks and
 * writes every batch in one transaction, so a bad row anywhere writes nothing anywhere, and every row is checked once.
 * The body is a Blob, so a keyed request whose answer was lost is sent again whole, with its key and digest.
 */
export async function sendFile(api: ApiClient, batches: ImportBatch[], dryRun: boolean) {
  // Each line made into UTF-8 once: its size, its digest and the body are all read from those bytes.
  const encoder = new TextEncoder();
  const lines = batches.map((b) => encoder.encode(`${JSON.stringify({ entityId: b.entity.id, rows: b.rows.map((r) => r.row) })}\n`));
  const bytes = lines.reduce((n, l) => n + l.length, 0);
  if (bytes > MAX_IMPORT_FILE_BYTES) {
    const mb = (n: number) => `${Math.ceil(n / 1024 / 1024)} MB`;
    throw new CliError(`The file's rows come to ${mb(bytes)}; one import takes at most ${mb(MAX_IMPORT_FILE_BYTES)}`, "Split the file into parts and import each one");
  }
  // The body's digest (RFC 9530) stands for it in the Idempotency-Key check, so the server can read it as it
  // comes instead of holding the whole file first.
  const hasher = new Bun.CryptoHasher("sha256");
  for (const line of lines) hasher.update(line);
  const digest = `sha-256=:${hasher.digest("base64")}:`;
  const headers = { "content-type": "application/x-ndjson", "content-digest": digest, ...oneCreate().headers };
  try {
    const result = await unwrap(api.api.tasks.import.$post({ query: dryRun ? { dryRun: "true" } : {} }, { headers, init: { body: new Blob(lines) } }));
    return { result, problems: [] as RowProblem[] };
  } catch (err) {
    const found = err instanceof ApiError && err.status === 400 ? fileProblems(err, batches) : null;
    if (!found) throw err;
    return { result: null, problems: found };
  }
}

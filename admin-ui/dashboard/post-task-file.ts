import { api } from "../lib/api";

/**
 * POST /api/tasks/import: a whole file's rows as JSON lines (one batch a line), in one request and one transaction.
 * Loaded with the Bulk Import dialog, not with the first screen.
 */
export const postTaskFile = (lines: string[]) =>
  api.api.tasks.import.$post({ query: {} }, { headers: { "content-type": "application/x-ndjson" }, init: { body: new Blob(lines) } });

/**
 * The version (ETag) of each record the UI has read one by one (GET /api/<resource>/{id}), kept so that a change of
 * it is sent with If-Match: the server answers 412 instead of overwriting a change made since (issue 40; the rule is
 * docs/decisions/record-versions.md). Keyed by the record's path, so the outbox's entries find it too.
 */
const versions = new Map<string, string>();

/** The path a record is read and changed at. @example recordPath("tasks", 5) === "/api/tasks/5" */
export const recordPath = (resource: string, id: string | number) => `/api/${resource}/${encodeURIComponent(String(id))}`;

/** The ETag last read for the record at `path`, if any. */
export const versionOf = (path: string): string | undefined => versions.get(path);

/** Keeps the ETag an answer carried for `path`; an answer without one forgets the old one (it may be stale now). */
export function keepVersion(path: string, etag: string | null | undefined): void {
  if (etag) versions.set(path, etag);
  else versions.delete(path);
}

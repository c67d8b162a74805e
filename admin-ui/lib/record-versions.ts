/**
 * The version (ETag) of each record the UI has read one by one (GET /api/<resource>/{id}), kept so that a change of
 * it is sent with If-Match: the server answers 412 instead of overwriting a change made since (issue 40; the rule is
 * docs/decisions/record-versions.md). Keyed by the record's path, so the outbox's entries find it too.
 */
const versions = new Map<string, { etag: string; data?: string }>();

/** The path a record is read and changed at. @example recordPath("tasks", 5) === "/api/tasks/5" */
export const recordPath = (resource: string, id: string | number) => `/api/${resource}/${encodeURIComponent(String(id))}`;

/**
 * The ETag last read for the record at `path`, if any. Given the record a form started from (react-admin's
 * `previousData`), only when that is the record the version was read with: a form started from other data (a list's
 * row, an older read) sends no version rather than one it never saw, and saves as it always did.
 */
export function versionOf(path: string, startedFrom?: unknown): string | undefined {
  const version = versions.get(path);
  if (!version) return undefined;
  if (startedFrom !== undefined && version.data !== undefined && JSON.stringify(startedFrom) !== version.data) return undefined;
  return version.etag;
}

/**
 * The record's version in an ETag as the browser receives it: the server's strong hash of the record's JSON. A
 * gzipped answer carries it marked weak (`W/"…"`, api/middlewares/compress.ts: the bytes on the wire were coded), but
 * the JSON read here, once decoded, is the one that hash names, so the version sent back is the strong tag.
 * @example versionIn('W/"abc"') === '"abc"'
 */
export const versionIn = (etag: string | null | undefined): string | undefined => etag?.replace(/^W\//, "") || undefined;

/**
 * Keeps the ETag an answer carried for `path`, with the record it came with; an answer without one forgets the old
 * one (it may be stale now).
 */
export function keepVersion(path: string, etag: string | null | undefined, data?: unknown): void {
  const version = versionIn(etag);
  if (version) versions.set(path, { etag: version, data: data === undefined ? undefined : JSON.stringify(data) });
  else versions.delete(path);
}

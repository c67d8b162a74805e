import { AsyncLocalStorage } from "node:async_hooks";
import { auditChanges, changedValues, storedValues } from "../domain/audit-actions";

/** One change a service made, as its audit row will say it (the middleware adds who and which request). */
export interface NotedChange {
  action: string;
  resource: string;
  resourceId: string | null;
  changes: unknown;
}

/**
 * What a service says it changed. `before` and `after` are the record as read before and after the write: both
 * give the changed columns (an update), `after` alone the stored values (a create), `before` alone what was
 * removed (a delete). `changes` is said as is, for writes that are not one record (an import, a backup).
 */
export interface ChangeNote {
  action: string;
  resource: string;
  id?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  changes?: unknown;
}

const trail = new AsyncLocalStorage<NotedChange[]>();

function describe(note: ChangeNote): unknown {
  if (note.changes !== undefined) return auditChanges(note.changes);
  if (note.before && note.after) return changedValues(note.before, note.after);
  if (note.after) return storedValues(note.after);
  if (note.before) return storedValues(note.before);
  return null;
}

/**
 * Records what a write changed, for the audit row of the request it runs in (api/middlewares/audit.ts writes it
 * in the same transaction). Outside a request (farmctl's bootstrap, a test calling a service) it does nothing.
 * @example noteChange({ action: "update", resource: "fields", id, before, after })
 */
export function noteChange(note: ChangeNote) {
  const id = note.id ?? note.after?.id ?? note.before?.id ?? null;
  trail.getStore()?.push({ action: note.action, resource: note.resource, resourceId: id == null ? null : String(id), changes: describe(note) });
}

/** Runs `work` collecting the changes noted inside it; they are in the returned list once it has finished. */
export async function collectChanges(work: () => Promise<void>): Promise<NotedChange[]> {
  const noted: NotedChange[] = [];
  await trail.run(noted, work);
  return noted;
}

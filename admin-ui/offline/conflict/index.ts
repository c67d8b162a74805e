import { HttpError } from "react-admin";

/**
 * "No silent overwrite" (issue 40): a change sent with If-Match that the server answers 412 VERSION_CONFLICT is
 * shown to the user beside the office's version (ConflictDialog, a chunk of its own, shown by ConflictHost). Both
 * the outbox (a queued PUT) and the online edit forms call `onVersionConflict`; this file stays tiny for the first
 * screen.
 */

/** The change that met a newer version: its path (`/api/tasks/5`), the body sent and the version it was sent with. */
export interface ConflictEntry {
  path: string;
  body: Record<string, unknown>;
  ifMatch?: string;
  /** What the user calls the record ("Custom discing"), shown in the title. */
  label?: string;
}

/**
 * What the user chose, once the server has what they chose:
 * - `mine`: their version was sent again over the current one; `merged`: the per-field choice was sent;
 *   `record` is the server's answer and `etag` the new version (both written: the entry is done);
 * - `office`: theirs was dropped, `record` is the office's (the entry is done, nothing sent);
 * - `later`: the dialog was closed without a choice (the entry stays as it was).
 */
export type ConflictOutcome =
  | { choice: "mine" | "merged"; record: Record<string, unknown>; etag?: string }
  | { choice: "office"; record: Record<string, unknown> }
  | { choice: "later" };

export interface PendingConflict {
  id: number;
  entry: ConflictEntry;
  current: Record<string, unknown>;
  etag?: string;
  resolve(outcome: ConflictOutcome): void;
}

type Listener = (pending: PendingConflict | null) => void;

const queue: PendingConflict[] = [];
let listener: Listener | null = null;
let nextId = 1;

/**
 * Shows the conflict and settles with the user's choice once it is stored. `current` is the 412's `current` (the
 * record as its GET answers it now) and `etag` its ETag header when the caller has it (else the view reads it).
 * Several conflicts are shown one after another.
 * @example const outcome = await onVersionConflict({ path: "/api/tasks/5", body, ifMatch }, error.body.current);
 */
export function onVersionConflict(entry: ConflictEntry, current: Record<string, unknown>, etag?: string): Promise<ConflictOutcome> {
  return new Promise((resolve) => {
    const pending: PendingConflict = {
      id: nextId++,
      entry,
      current,
      etag,
      resolve: (outcome) => {
        queue.splice(queue.indexOf(pending), 1);
        listener?.(queue[0] ?? null);
        resolve(outcome);
      },
    };
    queue.push(pending);
    if (queue.length === 1) listener?.(pending);
  });
}

/** ConflictHost's subscription: told the conflict to show (or none); returns the unsubscribe. */
export function subscribeConflicts(next: Listener): () => void {
  listener = next;
  next(queue[0] ?? null);
  return () => {
    if (listener === next) listener = null;
  };
}

/** The body of a 412 VERSION_CONFLICT. */
export interface VersionConflictBody {
  code: "VERSION_CONFLICT";
  message: string;
  current: Record<string, unknown>;
}

/** Whether a failed call (react-admin's HttpError) is a 412 VERSION_CONFLICT carrying the current record. */
export function isVersionConflict(error: unknown): error is HttpError & { body: VersionConflictBody } {
  const body = error instanceof HttpError ? (error.body as Partial<VersionConflictBody> | undefined) : undefined;
  return error instanceof HttpError && error.status === 412 && body?.code === "VERSION_CONFLICT" && typeof body.current === "object" && body.current !== null;
}

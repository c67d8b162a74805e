import type { Db } from "../../db/client";
import { type Access, accessOf, entityFilter } from "../domain/access";
import { type AuditResource, auditChanges, changedValues, storedValues } from "../domain/audit-actions";
import type { SessionUser } from "../domain/users";

/**
 * What a service changed, as its audit row will say it. `before` and `after` are the record as read before and
 * after the write: both give the changed columns (an update), `after` alone the stored values (a create), `before`
 * alone what was removed (a delete). `changes` is said as is, for writes that are not one record (an import, a
 * backup). `by` names the account the change was made by when it is not the caller (a registration, a sign-in).
 */
export interface ChangeNote {
  action: string;
  resource: AuditResource;
  id?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  changes?: unknown;
  by?: { id: number | null; username: string | null } | null;
  /**
   * The entity the changed record belongs to, when the record itself does not say it: taken from `after` or
   * `before` (their `entityId`) otherwise; null for a record of no one entity (docs/decisions/audit-entity.md).
   */
  entityId?: number | null;
}

/** One audit row as the context keeps it until the write's transaction commits. */
export interface AuditRow {
  userId: number | null;
  username: string | null;
  action: string;
  resource: string;
  resourceId: string | null;
  changes: unknown;
  requestId: string | null;
  entityId: number | null;
}

/**
 * What every service is called with (openstatus `ServiceContext`): the database (a write's transaction), who calls,
 * the entities within the caller's reach, and the audit trail of the write. A service takes it first, so none can
 * be called without saying who calls; lists and records filter by `within`.
 */
export interface ServiceContext {
  /** The database, or the request's transaction for a write. */
  readonly db: Db;
  /** The signed-in account (null: the system itself, e.g. farmctl's bootstrap or a migration's seed). */
  readonly user: SessionUser | null;
  /** The caller's role and granted entities (docs/access.md). */
  readonly access: Access;
  /** The entity ids the caller reaches, or null for every entity: what entity-bound queries filter by. */
  readonly within: number[] | null;
  /** The request the change belongs to, for its audit row. */
  readonly requestId: string | null;
  /** Says what the write changed: the row is written in the write's transaction, before it commits. */
  audit(note: ChangeNote): void;
  /** The rows said so far (read by the unit of work that commits them). */
  readonly audited: AuditRow[];
  /**
   * Keeps what this write wrote and said even though it is answered with an error: a refusal that is itself
   * recorded (a failed sign-in counts toward the limit and leaves a `login_failed` row).
   */
  keepWhenRefused(): void;
  /** True once keepWhenRefused was called. */
  refusalKept(): boolean;
  /** Says this successful write changed nothing, so there is nothing to audit (a sign-out without a session). */
  changedNothing(): void;
  /** True once changedNothing was called. */
  saidUnchanged(): boolean;
}

function describe(note: ChangeNote): unknown {
  if (note.changes !== undefined) return auditChanges(note.changes);
  if (note.before && note.after) return changedValues(note.before, note.after);
  if (note.after) return storedValues(note.after);
  if (note.before) return storedValues(note.before);
  return null;
}

/** The entity a note's record belongs to: said by the note, or the record's own `entityId`. */
function entityOf(note: ChangeNote): number | null {
  if (note.entityId !== undefined) return note.entityId;
  const id = note.after?.entityId ?? note.before?.entityId;
  return typeof id === "number" ? id : null;
}

/** The role and reach of the system itself: every entity, like an admin. */
const SYSTEM: Access = { userId: 0, role: "admin", isAdmin: true, isCrew: false, canEdit: true, entityIds: null };
/** A signed-out caller (only public routes get this far) reaches nothing. */
const NOBODY: Access = { userId: 0, role: "", isAdmin: false, isCrew: false, canEdit: false, entityIds: new Set() };

/**
 * A context for `user` (null: signed out) on `db`.
 * @example requestContext(c.get("db"), c.get("user"), c.get("requestId"))
 */
export function requestContext(db: Db, user: SessionUser | null, requestId: string | null = null): ServiceContext {
  return makeContext(db, user, user ? accessOf(user) : NOBODY, requestId);
}

/**
 * The system's own context: every entity (or only `within`), changes audited as made by nobody (farmctl's
 * bootstrap, housekeeping, tests setting up data).
 * @example await createUser(systemContext(db), { username: "admin", ... })
 */
export const systemContext = (db: Db, within: readonly number[] | null = null): ServiceContext =>
  makeContext(db, null, within === null ? SYSTEM : { ...SYSTEM, entityIds: new Set(within) }, null);

/**
 * The same caller on another database handle: a transaction the service opened, whose audit rows join the caller's.
 * @example await db.transaction((tx) => moveTasks(withDb(ctx, tx), ...))
 */
export function withDb(ctx: ServiceContext, db: Db): ServiceContext {
  return { ...ctx, db };
}

function makeContext(db: Db, user: SessionUser | null, access: Access, requestId: string | null): ServiceContext {
  const audited: AuditRow[] = [];
  let kept = false;
  let unchanged = false;
  return {
    changedNothing: () => {
      unchanged = true;
    },
    saidUnchanged: () => unchanged,
    keepWhenRefused: () => {
      kept = true;
    },
    refusalKept: () => kept,
    db,
    user,
    access,
    within: entityFilter(access),
    requestId,
    audited,
    audit(note) {
      const id = note.id ?? note.after?.id ?? note.before?.id ?? null;
      const by = note.by === undefined ? user : note.by;
      audited.push({
        userId: by?.id ?? null,
        username: by?.username ?? null,
        action: note.action,
        resource: note.resource,
        resourceId: id == null ? null : String(id),
        changes: describe(note),
        requestId,
        entityId: entityOf(note),
      });
    },
  };
}

/**
 * True when the caller reaches the entity a record belongs to: what each record read checks, so a record of another
 * entity is as missing as one that never existed even where no route gate stands in front (docs/access.md).
 * @example if (!row || !reaches(ctx, row.entityId)) throw notFound("Field")
 */
export const reaches = (ctx: ServiceContext, entityId: number | null | undefined) =>
  ctx.within === null || (entityId != null && ctx.within.includes(entityId));

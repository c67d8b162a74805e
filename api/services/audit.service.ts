import type { ServiceContext } from "./context";
import { type SQL, and, asc, count, desc, eq, getTableColumns, gte, inArray, lt } from "drizzle-orm";
import { auditLog, entities } from "../../db/schema";
import { storableJson, storableText } from "../domain/text-check";
import type { ListParams } from "../lib/list-query";
import type { AuditFilter } from "../schemas/audit.schemas";
import { pageFor } from "./list";
import { reusableInsert } from "./statements";

export interface AuditInput {
  userId?: number | null;
  username?: string | null;
  action: string;
  resource: string;
  resourceId?: string | number | null;
  changes?: unknown;
  requestId?: string | null;
  entityId?: number | null;
}

/** Cut to the column's length and made storable: an audit row never fails on the text it records. */
const clip = (text: string | null | undefined, max: number) => (text == null ? null : storableText(text.slice(0, max)));

/** Built once: every write inserts its audit row in its own request's transaction (api/services/statements.ts). */
const insertEntry = reusableInsert((db, values) => db.insert(auditLog).values(values as unknown as typeof auditLog.$inferInsert), getTableColumns(auditLog));

/** Appends one entry to the audit trail. @example await recordAudit(ctx, { action: "restore", resource: "backup" }) */
export async function recordAudit(ctx: ServiceContext, entry: AuditInput) {
  const { db } = ctx;
  await insertEntry(db, {
    userId: entry.userId ?? null,
    username: clip(entry.username, 255),
    action: clip(entry.action, 40)!,
    resource: clip(entry.resource, 60)!,
    resourceId: clip(entry.resourceId == null ? null : String(entry.resourceId), 64),
    changes: entry.changes == null ? null : storableJson(entry.changes),
    requestId: clip(entry.requestId, 64),
    entityId: entry.entityId ?? null,
  });
}

export const AUDIT_SORTABLE = ["id", "at", "userId", "username", "action", "resource", "resourceId", "entityId"] as const;
const sortColumns = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  username: auditLog.username,
  action: auditLog.action,
  resource: auditLog.resource,
  resourceId: auditLog.resourceId,
  entityId: auditLog.entityId,
};

const DAY_MS = 24 * 60 * 60 * 1000;

function filterWhere(f: AuditFilter) {
  const list = <T>(v: T | T[]) => ([] as T[]).concat(v);
  const conditions: (SQL | undefined)[] = [
    f.id !== undefined ? inArray(auditLog.id, list(f.id)) : undefined,
    f.userId !== undefined ? inArray(auditLog.userId, list(f.userId)) : undefined,
    f.entityId !== undefined ? inArray(auditLog.entityId, list(f.entityId)) : undefined,
    f.resource !== undefined ? inArray(auditLog.resource, list(f.resource)) : undefined,
    f.action !== undefined ? inArray(auditLog.action, list(f.action)) : undefined,
    f.resourceId !== undefined ? inArray(auditLog.resourceId, list(f.resourceId)) : undefined,
    f.from ? gte(auditLog.at, f.from.at) : undefined,
    // Both bounds are inclusive: a date-only `to` runs to the end of that day, a timestamp to the end of its millisecond.
    f.to ? lt(auditLog.at, new Date(f.to.at.getTime() + (f.to.dateOnly ? DAY_MS : 1))) : undefined,
  ];
  return and(...conditions);
}

/** The audit trail, newest first unless another sort is asked for. */
export async function listAudit(ctx: ServiceContext, params: ListParams<AuditFilter>) {
  const { db } = ctx;
  const where = filterWhere(params.filter);
  const { limit, offset } = pageFor(params.range);
  const dir = params.sort?.order === "ASC" ? asc : desc;
  const column = params.sort ? sortColumns[params.sort.field as keyof typeof sortColumns] : auditLog.at;
  const order = [dir(column), dir(auditLog.id)];
  // The entity's name is read with the row (a deleted entity keeps its name in the trail).
  const rows = await db
    .select({ ...getTableColumns(auditLog), entityName: entities.name })
    .from(auditLog)
    .leftJoin(entities, eq(entities.id, auditLog.entityId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0, start: offset };
}


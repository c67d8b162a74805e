import type { ServiceContext } from "./context";
import { and, asc, count, eq, ilike, inArray, ne, sql } from "drizzle-orm";
import { type WorkerRow, timeEntries, users, workers } from "../../db/schema";
import { AppError, invalid, nameTaken, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { ListParams } from "../lib/list-query";
import type { WorkerCrewJson, WorkerFilter, WorkerInput, WorkerJson, WorkerPatch } from "../schemas/workers.schemas";
import { orderFor, pageFor } from "./list";

export const WORKER_SORTABLE = ["id", "name", "crew", "active", "createdAt"] as const;

const w = workers;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a crew account reads of a worker: who, never pay (docs/access.md). */
export const toCrewWorker = (row: Pick<WorkerRow, "id" | "name" | "crew" | "active">): WorkerCrewJson =>
  ({ id: row.id, name: row.name, crew: row.crew, active: row.active });

function filterWhere(filter: WorkerFilter) {
  const ids = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    filter.q ? ilike(w.name, `%${filter.q}%`) : undefined,
    filter.id !== undefined ? inArray(w.id, ids(filter.id)) : undefined,
    filter.crew !== undefined ? sql`lower(${w.crew}) = lower(${filter.crew.trim()})` : undefined,
    filter.active !== undefined ? eq(w.active, filter.active) : undefined,
    filter.userId !== undefined ? inArray(w.userId, ids(filter.userId)) : undefined,
  );
}

/** The worker rows with their linked account's user name. */
const withUsername = (ctx: ServiceContext) =>
  ctx.db
    .select({ id: w.id, name: w.name, crew: w.crew, userId: w.userId, username: users.username, active: w.active, notes: w.notes, createdAt: w.createdAt })
    .from(w)
    .leftJoin(users, eq(users.id, w.userId));

/**
 * The farm's workers, by name. A crew account reads only the active worker its account is linked to (the one its
 * own time entries are for), without notes: crew never read another's name or anyone's pay.
 */
export async function listWorkers(ctx: ServiceContext, params: ListParams<WorkerFilter>): Promise<{ rows: WorkerJson[]; total: number; start: number }> {
  const { db } = ctx;
  const crewOnly = ctx.access.isCrew ? and(eq(w.userId, ctx.access.userId), eq(w.active, true)) : undefined;
  const where = and(filterWhere(params.filter), crewOnly);
  const { limit, offset } = pageFor(params.range);
  const columns = { id: w.id, name: w.name, crew: w.crew, active: w.active, createdAt: w.createdAt };
  const rows = await withUsername(ctx).where(where).orderBy(...orderFor(params.sort, columns, asc(w.name), w.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(w).where(where);
  const answer = ctx.access.isCrew ? (rows.map(toCrewWorker) as unknown as WorkerJson[]) : rows;
  return { rows: answer, total: total?.n ?? 0, start: offset };
}

/** One worker (404 when there is none; for crew, when it is not their own active worker). */
export async function getWorker(ctx: ServiceContext, id: number): Promise<WorkerJson> {
  const [row] = await withUsername(ctx).where(eq(w.id, id));
  if (!row || (ctx.access.isCrew && (row.userId !== ctx.access.userId || !row.active))) throw notFound("Worker");
  return ctx.access.isCrew ? (toCrewWorker(row) as unknown as WorkerJson) : row;
}

/** The worker linked to an account, or null (a crew account's own worker). */
export async function workerOfAccount(ctx: ServiceContext, userId: number): Promise<WorkerRow | null> {
  const [row] = await ctx.db.select().from(w).where(eq(w.userId, userId));
  return row ?? null;
}

/** Names are unique whatever their case, so a timesheet import finds a worker by name. */
async function assertNameFree(ctx: ServiceContext, name: string, exceptId?: number) {
  const [clash] = await ctx.db
    .select({ name: w.name })
    .from(w)
    .where(and(sql`lower(${w.name}) = lower(${name})`, exceptId !== undefined ? ne(w.id, exceptId) : undefined));
  if (clash) throw nameTaken(`A worker named "${clash.name}" already exists`, { taken: "worker", name: clash.name });
}

/** The linked account exists (400 naming userId) and is linked to no other worker (409 ACCOUNT_LINKED on userId). */
async function assertAccountFree(ctx: ServiceContext, userId: number | null | undefined, exceptId?: number) {
  if (userId === null || userId === undefined) return;
  const [account] = await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!account) throw invalid("userId", "no such account");
  const [linked] = await ctx.db.select({ name: w.name }).from(w)
    .where(and(eq(w.userId, userId), exceptId !== undefined ? ne(w.id, exceptId) : undefined));
  if (linked) {
    const message = `The account ${account.username} is already linked to ${linked.name}; an account records the hours of one worker`;
    throw new AppError(S.CONFLICT, "ACCOUNT_LINKED", message, [{ path: "userId", message }], undefined, { account: account.username, worker: linked.name });
  }
}

export async function createWorker(ctx: ServiceContext, input: WorkerInput): Promise<WorkerJson> {
  await assertNameFree(ctx, input.name);
  await assertAccountFree(ctx, input.userId);
  const [row] = await ctx.db.insert(w).values(input).returning();
  ctx.audit({ action: "create", resource: "workers", after: row });
  return getWorker(ctx, row!.id);
}

export async function updateWorker(ctx: ServiceContext, id: number, patch: WorkerPatch): Promise<WorkerJson> {
  const before = await getWorker(ctx, id);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as WorkerPatch;
  if (set.name !== undefined) await assertNameFree(ctx, set.name, id);
  if (set.userId !== undefined) await assertAccountFree(ctx, set.userId, id);
  if (Object.keys(set).length) await ctx.db.update(w).set(set).where(eq(w.id, id));
  const after = await getWorker(ctx, id);
  ctx.audit({ action: "update", resource: "workers", before, after });
  return after;
}

/**
 * Deletes a worker (and their rates). Refused (409 WORKER_IN_USE) while time entries name them: their hours stay
 * on the tasks they cost; deactivate the worker instead (active: false).
 */
export async function deleteWorker(ctx: ServiceContext, id: number): Promise<WorkerJson> {
  const before = await getWorker(ctx, id);
  const [used] = await ctx.db.select({ n: count() }).from(timeEntries).where(eq(timeEntries.workerId, id));
  const entries = Number(used?.n ?? 0);
  if (entries) {
    throw new AppError(
      S.CONFLICT,
      "WORKER_IN_USE",
      `${before.name} has ${plural(entries, "time entry", "time entries")}; a worker with recorded time cannot be deleted: deactivate them instead (active: false)`,
      undefined,
      undefined,
      { name: before.name, entries },
    );
  }
  await ctx.db.delete(w).where(eq(w.id, id));
  ctx.audit({ action: "delete", resource: "workers", before });
  return before;
}

import type { ServiceContext } from "./context";
import { and, count, desc, eq, gte, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import { entities, fields, machines, taskCategories, tasks, timeEntries, workers } from "../../db/schema";
import { Dec, dec } from "../domain/money";
import { isIncome } from "../domain/task-kind";
import { AppError, invalid, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { ListParams } from "../lib/list-query";
import type { TaskInput } from "../schemas/task-input.schemas";
import type { TimeEntryFilter, TimeEntryInput, TimeEntryJson } from "../schemas/time-entries.schemas";
import type { RecostedTask } from "./inventory.service";
import { type WeekKey, recostWeeks } from "./labor-costing.service";
import { orderFor, pageFor, withinEntities } from "./list";
import { createTask } from "./tasks-write.service";

/*
 * Time entries (docs/labor.md): hours a worker put in on a task, with a machine optionally. A crew account records
 * and lists its own worker's hours (the worker linked to the account), and changes or removes them while pending;
 * the office reads every entry of its entities, changes them at any time and approves them. Approved time costs the
 * task (labor-costing.service.ts). A crew answer carries no money.
 */

export const TIME_ENTRY_SORTABLE = ["id", "date", "workerId", "taskId", "fieldId", "hours", "status", "createdAt"] as const;

const te = timeEntries;
const MONEY = ["gross", "burden", "laborCost", "machineCost"] as const;

/** The worker linked to a crew account, or null. */
async function ownWorker(ctx: ServiceContext): Promise<{ id: number; name: string } | null> {
  if (!ctx.user) return null;
  const [w] = await ctx.db.select({ id: workers.id, name: workers.name }).from(workers).where(eq(workers.userId, ctx.user.id));
  return w ?? null;
}

/** What a crew account may see of an entry: everything but money. */
function forCaller<T extends Partial<TimeEntryJson>>(ctx: ServiceContext, entry: T): T {
  if (!ctx.access.isCrew) return entry;
  const out: Record<string, unknown> = { ...entry };
  for (const k of [...MONEY, "recosted"]) delete out[k];
  return out as T;
}

/** The entries with these ids, with their names, in the order given. */
async function loadEntries(ctx: ServiceContext, ids: number[]): Promise<TimeEntryJson[]> {
  if (!ids.length) return [];
  const rows = await ctx.db
    .select({
      e: te,
      entityName: entities.name,
      workerName: workers.name,
      taskName: tasks.name,
      categoryId: tasks.categoryId,
      categoryName: taskCategories.name,
      fieldName: fields.name,
      machineName: machines.name,
    })
    .from(te)
    .innerJoin(entities, eq(entities.id, te.entityId))
    .innerJoin(workers, eq(workers.id, te.workerId))
    .innerJoin(tasks, eq(tasks.id, te.taskId))
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .innerJoin(fields, eq(fields.id, te.fieldId))
    .leftJoin(machines, eq(machines.id, te.machineId))
    .where(inArray(te.id, ids));
  const byId = new Map(
    rows.map(({ e, ...names }) => [
      e.id,
      forCaller(ctx, {
        id: e.id, entityId: e.entityId, entityName: names.entityName, workerId: e.workerId, workerName: names.workerName,
        taskId: e.taskId, taskName: names.taskName, fieldId: e.fieldId, fieldName: names.fieldName, categoryId: names.categoryId,
        categoryName: names.categoryName, date: e.date, startTime: e.startTime, endTime: e.endTime, hours: e.hours,
        machineId: e.machineId, machineName: names.machineName, machineHours: e.machineHours, pieceUnits: e.pieceUnits, notes: e.notes,
        status: e.status as TimeEntryJson["status"], approvedById: e.approvedById, approvedAt: e.approvedAt, recordedById: e.recordedById,
        regularHours: e.regularHours, overtimeHours: e.overtimeHours, doubleHours: e.doubleHours,
        gross: e.gross, burden: e.burden, laborCost: e.laborCost, machineCost: e.machineCost, createdAt: e.createdAt,
      } satisfies TimeEntryJson),
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What a caller reaches: its entities' entries, and for a crew account its own worker's only. */
async function reach(ctx: ServiceContext) {
  if (!ctx.access.isCrew) return withinEntities(te.entityId, ctx.within);
  const own = await ownWorker(ctx);
  return own ? and(eq(te.workerId, own.id), withinEntities(te.entityId, ctx.within)) : sql`false`;
}

function filterWhere(filter: TimeEntryFilter) {
  const ids = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    filter.id !== undefined ? inArray(te.id, ids(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(te.entityId, ids(filter.entityId)) : undefined,
    filter.workerId !== undefined ? inArray(te.workerId, ids(filter.workerId)) : undefined,
    filter.taskId !== undefined ? inArray(te.taskId, ids(filter.taskId)) : undefined,
    filter.fieldId !== undefined ? inArray(te.fieldId, ids(filter.fieldId)) : undefined,
    filter.from ? gte(te.date, filter.from) : undefined,
    filter.to ? lte(te.date, filter.to) : undefined,
    filter.status ? eq(te.status, filter.status) : undefined,
  );
}

/** The caller's entries (crew: its own worker's), newest first unless a sort is given. */
export async function listTimeEntries(ctx: ServiceContext, params: ListParams<TimeEntryFilter>) {
  const where = and(filterWhere(params.filter), await reach(ctx));
  const { limit, offset } = pageFor(params.range);
  const columns = { id: te.id, date: te.date, workerId: te.workerId, taskId: te.taskId, fieldId: te.fieldId, hours: te.hours, status: te.status, createdAt: te.createdAt };
  const page = await ctx.db.select({ id: te.id }).from(te).where(where)
    .orderBy(...(params.sort ? orderFor(params.sort, columns, desc(te.date), te.id) : [desc(te.date), desc(te.startTime), desc(te.id)]))
    .limit(limit).offset(offset);
  const [total] = await ctx.db.select({ n: count() }).from(te).where(where);
  return { rows: await loadEntries(ctx, page.map((r) => r.id)), total: total?.n ?? 0, start: offset };
}

export async function getTimeEntry(ctx: ServiceContext, id: number): Promise<TimeEntryJson> {
  const [row] = await ctx.db.select({ id: te.id }).from(te).where(and(eq(te.id, id), await reach(ctx)));
  const [found] = row ? await loadEntries(ctx, [row.id]) : [];
  if (!found) throw notFound("Time entry");
  return found;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The entry's hours: `hours`, or end - start (in hours, to the hundredth, half-up) when the times are given; both
 * given must agree.
 * @example hoursOf({ hours: null, startTime: "06:00", endTime: "16:00" }) === "10.00"
 */
export function hoursOf(input: Pick<TimeEntryInput, "hours" | "startTime" | "endTime">): string {
  const { startTime, endTime } = input;
  if (startTime === null && endTime === null) {
    if (input.hours === null) throw invalid("hours", "is required: the hours worked, or the start and end times (startTime, endTime)");
    return dec(input.hours).toFixed(2);
  }
  if (startTime === null) throw invalid("startTime", "is required with an end time");
  if (endTime === null) throw invalid("endTime", "is required with a start time");
  const minutes = minutesOf(endTime) - minutesOf(startTime);
  if (minutes <= 0) throw invalid("endTime", `must be after the start time (${startTime})`);
  const hours = new Dec(minutes).div(60).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);
  if (input.hours !== null && !dec(input.hours).equals(dec(hours))) {
    throw invalid("hours", `is the time from ${startTime} to ${endTime} (${hours} h); leave it out or correct the times`);
  }
  return hours;
}

interface TaskRef {
  id: number;
  entityId: number;
  fieldId: number;
  categoryId: number;
}

/** A task's place, or a 400 naming taskId; an income task carries no time (time is a cost). */
async function taskById(ctx: ServiceContext, taskId: number): Promise<TaskRef> {
  const [t] = await ctx.db
    .select({ id: tasks.id, entityId: tasks.entityId, fieldId: tasks.fieldId, categoryId: tasks.categoryId, categoryName: taskCategories.name, isIncomeCategory: taskCategories.isIncomeCategory })
    .from(tasks)
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .where(and(eq(tasks.id, taskId), isNull(tasks.deletedAt), withinEntities(tasks.entityId, ctx.within)));
  if (!t) throw invalid("taskId", "no such task");
  if (isIncome(t)) throw invalid("taskId", `is an income task (${t.categoryName}): time is a cost, so record it on a cost task`);
  return t;
}

/**
 * The task of an entry: `taskId`, or the field's task of `categoryId` on the date (named `name` when given), made
 * with 0 acres when there is none (priced by nothing but its labor and machine time).
 */
async function taskFor(ctx: ServiceContext, input: TimeEntryInput, date: string, stored?: TaskRef): Promise<TaskRef> {
  const byPlace = input.fieldId !== null || input.categoryId !== null;
  // A PUT that sends the stored task back with another field or activity moves the entry there.
  const moved = stored && input.taskId === stored.id && byPlace && (input.fieldId !== stored.fieldId || input.categoryId !== stored.categoryId);
  if (input.taskId !== null && !moved) {
    const task = await taskById(ctx, input.taskId);
    if (!stored || input.taskId !== stored.id) {
      if (input.fieldId !== null && input.fieldId !== task.fieldId) throw invalid("fieldId", "is not the task's field; leave it out or choose the task of that field");
      if (input.categoryId !== null && input.categoryId !== task.categoryId) throw invalid("categoryId", "is not the task's category; leave it out or choose another task");
    }
    return task;
  }
  if (input.fieldId === null) throw invalid("taskId", "is required, or the field (fieldId) and activity (categoryId) worked");
  if (input.categoryId === null) throw invalid("categoryId", "is required with a field: the activity worked (a task category)");
  const [field] = await ctx.db
    .select({ id: fields.id, entityId: fields.entityId })
    .from(fields)
    .where(and(eq(fields.id, input.fieldId), isNull(fields.deletedAt), withinEntities(fields.entityId, ctx.within)));
  if (!field) throw invalid("fieldId", "no such field");
  const [category] = await ctx.db.select().from(taskCategories).where(eq(taskCategories.id, input.categoryId));
  if (!category) throw invalid("categoryId", "must name an existing task category");
  if (isIncome({ isIncomeCategory: category.isIncomeCategory })) {
    throw invalid("categoryId", `is an income category (${category.name}): time is a cost, so choose the activity worked`);
  }
  const name = input.name?.trim() || category.name;
  const [found] = await ctx.db
    .select({ id: tasks.id, entityId: tasks.entityId, fieldId: tasks.fieldId, categoryId: tasks.categoryId })
    .from(tasks)
    .where(and(
      eq(tasks.fieldId, field.id), eq(tasks.categoryId, category.id), eq(tasks.date, date), isNull(tasks.deletedAt),
      input.name?.trim() ? sql`lower(${tasks.name}) = lower(${name})` : undefined,
    ))
    .orderBy(tasks.id)
    .limit(1);
  if (found) return found;
  // The task a create with every optional input left blank would make (TaskCreateSchema's defaults).
  const payload: TaskInput = {
    entityId: field.entityId, fieldId: field.id, categoryId: category.id, name, date, cropYear: Number(date.slice(0, 4)),
    cropType: null, notes: "Made for the time recorded on it", costPerAcre: "0", acresCovered: "0",
    equipmentRental: "0", equipmentDescription: "", yieldAmount: null, yieldUnit: "bales", yieldValuePerUnit: null,
    fertilizerId: null, fertilizerGallonsApplied: null, irrigationType: null, irrigationHours: null,
    waterAssessment: "0", rent: "0", waterAssessmentPerAcre: "0", rentPerAcre: "0",
    applicationTime: null, applicationMethod: null, applicator: null,
  };
  const made = await createTask(ctx, payload, ctx.user ? { userId: ctx.user.id, crew: false } : null);
  return { id: made.id, entityId: made.entityId, fieldId: made.fieldId, categoryId: made.categoryId };
}

/** The worker an entry is for: a crew account's own (it records no one else's), or the one the office names. */
async function workerFor(ctx: ServiceContext, workerId: number | null, storedId?: number): Promise<number> {
  if (ctx.access.isCrew) {
    const own = await ownWorker(ctx);
    if (!own) throw invalid("workerId", "your account is not linked to a worker: ask the office to link it before recording hours");
    if (workerId !== null && workerId !== own.id) throw invalid("workerId", "a crew account records its own hours only");
    return own.id;
  }
  const id = workerId ?? storedId ?? null;
  if (id === null) throw invalid("workerId", "is required: the worker whose hours these are");
  const [w] = await ctx.db.select({ id: workers.id, name: workers.name, active: workers.active }).from(workers).where(eq(workers.id, id));
  if (!w) throw invalid("workerId", "no such worker");
  if (!w.active && id !== storedId) throw invalid("workerId", `${w.name} is not active; make the worker active again to record hours`);
  return w.id;
}

/** The entry's row values from a checked input. */
async function entryValues(ctx: ServiceContext, input: TimeEntryInput, stored?: { workerId: number; task: TaskRef }) {
  const workerId = await workerFor(ctx, input.workerId, stored?.workerId);
  if (!input.date) throw invalid("date", "is required");
  const hours = hoursOf(input);
  const task = await taskFor(ctx, input, input.date, stored?.task);
  if (input.machineHours !== null && input.machineId === null) throw invalid("machineHours", "needs the machine used (machineId)");
  if (input.machineId !== null) {
    const [m] = await ctx.db.select({ id: machines.id }).from(machines).where(and(eq(machines.id, input.machineId), eq(machines.entityId, task.entityId)));
    if (!m) throw invalid("machineId", "no such machine at the task's entity");
  }
  return {
    entityId: task.entityId, workerId, taskId: task.id, fieldId: task.fieldId, date: input.date,
    startTime: input.startTime, endTime: input.endTime, hours,
    machineId: input.machineId, machineHours: input.machineId === null ? null : (input.machineHours ?? hours),
    pieceUnits: input.pieceUnits, notes: input.notes ?? "",
  };
}

/** The answer of a write: the entry, and for the office the tasks whose cost moved. */
const withRecosted = (ctx: ServiceContext, entry: TimeEntryJson, recosted: RecostedTask[]): TimeEntryJson =>
  forCaller(ctx, recosted.length ? { ...entry, recosted } : entry);

/**
 * Records hours (pending until approved). A crew account records its own; `{ fieldId, categoryId, name? }` instead
 * of `taskId` finds or makes the field's task of that activity on the date, in the same transaction.
 */
export async function createTimeEntry(ctx: ServiceContext, input: TimeEntryInput): Promise<TimeEntryJson> {
  const values = await entryValues(ctx, input);
  const [row] = await ctx.db.insert(te).values({ ...values, status: "pending", recordedById: ctx.user?.id ?? null }).returning({ id: te.id });
  const after = await getTimeEntry(ctx, row!.id);
  ctx.audit({ action: "create", resource: "time-entries", after });
  return after;
}

/** The stored entry a caller may change: a crew account its own worker's while pending (409 TIME_APPROVED after). */
async function changeable(ctx: ServiceContext, id: number) {
  const entry = await getTimeEntry(ctx, id);
  if (ctx.access.isCrew && entry.status !== "pending") {
    throw new AppError(S.CONFLICT, "TIME_APPROVED", `This time is ${entry.status}: only the office can change it now.`, undefined, undefined, { status: entry.status });
  }
  return entry;
}

/** What an entry's week key is. */
const weekOf = (e: { workerId: number; entityId: number; date: string }): WeekKey => ({ workerId: e.workerId, entityId: e.entityId, date: e.date });

/**
 * Changes an entry (sent whole, as GET answers it). An approved one (office only) stays approved, and its worker's
 * weeks before and after the change are costed again with the tasks they touch.
 */
export async function updateTimeEntry(ctx: ServiceContext, id: number, input: TimeEntryInput): Promise<TimeEntryJson> {
  const before = await changeable(ctx, id);
  const values = await entryValues(ctx, input, {
    workerId: before.workerId,
    task: { id: before.taskId, entityId: before.entityId, fieldId: before.fieldId, categoryId: before.categoryId },
  });
  await ctx.db.update(te).set(values).where(eq(te.id, id));
  const recosted = before.status === "approved" ? await recostWeeks(ctx, [weekOf(before), weekOf(values)], [before.taskId]) : [];
  const after = await getTimeEntry(ctx, id);
  ctx.audit({ action: "update", resource: "time-entries", before, after });
  return withRecosted(ctx, after, recosted);
}

/** Removes an entry; an approved one (office only) takes its cost off its task and re-costs its worker's week. */
export async function deleteTimeEntry(ctx: ServiceContext, id: number): Promise<TimeEntryJson> {
  const before = await changeable(ctx, id);
  await ctx.db.delete(te).where(eq(te.id, id));
  const recosted = before.status === "approved" ? await recostWeeks(ctx, [weekOf(before)], [before.taskId]) : [];
  ctx.audit({ action: "delete", resource: "time-entries", before });
  return withRecosted(ctx, before, recosted);
}

/** The entries of `ids` the caller reaches; a 400 naming the first it does not. */
async function entriesOf(ctx: ServiceContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await ctx.db.select({ id: te.id, workerId: te.workerId, entityId: te.entityId, date: te.date, status: te.status, taskId: te.taskId })
    .from(te).where(and(inArray(te.id, unique), withinEntities(te.entityId, ctx.within)));
  // Named by its place in the list: an id of an entity the caller is not granted answers as a missing one.
  const missing = ids.findIndex((id) => !found.some((f) => f.id === id));
  if (missing >= 0) throw invalid(`ids.${missing}`, "no such time entry");
  return found;
}

/**
 * Approves entries (the office): each one's worker's week is costed again by the entity's rule and the tasks they
 * are on carry their labor and machine cost, in one transaction. A worker with no rate on a date is a 409 NO_RATE.
 */
export async function approveTimeEntries(ctx: ServiceContext, ids: number[]) {
  return setStatus(ctx, ids, "approved");
}

/** Takes approval back: the entries are pending again and their cost leaves their tasks (the weeks costed again). */
export async function unapproveTimeEntries(ctx: ServiceContext, ids: number[]) {
  return setStatus(ctx, ids, "pending");
}

async function setStatus(ctx: ServiceContext, ids: number[], status: "approved" | "pending") {
  const found = await entriesOf(ctx, ids);
  const moving = found.filter((f) => f.status !== status);
  const before = await loadEntries(ctx, moving.map((m) => m.id));
  if (moving.length) {
    const approval = status === "approved" ? { approvedById: ctx.user?.id ?? null, approvedAt: new Date() } : { approvedById: null, approvedAt: null };
    await ctx.db.update(te).set({ status, ...approval }).where(and(inArray(te.id, moving.map((m) => m.id)), ne(te.status, status)));
  }
  const recosted = moving.length ? await recostWeeks(ctx, moving.map(weekOf)) : [];
  const entries = await loadEntries(ctx, found.map((f) => f.id));
  const after = new Map(entries.map((e) => [e.id, e]));
  for (const b of before) ctx.audit({ action: status === "approved" ? "approve" : "unapprove", resource: "time-entries", before: b, after: after.get(b.id)! });
  // Entries already so: nothing changed, nothing to audit.
  if (!moving.length) ctx.changedNothing();
  return { entries, recosted };
}

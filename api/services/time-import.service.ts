import type { ServiceContext } from "./context";
import { and, isNull, max } from "drizzle-orm";
import { entities, fields, machines, taskCategories, tasks, workers } from "../../db/schema";
import { AppError, type Issue } from "../lib/errors";
import * as S from "../lib/http-status";
import type { TimeEntryInput } from "../schemas/time-entries.schemas";
import type { TimeImportBody, TimeImportResult } from "../schemas/time-import.schemas";
import { type CsvRow, csvDay, csvKey, csvNumber, readCsvRows, refusedRows } from "./csv-rows";
import { withinEntities } from "./list";
import { createTimeEntry } from "./time-entries.service";

/*
 * Importing a timesheet (docs/labor.md "Importing a timesheet"): one time entry per row, recorded as the time entries
 * service records one (createTimeEntry: its checks, a field and activity's task found or made that day), all pending
 * until the office approves them. Every bad row is named by line and column and nothing is written while any is bad;
 * a dry run checks the whole file, writes nothing and says what it would record.
 */

/** The columns of a timesheet CSV, as its header names them (any case, spaces optional). */
const COLUMNS = ["Entity", "Date", "Worker", "Field", "Task", "Activity", "Hours", "Start", "End", "Machine", "Machine Hours", "Piece Units", "Notes"] as const;
type Column = (typeof COLUMNS)[number];
const COLUMN_OF = new Map<string, Column>(COLUMNS.map((c) => [csvKey(c), c]));
for (const [alias, column] of [["employee", "Worker"], ["name", "Worker"], ["category", "Activity"], ["starttime", "Start"], ["endtime", "End"], ["timein", "Start"], ["timeout", "End"],
  ["equipment", "Machine"], ["machinehrs", "Machine Hours"], ["hrs", "Hours"], ["units", "Piece Units"]] as const) COLUMN_OF.set(alias, column);

/**
 * An entry checked by the rules a typed time entry meets (the route passes `TimeEntryInputSchema.safeParse`: a
 * service names an HTTP schema's types only).
 */
export type TimeEntryCheck = (input: unknown) =>
  | { success: true; data: TimeEntryInput }
  | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };

/** The entry's keys as the file's columns. */
const COLUMN_FOR: Record<string, Column> = {
  workerId: "Worker", taskId: "Task", fieldId: "Field", categoryId: "Activity", name: "Task", date: "Date", hours: "Hours", startTime: "Start",
  endTime: "End", machineId: "Machine", machineHours: "Machine Hours", pieceUnits: "Piece Units", notes: "Notes",
};

type Row = CsvRow<Column>;
interface Planned { row: Row; input: TimeEntryInput; entityId: number; workerName: string; fieldName: string; taskName: string; machineName: string | null }

function readRows(csv: string, defaultEntity: string | undefined): Row[] {
  const rows = readCsvRows(csv, COLUMN_OF, (have) => {
    const missing: Column[] = (["Date", "Worker", "Field"] as const).filter((c) => !have.has(c));
    if (!have.has("Task") && !have.has("Activity")) missing.push("Task");
    if (!have.has("Hours") && !(have.has("Start") && have.has("End"))) missing.push("Hours");
    if (missing.length) {
      throw new AppError(S.BAD_REQUEST, "VALIDATION", `The file has no ${missing.join(", ")} column${missing.length === 1 ? "" : "s"}: its header is Date, Worker, Field, Task or Activity, Hours or Start and End, Machine, Machine Hours (Entity, Piece Units, Notes optional).`,
        missing.map((c) => ({ path: `columns.${c}`, message: c === "Task" ? "is required: a Task or an Activity column" : c === "Hours" ? "is required: an Hours column, or Start and End" : "is required" })));
    }
  });
  for (const row of rows) if (!row.cells.Entity && defaultEntity) row.cells.Entity = defaultEntity;
  return rows;
}

const lower = (s: string) => s.trim().toLowerCase();

/** Reads every row and names what it refers to; a 400 naming every bad row's column, or the entries to record. */
async function readEntries(ctx: ServiceContext, request: TimeImportBody, check: TimeEntryCheck): Promise<Planned[]> {
  const rows = readRows(request.csv, request.entity?.trim() || undefined);
  if (!rows.length) throw new AppError(S.BAD_REQUEST, "VALIDATION", "The file has no rows.", [{ path: "rows", message: "the file has no rows" }]);
  const { db } = ctx;
  const [entityRows, fieldRows, workerRows, machineRows, categoryRows, taskRows] = await Promise.all([
    db.select({ id: entities.id, name: entities.name }).from(entities).where(and(isNull(entities.deletedAt), withinEntities(entities.id, ctx.within))),
    db.select({ id: fields.id, entityId: fields.entityId, name: fields.name }).from(fields).where(and(isNull(fields.deletedAt), withinEntities(fields.entityId, ctx.within))),
    db.select({ id: workers.id, name: workers.name, active: workers.active }).from(workers),
    db.select({ id: machines.id, entityId: machines.entityId, name: machines.name }).from(machines).where(withinEntities(machines.entityId, ctx.within)),
    db.select({ id: taskCategories.id, name: taskCategories.name }).from(taskCategories),
    db
      .select({ id: tasks.id, fieldId: tasks.fieldId, name: tasks.name, date: tasks.date, cropYear: tasks.cropYear })
      .from(tasks)
      .where(and(isNull(tasks.deletedAt), withinEntities(tasks.entityId, ctx.within))),
  ]);
  const entityByName = new Map(entityRows.map((e) => [lower(e.name), e]));
  const entityById = new Map(entityRows.map((e) => [String(e.id), e]));
  const workerByName = new Map(workerRows.map((w) => [lower(w.name), w]));
  const categoryByName = new Map(categoryRows.map((c) => [lower(c.name), c]));

  const issues: Issue[] = [];
  const bad = new Set<number>();
  const flag = (row: Row, column: Column, message: string) => {
    if (issues.some((i) => i.path === `rows.${row.n}.${column}`)) return;
    issues.push({ path: `rows.${row.n}.${column}`, message });
    bad.add(row.n);
  };
  const planned: Planned[] = [];
  for (const row of rows) {
    const c = row.cells;
    const entityCell = c.Entity ?? "";
    const entity = entityCell ? (entityById.get(entityCell) ?? entityByName.get(lower(entityCell))) : undefined;
    if (entityCell && !entity) flag(row, "Entity", `no such farm entity: "${entityCell}"`);
    const date = csvDay(c.Date ?? "");
    if (!c.Date) flag(row, "Date", "is required");
    else if (!date) flag(row, "Date", `"${c.Date}" is not a date: write YYYY-MM-DD`);
    const worker = c.Worker ? workerByName.get(lower(c.Worker)) : undefined;
    if (!c.Worker) flag(row, "Worker", "is required");
    else if (!worker) flag(row, "Worker", `no worker named "${c.Worker}" (add the worker first)`);
    else if (!worker.active) flag(row, "Worker", `${worker.name} is not active; make the worker active again to record hours`);
    // The field by name, at the row's entity; without one, the only field of that name the caller reaches.
    const named = c.Field ? fieldRows.filter((f) => lower(f.name) === lower(c.Field!) && (!entity || f.entityId === entity.id)) : [];
    const field = named.length === 1 ? named[0] : undefined;
    if (!c.Field) flag(row, "Field", "is required");
    else if (entityCell && !entity) {
      // said under Entity
    } else if (named.length === 0) flag(row, "Field", `no field named "${c.Field}"${entity ? ` at ${entity.name}` : ""}`);
    else if (named.length > 1) flag(row, "Field", `${named.length} entities have a field named "${c.Field}": add an Entity column (or give the entity)`);
    // The task by name on the field: the one of the date's crop year dated last on or before the date, else the first.
    let taskId: number | null = null;
    let taskName = "";
    if (c.Task && field) {
      const candidates = taskRows.filter((t) => t.fieldId === field.id && lower(t.name) === lower(c.Task!));
      const year = Number((date ?? "").slice(0, 4));
      const ofYear = candidates.filter((t) => t.cropYear === year);
      const pool = ofYear.length ? ofYear : candidates;
      const before = pool.filter((t) => date && t.date <= date).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
      const task = before[0] ?? [...pool].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)[0];
      if (!task && !c.Activity) flag(row, "Task", `no task named "${c.Task}" on ${field.name} (give an Activity to make one)`);
      else if (task) [taskId, taskName] = [task.id, task.name];
    }
    let categoryId: number | null = null;
    if (c.Activity) {
      const category = categoryByName.get(lower(c.Activity));
      if (!category) flag(row, "Activity", `no activity (task category) named "${c.Activity}"`);
      else {
        categoryId = category.id;
        if (!taskName) taskName = c.Task || category.name;
      }
    }
    if (!c.Task && !c.Activity) flag(row, "Task", "is required: the task worked, or the Activity");
    const machine = c.Machine && field ? machineRows.find((m) => m.entityId === field.entityId && lower(m.name) === lower(c.Machine!)) : undefined;
    if (c.Machine && field && !machine) flag(row, "Machine", `no machine named "${c.Machine}" at the field's entity`);
    if (!c.Machine && c["Machine Hours"]) flag(row, "Machine Hours", "needs the Machine used");
    const input = {
      workerId: worker?.id ?? null,
      taskId,
      fieldId: taskId === null ? (field?.id ?? null) : null,
      categoryId: taskId === null ? categoryId : null,
      name: taskId === null && c.Task ? c.Task : null,
      date: date ?? undefined,
      hours: csvNumber(c.Hours ?? "") || null,
      startTime: c.Start || null,
      endTime: c.End || null,
      machineId: machine?.id ?? null,
      machineHours: csvNumber(c["Machine Hours"] ?? "") || null,
      pieceUnits: csvNumber(c["Piece Units"] ?? "") || null,
      notes: c.Notes ?? "",
    };
    const parsed = check(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = COLUMN_FOR[String(issue.path[0])];
        if (column && !(column === "Date" && !date)) flag(row, column, issue.message);
      }
    }
    if (!c.Hours && !(c.Start && c.End)) flag(row, c.Start ? "End" : c.End ? "Start" : "Hours", c.Start || c.End ? "is required with the other time (Start and End)" : "is required: the hours worked, or Start and End");
    if (parsed.success && field && worker && !bad.has(row.n)) {
      planned.push({ row, input: parsed.data, entityId: field.entityId, workerName: worker.name, fieldName: field.name, taskName, machineName: machine?.name ?? null });
    }
  }
  if (issues.length) throw refusedRows(issues, bad.size);
  return planned;
}

/** The entry key a service's 400 names, as the file's column. */
const columnOfIssue = (path: string): Column => COLUMN_FOR[path.split(".")[0] ?? ""] ?? "Hours";

/** A dry run's way out of its transaction, everything it wrote undone. */
class DryRun extends Error {}

/**
 * Imports a timesheet CSV (see the file's head), each row checked by `check` and recorded by createTimeEntry (pending);
 * a 400 naming every bad row's column writes nothing; a dry run writes nothing and answers what it would record.
 */
export async function importTimeCsv(ctx: ServiceContext, request: TimeImportBody, check: TimeEntryCheck): Promise<TimeImportResult> {
  const planned = await readEntries(ctx, request, check);
  const dryRun = request.dryRun === true;
  const results: TimeImportResult["entries"] = [];
  const made = new Set<number>();
  try {
    await ctx.db.transaction(async (tx) => {
      // The entries and the tasks made are said in the import's one audit row (a dry run's in none: nothing of it stays).
      const inner: ServiceContext = { ...ctx, db: tx, audit: () => {} };
      // Tasks made for a field and activity are those numbered past the last task before the import.
      const [last] = await tx.select({ id: max(tasks.id) }).from(tasks);
      const lastTask = last?.id ?? 0;
      const issues: Issue[] = [];
      const bad = new Set<number>();
      for (const p of planned) {
        try {
          const entry = await createTimeEntry(inner, p.input);
          if (entry.taskId > lastTask) made.add(entry.taskId);
          results.push({
            row: p.row.n, entityId: entry.entityId, date: entry.date, workerName: p.workerName, fieldName: p.fieldName, taskId: dryRun ? null : entry.taskId,
            taskName: entry.taskName, hours: entry.hours, machineName: p.machineName, machineHours: entry.machineHours, entryId: dryRun ? null : entry.id,
          });
        } catch (err) {
          if (!(err instanceof AppError) || err.status !== S.BAD_REQUEST) throw err;
          for (const issue of err.issues ?? [{ path: "hours", message: err.message }]) issues.push({ path: `rows.${p.row.n}.${columnOfIssue(issue.path)}`, message: issue.message });
          bad.add(p.row.n);
        }
      }
      if (issues.length) throw refusedRows(issues, bad.size);
      if (dryRun) throw new DryRun();
    });
  } catch (err) {
    if (!(err instanceof DryRun)) throw err;
  }
  const result: TimeImportResult = { dryRun, created: results.length, tasksMade: made.size, entries: results };
  if (dryRun) ctx.changedNothing();
  else {
    ctx.audit({
      action: "import",
      resource: "time-entries",
      changes: { created: result.created, tasksMade: [...made], entries: results.map((r) => `${r.entryId} ${r.date} ${r.workerName} ${r.fieldName} ${r.taskName} ${r.hours} h`) },
    });
  }
  return result;
}

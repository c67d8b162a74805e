import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import type { ApiClient } from "../../api/client";
import { moneyKeysIn } from "../../api/domain/access";
import { TaskSchema } from "../../api/schemas/tasks.schemas";
import { TimeApprovalResultSchema, TimeEntrySchema } from "../../api/schemas/time-entries.schemas";
import { auditLog, laborPolicies, machines, tasks, timeEntries, users, workerRates, workers } from "../../db/schema";
import { TEST_PASSWORD } from "../support/harness";
import { CAT, type ReportApp, expectInvalid, startReportApp } from "./reports/support";

/*
 * Time entries (issue 38, points 2-4): crew record their own hours and never see money; the office approves; approved
 * time costs hours x rate (overtime by the entity's rule) x (1 + burden), rounded once, and adds to the task's
 * laborCost and totalCost; machine hours x cost per hour to its equipmentTotal and totalCost. Hand-worked (the
 * issue): $18.50/h, 22% burden, 10 h on Monday under a daily threshold of 8: 8 x 18.50 + 2 x 27.75 = $203.50, with
 * burden $248.27; a tractor at $42.75/h for 3.5 h adds $149.63. The week of 1 March 2026 starts on Sunday the 1st.
 */

let app: ReportApp;
let ranch: { id: number };
let other: { id: number };
let block: { id: number; entityId: number };
let crew: ApiClient;
let crewUserId: number;
let maria: number;
let tractor: number;

type Json = Record<string, unknown>;
const MON = "2026-03-02";
const TUE = "2026-03-03";
const WED = "2026-03-04";

async function worker(name: string, rates: [string, string][], userId: number | null = null) {
  const [w] = await app.t.db.insert(workers).values({ name, crew: "Vineyard", userId }).returning();
  for (const [effectiveFrom, hourlyRate] of rates) await app.t.db.insert(workerRates).values({ workerId: w!.id, effectiveFrom, hourlyRate });
  return w!.id;
}

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Time Ranch");
  other = await app.entity("Time Elsewhere");
  block = await app.field(ranch.id, "Block 7", "20", "Grapes");
  // The employer's rule: California's thresholds with a 22% burden.
  await app.t.db.insert(laborPolicies).values({
    entityId: ranch.id, burdenPercent: "22", dailyOvertimeAfter: "8", dailyDoubleAfter: "12", weeklyOvertimeAfter: "40",
    overtimeMultiplier: "1.5", doubleMultiplier: "2", weekStartsOn: 0,
  });
  const made = await app.admin.api.users.$post({ json: { username: "time-crew", password: TEST_PASSWORD, role: "crew", entityIds: [ranch.id] } as never });
  expect(made.status).toBe(201);
  crewUserId = (await app.t.db.select({ id: users.id }).from(users).where(eq(users.username, "time-crew")))[0]!.id;
  crew = app.t.client();
  expect((await crew.api.auth.login.$post({ json: { username: "time-crew", password: TEST_PASSWORD } })).status).toBe(200);
  maria = await worker("Maria Lopez", [["2026-01-01", "18.50"]], crewUserId);
  const [m] = await app.t.db.insert(machines).values({ entityId: ranch.id, name: "Tractor 1", kind: "tractor", costPerHour: "42.75" }).returning();
  tractor = m!.id;
}, 60_000);
afterAll(() => app.t.close());

const post = (json: Json, as: ApiClient = app.admin) => as.api["time-entries"].$post({ json: json as never });
const put = (id: number, json: Json, as: ApiClient = app.admin) => as.api["time-entries"][":id"].$put({ param: { id: String(id) }, json: json as never });
const del = (id: number, as: ApiClient = app.admin) => as.api["time-entries"][":id"].$delete({ param: { id: String(id) } });
const approve = (ids: number[], as: ApiClient = app.admin) => as.api["time-entries"].approve.$post({ json: { ids } });
const unapprove = (ids: number[], as: ApiClient = app.admin) => as.api["time-entries"].unapprove.$post({ json: { ids } });

async function ok(res: { status: number; json(): Promise<unknown>; text(): Promise<string> }, status = 201) {
  if (res.status !== status) throw new Error(`${res.status} ${await res.text()}`);
  return await res.json();
}
const entry = async (res: Parameters<typeof ok>[0], status = 201) => TimeEntrySchema.parse(await ok(res, status));
const approved = async (ids: number[]) => TimeApprovalResultSchema.parse(await ok(await approve(ids), 200));
async function taskOf(id: number) {
  return TaskSchema.parse(await ok(await app.admin.api.tasks[":id"].$get({ param: { id: String(id) } }), 200));
}
const pruning = (name: string) => app.task(block, { categoryId: CAT.MACHINE_HIRE, name, date: MON, cropYear: 2026, costPerAcre: "10", acresCovered: "20" });

describe("the issue's hand-worked figures through the API", () => {
  test("crew record 10 h on Monday, see no money and cannot approve; the office approves: the task's labor is $248.27", async () => {
    const task = await pruning("Pruning");
    expect(task).toMatchObject({ totalCost: "200.00", laborCost: "0.00", machineCost: "0.00" });
    const res = await post({ taskId: task.id, date: MON, hours: "10" }, crew);
    const body = (await ok(res)) as Json;
    expect(moneyKeysIn(body)).toEqual([]);
    expect(body).toMatchObject({ workerId: maria, workerName: "Maria Lopez", taskId: task.id, fieldId: block.id, hours: "10.00", status: "pending", recordedById: crewUserId });
    const id = body.id as number;
    // Pending time costs nothing yet.
    expect((await taskOf(task.id)).totalCost).toBe("200.00");

    const refused = await approve([id], crew);
    expect(refused.status).toBe(403);
    expect((await taskOf(task.id)).laborCost).toBe("0.00");

    const result = await approved([id]);
    expect(result.entries[0]).toMatchObject({ status: "approved", regularHours: "8.00", overtimeHours: "2.00", doubleHours: "0.00", gross: "203.50", burden: "44.77", laborCost: "248.27", machineCost: "0.00" });
    expect(result.recosted).toEqual([{ taskId: task.id, taskName: "Pruning", date: MON, totalCostBefore: "200.00", totalCostAfter: "448.27", exported: false }]);
    expect(await taskOf(task.id)).toMatchObject({ laborCost: "248.27", machineCost: "0.00", equipmentTotal: "0.00", totalCost: "448.27" });

    // The crew member sees the hours and the split, never the money, and cannot change approved time.
    const mine = (await ok(await crew.api["time-entries"].$get({ query: {} }), 200)) as Json[];
    expect(mine.map((e) => e.id)).toEqual([id]);
    expect(mine[0]).toMatchObject({ hours: "10.00", regularHours: "8.00", overtimeHours: "2.00", status: "approved" });
    expect(moneyKeysIn(mine)).toEqual([]);
    const late = await put(id, { taskId: task.id, date: MON, hours: "9" }, crew);
    expect(late.status).toBe(409);
    expect(((await late.json()) as Json).code).toBe("TIME_APPROVED");
    // Crew answers of the task carry no labor either.
    expect(moneyKeysIn(await (await crew.api.tasks[":id"].$get({ param: { id: String(task.id) } })).json())).toEqual([]);

    // Taking approval back takes the labor off the task.
    const back = TimeApprovalResultSchema.parse(await ok(await unapprove([id]), 200));
    expect(back.entries[0]).toMatchObject({ status: "pending", laborCost: "0.00", regularHours: "0.00" });
    expect(back.recosted).toEqual([{ taskId: task.id, taskName: "Pruning", date: MON, totalCostBefore: "448.27", totalCostAfter: "200.00", exported: false }]);
    expect((await taskOf(task.id)).totalCost).toBe("200.00");
    expect((await del(id, crew)).status).toBe(200);
  });

  test("a tractor at $42.75/h for 3.5 h adds $149.63 to the task's equipment and total", async () => {
    const task = await pruning("Discing");
    const juan = await worker("Juan Ruiz", [["2026-01-01", "20.00"]]);
    const made = await entry(await post({ workerId: juan, taskId: task.id, date: TUE, hours: "3.5", machineId: tractor }));
    expect(made).toMatchObject({ machineId: tractor, machineName: "Tractor 1", machineHours: "3.50" });
    const result = await approved([made.id]);
    // 3.5 x 20.00 = 70.00 of pay, x 1.22 = 85.40; 3.5 x 42.75 = 149.625 -> 149.63.
    expect(result.entries[0]).toMatchObject({ gross: "70.00", laborCost: "85.40", machineCost: "149.63" });
    expect(await taskOf(task.id)).toMatchObject({ machineCost: "149.63", laborCost: "85.40", equipmentTotal: "149.63", totalCost: "435.03" });
    // Fewer machine hours than worked: 2 h x 42.75 = 85.50.
    const changed = await entry(await put(made.id, { ...made, machineHours: "2" }), 200);
    expect(changed).toMatchObject({ status: "approved", machineCost: "85.50", recosted: [{ taskId: task.id, totalCostBefore: "435.03", totalCostAfter: "370.90" }] });
    expect(await taskOf(task.id)).toMatchObject({ equipmentTotal: "85.50", totalCost: "370.90" });
    // Removed, its cost leaves the task.
    const gone = await entry(await del(made.id), 200);
    expect(gone.recosted).toEqual([{ taskId: task.id, taskName: "Discing", date: MON, totalCostBefore: "370.90", totalCostAfter: "200.00", exported: false }]);
    expect(await taskOf(task.id)).toMatchObject({ laborCost: "0.00", machineCost: "0.00", equipmentTotal: "0.00", totalCost: "200.00" });
  });

  test("a rate change on Wednesday prices Wednesday at the new rate and Monday at the old", async () => {
    const task = await pruning("Suckering");
    const ana = await worker("Ana Diaz", [["2026-01-01", "18.50"], [WED, "20.00"]]);
    const monday = await entry(await post({ workerId: ana, taskId: task.id, date: MON, hours: "8" }));
    const wednesday = await entry(await post({ workerId: ana, taskId: task.id, date: WED, hours: "8" }));
    const { entries } = await approved([monday.id, wednesday.id]);
    // 8 x 18.50 = 148.00 -> x 1.22 = 180.56; 8 x 20.00 = 160.00 -> 195.20.
    expect(entries.map((e) => [e.date, e.gross, e.laborCost])).toEqual([[MON, "148.00", "180.56"], [WED, "160.00", "195.20"]]);
    expect(await taskOf(task.id)).toMatchObject({ laborCost: "375.76", totalCost: "575.76" });
  });

  test("weekly overtime goes to the entries that cross 40 h, in time order; an entry crossing is split", async () => {
    const task = await pruning("Tying");
    const luis = await worker("Luis Vega", [["2026-01-01", "20.00"]]);
    // Monday to Friday 7.5 h (37.5 h), Saturday 8 h: 2.5 regular, then 5.5 overtime.
    const days = ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07"];
    const ids: number[] = [];
    for (const [i, date] of days.entries()) ids.push((await entry(await post({ workerId: luis, taskId: task.id, date, hours: i < 5 ? "7.5" : "8" }))).id);
    // Approved in reverse order: the split is the week's, in time order, not the approval's.
    const { entries } = await approved([...ids].reverse());
    const byDate = new Map(entries.map((e) => [e.date, e]));
    for (const date of days.slice(0, 5)) expect(byDate.get(date)).toMatchObject({ regularHours: "7.50", overtimeHours: "0.00", gross: "150.00" });
    // 2.5 x 20 + 5.5 x 30 = 50 + 165 = 215.00; x 1.22 = 262.30.
    expect(byDate.get("2026-03-07")).toMatchObject({ regularHours: "2.50", overtimeHours: "5.50", gross: "215.00", laborCost: "262.30" });
    // Un-approving Monday gives its place in the week back: Saturday is then 8 h regular (30 + 8 = 38 h).
    await ok(await unapprove([ids[0]!]), 200);
    const saturday = TimeEntrySchema.parse(await ok(await app.admin.api["time-entries"][":id"].$get({ param: { id: String(ids[5]) } }), 200));
    expect(saturday).toMatchObject({ regularHours: "8.00", overtimeHours: "0.00", gross: "160.00" });
  });

  test("a worker with no rate on the date is a 409 naming the worker and the date; nothing is approved", async () => {
    const task = await pruning("Netting");
    const pat = await worker("Pat Kim", [[WED, "19.00"]]);
    const early = await entry(await post({ workerId: pat, taskId: task.id, date: TUE, hours: "6" }));
    const res = await approve([early.id]);
    expect(res.status).toBe(409);
    const body = (await res.json()) as { code: string; message: string; details: Json };
    expect(body.code).toBe("NO_RATE");
    expect(body.message).toContain("Pat Kim");
    expect(body.message).toContain(TUE);
    expect(body.details).toEqual({ workerId: pat, workerName: "Pat Kim", date: TUE });
    const [row] = await app.t.db.select().from(timeEntries).where(eq(timeEntries.id, early.id));
    expect(row!.status).toBe("pending");
    expect((await taskOf(task.id)).totalCost).toBe("200.00");
  });
});

describe("recording hours", () => {
  test("a field and activity with no task yet makes the task (0 acres) in the same request; the next entry finds it", async () => {
    const first = await entry(await post({ fieldId: block.id, categoryId: CAT.SOIL_AMENDMENT, date: "2026-03-10", startTime: "06:00", endTime: "16:30" }, crew));
    expect(first).toMatchObject({ hours: "10.50", startTime: "06:00", endTime: "16:30", fieldId: block.id, categoryId: CAT.SOIL_AMENDMENT, categoryName: "Soil Amendment" });
    const made = await taskOf(first.taskId);
    expect(made).toMatchObject({ fieldId: block.id, categoryId: CAT.SOIL_AMENDMENT, date: "2026-03-10", acresCovered: "0.00", totalCost: "0.00", name: "Soil Amendment" });
    const second = await entry(await post({ fieldId: block.id, categoryId: CAT.SOIL_AMENDMENT, date: "2026-03-10", hours: "1" }, crew));
    expect(second.taskId).toBe(first.taskId);
    const named = await entry(await post({ fieldId: block.id, categoryId: CAT.SOIL_AMENDMENT, date: "2026-03-10", hours: "1", name: "Compost spreading" }, crew));
    expect(named.taskId).not.toBe(first.taskId);
    expect(named.taskName).toBe("Compost spreading");
    // Approved, the made task costs its labor only. The first entry's 10.5 h: 8 regular + 2.5 overtime = 148.00 + 69.375
    // = 217.375 of pay, x 1.22 = 265.1975 -> 265.20; the second's hour is the day's 11th: overtime, 27.75 x 1.22 = 33.855 -> 33.86.
    const result = await approved([first.id, second.id]);
    expect(result.entries.map((e) => [e.regularHours, e.overtimeHours, e.gross, e.laborCost])).toEqual([["8.00", "2.50", "217.38", "265.20"], ["0.00", "1.00", "27.75", "33.86"]]);
    expect((await taskOf(first.taskId)).totalCost).toBe("299.06");
    await unapprove([first.id, second.id]);
  });

  test("hours or start and end; the end after the start; every 400 names its field", async () => {
    const task = await pruning("Thinning");
    await expectInvalid(await post({ taskId: task.id, date: MON }, crew), "hours");
    await expectInvalid(await post({ taskId: task.id, date: MON, startTime: "14:00", endTime: "06:00" }, crew), "endTime");
    await expectInvalid(await post({ taskId: task.id, date: MON, startTime: "06:00" }, crew), "endTime");
    await expectInvalid(await post({ taskId: task.id, date: MON, startTime: "06:00", endTime: "08:00", hours: "3" }, crew), "hours");
    await expectInvalid(await post({ taskId: task.id, date: MON, hours: "25" }, crew), "hours");
    await expectInvalid(await post({ taskId: task.id, hours: "2" }, crew), "date");
    await expectInvalid(await post({ date: MON, hours: "2" }, crew), "taskId");
    await expectInvalid(await post({ taskId: task.id, date: MON, hours: "2" }), "workerId");
    await expectInvalid(await post({ taskId: task.id, date: MON, hours: "2", machineHours: "1" }, crew), "machineHours");
    const juan = (await app.t.db.select({ id: workers.id }).from(workers).where(eq(workers.name, "Juan Ruiz")))[0]!.id;
    // A crew account records its own hours only.
    await expectInvalid(await post({ workerId: juan, taskId: task.id, date: MON, hours: "2" }, crew), "workerId");
    // Time is a cost: an income task takes none.
    const sale = await app.task(block, { categoryId: CAT.INCOME, name: "Sale", date: MON, cropYear: 2026, costPerAcre: "5", acresCovered: "20" });
    await expectInvalid(await post({ taskId: sale.id, date: MON, hours: "2" }, crew), "taskId");
    await expectInvalid(await post({ fieldId: block.id, categoryId: CAT.INCOME, date: MON, hours: "2" }, crew), "categoryId");
    // A machine of another entity is not one of the task's.
    const [far] = await app.t.db.insert(machines).values({ entityId: other.id, name: "Far Tractor", costPerHour: "10" }).returning();
    const foreign = await post({ workerId: juan, taskId: task.id, date: MON, hours: "2", machineId: far!.id });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe("machineId");
  });

  test("crew list and change their own pending hours only; the office reads every entry; a GET sent back by PUT changes nothing", async () => {
    const task = await pruning("Leafing");
    const juan = (await app.t.db.select({ id: workers.id }).from(workers).where(eq(workers.name, "Juan Ruiz")))[0]!.id;
    const theirs = await entry(await post({ workerId: juan, taskId: task.id, date: MON, hours: "4" }));
    const mine = await entry(await post({ taskId: task.id, date: MON, hours: "4" }, crew));
    const seen = (await ok(await crew.api["time-entries"].$get({ query: { filter: JSON.stringify({ taskId: task.id }) } }), 200)) as Json[];
    expect(seen.map((e) => e.id)).toEqual([mine.id]);
    expect((await crew.api["time-entries"][":id"].$get({ param: { id: String(theirs.id) } })).status).toBe(404);
    expect((await put(theirs.id, { taskId: task.id, date: MON, hours: "5" }, crew)).status).toBe(404);
    expect((await del(theirs.id, crew)).status).toBe(404);
    const office = (await ok(await app.reader.api["time-entries"].$get({ query: { filter: JSON.stringify({ taskId: task.id, from: MON, to: MON, status: "pending" }) } }), 200)) as Json[];
    expect(office.map((e) => e.id).sort()).toEqual([theirs.id, mine.id].sort());
    expect((await app.reader.api["time-entries"].$post({ json: { taskId: task.id, date: MON, hours: "1", workerId: juan } as never })).status).toBe(403);
    // The crew member corrects their own pending entry.
    const fixed = await entry(await put(mine.id, { taskId: task.id, date: MON, startTime: "07:00", endTime: "12:15" }, crew), 200);
    expect(fixed).toMatchObject({ hours: "5.25", startTime: "07:00", endTime: "12:15", status: "pending" });
    // The office's PUT of the entry exactly as GET answers it changes nothing.
    const read = await entry(await app.admin.api["time-entries"][":id"].$get({ param: { id: String(mine.id) } }), 200);
    const again = await entry(await put(mine.id, read), 200);
    expect(again).toEqual(read);
    // A PUT naming another field and activity moves the entry to that field's task of that activity.
    const moved = await entry(await put(mine.id, { ...read, categoryId: CAT.SEED }), 200);
    expect(moved.taskId).not.toBe(task.id);
    expect(moved).toMatchObject({ categoryId: CAT.SEED, fieldId: block.id });
  });

  test("every write is in the audit trail", async () => {
    const task = await pruning("Audited");
    const made = await entry(await post({ taskId: task.id, date: TUE, hours: "2" }, crew));
    await approved([made.id]);
    await ok(await unapprove([made.id]), 200);
    await ok(await del(made.id), 200);
    const trail = await app.t.db.select().from(auditLog).where(and(eq(auditLog.resource, "time-entries"), eq(auditLog.resourceId, String(made.id))));
    expect(trail.map((r) => r.action)).toEqual(["create", "approve", "unapprove", "delete"]);
    expect(trail[0]!.userId).toBe(crewUserId);
    // The task stands as it was.
    const [stored] = await app.t.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(stored).toMatchObject({ laborCost: "0.00", totalCost: "200.00" });
  });
});

test("approving approved time again changes nothing and answers the entries as they are", async () => {
  const task = await pruning("Twice");
  const made = await entry(await post({ taskId: task.id, date: "2026-03-17", hours: "2" }, crew));
  await approved([made.id]);
  const again = await approved([made.id]);
  expect(again.recosted).toEqual([]);
  expect(again.entries[0]).toMatchObject({ status: "approved", laborCost: "45.14" });
  // An id the caller does not reach is named by its place in the list.
  await expectInvalid(await approve([made.id, 999_999]), "ids.1");
  await ok(await unapprove([made.id]), 200);
});

test("a task moved to another field takes its time with it; to another entity it cannot while it has time", async () => {
  const task = await pruning("Moving");
  const made = await entry(await post({ taskId: task.id, date: "2026-03-18", hours: "1" }, crew));
  const west = await app.field(ranch.id, "West 5", "5", "Grapes");
  expect((await app.admin.api.tasks[":id"].$put({ param: { id: String(task.id) }, json: { fieldId: west.id } as never })).status).toBe(200);
  const moved = await entry(await app.admin.api["time-entries"][":id"].$get({ param: { id: String(made.id) } }), 200);
  expect(moved).toMatchObject({ fieldId: west.id, fieldName: "West 5", taskId: task.id });
  const far = await app.field(other.id, "Far 1", "5", "Grapes");
  const refused = await app.admin.api.tasks[":id"].$put({ param: { id: String(task.id) }, json: { entityId: other.id, fieldId: far.id } as never });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe("TIME_RECORDED");
});

test("a re-import of a task keeps its approved labor and machine cost", async () => {
  const importRows = (costPerAcre: string) => ({
    rows: [{ importKey: "labor-1", date: "2026-03-24", cropYear: "2026", field: "Block 7", category: "Machine Hire", name: "Imported pruning", costPerAcre, acresCovered: "20" }],
  });
  const imported = await app.admin.api.entities[":entityId"].tasks.import.$post({ param: { entityId: String(ranch.id) }, json: importRows("10") as never });
  expect(imported.status).toBe(200);
  const [task] = await app.t.db.select().from(tasks).where(and(eq(tasks.entityId, ranch.id), eq(tasks.importKey, "labor-1")));
  const kim = await worker("Kim Park", [["2026-01-01", "10.00"]]);
  const made = await entry(await post({ workerId: kim, taskId: task!.id, date: "2026-03-24", hours: "2", machineId: tractor }));
  await approved([made.id]);
  // 2 x 10.00 x 1.22 = 24.40 of labor; 2 x 42.75 = 85.50 of machine time.
  expect(await taskOf(task!.id)).toMatchObject({ laborCost: "24.40", machineCost: "85.50", equipmentTotal: "85.50", totalCost: "309.90" });
  const again = await app.admin.api.entities[":entityId"].tasks.import.$post({ param: { entityId: String(ranch.id) }, json: importRows("11") as never });
  expect(again.status).toBe(200);
  // 11 x 20 = 220.00 + 24.40 + 85.50.
  expect(await taskOf(task!.id)).toMatchObject({ laborCost: "24.40", machineCost: "85.50", equipmentTotal: "85.50", totalCost: "329.90" });
});

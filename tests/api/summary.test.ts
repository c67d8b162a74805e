import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ApiClient } from "../../api/client";
import { EntitySchema, EntitySummarySchema } from "../../api/schemas/entities.schemas";
import { FieldRecordSchema } from "../../api/schemas/fields.schemas";
import { TaskSchema } from "../../api/schemas/tasks.schemas";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

// "This month" is today's month number, in whatever calendar year (DECISIONS.md, "Dashboard summary").
const month = new Date().getMonth() + 1;
const otherMonth = (month % 12) + 1;
const day = (year: number, m: number, d: number) => `${year}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
});
afterAll(() => t.close());

async function newEntity(name: string) {
  const res = await admin.api.entities.$post({ json: { name } });
  expect(res.status).toBe(201);
  return EntitySchema.parse(await res.json());
}

async function newField(entityId: number, name: string, acreage: string) {
  const res = await admin.api.fields.$post({ json: { entityId, name, acreage, cropType: "Hay", location: "" } });
  expect(res.status).toBe(201);
  return FieldRecordSchema.parse(await res.json());
}

async function newTask(json: Record<string, unknown>) {
  const res = await admin.api.tasks.$post({ json: { categoryId: 6, name: "Work", ...json } as any });
  expect(res.status).toBe(201);
  return TaskSchema.parse(await res.json());
}

const summary = (entityId: number, year: string, as = reader) =>
  as.api.entities[":entityId"].summary.$get({ param: { entityId: String(entityId) }, query: { year } });

async function figures(entityId: number, year: string) {
  const res = await summary(entityId, year);
  expect(res.status).toBe(200);
  return EntitySummarySchema.parse(await res.json());
}

describe("GET /api/entities/{entityId}/summary", () => {
  test("monthly cost and active tasks count this month of the crop year; cost per acre the whole crop year", async () => {
    const e = await newEntity("Summary Ranch");
    const a = await newField(e.id, "A", "40");
    const b = await newField(e.id, "B", "10.25");
    const task = (fieldId: number, cropYear: number, date: string, costPerAcre: string, acresCovered: string, equipmentRental = "0") =>
      newTask({ entityId: e.id, fieldId, cropYear, date, costPerAcre, acresCovered, equipmentRental });

    await task(a.id, 2025, day(2025, month, 5), "10", "40"); // 400.00, this month
    // 3.50 x 10.25 + 1 x 10.25 = 35.875 + 10.25 = 46.125, rounded once to 46.13; this month of the next calendar year.
    const late = await task(b.id, 2025, day(2026, month, 20), "3.50", "10.25", "1");
    expect(late.totalCost).toBe("46.13");
    await task(a.id, 2025, day(2025, otherMonth, 5), "20", "40"); // 800.00, another month
    await task(a.id, 2024, day(2024, month, 10), "100", "1"); // 100.00, crop year 2024
    const gone = await task(a.id, 2025, day(2025, month, 6), "50", "1"); // 50.00, deleted below
    expect((await admin.api.tasks[":id"].$delete({ param: { id: String(gone.id) } })).status).toBe(200);
    const other = await newEntity("Someone else");
    await newTask({ entityId: other.id, fieldId: (await newField(other.id, "X", "1")).id, cropYear: 2025, date: day(2025, month, 1), costPerAcre: "999", acresCovered: "1" });

    expect(await figures(e.id, "2025")).toEqual({
      totalFields: 2,
      totalAcres: "50.25",
      monthlyCost: "446.13", // 400.00 + 46.13
      activeTasks: 2,
      costPerAcre: "24.80", // (400.00 + 46.13 + 800.00) / 50.25 = 1246.13 / 50.25 = 24.7986...
    });
    expect(await figures(e.id, "2024")).toEqual({
      totalFields: 2,
      totalAcres: "50.25",
      monthlyCost: "100.00",
      activeTasks: 1,
      costPerAcre: "1.99", // 100.00 / 50.25 = 1.99004...
    });
    expect(await figures(e.id, "2026")).toEqual({ totalFields: 2, totalAcres: "50.25", monthlyCost: "0.00", activeTasks: 0, costPerAcre: "0.00" });

    // Deleting field B takes its task with it: (400.00 + 800.00) / 40 = 30.00.
    expect((await admin.api.fields[":id"].$delete({ param: { id: String(b.id) } })).status).toBe(200);
    expect(await figures(e.id, "2025")).toEqual({ totalFields: 1, totalAcres: "40.00", monthlyCost: "400.00", activeTasks: 1, costPerAcre: "30.00" });
  });

  test("a task edited into another month leaves this month's figures", async () => {
    const e = await newEntity("Moving Ranch");
    const f = await newField(e.id, "Only", "8");
    const moved = await newTask({ entityId: e.id, fieldId: f.id, cropYear: 2025, date: day(2025, month, 3), costPerAcre: "12.34", acresCovered: "8" }); // 98.72
    expect(await figures(e.id, "2025")).toMatchObject({ monthlyCost: "98.72", activeTasks: 1, costPerAcre: "12.34" });
    await admin.api.tasks[":id"].$put({ param: { id: String(moved.id) }, json: { date: day(2025, otherMonth, 3) } });
    expect(await figures(e.id, "2025")).toMatchObject({ monthlyCost: "0.00", activeTasks: 0, costPerAcre: "12.34" });
  });

  test("income tasks count as active but never as cost", async () => {
    const e = await newEntity("Hay Sales");
    const f = await newField(e.id, "Hay", "20");
    await newTask({ entityId: e.id, fieldId: f.id, cropYear: 2025, date: day(2025, month, 2), costPerAcre: "5", acresCovered: "20" }); // 100.00 cost
    // Income Generated (id 7) records 150 x 20 = 3,000.00 of revenue in its totalCost.
    await newTask({ entityId: e.id, fieldId: f.id, categoryId: 7, name: "Hay sale", cropYear: 2025, date: day(2025, month, 9), costPerAcre: "150", acresCovered: "20" });
    expect(await figures(e.id, "2025")).toMatchObject({ monthlyCost: "100.00", activeTasks: 2, costPerAcre: "5.00" }); // 100.00 / 20
  });

  test("a crop year out of 2000-2100 is a 400 naming year; missing entity 404; signed out 401", async () => {
    const e = await newEntity("Edges");
    for (const year of ["1999", "2101", "abc"]) {
      const res = await summary(e.id, year);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe("year");
    }
    expect((await summary(424242, "2025")).status).toBe(404);
    expect((await summary(e.id, "2025", t.client())).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { EntitySchema } from "../../api/schemas/entities.schemas";
import { EntityFieldSchema, FieldRecordSchema } from "../../api/schemas/fields.schemas";
import { tasks } from "../../db/schema";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
}, 60_000); // the first suite of a run migrates the PGlite template, which is slow on a busy machine
afterAll(() => t.close());

async function newEntity(name = "Ranch") {
  const res = await admin.api.entities.$post({ json: { name } });
  return EntitySchema.parse(await res.json());
}

async function newField(entityId: number, name: string, acreage: string, cropType = "Alfalfa") {
  const res = await admin.api.fields.$post({ json: { entityId, name, acreage, cropType, location: "" } });
  expect(res.status).toBe(201);
  return FieldRecordSchema.parse(await res.json());
}

/** A task row inserted directly, category 1 (Water); totalCost is worked out by hand in each test. */
async function insertTask(entityId: number, fieldId: number, name: string, date: string, totalCost: string, cropYear = 2025) {
  const [row] = await t.db.insert(tasks).values({ entityId, fieldId, categoryId: 1, cropYear, name, date, totalCost }).returning();
  return row!;
}

const listFields = async (entityId: number, query: { withTasks?: "true" | "false"; year?: string; latestTasks?: string }) => {
  const res = await reader.api.entities[":entityId"].fields.$get({ param: { entityId: String(entityId) }, query });
  expect(res.status).toBe(200);
  return z.array(EntityFieldSchema).parse(await res.json());
};

describe("GET /api/entities/{entityId}/fields", () => {
  test("lists the active fields by name, without tasks unless asked", async () => {
    const e = await newEntity();
    await newField(e.id, "Zulu", "1");
    await newField(e.id, "Alpha", "2");
    const rows = await listFields(e.id, {});
    expect(rows.map((r) => r.name)).toEqual(["Alpha", "Zulu"]);
    expect(rows[0]).not.toHaveProperty("tasks");
    expect(rows[0]).not.toHaveProperty("cropTypeForYear");
  });

  test("withTasks and year: that crop year's tasks newest first, with exact seasonalCost and costPerAcre", async () => {
    const e = await newEntity("Costs");
    const f = await newField(e.id, "North", "40.5");
    const empty = await newField(e.id, "Idle", "12");
    const zero = await newField(e.id, "Zero Acres", "0");
    const half = await newField(e.id, "Half Cent", "2");
    await insertTask(e.id, f.id, "Irrigate", "2025-04-10", "1234.50");
    await insertTask(e.id, f.id, "Check pumps", "2025-05-01", "100.25");
    await insertTask(e.id, f.id, "Last season", "2025-01-15", "999.99", 2024);
    const gone = await insertTask(e.id, f.id, "Deleted", "2025-06-01", "500.00");
    await t.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, gone.id));
    await insertTask(e.id, zero.id, "On nothing", "2025-04-01", "10.00");
    await insertTask(e.id, half.id, "Quarter", "2025-04-01", "0.25");

    const rows = await listFields(e.id, { withTasks: "true", year: "2025" });
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    const north = byName.North!;
    expect(north.tasks!.map((x) => x.name)).toEqual(["Check pumps", "Irrigate"]);
    expect(north.tasks![0]).toMatchObject({ categoryName: "Water", totalCost: "100.25", fieldId: f.id, cropYear: 2025 });
    // 1234.50 + 100.25 = 1334.75; 1334.75 / 40.5 = 32.9567... -> 32.96
    expect(north.seasonalCost).toBe("1334.75");
    expect(north.costPerAcre).toBe("32.96");
    expect(byName.Idle).toMatchObject({ id: empty.id, tasks: [], seasonalCost: "0.00", costPerAcre: "0.00" });
    // Zero acreage: no division, the cost per acre is 0.00.
    expect(byName["Zero Acres"]).toMatchObject({ seasonalCost: "10.00", costPerAcre: "0.00" });
    // 0.25 / 2 = 0.125 -> half-up to 0.13.
    expect(byName["Half Cent"]).toMatchObject({ seasonalCost: "0.25", costPerAcre: "0.13" });
  });

  test("latestTasks: each field lists only its newest tasks, and its figures still count every one", async () => {
    const e = await newEntity("Busy");
    const f = await newField(e.id, "Busy Block", "10");
    const quiet = await newField(e.id, "Quiet", "4");
    for (let day = 1; day <= 5; day++) await insertTask(e.id, f.id, `Job ${day}`, `2025-04-0${day}`, `${day}0.10`);
    await insertTask(e.id, quiet.id, "Only job", "2025-04-01", "8.00");
    const all = await listFields(e.id, { withTasks: "true", year: "2025" });
    const latest = await listFields(e.id, { withTasks: "true", year: "2025", latestTasks: "2" });
    const busy = latest.find((r) => r.name === "Busy Block")!;
    expect(busy.tasks!.map((x) => x.name)).toEqual(["Job 5", "Job 4"]);
    expect(latest.find((r) => r.name === "Quiet")!.tasks!.map((x) => x.name)).toEqual(["Only job"]);
    // 10.10 + 20.10 + 30.10 + 40.10 + 50.10 = 150.50; / 10 ac = 15.05: the same figures as the full list.
    expect(busy).toMatchObject({ seasonalCost: "150.50", costPerAcre: "15.05" });
    for (const row of latest) {
      const full = all.find((r) => r.id === row.id)!;
      expect({ seasonalCost: row.seasonalCost, costPerAcre: row.costPerAcre, money: row.money }).toEqual({ seasonalCost: full.seasonalCost, costPerAcre: full.costPerAcre, money: full.money });
      expect(row.tasks).toEqual(full.tasks!.slice(0, 2));
    }
  });

  test("latestTasks out of range, not a number, or without withTasks is a 400 naming latestTasks", async () => {
    const e = await newEntity();
    const get = (query: Record<string, string>) => reader.api.entities[":entityId"].fields.$get({ param: { entityId: String(e.id) }, query });
    for (const [query, message] of [
      [{ withTasks: "true", latestTasks: "0" }, "must be between 1 and 100"],
      [{ withTasks: "true", latestTasks: "101" }, "must be between 1 and 100"],
      [{ withTasks: "true", latestTasks: "two" }, "must be a number"],
      [{ withTasks: "true", latestTasks: "1.5" }, "must be a whole number"],
      [{ latestTasks: "2" }, "needs withTasks=true"],
      [{ withTasks: "false", latestTasks: "2" }, "needs withTasks=true"],
    ] as const) {
      const res = await get(query);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { issues: Array<{ path: string; message: string }> };
      expect(body.issues[0]).toMatchObject({ path: "latestTasks", message });
    }
  });

  test("withTasks without a year covers every crop year", async () => {
    const e = await newEntity();
    const f = await newField(e.id, "F", "10");
    await insertTask(e.id, f.id, "2024 job", "2024-03-01", "10.00", 2024);
    await insertTask(e.id, f.id, "2025 job", "2025-03-01", "20.00", 2025);
    const [row] = await listFields(e.id, { withTasks: "true" });
    expect(row!.tasks!.map((x) => x.name)).toEqual(["2025 job", "2024 job"]);
    // (10.00 + 20.00) / 10 = 3.00
    expect(row).toMatchObject({ seasonalCost: "30.00", costPerAcre: "3.00" });
  });

  test("with a year, cropTypeForYear is that year's crop, else the field's own", async () => {
    const e = await newEntity();
    const f = await newField(e.id, "Rotated", "5", "Alfalfa");
    const set = await admin.api.fields[":fieldId"]["crop-year"][":year"].$post({ param: { fieldId: String(f.id), year: "2025" }, json: { cropType: "Tomatoes" } });
    expect(set.status).toBe(200);
    expect((await listFields(e.id, { year: "2025" }))[0]).toMatchObject({ cropType: "Alfalfa", cropTypeForYear: "Tomatoes" });
    expect((await listFields(e.id, { year: "2024" }))[0]).toMatchObject({ cropType: "Alfalfa", cropTypeForYear: "Alfalfa" });
  });

  test("a bad year is a 400 naming year; a missing or deleted entity 404; signed out 401", async () => {
    const e = await newEntity();
    const get = (entityId: string, query: Record<string, string>, as = reader) => as.api.entities[":entityId"].fields.$get({ param: { entityId }, query });
    for (const year of ["1999", "2101", "abc"]) {
      const res = await get(String(e.id), { withTasks: "true", year });
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).issues[0].path).toBe("year");
    }
    expect((await get("424242", {})).status).toBe(404);
    const gone = await newEntity("Gone");
    await admin.api.entities[":id"].$delete({ param: { id: String(gone.id) } });
    expect((await get(String(gone.id), {})).status).toBe(404);
    expect((await get(String(e.id), {}, t.client())).status).toBe(401);
  });
});

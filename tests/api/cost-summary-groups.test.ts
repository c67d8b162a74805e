import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, between, eq } from "drizzle-orm";
import fc from "fast-check";
import type { ApiClient } from "../../api/client";
import { costSummary } from "../../api/domain/reports";
import { loadEntityYear } from "../../api/services/report-data.service";
import { tasks } from "../../db/schema";
import { type TestApp, startTestApp } from "../support/harness";

/**
 * The cost summary reads its rows grouped in SQL (a field's money summed per side of the income-or-cost rule, its
 * largest yield carried along). Whatever the tasks, its answer is the one the report's own function gives from
 * every task one by one: the same rows, money, per-acre figures and yield per acre, with income and cost tasks of
 * every category, deleted tasks, a deleted field and any date range.
 */
let t: TestApp;
let admin: ApiClient;
let categories: Array<{ id: number; name: string; isIncomeCategory: boolean }>;
let farms = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  categories = (await (await admin.api["task-categories"].$get({ query: {} })).json()) as typeof categories;
  expect(categories.some((c) => c.isIncomeCategory)).toBe(true);
});
afterAll(() => t.close());

const YEAR = 2025;
const two = (n: number) => String(n).padStart(2, "0");

const taskArb = (fieldCount: number) =>
  fc.record({
    field: fc.nat({ max: fieldCount - 1 }),
    category: fc.nat({ max: 99 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    costPerAcre: fc.constantFrom("0", "12.5", "33.33", "100"),
    acres: fc.constantFrom("", "1", "7.25", "40"),
    equipmentRental: fc.constantFrom("0", "4.1"),
    yieldAmount: fc.constantFrom("", "0", "5", "12.5", "12.5"),
    yieldUnit: fc.constantFrom("tons", "bales", ""),
    yieldValuePerUnit: fc.constantFrom("", "20", "7.77"),
    deleted: fc.boolean(),
  });

const farmArb = fc.integer({ min: 1, max: 3 }).chain((fieldCount) =>
  fc.record({
    acres: fc.array(fc.constantFrom("10", "33.3", "80", "0.5"), { minLength: fieldCount, maxLength: fieldCount }),
    tasks: fc.array(taskArb(fieldCount), { maxLength: 14 }),
    deleteField: fc.option(fc.nat({ max: fieldCount - 1 }), { nil: undefined }),
    fromMonth: fc.integer({ min: 1, max: 12 }),
    months: fc.integer({ min: 0, max: 11 }),
  }),
);

describe("cost summary read grouped in SQL", () => {
  test("gives what the report gives from every task one by one", async () => {
    await fc.assert(
      fc.asyncProperty(farmArb, async (farm) => {
        const entity = await admin.api.entities.$post({ json: { name: `Grouped Farm ${++farms}` } });
        const entityId = ((await entity.json()) as { id: number }).id;
        const fieldIds: number[] = [];
        for (const [i, acreage] of farm.acres.entries()) {
          const res = await admin.api.fields.$post({ json: { entityId, name: `Field ${i + 1}`, acreage, cropType: "Alfalfa", location: "" } });
          expect(res.status).toBe(201);
          fieldIds.push(((await res.json()) as { id: number }).id);
        }
        if (farm.tasks.length) {
          const rows = farm.tasks.map((task, i) => ({
            importKey: `g${i}`,
            date: `${YEAR}-${two(task.month)}-${two(task.day)}`,
            cropYear: String(YEAR),
            field: `Field ${task.field + 1}`,
            category: categories[task.category % categories.length]!.name,
            name: `Task ${i + 1}`,
            costPerAcre: task.costPerAcre,
            acresCovered: task.acres,
            equipmentRental: task.equipmentRental,
            yieldAmount: task.yieldAmount,
            yieldUnit: task.yieldAmount ? task.yieldUnit : "",
            yieldValuePerUnit: task.yieldAmount ? task.yieldValuePerUnit : "",
          }));
          const res = await admin.api.entities[":entityId"].tasks.import.$post({ param: { entityId: String(entityId) }, json: { rows } });
          expect(res.status).toBe(200);
        }
        const stored = await t.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.entityId, entityId)).orderBy(tasks.id);
        for (const [i, task] of farm.tasks.entries()) {
          if (task.deleted) expect((await admin.api.tasks[":id"].$delete({ param: { id: String(stored[i]!.id) } })).status).toBe(200);
        }
        if (farm.deleteField !== undefined) {
          expect((await admin.api.fields[":id"].$delete({ param: { id: String(fieldIds[farm.deleteField]!) } })).status).toBe(200);
        }

        const toMonth = Math.min(12, farm.fromMonth + farm.months);
        const from = `${YEAR}-${two(farm.fromMonth)}-01`;
        const to = `${YEAR}-${two(toMonth)}-28`;
        const res = await admin.api.entities[":id"].reports["cost-summary"].$get({ param: { id: String(entityId) }, query: { year: String(YEAR), from, to } });
        expect(res.status).toBe(200);
        const oneByOne = costSummary({ ...(await loadEntityYear(systemContext(t.db), entityId, YEAR, and(between(tasks.date, from, to)))), from, to });
        expect(await res.json()).toEqual(JSON.parse(JSON.stringify(oneByOne)));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

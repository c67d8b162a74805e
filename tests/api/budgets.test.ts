import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { auditLog } from "../../db/schema";
import { BudgetSchema, WhatIfSchema } from "../../api/schemas/budgets.schemas";
import { budgetRanch, createBudget } from "./reports/budget-farm";
import { CAT, expectInvalid, startReportApp } from "./reports/support";

let app: Awaited<ReturnType<typeof startReportApp>>;
let farm: Awaited<ReturnType<typeof budgetRanch>>;

beforeAll(async () => {
  app = await startReportApp();
  farm = await budgetRanch(app);
});
afterAll(() => app.t.close());

const post = (json: Record<string, unknown>, client = app.admin) => client.api.budgets.$post({ json: json as never });
const one = (id: number, client = app.reader) => client.api.budgets[":id"].$get({ param: { id: String(id) } });

describe("POST /api/budgets", () => {
  test("a crop's budget: its lines with category names, by name, and their total per acre; the write is audited", async () => {
    expect(farm.alfalfa).toMatchObject({
      cropYear: 2025, fieldId: null, fieldName: null, cropType: "Alfalfa", expectedYieldPerAcre: "8.00", yieldUnit: "tons", expectedPricePerUnit: "200.00",
      totalPerAcre: "75.50",
      lines: [
        { categoryId: CAT.FERTILIZER, categoryName: "Fertilizer", amountPerAcre: "25.50", plannedMonth: null },
        { categoryId: CAT.SEED, categoryName: "Seed", amountPerAcre: "50.00", plannedMonth: 3 },
      ],
    });
    const [entry] = await app.t.db.select().from(auditLog).where(and(eq(auditLog.resource, "budgets"), eq(auditLog.resourceId, String(farm.alfalfa.id))));
    expect(entry).toMatchObject({ action: "create" });
  });

  test("a field's budget names its field", async () => {
    expect(farm.eastBudget).toMatchObject({ fieldId: farm.east.id, fieldName: "East 10", cropType: null, totalPerAcre: "100.00" });
  });

  test("from last year's actuals, for a field: each category's 2025 cost over its 40 acres", async () => {
    const b = await createBudget(app, { entityId: farm.ranch.id, cropYear: 2026, fieldId: farm.north.id, from: "last-year" });
    // 900 / 40 = 22.50; 2200 / 40 = 55.00; nothing harvested: no expected yield or price
    expect(b.lines.map((l) => [l.categoryName, l.amountPerAcre])).toEqual([["Fertilizer", "22.50"], ["Seed", "55.00"]]);
    expect(b).toMatchObject({ expectedYieldPerAcre: "0.00", expectedPricePerUnit: "0.00", totalPerAcre: "77.50" });
  });

  test("from last year's actuals, for a crop: the fields that grew it, over their 100 acres", async () => {
    const b = await createBudget(app, { entityId: farm.ranch.id, cropYear: 2026, cropType: "alfalfa", from: "last-year", expectedPricePerUnit: "210" });
    // Fertilizer 900 / 100; Machine Hire 600 / 100; Seed (2200 + 2700) / 100
    expect(b.lines.map((l) => [l.categoryName, l.amountPerAcre])).toEqual([["Fertilizer", "9.00"], ["Machine Hire", "6.00"], ["Seed", "49.00"]]);
    // 7.5 tons x 60 acres over 100 acres; the price given in the body wins over last year's (its yield value 9000 / 450 = 20.00)
    expect(b).toMatchObject({ expectedYieldPerAcre: "4.50", yieldUnit: "tons", expectedPricePerUnit: "210.00" });
  });

  test("from last year's actuals: last year's yield per acre and average price per unit, so the what-if grid means something", async () => {
    const ranch = await app.entity("Hay Ranch");
    const hilltop = await app.field(ranch.id, "Hilltop", "40", "Alfalfa");
    await app.task(hilltop, { categoryId: CAT.SEED, name: "Seed", date: "2025-03-01", costPerAcre: "50", acresCovered: "40" });
    // Two cuttings sold: 3 tons/ac x 40 ac at $200 (24,000) and 2 tons/ac x 40 ac at $230 (18,400)
    await app.task(hilltop, { categoryId: CAT.INCOME, name: "First cutting", date: "2025-06-01", costPerAcre: "0", acresCovered: "40", yieldAmount: "3", yieldUnit: "tons", yieldValuePerUnit: "200" });
    await app.task(hilltop, { categoryId: CAT.INCOME, name: "Second cutting", date: "2025-08-01", costPerAcre: "0", acresCovered: "40", yieldAmount: "2", yieldUnit: "tons", yieldValuePerUnit: "230" });
    const b = await createBudget(app, { entityId: ranch.id, cropYear: 2026, fieldId: hilltop.id, from: "last-year" });
    // 200 tons / 40 ac = 5.00 tons/ac; (24,000 + 18,400) / 200 = 212.00 a ton; Seed 2000 / 40 = 50.00
    expect(b).toMatchObject({ expectedYieldPerAcre: "5.00", yieldUnit: "tons", expectedPricePerUnit: "212.00", totalPerAcre: "50.00" });
    expect(b.noYieldLastYear).toBeUndefined();
    const res = await app.reader.api.entities[":id"].reports["what-if"].$get({ param: { id: String(ranch.id) }, query: { year: "2026" } as never });
    const grid = WhatIfSchema.parse(await res.json()).fields[0]!;
    // 212 x 5 - 50 = 1010.00 an acre; at -20% price and yield 169.60 x 4 - 50 = 628.40
    expect([grid.rows[2]![2], grid.rows[0]![0]]).toEqual(["1010.00", "628.40"]);
  });

  test("from last year's actuals with no harvest last year: yield and price stay 0.00 and the answer says so", async () => {
    const ranch = await app.entity("New Ground");
    const field = await app.field(ranch.id, "Hilltop", "40", "Alfalfa");
    await app.task(field, { categoryId: CAT.SEED, name: "Seed", date: "2025-03-01", costPerAcre: "50", acresCovered: "40" });
    const b = await createBudget(app, { entityId: ranch.id, cropYear: 2026, fieldId: field.id, from: "last-year" });
    expect(b).toMatchObject({ expectedYieldPerAcre: "0.00", expectedPricePerUnit: "0.00", noYieldLastYear: true });
    // The stored budget is the same; the note belongs to the answer that built it.
    expect(BudgetSchema.parse(await (await one(b.id)).json())).toMatchObject({ expectedYieldPerAcre: "0.00", expectedPricePerUnit: "0.00" });
  });

  test("a copy of another budget, for another field and year", async () => {
    const b = await createBudget(app, { entityId: farm.ranch.id, cropYear: 2026, fieldId: farm.east.id, from: "copy", copyFromBudgetId: farm.eastBudget.id });
    expect(b).toMatchObject({ fieldName: "East 10", expectedYieldPerAcre: "1000.00", yieldUnit: "lbs", expectedPricePerUnit: "0.80", totalPerAcre: "100.00" });
    expect(b.lines.map((l) => [l.categoryName, l.amountPerAcre])).toEqual([["Seed", "100.00"]]);
  });

  test("400 naming the field; nothing is written", async () => {
    const base = { entityId: farm.ranch.id, cropYear: 2027, cropType: "Wheat" };
    await expectInvalid(await post({ ...base, lines: [{ categoryId: CAT.SEED, amountPerAcre: "12.345" }] }), "lines.0.amountPerAcre");
    await expectInvalid(await post({ ...base, lines: [{ categoryId: CAT.SEED, amountPerAcre: "-1" }] }), "lines.0.amountPerAcre");
    await expectInvalid(await post({ ...base, lines: [{ categoryId: CAT.SEED, amountPerAcre: "1", plannedMonth: 13 }] }), "lines.0.plannedMonth");
    await expectInvalid(await post({ ...base, lines: [{ categoryId: CAT.SEED, amountPerAcre: "1" }, { categoryId: CAT.SEED, amountPerAcre: "2" }] }), "lines.1.categoryId");
    await expectInvalid(await post({ ...base, lines: [{ categoryId: 4242, amountPerAcre: "1" }] }), "lines.0.categoryId");
    await expectInvalid(await post({ ...base, expectedPricePerUnit: "abc" }), "expectedPricePerUnit");
    await expectInvalid(await post({ ...base, fieldId: farm.north.id }), "fieldId");
    await expectInvalid(await post({ entityId: farm.ranch.id, cropYear: 2027 }), "fieldId");
    await expectInvalid(await post({ ...base, cropYear: 1999 }), "cropYear");
    await expectInvalid(await post({ ...base, entityId: 4242 }), "entityId");
    await expectInvalid(await post({ ...base, from: "copy" }), "copyFromBudgetId");
    await expectInvalid(await post({ ...base, from: "copy", copyFromBudgetId: 4242 }), "copyFromBudgetId");
    await expectInvalid(await post({ ...base, from: "last-year", lines: [] }), "lines");
    const other = await app.entity("Other Farm");
    await expectInvalid(await post({ entityId: other.id, cropYear: 2027, fieldId: farm.north.id }), "fieldId");
    const list = await app.reader.api.budgets.$get({ query: { filter: JSON.stringify({ cropYear: 2027 }) } });
    expect(await list.json()).toEqual([]);
  });

  test("one budget per crop (any case) or field and year: 409", async () => {
    expect((await post({ entityId: farm.ranch.id, cropYear: 2025, cropType: "ALFALFA" })).status).toBe(409);
    expect((await post({ entityId: farm.ranch.id, cropYear: 2025, fieldId: farm.east.id })).status).toBe(409);
  });

  test("401 signed out, 403 for a readonly user", async () => {
    expect((await post({ entityId: farm.ranch.id, cropYear: 2028, cropType: "Oats" }, app.t.client())).status).toBe(401);
    expect((await post({ entityId: farm.ranch.id, cropYear: 2028, cropType: "Oats" }, app.reader)).status).toBe(403);
  });
});

describe("GET /api/budgets", () => {
  test("filters by entity and crop year with Content-Range; one by id; 404 and 401", async () => {
    const res = await app.reader.api.budgets.$get({ query: { filter: JSON.stringify({ entityId: farm.ranch.id, cropYear: 2025 }), sort: '["id","ASC"]' } });
    expect(res.status).toBe(200);
    const rows = z.array(BudgetSchema).parse(await res.json());
    expect(rows.map((b) => b.id)).toEqual([farm.alfalfa.id, farm.eastBudget.id]);
    expect(res.headers.get("content-range")).toBe("budgets 0-1/2");
    expect(BudgetSchema.parse(await (await one(farm.eastBudget.id)).json()).fieldName).toBe("East 10");
    expect((await one(4242)).status).toBe(404);
    expect((await one(farm.eastBudget.id, app.t.client())).status).toBe(401);
    await expectInvalid(await app.reader.api.budgets.$get({ query: { filter: '{"crop":"x"}' } }), "filter");
  });
});

describe("PUT and DELETE /api/budgets/{id}", () => {
  test("edits one category line (the lines sent replace the old ones) and the price; audited", async () => {
    const b = await createBudget(app, { entityId: farm.ranch.id, cropYear: 2029, cropType: "Corn", lines: [{ categoryId: CAT.SEED, amountPerAcre: "90" }, { categoryId: CAT.WATER, amountPerAcre: "40" }] });
    const lines = b.lines.map((l) => ({ categoryId: l.categoryId, amountPerAcre: l.categoryId === CAT.SEED ? "95.25" : l.amountPerAcre, plannedMonth: l.plannedMonth }));
    const res = await app.admin.api.budgets[":id"].$put({ param: { id: String(b.id) }, json: { lines, expectedPricePerUnit: "5.10" } as never });
    expect(res.status).toBe(200);
    expect(BudgetSchema.parse(await res.json())).toMatchObject({ expectedPricePerUnit: "5.10", totalPerAcre: "135.25", lines: [{ categoryName: "Seed", amountPerAcre: "95.25" }, { categoryName: "Water", amountPerAcre: "40.00" }] });
    const [entry] = await app.t.db.select().from(auditLog).where(and(eq(auditLog.resource, "budgets"), eq(auditLog.action, "update"), eq(auditLog.resourceId, String(b.id))));
    expect(entry).toBeDefined();
  });

  test("400 naming the field, 403, 404; a delete takes the lines with it", async () => {
    const b = await createBudget(app, { entityId: farm.ranch.id, cropYear: 2029, cropType: "Beans", lines: [{ categoryId: CAT.SEED, amountPerAcre: "10" }] });
    const put = (json: Record<string, unknown>, id = b.id, client = app.admin) => client.api.budgets[":id"].$put({ param: { id: String(id) }, json: json as never });
    await expectInvalid(await put({ expectedYieldPerAcre: "1.001" }), "expectedYieldPerAcre");
    await expectInvalid(await put({ lines: [{ categoryId: CAT.SEED, amountPerAcre: "" }, { categoryId: 4242, amountPerAcre: "1" }] }), "lines.1.categoryId");
    expect(BudgetSchema.parse(await (await one(b.id)).json()).lines.map((l) => l.amountPerAcre)).toEqual(["10.00"]);
    expect((await put({ yieldUnit: "bu" }, 4242)).status).toBe(404);
    expect((await put({ yieldUnit: "bu" }, b.id, app.reader)).status).toBe(403);
    const del = (id: number, client = app.admin) => client.api.budgets[":id"].$delete({ param: { id: String(id) } });
    expect((await del(b.id, app.reader)).status).toBe(403);
    expect((await del(b.id)).status).toBe(200);
    expect((await one(b.id)).status).toBe(404);
    expect((await del(b.id)).status).toBe(404);
  });

  test("a category a budget still plans is not deleted (409)", async () => {
    const cat = await app.admin.api["task-categories"].$post({ json: { name: "Scouting" } as never });
    const { id } = (await cat.json()) as { id: number };
    await createBudget(app, { entityId: farm.ranch.id, cropYear: 2029, cropType: "Peas", lines: [{ categoryId: id, amountPerAcre: "3" }] });
    expect((await app.admin.api["task-categories"][":id"].$delete({ param: { id: String(id) } })).status).toBe(409);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import Papa from "papaparse";
import type { ApiClient } from "../../api/client";
import { type TestApp, startTestApp } from "../support/harness";
import { and, eq, isNull, sql } from "drizzle-orm";
import { taskProducts, tasks } from "../../db/schema";
import { CATEGORIES, type CategoryKey, cents, expectedMoney, type FarmPlan, farmPlan, materialCosts, perAcre, YEAR } from "./farm-plan";
import { buildFarm, fieldFiguresEverywhere } from "./screens";
import { readPdf } from "../api/reports/support";
import { fieldShares, type HarvestPlan, harvestPlan, harvestedFields, recordHarvest, settled } from "./harvest-plan";
import { type TimePlan, recordTime, timeCosts, timePlan } from "./time-plan";

/** A generated farm, and on some its corn: tickets, settlements, a shrink and a mark (harvest-plan.ts). */
type Farm = FarmPlan & { harvest?: HarvestPlan; time?: TimePlan };

/**
 * The same field shows the same dollars everywhere (issue "One home for every figure"): on generated farms with
 * custom income categories, yield-tracked cost tasks and income tasks with yield data, every place that shows a
 * field's money agrees to the cent with the others and with this test's own arithmetic (farm-plan.ts), and the
 * dashboard, the charts and the invoice add up to the reports' totals.
 */
let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
const categoryIds = {} as Record<CategoryKey, number>;
let farms = 0;
/** Applications the generated farms made: the property must have costed some. */
let applications = 0;
/** Settlements the generated farms recorded: the property must have allocated some. */
let settlements = 0;
/** Time entries the generated farms approved: the property must have costed some. */
let approvedTime = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
  for (const key of ["customIncome", "customCost"] as const) {
    const c = CATEGORIES[key];
    const res = await admin.api["task-categories"].$post({ json: { name: c.name, icon: "", color: "#123456", isIncomeCategory: c.income } });
    expect(res.status).toBe(201);
  }
  const all = (await (await reader.api["task-categories"].$get({ query: {} })).json()) as Array<{ id: number; name: string }>;
  for (const [key, c] of Object.entries(CATEGORIES)) categoryIds[key as CategoryKey] = all.find((x) => x.name === c.name)!.id;
});
afterAll(() => t.close());

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
const asCents = (v: string) => BigInt(v.replace(".", ""));

/** Builds the farm and checks every figure against the plan; answers what it read, for the hand-worked tests. */
async function checkFarm(plan: Farm) {
  const name = `Consistency Farm ${++farms}`;
  const { entityId, fieldIds, productId } = await buildFarm(admin, plan, name, categoryIds);
  if (plan.harvest) await recordHarvest(t.db, plan.harvest, name, entityId, fieldIds);
  // Approved time (issue 38): each entry costed by the test's own arithmetic; its labor and machine cost are part of
  // its task's totalCost on every screen.
  if (plan.time) approvedTime += await recordTime(t.db, admin, plan, plan.time, name, entityId, fieldIds, categoryIds);
  const time = timeCosts(plan, plan.time);
  const id = String(entityId);
  const year = String(YEAR);
  const ofYear = plan.tasks.filter((task) => task.cropYear === YEAR);
  // What each task's products cost by the test's own moving average: part of its totalCost on every screen.
  const material = materialCosts(plan);
  applications += material.size;
  // The yield rule: on a field with harvest tickets in the crop year, a yield value typed on a cost task is no income.
  const harvested = harvestedFields(plan.harvest);
  const money = (tasks: typeof ofYear) =>
    tasks.map((task) => {
      const m = expectedMoney(plan, task, (material.get(task) ?? 0n) + (time.get(task) ?? 0n));
      return harvested.has(task.field) && !CATEGORIES[task.category].income ? { ...m, income: 0n } : m;
    });
  // Each field's share of each settlement (the test's own largest remainder), every settlement dated within the
  // cost summary's wide window; the shares of each settlement add up to its net.
  const shares = plan.harvest ? fieldShares(plan.harvest, plan.fields.length) : [];
  const nets = plan.harvest ? settled(plan.harvest).map((s) => s.net) : [];
  expect(shares.map((s) => sum(s.shares))).toEqual(nets);
  if (nets.length) settlements += nets.length;
  const salesOf = (field: number) => sum(shares.map((s) => s.shares[field]!));

  // The applications' costs, summed per field from task_products, are the material part of each field's cost.
  const applied = await t.db
    .select({ fieldId: tasks.fieldId, cost: sql<string>`sum(${taskProducts.cost})::text` })
    .from(taskProducts)
    .innerJoin(tasks, eq(tasks.id, taskProducts.taskId))
    .where(and(eq(tasks.entityId, entityId), eq(tasks.cropYear, YEAR), isNull(tasks.deletedAt)))
    .groupBy(tasks.fieldId);
  for (const [i, fieldId] of fieldIds.entries()) {
    const expected = sum(ofYear.filter((task) => task.field === i).map((task) => material.get(task) ?? 0n));
    const stored = applied.find((r) => r.fieldId === fieldId)?.cost ?? "0.00";
    expect({ field: i + 1, material: stored }).toEqual({ field: i + 1, material: cents(expected) });
  }

  // Every place, every field: the plan's own figures, to the cent
  const places = await fieldFiguresEverywhere(reader, entityId, fieldIds);
  expect(Object.keys(places).sort()).toEqual(
    ["cost summary", "cost summary CSV", "dashboard chart", "detailed operations", "field card", "field report", "field summary"].sort(),
  );
  const farmMap = (await (await reader.api.map.$get({ query: { entityId: id, year } as never })).json()) as {
    features: { id: number; properties: { figures: { costPerAcre: string | null; netPerAcre: string | null } } }[];
  };
  expect(farmMap.features.map((f) => f.id).sort((a, b) => a - b)).toEqual([...fieldIds].sort((a, b) => a - b));
  for (const [i, fieldId] of fieldIds.entries()) {
    const m = money(ofYear.filter((task) => task.field === i));
    const cost = sum(m.map((x) => x.cost));
    const income = sum(m.map((x) => x.income)) + salesOf(i);
    const expected = { cost: cents(cost), income: cents(income), net: cents(income - cost), netPerAcre: cents(perAcre(income - cost, plan.fields[i]!)) };
    for (const [place, figures] of Object.entries(places)) {
      const shown = figures.get(fieldId)!;
      expect({ place, field: i + 1, cost: shown.cost, income: shown.income, net: shown.net, netPerAcre: shown.netPerAcre }).toEqual({ place, field: i + 1, ...expected });
      if (shown.costPerAcre !== "-") expect({ place, costPerAcre: shown.costPerAcre }).toEqual({ place, costPerAcre: cents(perAcre(cost, plan.fields[i]!)) });
    }
    // The farm map colours the field by the same cost and net per acre (its figures are the cost breakdown's)
    const shownOnMap = farmMap.features.find((f) => f.id === fieldId)!.properties.figures;
    expect({ place: "farm map", field: i + 1, costPerAcre: shownOnMap.costPerAcre, netPerAcre: shownOnMap.netPerAcre }).toEqual({
      place: "farm map",
      field: i + 1,
      costPerAcre: cents(perAcre(cost, plan.fields[i]!)),
      netPerAcre: expected.netPerAcre,
    });
    // Field history's row of the crop year, every crop year of the field read at once
    const history = (await (await reader.api.fields[":fieldId"].history.$get({ param: { fieldId: String(fieldId) }, query: {} as never })).json()) as {
      years: Array<{ cropYear: number; cost: string; income: string; net: string; netPerAcre: string }>;
    };
    const row = history.years.find((y) => y.cropYear === YEAR) ?? { cost: "0.00", income: "0.00", net: "0.00", netPerAcre: "0.00" };
    expect({ place: "field history", field: i + 1, cost: row.cost, income: row.income, net: row.net, netPerAcre: row.netPerAcre }).toEqual({ place: "field history", field: i + 1, ...expected });
  }

  // The entity: dashboard cards, the charts' totals and the reports' totals
  const all = money(ofYear);
  const cost = sum(all.map((x) => x.cost));
  const taskIncome = sum(all.map((x) => x.income));
  const income = taskIncome + sum(nets);
  // The fields' allocated income, as every place shows it, sums to the settlements' net to the cent.
  for (const [place, figures] of Object.entries(places)) {
    const shown = sum(fieldIds.map((fieldId) => asCents(figures.get(fieldId)!.income)));
    expect({ place, allocated: cents(shown - taskIncome) }).toEqual({ place, allocated: cents(sum(nets)) });
  }
  const acres = plan.fields.reduce((a, b) => a + b, 0);
  const month = new Date().getMonth() + 1;
  const summary = (await (await reader.api.entities[":entityId"].summary.$get({ param: { entityId: id }, query: { year } })).json()) as Record<string, unknown>;
  expect(summary).toMatchObject({
    costPerAcre: cents(perAcre(cost, acres)),
    monthlyCost: cents(sum(money(ofYear.filter((task) => task.month === month)).map((x) => x.cost))),
    activeTasks: ofYear.filter((task) => task.month === month).length,
  });
  const breakdown = (await (await reader.api.entities[":entityId"]["cost-breakdown"].$get({ param: { entityId: id }, query: { year } })).json()) as {
    byCategory: Array<{ categoryName: string; cost: string; income: string }>;
    totals: { cost: string; income: string; costPerAcre: string };
  };
  expect(breakdown.totals).toMatchObject({ cost: cents(cost), income: cents(income), costPerAcre: summary.costPerAcre });
  expect(cents(sum(breakdown.byCategory.map((c) => asCents(c.cost))))).toBe(cents(cost));
  // The settlements are one bar of the charts: Crop Sales, income and no cost
  const sales = breakdown.byCategory.filter((c) => c.categoryName === "Crop Sales");
  expect(sales.map((c) => [c.cost, c.income])).toEqual(nets.length ? [["0.00", cents(sum(nets))]] : []);
  for (const c of breakdown.byCategory.filter((row) => Object.values(CATEGORIES).some((k) => k.name === row.categoryName && k.income))) {
    expect({ income: c.categoryName, cost: c.cost }).toEqual({ income: c.categoryName, cost: "0.00" });
  }
  const reports = reader.api.entities[":id"].reports;
  const costSummary = (await (await reports["cost-summary"].$get({ param: { id }, query: { year, from: `${YEAR - 2}-01-01`, to: `${YEAR + 2}-12-31` } })).json()) as {
    totals: { cost: string; income: string };
  };
  expect(costSummary.totals).toMatchObject({ cost: cents(cost), income: cents(income) });
  const fieldSummary = (await (await reports["field-summary"].$get({ param: { id }, query: { year } })).json()) as { totals: { totalCosts: string; income: string } };
  expect(fieldSummary.totals).toMatchObject({ totalCosts: cents(cost), income: cents(income) });

  // The Task & Costs filtered total: one category's tasks
  const category: CategoryKey = "customIncome";
  const totals = (await (
    await reader.api.entities[":entityId"]["task-totals"].$get({ param: { entityId: id }, query: { year, categoryId: String(categoryIds[category]) } })
  ).json()) as { count: number; cost: string; income: string };
  const ofCategory = ofYear.filter((task) => task.category === category);
  expect(totals).toMatchObject({ count: ofCategory.length, cost: "0.00", income: cents(sum(money(ofCategory).map((x) => x.income))) });

  // The monthly invoice, every month: its lines, sub-totals, category totals and CSV each add up to its total; the
  // first billed month's CSV again in Spanish, the entity's invoice language for it
  let spanishChecked = false;
  for (let m = 1; m <= 12; m++) {
    const billed = money(ofYear.filter((task) => task.month === m)).flatMap((x) => (x.billed === null ? [] : [x.billed]));
    const inv = (await (await reports.monthly[":year"].$get({ param: { id, year }, query: { month: String(m) } })).json()) as {
      fieldReports: Array<{ totalAmount: string; kind: string }>;
      subTotals: Array<{ subTotal: string }>;
      totals: Record<string, string>;
    };
    const total = cents(sum(billed));
    expect({ month: m, total: inv.totals.invoiceTotal, lines: inv.fieldReports.length }).toEqual({ month: m, total, lines: billed.length });
    expect(cents(sum(inv.fieldReports.map((l) => asCents(l.totalAmount))))).toBe(total);
    expect(cents(sum(inv.subTotals.map((s) => asCents(s.subTotal))))).toBe(total);
    const { invoiceTotal: _t, ...byCategory } = inv.totals;
    expect(cents(sum(Object.values(byCategory).map(asCents)))).toBe(total);
    if (!billed.length) continue;
    const csv = Papa.parse<Record<string, string>>(await (await reports.monthly[":year"].$get({ param: { id, year }, query: { month: String(m), format: "csv" } as never })).text(), {
      header: true,
      skipEmptyLines: true,
    }).data;
    const lines = csv.filter((r) => r["Row Kind"] === "charge" || r["Row Kind"] === "credit");
    expect(cents(sum(lines.map((r) => asCents(r.Amount!))))).toBe(total);
    expect(csv.filter((r) => r["Row Kind"] === "total").map((r) => r.Amount)).toEqual([total]);
    if (spanishChecked) continue;
    // The same invoice written in Spanish for its partner (the entity's invoice language): the same amounts, row by row.
    spanishChecked = true;
    expect((await admin.api.entities[":id"].$put({ param: { id }, json: { invoiceLanguage: "es" } })).status).toBe(200);
    try {
      const es = Papa.parse<Record<string, string>>(await (await reports.monthly[":year"].$get({ param: { id, year }, query: { month: String(m), format: "csv" } as never })).text(), {
        header: true,
        skipEmptyLines: true,
      }).data;
      expect(es.map((r) => r.Importe)).toEqual(csv.map((r) => r.Amount));
      const esLines = es.filter((r) => r["Tipo de fila"] === "cargo" || r["Tipo de fila"] === "crédito");
      expect(cents(sum(esLines.map((r) => asCents(r.Importe!))))).toBe(total);
      expect(es.filter((r) => r["Tipo de fila"] === "total").map((r) => r.Importe)).toEqual([total]);
    } finally {
      expect((await admin.api.entities[":id"].$put({ param: { id }, json: { invoiceLanguage: "en" } })).status).toBe(200);
    }
  }
  return { entityId, fieldIds, productId, places, summary, breakdown };
}

describe("generated farms: every place shows the same money, to the cent", () => {
  test("property: field card = chart = cost summary (JSON, CSV) = field summary = detailed operations = field report", async () => {
    const runs = Number(process.env.CONSISTENCY_RUNS ?? 20);
    const farms: fc.Arbitrary<Farm> = farmPlan.chain((plan) =>
      fc.record({
        harvest: fc.option(harvestPlan(plan.fields.length), { nil: undefined, freq: 2 }),
        time: fc.option(timePlan(plan), { nil: undefined, freq: 2 }).map((t) => t ?? undefined),
      }).map((h) => ({ ...plan, ...h })),
    );
    await fc.assert(fc.asyncProperty(farms, async (plan) => void (await checkFarm(plan))), { numRuns: runs, endOnFailure: true });
    if (runs >= 10) expect(applications).toBeGreaterThan(0);
    if (runs >= 10) expect(settlements).toBeGreaterThan(0);
    if (runs >= 10) expect(approvedTime).toBeGreaterThan(0);
  }, 240_000);
});

const plan = (fields: number[], tasks: Array<Partial<FarmPlan["tasks"][number]> & Pick<FarmPlan["tasks"][number], "category" | "costPerAcre">>): FarmPlan => ({
  fields,
  tasks: tasks.map((task) => ({ field: 0, cropYear: YEAR, month: 3, day: 10, acres: null, equipmentRental: 0, yieldTracked: null, ...task })),
});

describe("hand-worked farms", () => {
  test("the issue's spray: 100 gal at $5.00 and 50 gal at $6.50, 30 gal on 37.5 acres at $4.00/acre = $315.00 everywhere", async () => {
    // Average $5.50/gal: 30 gal cost $165.00; the application charge 4.00 x 37.5 = $150.00; the task's cost $315.00.
    const farm = await checkFarm({
      ...plan([3750], [{ category: "protectants", costPerAcre: 400, applied: { gallons: 30 } }]),
      openingGallons: 100,
      openingValue: 50000,
      purchases: [{ year: YEAR, month: 3, day: 1, gallons: 50, value: 32500 }],
    });
    expect(farm.places["field card"]!.get(farm.fieldIds[0]!)).toMatchObject({ cost: "315.00", costPerAcre: "8.40" });
    const inv = (await (await reader.api.entities[":id"].reports.monthly[":year"].$get({ param: { id: String(farm.entityId), year: String(YEAR) }, query: { month: "3" } })).json()) as {
      totals: { invoiceTotal: string };
    };
    expect(inv.totals.invoiceTotal).toBe("315.00");
    // 120 gal left worth $660.00.
    const stock = await reader.api.entities[":entityId"].inventory[":productId"].$get({ param: { entityId: String(farm.entityId), productId: String(farm.productId) }, query: {} } as never);
    expect(await stock.json()).toMatchObject({ onHandQuantity: "120", onHandValue: "660.00" });
  });

  test("a custom income category and a yield-tracked Seed task: one answer everywhere", async () => {
    // 10 acres. Hay Contract (custom, income) $100/acre = 1,000.00 of income; Seed $10/acre = 100.00 of cost whose
    // yield (5 tons/acre x 10 acres x $20) = 1,000.00 is income too. Income 2,000.00, cost 100.00, net 1,900.00.
    const farm = await checkFarm(
      plan([1000], [
        { category: "customIncome", costPerAcre: 10000 },
        { category: "seed", costPerAcre: 1000, yieldTracked: { amount: 500, valuePerUnit: 2000 } },
      ]),
    );
    const card = farm.places["field card"]!.get(farm.fieldIds[0]!)!;
    expect(card).toEqual({ cost: "100.00", income: "2000.00", net: "1900.00", costPerAcre: "10.00", incomePerAcre: "200.00", netPerAcre: "190.00" } as never);
    expect(farm.summary.costPerAcre).toBe("10.00");
    // The chart shows the sale as no cost at all; the Seed bar is the only cost
    expect(farm.breakdown.byCategory.map((c) => [c.categoryName, c.cost, c.income])).toEqual([
      ["Seed", "100.00", "1000.00"],
      ["Hay Contract (consistency)", "0.00", "1000.00"],
    ]);
    // The invoice bills the seed and credits the contract: 100.00 - 1,000.00 = -900.00; the yield value is never billed
    const inv = (await (await reader.api.entities[":id"].reports.monthly[":year"].$get({ param: { id: String(farm.entityId), year: String(YEAR) }, query: { month: "3" } })).json()) as {
      fieldReports: Array<{ kind: string; totalAmount: string }>;
      totals: { invoiceTotal: string; totalIncome: string; totalSeed: string };
    };
    expect(inv.fieldReports.map((l) => [l.kind, l.totalAmount])).toEqual([["credit", "-1000.00"], ["charge", "100.00"]]);
    expect(inv.totals).toMatchObject({ invoiceTotal: "-900.00", totalIncome: "-1000.00", totalSeed: "100.00" });
  });

  test("an Income Generated harvest with yield data: its income is its amount, never its yield value", async () => {
    // Like Sand Hill on the demo farm: 130.94 acres, the harvest sold at $996.94/acre; its yield data (4.5 tons/acre
    // at $221.55) gives a different totalYieldValue, which is a statistic and no income.
    const farm = await checkFarm(
      plan([13094], [
        { category: "incomeGenerated", costPerAcre: 99694, yieldTracked: { amount: 450, valuePerUnit: 22155 } },
        { category: "water", costPerAcre: 4500, month: 4 },
      ]),
    );
    const figures = [...Object.values(farm.places)].map((p) => p.get(farm.fieldIds[0]!)!.income);
    // 130.94 x 996.94 = 130,539.3236 -> 130,539.32 on every screen
    expect(new Set(figures)).toEqual(new Set(["130539.32"]));
    // Water 45.00 x 130.94 = 5,892.30 of cost; net 124,647.02; per acre 951.94 (124,647.02 / 130.94 = 951.9400)
    expect(farm.places["field card"]!.get(farm.fieldIds[0]!)).toMatchObject({ cost: "5892.30", net: "124647.02", netPerAcre: "951.94" });
  });

  test("equipment, Farm Management, Water Assessment and Rent: costs on every screen, off the invoice", async () => {
    // 40 acres: Fertilizer 10/acre + 2.50 equipment = 500.00 (March); Farm Management 5/acre = 200.00 (March);
    // Water Assessment 3/acre = 120.00 (March); Rent 100/acre = 4,000.00 (January); a 2024 Seed task of 999.00 on no 2025 figure.
    const farm = await checkFarm(
      plan([4000], [
        { category: "fertilizer", costPerAcre: 1000, equipmentRental: 250 },
        { category: "farmManagement", costPerAcre: 500 },
        { category: "waterAssessment", costPerAcre: 300 },
        { category: "rent", costPerAcre: 10000, month: 1 },
        { category: "seed", costPerAcre: 2497, cropYear: YEAR - 1, acres: 4000 },
      ]),
    );
    // cost 500 + 200 + 120 + 4000 = 4,820.00; per acre 120.50; net -4,820.00
    expect(farm.places["cost summary"]!.get(farm.fieldIds[0]!)).toMatchObject({ cost: "4820.00", costPerAcre: "120.50", net: "-4820.00", netPerAcre: "-120.50" });
    expect(farm.summary.costPerAcre).toBe("120.50");
    // March's invoice bills the fertilizer alone: 500.00
    const inv = (await (await reader.api.entities[":id"].reports.monthly[":year"].$get({ param: { id: String(farm.entityId), year: String(YEAR) }, query: { month: "3" } })).json()) as {
      totals: { invoiceTotal: string };
    };
    expect(inv.totals.invoiceTotal).toBe("500.00");
  });
});

describe("hand-worked harvest: a field's income is its share of its crop's settlements", () => {
  test("the issue's corn: 6,000 and 4,000 bu, 7,000 bu settled at $4.85 less $362.34 = $33,587.66; the fields get $20,152.60 and $13,435.06 everywhere", async () => {
    // Field 1 (100 acres) has a Seed task of $50/acre with a typed yield (2 tons/acre at $100 = $20,000): harvested by
    // tickets, so that yield value is no income. Field 3 (50 acres) records no harvest: its Seed task's typed yield
    // (1 ton/acre at $20 = $1,000.00) stays its income. The 3,000 bu unsold at the $4.50 mark ($13,500.00) is no income.
    const farm = await checkFarm({
      ...plan([10000, 8000, 5000], [
        { category: "seed", costPerAcre: 5000, yieldTracked: { amount: 200, valuePerUnit: 10000 } },
        { category: "seed", costPerAcre: 1000, field: 2, yieldTracked: { amount: 100, valuePerUnit: 2000 } },
      ]),
      harvest: {
        tickets: [{ field: 0, bushels: 6000 }, { field: 1, bushels: 4000 }],
        settlements: [{ percent: 70, year: YEAR, month: 11, day: 20, priceE4: 48500, deductionCents: 36234 }],
        shrink: 0,
        markE4: 45000,
      },
    });
    const [first, second, third] = farm.fieldIds as [number, number, number];
    for (const [place, figures] of Object.entries(farm.places)) {
      expect({ place, incomes: [first, second, third].map((f) => figures.get(f)!.income) }).toEqual({ place, incomes: ["20152.60", "13435.06", "1000.00"] });
    }
    expect(farm.places["field card"]!.get(first)).toMatchObject({ cost: "5000.00", net: "15152.60", netPerAcre: "151.53" });

    const id = String(farm.entityId);
    const year = String(YEAR);
    const reports = reader.api.entities[":id"].reports;
    // The cost summary dates a share by its settlement: up to the day before, the corn has earned nothing
    const before = (await (await reports["cost-summary"].$get({ param: { id }, query: { year, from: `${YEAR}-01-01`, to: `${YEAR}-11-19` } })).json()) as {
      rows: Array<{ fieldId: number; income: string }>;
    };
    expect(before.rows.map((r) => r.income)).toEqual(["0.00", "0.00", "1000.00"]);
    // The field report of a month: the settlement's month has the share, another month not
    const month = async (m: string) =>
      ((await (await reader.api.fields[":fieldId"].profitability.$get({ param: { fieldId: String(first) }, query: { year, month: m } })).json()) as { totals: { revenue: string } }).totals.revenue;
    expect([await month("11"), await month("10")]).toEqual(["20152.60", "0.00"]);
    // Detailed operations: a Crop Sales line for the settlement share, on the crop sales account
    const ops = (await (await reports["detailed-operations"].$get({ param: { id }, query: { year, fieldId: String(first) } as never })).json()) as {
      lines: Array<{ categoryName: string; accountCode: number; operation: string; income: { total: string } }>;
    };
    expect(ops.lines.filter((l) => l.categoryName === "Crop Sales")).toEqual([
      expect.objectContaining({ accountCode: 9100, operation: `Corn #S-1 Elevator of Consistency Farm ${farms}`, income: expect.objectContaining({ total: "20152.60" }) }),
    ]);
    // Marked estimated, beside the income: field 3's typed yield value (in its income), and apart, never in the income,
    // the 3,000 bu unsold at the $4.50 mark = $13,500.00, split 60/40 like the settlement
    const marks = [
      { fieldId: first, yieldValue: "0.00", unsold: "8100.00" },
      { fieldId: second, yieldValue: "0.00", unsold: "5400.00" },
      { fieldId: third, yieldValue: "1000.00", unsold: "0.00" },
    ];
    const wide = { year, from: `${YEAR - 2}-01-01`, to: `${YEAR + 2}-12-31` };
    const read = async (res: Response | { json(): Promise<unknown> }) => ((await res.json()) as { estimates: unknown }).estimates;
    expect(await read(await reports["cost-summary"].$get({ param: { id }, query: wide }))).toEqual(marks);
    expect(await read(await reports["field-summary"].$get({ param: { id }, query: { year } }))).toEqual(marks);
    expect(await read(await reports["detailed-operations"].$get({ param: { id }, query: { year, fieldId: String(third) } as never }))).toEqual([marks[2]]);
    expect(await read(await reader.api.fields[":fieldId"].profitability.$get({ param: { fieldId: String(first) }, query: { year } }))).toEqual([marks[0]]);
    expect(await read(await reader.api.fields[":fieldId"].profitability.$get({ param: { fieldId: String(first) }, query: { year, month: "11" } }))).toEqual([]);
    expect(await read(await reader.api.fields[":fieldId"].history.$get({ param: { fieldId: String(second) }, query: {} as never }))).toEqual([{ cropYear: YEAR, yieldValue: "0.00", unsold: "5400.00" }]);
    // The PDFs print them under the figures, in the user's language
    const pdfText = async (res: Response | { arrayBuffer(): Promise<ArrayBuffer> }) => (await readPdf(res as never)).text;
    const costPdf = await pdfText(await reports["cost-summary"].$get({ param: { id }, query: { ...wide, format: "pdf" } as never }));
    expect(costPdf).toContain("unsold crop at the mark price: $8,100.00, not in the income");
    expect(costPdf).toContain("$1,000.00 of the income is a typed yield value");
    const fieldPdf = await pdfText(await reader.api.fields[":fieldId"].profitability.$get({ param: { fieldId: String(first) }, query: { year, format: "pdf", lang: "es" } as never }));
    expect(fieldPdf).toContain("cosecha sin vender al precio de referencia: $8,100.00");
    // The field report's CSV lists the share beside the tasks, so its Income column adds up to the revenue
    const csv = Papa.parse<Record<string, string>>(
      await (await reader.api.fields[":fieldId"].profitability.$get({ param: { fieldId: String(first) }, query: { year, format: "csv" } as never })).text(),
      { header: true, skipEmptyLines: true },
    ).data;
    expect(cents(sum(csv.map((r) => asCents(r.Income ?? "0.00"))))).toBe("20152.60");
  });
});

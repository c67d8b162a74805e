import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { and, eq, isNull } from "drizzle-orm";
import { ledgerAsOf } from "../../api/domain/inventory";
import { Dec } from "../../api/domain/money";
import { productLedger } from "../../api/services/inventory.service";
import { taskProducts, tasks } from "../../db/schema";
import { CAT, type ReportApp, startReportApp } from "./reports/support";

/*
 * Issue 36's property, through the API: random purchases, applications on tasks, returns, count adjustments, tasks
 * moved to another date and tasks deleted, sent in random date order (so most are back-dated against what came before). Whatever was accepted:
 * - stock is never below zero at any point of the ledger, and a refused entry (409) wrote nothing;
 * - at every date, purchases + adjustments - returns = applications + value on hand, to the cent (ledgerAsOf);
 * - each task's materialCost is its application's ledger cost, and its totalCost that plus the per-acre charge;
 * - each field's cost in the cost summary report is its applications' costs plus its per-acre charges.
 */

let app: ReportApp;
let vendorId: number;
let farms = 0;
beforeAll(async () => {
  app = await startReportApp();
  const res = await app.admin.api.vendors.$post({ json: { name: "Property Supply" } as never });
  expect(res.status).toBe(201);
  vendorId = ((await res.json()) as { id: number }).id;
}, 60_000);
afterAll(() => app.t.close());

type Op =
  | { kind: "purchase"; day: number; gallons: number; cents: number }
  | { kind: "apply"; day: number; gallons: number; field: number; chargeCents: number; acres: number }
  | { kind: "return"; day: number; gallons: number; creditCents: number | null }
  | { kind: "adjust"; day: number; gallons: number; valueCents: number }
  | { kind: "delete"; pick: number }
  | { kind: "redate"; pick: number; day: number };

const day = fc.integer({ min: 1, max: 28 });
const gallons = fc.integer({ min: 1, max: 40 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("purchase" as const), day, gallons, cents: fc.integer({ min: 1, max: 100_000 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("apply" as const), day, gallons, field: fc.integer({ min: 0, max: 1 }),
      chargeCents: fc.integer({ min: 0, max: 2_000 }), acres: fc.integer({ min: 1, max: 4_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("return" as const), day, gallons, creditCents: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }) }) },
  // Signed: found (with its value) or lost.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("adjust" as const), day, gallons: fc.integer({ min: -20, max: 20 }).filter((g) => g !== 0), valueCents: fc.integer({ min: 0, max: 20_000 }) }) },
  // A task deleted: its application leaves the ledger.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }) },
  // A task's date changed (PUT without its products: they are kept and costed at the new date).
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("redate" as const), pick: fc.nat(), day }) },
);

const dateOf = (d: number) => `2026-03-${String(d).padStart(2, "0")}`;
const money = (c: number) => new Dec(c).div(100).toFixed(2);
type Raw = { status: number; text(): Promise<string> };

async function run(ops: Op[]) {
  const admin = app.admin;
  const entity = await app.entity(`Property Farm ${++farms}`);
  const fields = [await app.field(entity.id, "A", "40", "Cotton"), await app.field(entity.id, "B", "25.5", "Cotton")];
  const made = await admin.api.products.$post({ json: { name: `Property Spray ${farms}`, kind: "crop protection", stockUnit: "gal" } as never });
  expect(made.status).toBe(201);
  const productId = ((await made.json()) as { id: number }).id;
  const ledger = async () => (await productLedger(app.t.db, entity.id, productId)).results;
  const applied: Array<{ taskId: number; field: number; charge: Dec }> = [];
  let invoice = 0;

  for (const o of ops) {
    const before = await ledger();
    let res: Raw;
    if (o.kind === "delete") {
      if (!applied.length) continue;
      const [gone] = applied.splice(o.pick % applied.length, 1);
      res = await admin.api.tasks[":id"].$delete({ param: { id: String(gone!.taskId) } });
    } else if (o.kind === "redate") {
      if (!applied.length) continue;
      const moved = applied[o.pick % applied.length]!;
      res = await admin.api.tasks[":id"].$put({ param: { id: String(moved.taskId) }, json: { date: dateOf(o.day) } as never });
    } else if (o.kind === "purchase") {
      const json = { entityId: entity.id, vendorId, invoiceNumber: `P-${++invoice}`, date: dateOf(o.day), lines: [{ productId, quantity: String(o.gallons), unit: "gal", amount: money(o.cents) }] };
      res = await admin.api.purchases.$post({ json: json as never });
    } else if (o.kind === "apply") {
      const f = fields[o.field]!;
      const json = {
        entityId: entity.id, fieldId: f.id, cropYear: 2026, name: "Spray", categoryId: CAT.CROP_PROTECTANTS, date: dateOf(o.day),
        costPerAcre: money(o.chargeCents), acresCovered: money(o.acres), products: [{ productId, totalQuantity: String(o.gallons), unit: "gal" }],
      };
      res = await admin.api.tasks.$post({ json: json as never });
      if (res.status === 201) {
        const id = ((await (res as unknown as Response).clone().json()) as { id: number }).id;
        applied.push({ taskId: id, field: o.field, charge: new Dec(money(o.chargeCents)).times(money(o.acres)).toDecimalPlaces(2, Dec.ROUND_HALF_UP) });
      }
    } else {
      const json =
        o.kind === "return"
          ? { entityId: entity.id, productId, kind: "return", date: dateOf(o.day), quantity: String(o.gallons), unit: "gal", vendorId, value: o.creditCents === null ? null : money(o.creditCents) }
          : { entityId: entity.id, productId, kind: "adjustment", date: dateOf(o.day), quantity: String(o.gallons), unit: "gal", reason: "count", value: o.gallons > 0 ? money(o.valueCents) : null };
      res = await admin.api["inventory-adjustments"].$post({ json: json as never });
    }
    if (res.status === 409) {
      const body = JSON.parse(await res.text()) as { code: string; message: string };
      expect(body.code).toBe("INVENTORY_SHORTFALL");
      expect(body.message).toMatch(/^Not enough Property Spray \d+ on 2026-03-\d\d: .* short\.$/);
      // Refused: the ledger is as it was.
      expect(await ledger()).toEqual(before);
    } else if (res.status >= 300) {
      throw new Error(`${o.kind}: ${res.status} ${await res.text()}`);
    }
  }

  // Stock never below zero; the invariant at every date, to the cent.
  const results = await ledger();
  for (const r of results) expect(new Dec(r.onHandQuantity).isNegative()).toBe(false);
  for (const date of new Set(results.map((r) => r.date))) {
    const a = ledgerAsOf(results, date);
    const inflow = new Dec(a.receipts).plus(a.adjustments).minus(a.returns);
    expect({ date, inflow: inflow.toFixed(2) }).toEqual({ date, inflow: new Dec(a.applications).plus(a.onHandValue).toFixed(2) });
  }

  // Each task's cost is its application's, plus its charge; each field's cost in the cost summary is their sum.
  const costOf = new Map(results.filter((r) => r.kind === "application").map((r) => [String(r.id), r.cost!]));
  const lines = await app.t.db.select().from(taskProducts).where(eq(taskProducts.entityId, entity.id));
  const rows = await app.t.db.select().from(tasks).where(and(eq(tasks.entityId, entity.id), isNull(tasks.deletedAt)));
  const byField = [new Dec(0), new Dec(0)];
  for (const a of applied) {
    const line = lines.find((l) => l.taskId === a.taskId)!;
    const task = rows.find((t) => t.id === a.taskId)!;
    expect({ task: a.taskId, material: task.materialCost, line: line.cost }).toEqual({ task: a.taskId, material: costOf.get(`a${line.id}`)!, line: costOf.get(`a${line.id}`)! });
    expect(task.totalCost).toBe(a.charge.plus(task.materialCost).toFixed(2));
    byField[a.field] = byField[a.field]!.plus(task.materialCost).plus(a.charge);
  }
  const summary = await app.reader.api.entities[":id"].reports["cost-summary"].$get({ param: { id: String(entity.id) }, query: { year: "2026", from: "2026-01-01", to: "2026-12-31" } });
  expect(summary.status).toBe(200);
  const report = (await summary.json()) as { rows: Array<{ fieldId: number; cost: string }> };
  for (const [i, f] of fields.entries()) {
    expect({ field: f.name, cost: report.rows.find((r) => r.fieldId === f.id)?.cost ?? "0.00" }).toEqual({ field: f.name, cost: byField[i]!.toFixed(2) });
  }
}

describe("purchases, applications, returns and adjustments in random date order", () => {
  test("property: stock never negative; purchases + adjustments = applications + on hand at every date; field costs = applications + charges", async () => {
    const runs = Number(process.env.INVENTORY_RUNS ?? 12);
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), run), { numRuns: runs, endOnFailure: true });
  }, 240_000);
});

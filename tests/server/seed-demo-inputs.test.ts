import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, asc, count, eq, inArray, isNotNull } from "drizzle-orm";
import { computeTaskTotals } from "../../api/domain/task-formulas";
import { sumCents } from "../../api/domain/money";
import { systemContext } from "../../api/services/context";
import { getInventoryReport, getPesticideUse, getPurchasesVsApplications } from "../../api/services/input-reports.service";
import { recostProduct } from "../../api/services/inventory.service";
import type { Db, DbHandle } from "../../db/client";
import { loadDemoFarm } from "../../db/demo-farm";
import { fields, products, purchaseLines, purchases, taskProducts, tasks, vendors } from "../../db/schema";
import { freshDatabase } from "../support/harness";

/*
 * The demo farm (`bun run seed:demo`, db/demo-farm.ts) shows the Inputs at work: products and vendors, invoices
 * bought ahead of every application, stock on hand, tasks whose cost comes from the products they applied, and a
 * Pesticide Use Report with rows. Its figures are the inventory's: the services (recostProduct, the input reports)
 * find nothing to change. Loaded with a fixed last day, so every run sees the same farm.
 */
const UNTIL = "2026-10-31";
let handle: DbHandle;
let db: Db;
let loaded: Awaited<ReturnType<typeof loadDemoFarm>>;

beforeAll(async () => {
  handle = await freshDatabase();
  db = handle.db;
  loaded = await loadDemoFarm(db, UNTIL);
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

/** Every product line of the demo with its task, in a form free of ids (two loads compare equal). */
async function fingerprint(on: Db) {
  const lines = await on
    .select({ task: tasks.name, date: tasks.date, product: products.name, rate: taskProducts.ratePerAcre, unit: taskProducts.unit, stock: taskProducts.stockQuantity, cost: taskProducts.cost, material: tasks.materialCost, total: tasks.totalCost })
    .from(taskProducts)
    .innerJoin(tasks, eq(tasks.id, taskProducts.taskId))
    .innerJoin(products, eq(products.id, taskProducts.productId))
    .orderBy(asc(tasks.id));
  const invoices = await on
    .select({ invoice: purchases.invoiceNumber, date: purchases.date, freight: purchases.freight, tax: purchases.tax, total: purchases.total, notes: purchases.notes })
    .from(purchases)
    .orderBy(asc(purchases.id));
  const sites = await on.select({ county: fields.county, operatorId: fields.operatorId, permitNumber: fields.permitNumber, siteId: fields.siteId, township: fields.township, range: fields.range, section: fields.section }).from(fields).orderBy(asc(fields.id));
  return { lines, invoices, sites };
}

describe("the demo farm's inputs", () => {
  test("products with their labels, two vendors and invoices over the crop years at each entity, in gallons, jugs, bags and tons, with freight and tax", async () => {
    const catalogue = await db.select().from(products).orderBy(asc(products.id));
    const protection = catalogue.filter((p) => p.kind === "crop protection");
    expect(protection.map((p) => p.name)).toEqual(["Roundup PowerMax", "Agri-Mek SC"]);
    for (const p of protection) {
      expect(p.epaRegistrationNumber).toMatch(/^\d+-\d+$/);
      expect(p.activeIngredients.length).toBeGreaterThan(0);
      expect(p.signalWord).not.toBeNull();
      expect(p.reentryHours).toBeGreaterThan(0);
      expect(p.preharvestDays).toBeGreaterThan(0);
    }
    expect(protection.filter((p) => p.restrictedUse).map((p) => p.name)).toEqual(["Agri-Mek SC"]);
    expect(catalogue.filter((p) => p.kind === "seed").length).toBeGreaterThan(0);
    expect(catalogue.find((p) => p.kind === "soil amendment")).toMatchObject({ name: "Gypsum (ag grade)", stockUnit: "ton" });
    expect(catalogue.filter((p) => p.kind === "fertilizer").length).toBe(12);
    expect((await db.select().from(vendors)).map((v) => v.name).sort()).toEqual(["Valley Ag Supply", "Westside Crop Protection"]);

    const perEntity = await db.select({ entityId: purchases.entityId, n: count() }).from(purchases).groupBy(purchases.entityId);
    expect(perEntity.length).toBe(loaded.farm.entityIds.length);
    for (const e of perEntity) expect(e.n).toBeGreaterThanOrEqual(3);
    const years = await db.selectDistinct({ notes: purchases.notes }).from(purchases);
    expect(years.length).toBeGreaterThanOrEqual(4);
    const units = new Set((await db.selectDistinct({ unit: purchaseLines.unit }).from(purchaseLines)).map((u) => u.unit));
    for (const unit of ["gal", "2.5 gal jug", "50 lb bag", "ton"]) expect(units).toContain(unit);
    const invoices = await db.select().from(purchases);
    expect(invoices.every((p) => Number(p.freight) > 0)).toBe(true);
    expect(invoices.some((p) => Number(p.tax) > 0)).toBe(true);
    for (const p of invoices) expect(p.total).toBe(sumCents([p.subtotal, p.freight, p.tax]));
    expect(loaded.inputs).toMatchObject({ vendors: 2, purchases: invoices.length });
    expect(loaded.inputs.productLines).toBeGreaterThan(40);
  });

  test("every product at every entity balances: purchases + adjustments = applications + value on hand, and stock is on hand", async () => {
    const ctx = systemContext(db);
    for (const entityId of loaded.farm.entityIds) {
      const report = await getPurchasesVsApplications(ctx, entityId, UNTIL);
      expect(report.rows.length).toBeGreaterThan(3);
      for (const row of report.rows) expect({ product: row.productName, balanced: row.balanced, difference: row.difference }).toEqual({ product: row.productName, balanced: true, difference: "0.00" });
      expect(report.balanced).toBe(true);
    }
    const inventory = await getInventoryReport(ctx, "all", UNTIL);
    expect(JSON.stringify(inventory)).toContain("Roundup PowerMax");
    expect(loaded.inputs.onHandValue).not.toBe("0.00");
  });

  test("the inventory service finds nothing to re-cost: each line's cost is the moving-average ledger's", async () => {
    const before = await db.select({ id: taskProducts.id, cost: taskProducts.cost }).from(taskProducts).orderBy(asc(taskProducts.id));
    const pairs = await db.selectDistinct({ entityId: taskProducts.entityId, productId: taskProducts.productId }).from(taskProducts);
    const ctx = systemContext(db);
    await db.transaction(async (tx) => {
      for (const p of pairs) expect(await recostProduct({ ...ctx, db: tx }, p.entityId, p.productId)).toEqual([]);
    });
    expect(await db.select({ id: taskProducts.id, cost: taskProducts.cost }).from(taskProducts).orderBy(asc(taskProducts.id))).toEqual(before);
    expect(before.every((l) => Number(l.cost) > 0)).toBe(true);
  });

  test("a task that applies products costs their lines: materialCost is their sum, totalCost the formulas' with it", async () => {
    const rows = await db
      .select({ task: tasks, fieldAcreage: fields.acreage })
      .from(tasks)
      .innerJoin(fields, eq(fields.id, tasks.fieldId))
      .where(inArray(tasks.id, db.selectDistinct({ id: taskProducts.taskId }).from(taskProducts)));
    const lines = await db.select({ taskId: taskProducts.taskId, cost: taskProducts.cost }).from(taskProducts);
    expect(rows.length).toBeGreaterThan(40);
    for (const { task, fieldAcreage } of rows) {
      const materialCost = sumCents(lines.filter((l) => l.taskId === task.id).map((l) => l.cost));
      expect({ id: task.id, materialCost: task.materialCost }).toEqual({ id: task.id, materialCost });
      expect({ id: task.id, totalCost: task.totalCost }).toEqual({ id: task.id, totalCost: computeTaskTotals({ ...task, fieldAcreage }).totalCost });
    }
    const categories = new Set(rows.map((r) => r.task.categoryId));
    expect(categories.size).toBeGreaterThanOrEqual(3);
  });

  test("a month with spraying has its Pesticide Use Report rows, every site complete, the restricted material on its own list", async () => {
    const sprays = await db
      .select({ entityId: tasks.entityId, date: tasks.date, restricted: products.restrictedUse })
      .from(taskProducts)
      .innerJoin(tasks, eq(tasks.id, taskProducts.taskId))
      .innerJoin(products, eq(products.id, taskProducts.productId))
      .where(and(eq(products.kind, "crop protection"), isNotNull(tasks.applicationTime)))
      .orderBy(asc(tasks.date));
    expect(sprays.length).toBeGreaterThan(5);
    const ctx = systemContext(db);
    const first = sprays[0]!;
    const month = first.date.slice(0, 7);
    const report = await getPesticideUse(ctx, first.entityId, month, false);
    expect(report.rows.length).toBe(sprays.filter((s) => s.entityId === first.entityId && s.date.startsWith(month)).length);
    expect(report.incomplete).toEqual([]);
    for (const row of report.rows) {
      expect(row.county).not.toBeNull();
      expect(row.mtrs).toMatch(/^M\d{2}[NS]\d{2}[EW]\d{2}$/);
      expect(row.time).toMatch(/^\d{2}:\d{2}$/);
    }
    const restricted = sprays.find((s) => s.restricted);
    expect(restricted).toBeDefined();
    const list = await getPesticideUse(ctx, restricted!.entityId, restricted!.date.slice(0, 7), true);
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((r) => r.productName === "Agri-Mek SC")).toBe(true);
    const sites = await db.select().from(fields);
    expect(sites.every((f) => f.county && f.operatorId && f.permitNumber && f.siteId && f.baseMeridian === "M" && f.township && f.range && f.section && f.acresPlanted === f.acreage)).toBe(true);
  });

  test("the same every load", async () => {
    const other = await freshDatabase();
    try {
      await loadDemoFarm(other.db, UNTIL);
      expect(await fingerprint(other.db)).toEqual(await fingerprint(db));
    } finally {
      await other.close();
    }
  }, 60_000);
});

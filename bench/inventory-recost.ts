/**
 * Re-costing one product with 10,000 movements after a back-dated invoice (issue 36): 5,000 receipts and 5,000
 * applications of one product at one entity over a year, each application on its own task; then an invoice dated
 * before all of them is added and `recostProduct` re-costs every application, every task's materialCost and
 * totalCost, in one transaction, as a purchase write does.
 *
 *   bun bench/inventory-recost.ts [--engine pglite|postgres|both] [--movements 10000] [--runs 3] [--pg-url URL]
 *
 * The floor does the same reads and writes without the ledger: the same movements read in one statement each, and
 * the same application lines and tasks written back in one statement each (cost and totals set to themselves). The
 * goal is under 1 s on PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { dec, sumCents } from "../api/domain/money";
import { systemContext } from "../api/services/context";
import { productLedger, recostProduct } from "../api/services/inventory.service";
import type { Db } from "../db/client";
import { entities, fields, products, purchaseLines, purchases, taskProducts, tasks, vendors } from "../db/schema";
import { engineBenchArgs } from "./lib/args";
import { freshBenchDatabase } from "./lib/engines";
import { table } from "./lib/measure";

const { engines, pgUrl, movements, runs } = engineBenchArgs(
  "bun bench/inventory-recost.ts [--engine pglite|postgres|both] [--movements N] [--runs N] [--pg-url URL]",
  { movements: { default: 10_000, min: 2 }, runs: { default: 3, min: 1, max: 20 } },
);
const CROP_PROTECTANTS = 4;
const BATCH = 2_000;

/** Day `i` of 2026 spread over the year, as YYYY-MM-DD. */
const dayOf = (i: number, n: number) => new Date(Date.UTC(2026, 0, 2) + Math.floor((i * 360) / n) * 86_400_000).toISOString().slice(0, 10);

async function load(db: Db) {
  const [entity] = await db.insert(entities).values({ name: "Bench Ranch" }).returning({ id: entities.id });
  const [field] = await db.insert(fields).values({ entityId: entity!.id, name: "Block 7", acreage: "40" }).returning({ id: fields.id });
  const [product] = await db.insert(products).values({ name: "Bench Herbicide", kind: "crop protection", stockUnit: "gal" }).returning({ id: products.id });
  const [vendor] = await db.insert(vendors).values({ name: "Bench Supply" }).returning({ id: vendors.id });
  const half = Math.floor(movements / 2);
  // Receipts of 10 gal at $5.00-$6.99 a gallon and applications of 5 gal: stock grows through the year, never short.
  for (let i = 0; i < half; i += BATCH) {
    const n = Math.min(BATCH, half - i);
    const made = await db
      .insert(purchases)
      .values(Array.from({ length: n }, (_, k) => ({ entityId: entity!.id, vendorId: vendor!.id, invoiceNumber: `INV-${i + k}`, date: dayOf(i + k, half) })))
      .returning({ id: purchases.id });
    await db.insert(purchaseLines).values(
      made.map((p, k) => {
        const value = dec(500 + ((i + k) % 200)).div(100).times(10).toFixed(2);
        return { purchaseId: p.id, line: 1, productId: product!.id, quantity: "10", unit: "gal", amount: value, value, stockQuantity: "10" };
      }),
    );
    const work = await db
      .insert(tasks)
      .values(Array.from({ length: n }, (_, k) => ({ entityId: entity!.id, fieldId: field!.id, categoryId: CROP_PROTECTANTS, name: `Spray ${i + k}`, cropYear: 2026, date: dayOf(i + k, half), acresCovered: "10", costPerAcre: "4.00", totalCost: "40.00" })))
      .returning({ id: tasks.id });
    await db.insert(taskProducts).values(work.map((t) => ({ taskId: t.id, entityId: entity!.id, productId: product!.id, line: 1, totalQuantity: "5", unit: "gal", stockQuantity: "5" })));
  }
  return { entityId: entity!.id, productId: product!.id, vendorId: vendor!.id };
}

/** The same reads and writes as a re-costing, without the ledger between them. */
async function floor(db: Db, entityId: number, productId: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pl.id, p.date, pl.seq, pl.stock_quantity, pl.value from purchase_lines pl join purchases p on p.id = pl.purchase_id where p.entity_id = ${entityId} and pl.product_id = ${productId}`);
    await tx.execute(sql`select id, kind, date, seq, stock_quantity, value, reason from inventory_adjustments where entity_id = ${entityId} and product_id = ${productId}`);
    await tx.execute(sql`select tp.id, t.date, tp.seq, tp.stock_quantity from task_products tp join tasks t on t.id = tp.task_id where tp.entity_id = ${entityId} and tp.product_id = ${productId} and t.deleted_at is null`);
    await tx.execute(sql`select id, task_id, cost from task_products where entity_id = ${entityId} and product_id = ${productId}`);
    const lines = await tx.select({ id: taskProducts.id, cost: taskProducts.cost, taskId: taskProducts.taskId }).from(taskProducts).where(sql`${taskProducts.productId} = ${productId}`);
    await tx.execute(sql`select t.*, f.acreage from tasks t join fields f on f.id = t.field_id where t.id in (select task_id from task_products where product_id = ${productId})`);
    await tx.execute(sql`update task_products tp set cost = x.cost from json_to_recordset(${JSON.stringify(lines.map((l) => ({ id: l.id, cost: l.cost })))}::json) as x(id integer, cost numeric) where tp.id = x.id`);
    await tx.execute(sql`update tasks t set material_cost = t.material_cost, total_cost = t.total_cost from json_to_recordset(${JSON.stringify(lines.map((l) => ({ id: l.taskId })))}::json) as x(id integer) where t.id = x.id`);
  });
}

const rows: Array<Array<string | number>> = [];
for (const engine of engines) {
  const bench = await freshBenchDatabase(engine, pgUrl);
  const { db } = bench.handle;
  try {
    console.error(`[${engine}] loading ${movements.toLocaleString("en-US")} movements into ${bench.where}`);
    const { entityId, productId, vendorId } = await load(db);
    // Cost everything once (not timed): each application and task as the API would have left them.
    await db.transaction((tx) => recostProduct(systemContext(tx), entityId, productId));
    const recost: number[] = [];
    const floors: number[] = [];
    let changed = 0;
    for (let run = 0; run < runs; run++) {
      // A back-dated invoice before every movement: its different price moves every application's cost.
      const [p] = await db.insert(purchases).values({ entityId, vendorId, invoiceNumber: `LATE-${run}`, date: "2026-01-01" }).returning({ id: purchases.id });
      const price = run % 2 ? "7.00" : "3.00";
      await db.insert(purchaseLines).values({ purchaseId: p!.id, line: 1, productId, quantity: "100", unit: "gal", amount: dec(price).times(100).toFixed(2), value: dec(price).times(100).toFixed(2), stockQuantity: "100" });
      let started = performance.now();
      const answer = await db.transaction((tx) => recostProduct(systemContext(tx), entityId, productId));
      recost.push(performance.now() - started);
      changed = answer.length;
      started = performance.now();
      await floor(db, entityId, productId);
      floors.push(performance.now() - started);
    }
    // The invariant after the last run: receipts in = applications' costs + value on hand, to the cent.
    const { results } = await productLedger(db, entityId, productId);
    const last = results.at(-1)!;
    const received = sumCents(results.filter((r) => r.kind === "receipt").map((r) => r.value));
    const applied = sumCents(results.filter((r) => r.cost !== null).map((r) => r.cost));
    const stored = await db.execute(sql`select coalesce(sum(cost), 0)::text as s from task_products where product_id = ${productId}`);
    const storedSum = (stored as unknown as { rows?: { s: string }[] }).rows?.[0]?.s ?? (stored as unknown as { s: string }[])[0]!.s;
    const holds = dec(received).equals(dec(applied).plus(dec(last.onHandValue))) && dec(storedSum).equals(dec(applied));
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    const s = (v: number) => `${(v / 1000).toFixed(3)} s`;
    rows.push([engine, results.length, changed, s(median(recost)), s(median(floors)), (median(recost) / median(floors)).toFixed(1), holds ? "yes" : "NO", median(recost) < 1000 ? "yes" : "NO"]);
  } finally {
    await bench.dispose();
  }
}
console.log(table(["engine", "movements", "tasks re-costed", "recost (median)", "floor (median)", "x floor", "invariant to the cent", "under 1 s"], rows));

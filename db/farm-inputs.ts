import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { CALIFORNIA_COUNTIES } from "../api/domain/california-counties";
import { type PackDefinition, toStockQuantity } from "../api/domain/input-units";
import { type MovementInput, inventoryLedger } from "../api/domain/inventory";
import { Dec, dec, sumCents, toCents } from "../api/domain/money";
import { fertilizerType } from "../api/domain/products";
import { purchaseMoney } from "../api/domain/purchase-lines";
import { CATEGORY_NAME, SEED_CATEGORIES } from "../api/domain/task-categories";
import { computeTaskTotals } from "../api/domain/task-formulas";
import { lineStockQuantity } from "../api/domain/task-products";
import type { Db } from "./client";
import {
  AERIAL_APPLICATOR,
  APPLICATION_CHARGE,
  COUNTY_SURVEY,
  DEMO_PRODUCTS,
  DEMO_VENDORS,
  type DemoBuying,
  FERTILIZER_BUYING,
  FERTILIZER_PRICES,
  GROUND_APPLICATORS,
  PRICE_RISE,
  TOWN_COUNTY,
} from "./farm-catalog";
import { createRng, type Rng } from "./farm-rows";
import { entities, fields, products, purchaseLines, purchases, taskProducts, tasks, vendors } from "./schema";

/*
 * The demo farm's inputs (issue 36), written below the API with the pure domain rules the services use
 * (docs/decisions/one-way-in.md): vendors and products, invoices bought ahead of every application (never a
 * shortfall), product lines on the farm's Fertilizer, Crop Protectants, Seed and Soil Amendment tasks, each costed by
 * the inventory's moving-average ledger (inventoryLedger), and each task's materialCost and totalCost from
 * computeTaskTotals, as recostProduct writes them. The fields get their Pesticide Use Report site. Every draw follows
 * from the farm's seed, so a load is the same each time.
 */

export interface LoadedInputs {
  products: number;
  vendors: number;
  purchases: number;
  purchaseTotal: string;
  productLines: number;
  materialCost: string;
  onHandValue: string;
}

interface StoredProduct {
  id: number;
  name: string;
  kind: string;
  stockUnit: string;
  packs: PackDefinition[];
}

interface Application {
  task: AppliedTaskRow;
  product: StoredProduct;
  ratePerAcre: string;
  unit: string;
  stockQuantity: string;
}

const categoryName = new Map<number, string>(SEED_CATEGORIES.map((c) => [c.id, c.name]));
const APPLYING = [CATEGORY_NAME.FERTILIZER, CATEGORY_NAME.CROP_PROTECTANTS, CATEGORY_NAME.SEED, CATEGORY_NAME.SOIL_AMENDMENT];
const applyingIds = SEED_CATEGORIES.filter((c) => (APPLYING as string[]).includes(c.name)).map((c) => c.id);

/** Stock reordered is what the period needs beyond what is on hand, and this much more, rounded up to whole lots. */
const SAFETY = new Dec("1.15");

/** One statement updating many rows: `set` names the columns (with their SQL types) taken from `rows` by id. */
async function updateRows(db: Db, table: string, columns: Record<string, string>, rows: Array<Record<string, unknown>>) {
  if (!rows.length) return;
  const set = Object.keys(columns).map((c) => `"${c}" = x."${c}"`).join(", ");
  const shape = ["id integer", ...Object.entries(columns).map(([c, t]) => `"${c}" ${t}`)].join(", ");
  await db.execute(sql`update ${sql.raw(table)} t set ${sql.raw(set)} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(shape)}) where t.id = x.id`);
}

/** The catalogue's products and the demo's vendors, the demo's added when missing (a second load finds them). */
async function catalogue(db: Db) {
  await db.insert(vendors).values(DEMO_VENDORS.map(({ name, notes }) => ({ name, notes }))).onConflictDoNothing({ target: vendors.name });
  await db
    .insert(products)
    .values(DEMO_PRODUCTS.map((p) => ({ ...p.product, activeIngredients: p.product.activeIngredients ?? [] })))
    .onConflictDoNothing({ target: products.name });
  const vendorRows = await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(inArray(vendors.name, DEMO_VENDORS.map((v) => v.name)));
  const vendorIds = DEMO_VENDORS.map((v) => vendorRows.find((r) => r.name === v.name)!.id);
  const rows = await db
    .select({ id: products.id, name: products.name, kind: products.kind, stockUnit: products.stockUnit, packs: products.packs })
    .from(products)
    .orderBy(asc(products.id));
  return { vendorIds, products: rows as StoredProduct[] };
}

/** The fields' Pesticide Use Report site: the county of the entity's town, its operator ID and permit, each field's MTRS. */
async function siteData(db: Db, rng: Rng, entityIds: number[], lastYear: number) {
  const entityRows = await db.select({ id: entities.id, location: entities.location }).from(entities).where(inArray(entities.id, entityIds)).orderBy(asc(entities.id));
  const fieldRows = await db.select({ id: fields.id, entityId: fields.entityId, acreage: fields.acreage }).from(fields).where(inArray(fields.entityId, entityIds)).orderBy(asc(fields.id));
  const updates: Array<Record<string, unknown>> = [];
  for (const entity of entityRows) {
    const county = TOWN_COUNTY[(entity.location ?? "").split(",")[0]!.trim()] ?? "Fresno";
    const code = String(CALIFORNIA_COUNTIES.indexOf(county as (typeof CALIFORNIA_COUNTIES)[number]) + 1).padStart(2, "0");
    const survey = COUNTY_SURVEY[county] ?? COUNTY_SURVEY.Fresno!;
    const operatorId = `${code}${rng.int(10_000, 99_999)}`;
    const permitNumber = `${code}-${String(lastYear).slice(2)}-${code}${rng.int(10_000, 99_999)}`;
    fieldRows
      .filter((f) => f.entityId === entity.id)
      .forEach((f, i) => {
        updates.push({
          id: f.id,
          county,
          operator_id: operatorId,
          permit_number: permitNumber,
          site_id: String(i + 1).padStart(2, "0"),
          base_meridian: "M",
          township: `${rng.int(survey.township[0], survey.township[1])}${survey.township[2]}`,
          range: `${rng.int(survey.range[0], survey.range[1])}${survey.range[2]}`,
          section: rng.int(1, 36),
          acres_planted: f.acreage,
        });
      });
  }
  await updateRows(db, "fields", {
    county: "text",
    operator_id: "text",
    permit_number: "text",
    site_id: "text",
    base_meridian: "text",
    township: "text",
    range: "text",
    section: "integer",
    acres_planted: "numeric",
  }, updates);
}

/** The tasks of the farm that may apply products, in the order they were written, with their field's acreage. */
function applyingTasks(db: Db, entityIds: number[]) {
  return db
    .select({
      id: tasks.id,
      entityId: tasks.entityId,
      categoryId: tasks.categoryId,
      name: tasks.name,
      cropType: tasks.cropType,
      date: tasks.date,
      acresCovered: tasks.acresCovered,
      costPerAcre: tasks.costPerAcre,
      equipmentRental: tasks.equipmentRental,
      fertilizerId: tasks.fertilizerId,
      fertilizerGallonsApplied: tasks.fertilizerGallonsApplied,
      yieldAmount: tasks.yieldAmount,
      yieldValuePerUnit: tasks.yieldValuePerUnit,
      waterAssessmentPerAcre: tasks.waterAssessmentPerAcre,
      rentPerAcre: tasks.rentPerAcre,
      irrigationType: tasks.irrigationType,
      irrigationHours: tasks.irrigationHours,
      fieldAcreage: fields.acreage,
    })
    .from(tasks)
    .innerJoin(fields, eq(fields.id, tasks.fieldId))
    .where(and(inArray(tasks.entityId, entityIds), inArray(tasks.categoryId, applyingIds)))
    .orderBy(asc(tasks.id));
}
type AppliedTaskRow = Awaited<ReturnType<typeof applyingTasks>>[number];

/** What a task applies, or null: its fertilizer at its units per acre, or the demo product for its name or crop. */
function applicationOf(rng: Rng, task: AppliedTaskRow, byId: Map<number, StoredProduct>, byName: Map<string, StoredProduct>): Omit<Application, "stockQuantity"> | null {
  const category = categoryName.get(task.categoryId);
  if (category === CATEGORY_NAME.FERTILIZER) {
    const product = task.fertilizerId === null ? undefined : byId.get(task.fertilizerId);
    if (!product || product.kind !== "fertilizer" || !FERTILIZER_PRICES[product.name] || !dec(task.fertilizerGallonsApplied).greaterThan(0)) return null;
    return { task, product, ratePerAcre: task.fertilizerGallonsApplied!, unit: product.stockUnit };
  }
  const demo = DEMO_PRODUCTS.find((p) => p.appliedOn.category === category && (p.appliedOn.taskNames?.includes(task.name) || p.appliedOn.crops?.includes(task.cropType ?? "")));
  const product = demo ? byName.get(demo.product.name) : undefined;
  if (!demo || !product || product.kind !== demo.product.kind) return null;
  return { task, product, ratePerAcre: rng.pick(demo.rates), unit: demo.unit };
}

/** How a product is bought: the demo's own, or a seeded fertilizer's by its type. */
function buyingOf(product: StoredProduct): DemoBuying {
  const demo = DEMO_PRODUCTS.find((p) => p.product.name === product.name);
  if (demo) return demo.buying;
  return { ...FERTILIZER_BUYING[fertilizerType(product.stockUnit)], price: FERTILIZER_PRICES[product.name]! };
}

/** The half-year an application falls in: its stock is bought in the December before or in June. */
function periodOf(date: string) {
  const year = Number(date.slice(0, 4));
  const firstHalf = date.slice(5, 7) <= "06";
  return { key: `${year}-${firstHalf ? 1 : 2}`, year, firstHalf };
}

interface InvoiceDraft {
  entityId: number;
  vendor: number;
  date: string;
  notes: string;
  lines: Array<{ product: StoredProduct; quantity: string; unit: string; unitPrice: string }>;
}

/**
 * The invoices that keep every application covered: per entity and product, each half-year's applications beyond
 * what is on hand are bought before the half-year starts, 15% more and in whole lots; one invoice per vendor and
 * half-year.
 */
function planPurchases(rng: Rng, applications: Application[]): InvoiceDraft[] {
  const invoices = new Map<string, InvoiceDraft>();
  const groups = new Map<string, Application[]>();
  for (const a of applications) {
    const key = `${a.task.entityId}:${a.product.id}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const order = [...groups.values()].sort((a, b) => a[0]!.task.entityId - b[0]!.task.entityId || a[0]!.product.id - b[0]!.product.id);
  for (const group of order) {
    const { product } = group[0]!;
    const buying = buyingOf(product);
    const lotSize = toStockQuantity(product as { stockUnit: "gal" }, String(buying.lot), buying.unit);
    const periods = new Map<string, { period: ReturnType<typeof periodOf>; need: Dec }>();
    for (const a of [...group].sort((x, y) => (x.task.date < y.task.date ? -1 : x.task.date > y.task.date ? 1 : x.task.id - y.task.id))) {
      const period = periodOf(a.task.date);
      const p = periods.get(period.key) ?? { period, need: new Dec(0) };
      p.need = p.need.plus(dec(a.stockQuantity));
      periods.set(period.key, p);
    }
    let onHand = new Dec(0);
    for (const { period, need } of periods.values()) {
      const short = need.minus(onHand);
      if (short.isPositive() && !short.isZero()) {
        const lots = short.times(SAFETY).div(lotSize).ceil();
        const quantity = lots.times(buying.lot);
        onHand = onHand.plus(lots.times(lotSize));
        const invoiceKey = `${group[0]!.task.entityId}:${buying.vendor}:${period.key}`;
        const invoice = invoices.get(invoiceKey) ?? {
          entityId: group[0]!.task.entityId,
          vendor: buying.vendor,
          date: period.firstHalf ? `${period.year - 1}-12-${rng.int(10, 19)}` : `${period.year}-06-${rng.int(10, 24)}`,
          notes: period.firstHalf ? `Early-order program, crop year ${period.year}` : `Mid-season reorder, crop year ${period.year}`,
          lines: [],
        };
        const unitPrice = toCents(dec(buying.price).times(new Dec(1 + PRICE_RISE).pow(period.year - 2024)));
        invoice.lines.push({ product, quantity: quantity.toFixed(), unit: buying.unit, unitPrice });
        invoices.set(invoiceKey, invoice);
      }
      onHand = onHand.minus(need);
    }
  }
  return [...invoices.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.entityId - b.entityId || a.vendor - b.vendor));
}

/**
 * Adds the demo's inputs to the farm just written (its entities): see the file's comment. Run it in the farm's
 * transaction. Throws the ledger's InventoryShortfallError if an application were ever not covered.
 */
export async function insertFarmInputs(db: Db, farm: { entityIds: number[] }, spec: { seed: number; cropYears: number[] }): Promise<LoadedInputs> {
  const rng = createRng(spec.seed ^ 0x1a9075);
  const { vendorIds, products: stored } = await catalogue(db);
  await siteData(db, rng, farm.entityIds, Math.max(...spec.cropYears));
  const byId = new Map(stored.map((p) => [p.id, p]));
  const byName = new Map(stored.map((p) => [p.name, p]));

  // What each task applies, and the task's own charge for applying it (the product is costed by the inventory).
  const applications: Application[] = [];
  const taskUpdates = new Map<number, { costPerAcre: string; applicationTime: string | null; applicationMethod: string | null; applicator: string | null }>();
  for (const task of await applyingTasks(db, farm.entityIds)) {
    const applied = applicationOf(rng, task, byId, byName);
    if (!applied) continue;
    const measured = lineStockQuantity(applied.product as { stockUnit: "gal" }, { ratePerAcre: applied.ratePerAcre, totalQuantity: null, unit: applied.unit }, task.acresCovered, 0);
    if ("issue" in measured) continue;
    applications.push({ ...applied, stockQuantity: measured.quantity });
    const category = categoryName.get(task.categoryId)!;
    const sprayed = applied.product.kind === "crop protection";
    const aerial = sprayed && dec(task.acresCovered).greaterThan(150) && rng.chance(0.3);
    taskUpdates.set(task.id, {
      costPerAcre: rng.amount(APPLICATION_CHARGE[category]!),
      applicationTime: sprayed ? `${String(rng.int(5, 10)).padStart(2, "0")}:${rng.pick(["00", "15", "30", "45"])}` : null,
      applicationMethod: sprayed ? (aerial ? "aerial" : "ground") : null,
      applicator: sprayed ? (aerial ? AERIAL_APPLICATOR : rng.pick(GROUND_APPLICATORS)) : null,
    });
  }

  // The invoices, written with their money as the purchases service writes it (purchaseMoney: freight and tax by amount).
  const drafts = planPurchases(rng, applications);
  const counters = DEMO_VENDORS.map((v) => v.firstInvoice);
  const money = drafts.map((d) => {
    const vendor = DEMO_VENDORS[d.vendor]!;
    const lines = d.lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPrice }));
    const freight = rng.amount(vendor.freight);
    const tax = vendor.taxRate === null ? "0.00" : toCents(dec(purchaseMoney(lines).subtotal).times(dec(vendor.taxRate)));
    return purchaseMoney(lines, { freight, tax });
  });
  const headers = drafts.length
    ? await db
        .insert(purchases)
        .values(
          drafts.map((d, i) => ({
            entityId: d.entityId,
            vendorId: vendorIds[d.vendor]!,
            invoiceNumber: `${DEMO_VENDORS[d.vendor]!.prefix}-${counters[d.vendor]!++}`,
            date: d.date,
            freight: money[i]!.freight,
            tax: money[i]!.tax,
            subtotal: money[i]!.subtotal,
            total: money[i]!.total,
            notes: d.notes,
          })),
        )
        .returning({ id: purchases.id })
    : [];
  const lineValues = drafts.flatMap((d, i) =>
    d.lines.map((l, j) => ({
      purchaseId: headers[i]!.id,
      line: j + 1,
      productId: l.product.id,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      ...money[i]!.lines[j]!,
      stockQuantity: toStockQuantity(l.product as { stockUnit: "gal" }, l.quantity, l.unit).toFixed(),
    })),
  );
  const receipts = lineValues.length
    ? await db.insert(purchaseLines).values(lineValues).returning({ id: purchaseLines.id, seq: purchaseLines.seq, purchaseId: purchaseLines.purchaseId, productId: purchaseLines.productId, stockQuantity: purchaseLines.stockQuantity, value: purchaseLines.value })
    : [];
  const lines = applications.length
    ? await db
        .insert(taskProducts)
        .values(applications.map((a) => ({ taskId: a.task.id, entityId: a.task.entityId, productId: a.product.id, line: 1, ratePerAcre: a.ratePerAcre, totalQuantity: null, unit: a.unit, stockQuantity: a.stockQuantity })))
        .returning({ id: taskProducts.id, seq: taskProducts.seq, taskId: taskProducts.taskId })
    : [];

  // Each entity's ledger of each product, costed as recostProduct costs it: the same movements, ids and order.
  const dateOf = new Map(drafts.map((d, i) => [headers[i]!.id, d]));
  const ledgers = new Map<string, MovementInput[]>();
  const push = (entityId: number, productId: number, m: MovementInput) => {
    const key = `${entityId}:${productId}`;
    ledgers.set(key, [...(ledgers.get(key) ?? []), m]);
  };
  for (const r of receipts) {
    const invoice = dateOf.get(r.purchaseId)!;
    push(invoice.entityId, r.productId, { id: `r${r.id}`, kind: "receipt", date: invoice.date, seq: r.seq, quantity: r.stockQuantity, value: r.value });
  }
  lines.forEach((l, i) => {
    const a = applications[i]!;
    push(a.task.entityId, a.product.id, { id: `a${l.id}`, kind: "application", date: a.task.date, seq: l.seq, quantity: a.stockQuantity });
  });
  const cost = new Map<string, string>();
  const onHand: string[] = [];
  for (const [key, movements] of ledgers) {
    const product = byId.get(Number(key.split(":")[1]))!;
    const results = inventoryLedger(product, movements);
    for (const r of results) if (r.cost !== null) cost.set(String(r.id), r.cost);
    onHand.push(results.at(-1)!.onHandValue);
  }
  const lineCosts = lines.map((l) => ({ id: l.id, cost: cost.get(`a${l.id}`)! }));
  await updateRows(db, "task_products", { cost: "numeric" }, lineCosts);

  // Each task's materialCost is the sum of its lines, and its totalCost the formulas' with it.
  const materialOf = new Map<number, string[]>();
  lines.forEach((l, i) => materialOf.set(l.taskId, [...(materialOf.get(l.taskId) ?? []), lineCosts[i]!.cost]));
  const taskRows = applications.map((a) => a.task).filter((t, i, all) => all.findIndex((x) => x.id === t.id) === i);
  await updateRows(
    db,
    "tasks",
    { cost_per_acre: "numeric", material_cost: "numeric", total_cost: "numeric", application_time: "text", application_method: "text", applicator: "text" },
    taskRows.map((t) => {
      const u = taskUpdates.get(t.id)!;
      const materialCost = sumCents(materialOf.get(t.id) ?? []);
      const { totalCost } = computeTaskTotals({ ...t, costPerAcre: u.costPerAcre, materialCost });
      return {
        id: t.id,
        cost_per_acre: u.costPerAcre,
        material_cost: materialCost,
        total_cost: totalCost,
        application_time: u.applicationTime,
        application_method: u.applicationMethod,
        applicator: u.applicator,
      };
    }),
  );
  await db.execute(sql`analyze products, vendors, purchases, purchase_lines, task_products`);
  return {
    products: new Set([...receipts.map((r) => r.productId)]).size,
    vendors: DEMO_VENDORS.length,
    purchases: drafts.length,
    purchaseTotal: sumCents(money.map((m) => m.total)),
    productLines: lines.length,
    materialCost: sumCents(lineCosts.map((l) => l.cost)),
    onHandValue: sumCents(onHand),
  };
}

import type { ServiceContext } from "./context";
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type ProductRow, inventoryAdjustments, products, purchaseLines, taskProducts, tasks } from "../../db/schema";
import { BASE_UNITS, type BaseUnit, isBaseUnit, productUnits, UnitError } from "../domain/input-units";
import {
  CROP_PROTECTION_FIELDS, FERTILIZER_STOCK_UNITS, type ProductKind, type ProductUsage, productInUseMessage, productUnitNames, SIGNAL_WORDS,
} from "../domain/products";
import type { ErrorCode } from "../lib/error-codes";
import { AppError, invalid, nameTaken, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { ListParams } from "../lib/list-query";
import type { ProductFilter, ProductInput, ProductPatch } from "../schemas/products.schemas";
import { orderFor, pageFor } from "./list";
import { countTasksUsing } from "./tasks-read.service";

export const PRODUCT_SORTABLE = ["id", "name", "kind", "stockUnit", "createdAt"] as const;

/** A product as every answer shows it: its stock unit and packs typed, and the units it may be bought or applied in. */
export function publicProduct(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as ProductKind,
    stockUnit: row.stockUnit as BaseUnit,
    packs: row.packs,
    units: productUnitNames(row.stockUnit, row.packs),
    nPerGal: row.nPerGal,
    pPerGal: row.pPerGal,
    kPerGal: row.kPerGal,
    epaRegistrationNumber: row.epaRegistrationNumber,
    activeIngredients: row.activeIngredients,
    restrictedUse: row.restrictedUse,
    signalWord: row.signalWord as (typeof SIGNAL_WORDS)[number] | null,
    reentryHours: row.reentryHours,
    preharvestDays: row.preharvestDays,
    createdAt: row.createdAt,
  };
}
export type Product = ReturnType<typeof publicProduct>;

/** What the audit trail keeps of a product: its stored values (units are derived from the packs). */
const audited = ({ units: _units, ...stored }: Product) => stored;

function filterWhere(filter: ProductFilter) {
  return and(
    filter.q ? or(ilike(products.name, `%${filter.q}%`), ilike(products.epaRegistrationNumber, `%${filter.q}%`)) : undefined,
    filter.id !== undefined ? inArray(products.id, ([] as number[]).concat(filter.id)) : undefined,
    filter.kind !== undefined ? inArray(products.kind, ([] as string[]).concat(filter.kind)) : undefined,
  );
}

/** The catalogue, by name unless a sort is given (every role reads it: crew pick the products they applied). */
export async function listProducts(ctx: ServiceContext, params: ListParams<ProductFilter>) {
  const { db } = ctx;
  const where = filterWhere(params.filter);
  const { limit, offset } = pageFor(params.range);
  const columns = { id: products.id, name: products.name, kind: products.kind, stockUnit: products.stockUnit, createdAt: products.createdAt };
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...orderFor(params.sort, columns, asc(products.name), products.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { rows: rows.map(publicProduct), total: total?.n ?? 0, start: offset };
}

export async function getProductRow(ctx: ServiceContext, id: number) {
  const [row] = await ctx.db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound("Product");
  return row;
}

/** One product with its stock unit, packs and units (404 when there is none). */
export const getProduct = async (ctx: ServiceContext, id: number) => publicProduct(await getProductRow(ctx, id));

/** The products of `ids` that exist, by id (a purchase's or a task's lines read theirs at once). */
export async function productsByIds(ctx: ServiceContext, ids: readonly number[]): Promise<Map<number, Product>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db.select().from(products).where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, publicProduct(r)]));
}

/** The product of this name whatever its case (an import's Product column), or null. */
export async function findProductByName(ctx: ServiceContext, name: string): Promise<Product | null> {
  const [row] = await ctx.db.select().from(products).where(sql`lower(${products.name}) = lower(${name.trim()})`);
  return row ? publicProduct(row) : null;
}

/**
 * Names are unique in the whole catalogue whatever their case, so a task form or an import never has to choose
 * between two.
 */
export async function assertProductNameFree(db: Db, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ name: products.name, kind: products.kind })
    .from(products)
    .where(and(sql`lower(${products.name}) = lower(${name})`, exceptId !== undefined ? ne(products.id, exceptId) : undefined));
  if (clash) {
    const message = clash.kind === "fertilizer" ? `A fertilizer named "${clash.name}" already exists` : `A product named "${clash.name}" (${clash.kind}) already exists`;
    throw nameTaken(message, { taken: "product", name: clash.name, kind: clash.kind });
  }
}

/** A 409 whose facts (`details`) a client words in its user's language; the message stays the server's English. */
const refused = (code: ErrorCode, message: string, details: Record<string, unknown>) => new AppError(S.CONFLICT, code, message, undefined, undefined, details);

/** The packs checked (api/domain/input-units.ts productUnits), each wrong one a 400 on packs.N.<its field>. */
function checkPacks(stockUnit: BaseUnit, packs: ProductInput["packs"]) {
  for (let i = 0; i < packs.length; i++) {
    const pack = packs[i]!;
    try {
      const units = productUnits(packs.slice(0, i + 1));
      const dimension = units.get(pack.name)!.dimension;
      if (dimension !== BASE_UNITS[stockUnit].dimension) {
        throw invalid(`packs.${i}.unit`, `the pack "${pack.name}" is a ${dimension} but the stock is kept in ${stockUnit} (a ${BASE_UNITS[stockUnit].dimension}); a ${dimension} cannot be converted into it`);
      }
    } catch (err) {
      if (!(err instanceof UnitError)) throw err;
      const before = productUnits(packs.slice(0, i));
      const field = pack.name.trim() === "" || before.has(pack.name.trim()) ? "name" : err.units.length > 1 ? "unit" : "quantity";
      throw invalid(`packs.${i}.${field}`, err.message);
    }
  }
}

type Stored = Pick<ProductRow, "kind" | "stockUnit" | "packs" | "epaRegistrationNumber" | "activeIngredients" | "restrictedUse" | "signalWord" | "reentryHours" | "preharvestDays">;

const CROP_PROTECTION_WORDS: Record<(typeof CROP_PROTECTION_FIELDS)[number], string> = {
  epaRegistrationNumber: "an EPA registration number",
  activeIngredients: "active ingredients",
  restrictedUse: "restricted use",
  signalWord: "a signal word",
  reentryHours: "a re-entry interval",
  preharvestDays: "a pre-harvest interval",
};

/** The rules across fields, on the record as it will be saved (a create's input, an update's merge). */
function checkProduct(p: Stored) {
  if (!isBaseUnit(p.stockUnit)) throw invalid("stockUnit", `must be one of ${Object.keys(BASE_UNITS).join(", ")}`);
  if (p.kind === "fertilizer" && !FERTILIZER_STOCK_UNITS.includes(p.stockUnit)) {
    throw invalid("stockUnit", `a fertilizer is stocked in gal (liquid: its N, P and K are per gallon) or lb (dry: per pound), not ${p.stockUnit}`);
  }
  checkPacks(p.stockUnit, p.packs);
  if (p.kind === "crop protection") return;
  for (const field of CROP_PROTECTION_FIELDS) {
    const value = p[field];
    const empty = value === null || value === false || (Array.isArray(value) && value.length === 0);
    if (!empty) throw invalid(field, `only a crop-protection product has ${CROP_PROTECTION_WORDS[field]}; this one is ${p.kind} (clear it, or make it crop protection)`);
  }
}

/** Where a product is named: purchase lines, returns and adjustments, tasks applying it or naming it as their fertilizer. */
export async function productUsage(ctx: ServiceContext, id: number): Promise<ProductUsage> {
  const { db } = ctx;
  const [lines] = await db.select({ n: count() }).from(purchaseLines).where(eq(purchaseLines.productId, id));
  const [adjustments] = await db.select({ n: count() }).from(inventoryAdjustments).where(eq(inventoryAdjustments.productId, id));
  const applying = db.select({ id: taskProducts.taskId }).from(taskProducts).where(eq(taskProducts.productId, id));
  const used = await countTasksUsing(ctx, or(eq(tasks.fertilizerId, id), inArray(tasks.id, applying))!);
  return { purchaseLines: Number(lines?.n ?? 0), adjustments: Number(adjustments?.n ?? 0), tasks: used.active, deletedTasks: used.deleted };
}

/** 409 in the office's words while anything names the product ("Roundup is used by 3 purchase lines and 2 tasks..."). */
export async function assertProductUnused(ctx: ServiceContext, id: number, name: string) {
  const usage = await productUsage(ctx, id);
  const message = productInUseMessage(name, usage);
  if (message) throw refused("PRODUCT_IN_USE", message, { name, ...usage });
}

/** The units of the product's recorded movements (purchase lines, returns and adjustments, applications). */
async function unitsRecorded(ctx: ServiceContext, id: number): Promise<string[]> {
  const { db } = ctx;
  const rows = await db
    .select({ unit: purchaseLines.unit })
    .from(purchaseLines)
    .where(eq(purchaseLines.productId, id))
    .union(db.select({ unit: inventoryAdjustments.unit }).from(inventoryAdjustments).where(eq(inventoryAdjustments.productId, id)))
    .union(db.select({ unit: taskProducts.unit }).from(taskProducts).where(eq(taskProducts.productId, id)));
  return rows.map((r) => r.unit);
}

/**
 * Recorded quantities are kept in the stock unit and were converted through the packs of their day: the stock unit
 * cannot change once anything is recorded, nor can a pack a record was made in (add a new pack instead).
 */
export async function assertUnitsKept(ctx: ServiceContext, before: Stored & { name: string; id: number }, after: Stored) {
  const recorded = await unitsRecorded(ctx, before.id);
  if (!recorded.length) return;
  if (after.stockUnit !== before.stockUnit) {
    throw refused("STOCK_UNIT_KEPT", `${before.name} already has purchases, returns, adjustments or applications kept in ${before.stockUnit}; its stock unit cannot change`, { name: before.name, stockUnit: before.stockUnit });
  }
  const old = productUnits(before.packs);
  const now = productUnits(after.packs);
  for (const unit of recorded) {
    if (isBaseUnit(unit)) continue;
    const was = old.get(unit);
    const is = now.get(unit);
    if (was && !(is && is.dimension === was.dimension && is.size.eq(was.size))) {
      throw refused("PACK_IN_USE", `The pack "${unit}" of ${before.name} is used by recorded purchases or applications; it cannot be removed or changed (add a new pack instead)`, { name: before.name, pack: unit });
    }
  }
}

export async function createProduct(ctx: ServiceContext, input: ProductInput) {
  const { db } = ctx;
  checkProduct(input);
  await assertProductNameFree(db, input.name);
  const [row] = await db.insert(products).values(input).returning();
  const after = publicProduct(row!);
  ctx.audit({ action: "create", resource: "products", after: audited(after) });
  return after;
}

export async function updateProduct(ctx: ServiceContext, id: number, patch: ProductPatch) {
  const { db } = ctx;
  const row = await getProductRow(ctx, id);
  const before = publicProduct(row);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as ProductPatch;
  const merged = { ...row, ...set };
  checkProduct(merged);
  if (set.name !== undefined) await assertProductNameFree(db, set.name, id);
  await assertUnitsKept(ctx, row, merged);
  if (row.kind === "fertilizer" && merged.kind !== "fertilizer") {
    const named = await countTasksUsing(ctx, eq(tasks.fertilizerId, id));
    const n = named.active + named.deleted;
    if (n) throw refused("FERTILIZER_IN_USE", `${row.name} is the fertilizer of ${n} task${n === 1 ? "" : "s"}; it stays a fertilizer while they name it`, { name: row.name, tasks: n });
  }
  if (Object.keys(set).length) await db.update(products).set(set).where(eq(products.id, id));
  const after = await getProduct(ctx, id);
  ctx.audit({ action: "update", resource: "products", before: audited(before), after: audited(after) });
  return after;
}

/** Refused (409) while any purchase line, return or adjustment, or task (even a recoverable deleted one) names it. */
export async function deleteProduct(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const current = await getProduct(ctx, id);
  await assertProductUnused(ctx, id, current.name);
  await db.delete(products).where(eq(products.id, id));
  ctx.audit({ action: "delete", resource: "products", before: audited(current) });
  return current;
}

import type { ServiceContext } from "./context";
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { buyers, cropContracts, deliveries, entities, settlementDeductions, settlementLines, settlements } from "../../db/schema";
import { cropKey } from "../domain/harvest/pool";
import { lineAmount, settlementFigures, settlementPayment } from "../domain/harvest/settlement";
import { convertQuantity } from "../domain/harvest/units";
import { MAX_DECIMAL_10_2, dec } from "../domain/money";
import { AppError, invalid, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { ListParams } from "../lib/list-query";
import type { SettlementFilter, SettlementInput, SettlementJson, SettlementPatch } from "../schemas/settlements.schemas";
import { missingReference } from "./access.service";
import { applyPools } from "./contract-applications.service";
import { assertEntityActive } from "./entities.service";
import { orderFor, pageFor, withinEntities } from "./list";
import { shownQuantity } from "./storage.service";

export const SETTLEMENT_SORTABLE = ["id", "date", "number", "entityId", "buyerId", "crop", "cropYear", "gross", "net", "received", "createdAt"] as const;

/** The settlements with these ids, each with its buyer, lines and deductions, in the order given. */
async function loadSettlements(ctx: ServiceContext, ids: number[]): Promise<SettlementJson[]> {
  if (!ids.length) return [];
  const { db } = ctx;
  const [heads, lines, cuts] = await Promise.all([
    db.select({ s: settlements, buyerName: buyers.name }).from(settlements).innerJoin(buyers, eq(buyers.id, settlements.buyerId)).where(inArray(settlements.id, ids)),
    db.select({ l: settlementLines, deliveryDate: deliveries.date, reference: deliveries.reference })
      .from(settlementLines).innerJoin(deliveries, eq(deliveries.id, settlementLines.deliveryId))
      .where(inArray(settlementLines.settlementId, ids)).orderBy(asc(settlementLines.line)),
    db.select().from(settlementDeductions).where(inArray(settlementDeductions.settlementId, ids)).orderBy(asc(settlementDeductions.line)),
  ]);
  const byId = new Map(heads.map(({ s, buyerName }) => {
    const own = lines.filter(({ l }) => l.settlementId === s.id);
    return [s.id, {
      id: s.id, entityId: s.entityId, buyerId: s.buyerId, buyerName, number: s.number, date: s.date, crop: s.crop, cropYear: s.cropYear,
      quantity: shownQuantity(dec(settlementFigures({ lines: own.map(({ l }) => l), deductions: [] }).quantity)),
      unit: own[0]?.l.unit ?? "",
      gross: s.gross, deductionsTotal: s.deductions, net: s.net, received: s.received, receivedDate: s.receivedDate,
      status: settlementPayment(s.net, s.received).status, notes: s.notes, createdAt: s.createdAt,
      lines: own.map(({ l, deliveryDate, reference }) => ({
        line: l.line, deliveryId: l.deliveryId, deliveryDate, reference, quantity: l.quantity, unit: l.unit, price: l.price, amount: l.amount,
      })),
      deductions: cuts.filter((d) => d.settlementId === s.id).map((d) => ({
        line: d.line, kind: d.kind, description: d.description, ratePerUnit: d.ratePerUnit, amount: d.amount,
      })),
    } satisfies SettlementJson];
  }));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function filterWhere(filter: SettlementFilter) {
  const ids = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    filter.id !== undefined ? inArray(settlements.id, ids(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(settlements.entityId, ids(filter.entityId)) : undefined,
    filter.buyerId !== undefined ? inArray(settlements.buyerId, ids(filter.buyerId)) : undefined,
    filter.cropYear !== undefined ? inArray(settlements.cropYear, ids(filter.cropYear)) : undefined,
    filter.crop ? sql`lower(trim(${settlements.crop})) = ${cropKey(filter.crop)}` : undefined,
    // Unpaid: nothing received; short-paid: less than net received.
    filter.unpaid === true ? or(isNull(settlements.received), lt(settlements.received, settlements.net)) : undefined,
    filter.q ? ilike(settlements.number, `%${filter.q}%`) : undefined,
  );
}

/** The caller's entities' settlements, newest first unless a sort is given; `unpaid` keeps the unpaid and short-paid. */
export async function listSettlements(ctx: ServiceContext, params: ListParams<SettlementFilter>) {
  const where = and(filterWhere(params.filter), withinEntities(settlements.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const order = params.sort
    ? orderFor(params.sort, getTableColumns(settlements), desc(settlements.date), settlements.id)
    : [desc(settlements.date), desc(settlements.id)];
  const page = await ctx.db.select({ id: settlements.id }).from(settlements).where(where).orderBy(...order).limit(limit).offset(offset);
  const [total] = await ctx.db.select({ n: count() }).from(settlements).where(where);
  return { rows: await loadSettlements(ctx, page.map((r) => r.id)), total: total?.n ?? 0, start: offset };
}

export async function getSettlement(ctx: ServiceContext, id: number): Promise<SettlementJson> {
  const [row] = await ctx.db.select({ id: settlements.id }).from(settlements).where(and(eq(settlements.id, id), withinEntities(settlements.entityId, ctx.within)));
  const [found] = row ? await loadSettlements(ctx, [row.id]) : [];
  if (!found) throw notFound("Settlement");
  return found;
}

/** A settlement's lines and deductions as they will be stored, and its figures (settlementFigures). */
interface PreparedSettlement {
  lines: Array<{ line: number; deliveryId: number; quantity: string; unit: string; price: string; amount: string }>;
  deductions: Array<{ line: number; kind: string; description: string; ratePerUnit: string | null; amount: string }>;
  gross: string;
  deductionsTotal: string;
  net: string;
}

/**
 * Each line's delivery checked (the entity's, of the settlement's buyer, crop and crop year, on no other settlement),
 * its price (given, or the delivery's contract price) and unit (given, or the contract's, or the delivery's), and the
 * settlement's figures from settlementFigures; a bad line is a 400 naming it, a delivery already paid a 409.
 */
async function prepareSettlement(ctx: ServiceContext, input: SettlementInput, replacing: number | null): Promise<PreparedSettlement> {
  const { db } = ctx;
  if (!(await assertEntityActive(ctx, input.entityId))) throw missingReference("entityId");
  const [buyer] = await db.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, input.buyerId));
  if (!buyer) throw invalid("buyerId", "no such buyer");
  const [clash] = await db
    .select({ id: settlements.id, entityName: entities.name })
    .from(settlements)
    .innerJoin(entities, eq(entities.id, settlements.entityId))
    .where(and(
      eq(settlements.entityId, input.entityId), eq(settlements.buyerId, input.buyerId), eq(settlements.number, input.number),
      replacing === null ? undefined : ne(settlements.id, replacing),
    ));
  if (clash) {
    throw new AppError(S.CONFLICT, "SALE_NUMBER_TAKEN", `Settlement ${input.number} from ${buyer.name} is already recorded for ${clash.entityName} (settlement ${clash.id}).`, undefined, undefined,
      { record: "settlement", number: input.number, buyer: buyer.name, entity: clash.entityName, id: clash.id });
  }
  if ((input.received === null) !== (input.receivedDate === null)) {
    throw input.received === null ? invalid("received", "is required with the date received") : invalid("receivedDate", "is required with the amount received");
  }

  const ids = [...new Set(input.lines.map((l) => l.deliveryId))];
  const [loads, paid] = await Promise.all([
    db.select({ d: deliveries, buyerName: buyers.name }).from(deliveries).innerJoin(buyers, eq(buyers.id, deliveries.buyerId))
      .where(and(inArray(deliveries.id, ids), eq(deliveries.entityId, input.entityId))),
    db.select({ deliveryId: settlementLines.deliveryId, number: settlements.number }).from(settlementLines)
      .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
      .where(and(inArray(settlementLines.deliveryId, ids), replacing === null ? undefined : ne(settlementLines.settlementId, replacing))),
  ]);
  const loadOf = new Map(loads.map((r) => [r.d.id, r]));
  const paidBy = new Map(paid.map((p) => [p.deliveryId, p.number]));
  const applied = await applyPools(ctx, [{ entityId: input.entityId, buyerId: input.buyerId, crop: input.crop, cropYear: input.cropYear }]);
  const contractIds = [...new Set([...applied.deliveries.values()].flat().flatMap((p) => (p.contractId === null ? [] : [p.contractId])))];
  const contracts = new Map(
    contractIds.length ? (await db.select().from(cropContracts).where(inArray(cropContracts.id, contractIds))).map((c) => [c.id, c]) : [],
  );

  const seen = new Map<number, number>();
  const lines = input.lines.map((l, i) => {
    const path = (field: string) => `lines.${i}.${field}`;
    const found = loadOf.get(l.deliveryId);
    if (!found) throw invalid(path("deliveryId"), "no such delivery");
    const { d, buyerName } = found;
    if (seen.has(d.id)) throw invalid(path("deliveryId"), `delivery ${d.id} is already line ${seen.get(d.id)! + 1} of this settlement`);
    seen.set(d.id, i);
    if (d.buyerId !== input.buyerId || cropKey(d.crop) !== cropKey(input.crop) || d.cropYear !== input.cropYear) {
      throw invalid(path("deliveryId"), `delivery ${d.id} is ${d.crop.trim()} ${d.cropYear} delivered to ${buyerName}, not ${input.crop} ${input.cropYear} to ${buyer.name}`);
    }
    const payer = paidBy.get(d.id);
    if (payer !== undefined) {
      throw new AppError(S.CONFLICT, "DELIVERY_PAID", `Delivery ${d.id} (line ${i + 1}) is already paid by settlement ${payer}; a delivery is paid once`, [{ path: path("deliveryId"), message: `already paid by settlement ${payer}` }], undefined,
        { deliveryId: d.id, line: i + 1, settlement: payer });
    }
    // The delivery's contract: the one it is wholly applied to.
    const parts = applied.deliveries.get(d.id) ?? [];
    const onOne = parts.length > 0 && parts.every((p) => p.contractId !== null && p.contractId === parts[0]!.contractId) ? contracts.get(parts[0]!.contractId!) : undefined;
    let price = l.price;
    let unit = l.unit ?? onOne?.unit ?? d.unit;
    if (price === null) {
      if (!onOne) throw invalid(path("price"), `delivery ${d.id} is ${parts.some((p) => p.contractId !== null) ? "split over contracts" : "on no contract"}: give its price`);
      if (onOne.price === null) throw invalid(path("price"), `contract ${onOne.number} is to be priced later: give the price`);
      if (l.unit !== null && l.unit !== onOne.unit) throw invalid(path("unit"), `contract ${onOne.number}'s price is per ${onOne.unit}: give the price per ${l.unit} too`);
      price = onOne.price;
      unit = onOne.unit;
    }
    const quantity = convertQuantity(d.crop, d.quantity, d.unit, unit);
    if (quantity === null) throw invalid(path("unit"), `delivery ${d.id} is in ${d.unit}, which do not convert to ${unit} for ${d.crop.trim()}`);
    return { line: i + 1, deliveryId: d.id, quantity: quantity.toFixed(), unit, price };
  });
  const first = lines[0]!;
  const apart = lines.findIndex((l) => l.unit !== first.unit);
  if (apart > 0) throw invalid(`lines.${apart}.unit`, `every line of a settlement is in one unit: line 1 is in ${first.unit}`);

  const deductions = (input.deductions ?? []).map((x, i) => {
    if (x.ratePerUnit === null && x.amount === null) throw invalid(`deductions.${i}.amount`, "give a rate per unit or an amount");
    return { line: i + 1, kind: x.kind, description: x.description, ratePerUnit: x.ratePerUnit, amount: x.amount };
  });
  const figures = settlementFigures({
    lines: lines.map((l) => ({ quantity: l.quantity, price: l.price })),
    deductions: deductions.map((x) => ({ kind: x.kind, ratePerUnit: x.ratePerUnit, amount: x.ratePerUnit === null ? x.amount : null })),
  });
  // The money columns hold up to $99,999,999.99 (and so the lines and each deduction, which are never more).
  if (dec(figures.gross).gt(MAX_DECIMAL_10_2)) throw invalid("lines", `come to ${figures.gross}, more than a settlement holds (99999999.99)`);
  if (dec(figures.deductionsTotal).gt(MAX_DECIMAL_10_2)) throw invalid("deductions", `come to ${figures.deductionsTotal}, more than a settlement holds (99999999.99)`);
  // A rate read back with the amount it made (an edit form sends the record whole) is the rate's; any other amount beside a rate is refused.
  deductions.forEach((x, i) => {
    if (x.ratePerUnit !== null && x.amount !== null && !dec(x.amount).eq(dec(figures.deductions[i]!))) {
      throw invalid(`deductions.${i}.amount`, `give a rate per unit or an amount, not both: ${x.ratePerUnit} per ${first.unit} makes ${figures.deductions[i]}`);
    }
  });
  return {
    lines: lines.map((l) => ({ ...l, amount: lineAmount(l.quantity, l.price) })),
    deductions: deductions.map((x, i) => ({ ...x, amount: figures.deductions[i]! })),
    gross: figures.gross,
    deductionsTotal: figures.deductionsTotal,
    net: figures.net,
  };
}

async function writeSettlement(ctx: ServiceContext, input: SettlementInput, prepared: PreparedSettlement, existing: number | null): Promise<number> {
  const { db } = ctx;
  const values = {
    entityId: input.entityId, buyerId: input.buyerId, number: input.number, date: input.date, crop: input.crop, cropYear: input.cropYear,
    gross: prepared.gross, deductions: prepared.deductionsTotal, net: prepared.net, received: input.received, receivedDate: input.receivedDate, notes: input.notes,
  };
  let id = existing;
  if (id === null) {
    const [row] = await db.insert(settlements).values(values).returning({ id: settlements.id });
    id = row!.id;
  } else {
    await db.update(settlements).set(values).where(eq(settlements.id, id));
    await db.delete(settlementLines).where(eq(settlementLines.settlementId, id));
    await db.delete(settlementDeductions).where(eq(settlementDeductions.settlementId, id));
  }
  await db.insert(settlementLines).values(prepared.lines.map((l) => ({ ...l, settlementId: id! })));
  if (prepared.deductions.length) await db.insert(settlementDeductions).values(prepared.deductions.map((x) => ({ ...x, settlementId: id! })));
  return id;
}

/** Records a buyer's settlement: the deliveries it pays, its deductions, gross and net (settlementFigures). */
export async function createSettlement(ctx: ServiceContext, input: SettlementInput): Promise<SettlementJson> {
  const prepared = await prepareSettlement(ctx, input, null);
  const id = await writeSettlement(ctx, input, prepared, null);
  const after = await getSettlement(ctx, id);
  ctx.audit({ action: "create", resource: "settlements", id, after });
  return after;
}

/** Changes a settlement: keys left out keep their stored value; `{ received, receivedDate }` records the payment. */
export async function updateSettlement(ctx: ServiceContext, id: number, patch: SettlementPatch): Promise<SettlementJson> {
  const before = await getSettlement(ctx, id);
  const stored: SettlementInput = {
    entityId: before.entityId, buyerId: before.buyerId, number: before.number, date: before.date, crop: before.crop, cropYear: before.cropYear,
    lines: before.lines.map((l) => ({ deliveryId: l.deliveryId, price: l.price, unit: l.unit as SettlementInput["lines"][number]["unit"] })),
    deductions: before.deductions.map((x) => ({ kind: x.kind as NonNullable<SettlementInput["deductions"]>[number]["kind"], description: x.description, ratePerUnit: x.ratePerUnit, amount: x.ratePerUnit === null ? x.amount : null })),
    received: before.received, receivedDate: before.receivedDate, notes: before.notes,
  };
  const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<SettlementInput>;
  const input: SettlementInput = { ...stored, ...given };
  const prepared = await prepareSettlement(ctx, input, id);
  await writeSettlement(ctx, input, prepared, id);
  const after = await getSettlement(ctx, id);
  ctx.audit({ action: "update", resource: "settlements", id, before, after });
  return after;
}

/** Removes a settlement; the deliveries it paid are unsettled again. */
export async function deleteSettlement(ctx: ServiceContext, id: number): Promise<SettlementJson> {
  const before = await getSettlement(ctx, id);
  await ctx.db.delete(settlements).where(eq(settlements.id, id));
  ctx.audit({ action: "delete", resource: "settlements", id, before });
  return before;
}

import type { ServiceContext } from "./context";
import { and, count, desc, eq, getTableColumns, ilike, inArray, ne, sql } from "drizzle-orm";
import { buyers, cropContracts, deliveries, entities } from "../../db/schema";
import { cropKey } from "../domain/harvest/pool";
import { toBase } from "../domain/harvest/units";
import { AppError, invalid, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { ListParams } from "../lib/list-query";
import type { ContractFilter, ContractInput, ContractJson } from "../schemas/contracts.schemas";
import { missingReference } from "./access.service";
import { applyPools } from "./contract-applications.service";
import { assertEntityActive } from "./entities.service";
import { orderFor, pageFor, withinEntities } from "./list";
import { shownQuantity } from "./storage.service";

export const CONTRACT_SORTABLE = ["id", "date", "number", "entityId", "buyerId", "crop", "cropYear", "quantity", "price", "createdAt"] as const;

const select = { ...getTableColumns(cropContracts), buyerName: buyers.name };
const base = (ctx: ServiceContext) => ctx.db.select(select).from(cropContracts).innerJoin(buyers, eq(buyers.id, cropContracts.buyerId));
type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];

/** The rows with what each has delivered and still has open (chosen deliveries first, then first in, first out). */
async function withDelivered(ctx: ServiceContext, rows: Row[]): Promise<ContractJson[]> {
  const applied = await applyPools(ctx, rows);
  return rows.map((r) => {
    const a = applied.contracts.get(r.id);
    return {
      id: r.id, entityId: r.entityId, buyerId: r.buyerId, buyerName: r.buyerName, number: r.number, crop: r.crop, cropYear: r.cropYear,
      date: r.date, quantity: r.quantity, unit: r.unit, price: r.price, basis: r.basis, futuresMonth: r.futuresMonth, notes: r.notes,
      createdAt: r.createdAt, delivered: a ? shownQuantity(a.delivered) : "0", open: a ? shownQuantity(a.open) : r.quantity,
    };
  });
}

function filterWhere(filter: ContractFilter) {
  const ids = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    filter.id !== undefined ? inArray(cropContracts.id, ids(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(cropContracts.entityId, ids(filter.entityId)) : undefined,
    filter.buyerId !== undefined ? inArray(cropContracts.buyerId, ids(filter.buyerId)) : undefined,
    filter.cropYear !== undefined ? inArray(cropContracts.cropYear, ids(filter.cropYear)) : undefined,
    filter.crop ? sql`lower(trim(${cropContracts.crop})) = ${cropKey(filter.crop)}` : undefined,
    filter.q ? ilike(cropContracts.number, `%${filter.q}%`) : undefined,
  );
}

/** The caller's entities' contracts, newest first unless a sort is given, each with its delivered and open quantity. */
export async function listContracts(ctx: ServiceContext, params: ListParams<ContractFilter>) {
  const where = and(filterWhere(params.filter), withinEntities(cropContracts.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const order = params.sort
    ? orderFor(params.sort, getTableColumns(cropContracts), desc(cropContracts.date), cropContracts.id)
    : [desc(cropContracts.date), desc(cropContracts.id)];
  const rows = await base(ctx).where(where).orderBy(...order).limit(limit).offset(offset);
  const [total] = await ctx.db.select({ n: count() }).from(cropContracts).where(where);
  return { rows: await withDelivered(ctx, rows), total: total?.n ?? 0, start: offset };
}

export async function getContract(ctx: ServiceContext, id: number): Promise<ContractJson> {
  const [row] = await base(ctx).where(and(eq(cropContracts.id, id), withinEntities(cropContracts.entityId, ctx.within)));
  if (!row) throw notFound("Contract");
  return (await withDelivered(ctx, [row]))[0]!;
}

/** The entity and buyer a contract names, checked, and its number free at the entity for that buyer (409). */
async function checkContract(ctx: ServiceContext, input: ContractInput, replacing: number | null) {
  if (!(await assertEntityActive(ctx, input.entityId))) throw missingReference("entityId");
  const [buyer] = await ctx.db.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, input.buyerId));
  if (!buyer) throw invalid("buyerId", "no such buyer");
  const [clash] = await ctx.db
    .select({ id: cropContracts.id, entityName: entities.name })
    .from(cropContracts)
    .innerJoin(entities, eq(entities.id, cropContracts.entityId))
    .where(and(
      eq(cropContracts.entityId, input.entityId),
      eq(cropContracts.buyerId, input.buyerId),
      eq(cropContracts.number, input.number),
      replacing === null ? undefined : ne(cropContracts.id, replacing),
    ));
  if (clash) {
    throw new AppError(S.CONFLICT, "SALE_NUMBER_TAKEN", `Contract ${input.number} with ${buyer.name} is already recorded for ${clash.entityName} (contract ${clash.id}).`, undefined, undefined,
      { record: "contract", number: input.number, buyer: buyer.name, entity: clash.entityName, id: clash.id });
  }
}

const values = (input: ContractInput) => ({
  entityId: input.entityId, buyerId: input.buyerId, number: input.number, crop: input.crop, cropYear: input.cropYear, date: input.date,
  quantity: input.quantity, unit: input.unit, price: input.price, basis: input.basis, futuresMonth: input.futuresMonth, notes: input.notes,
});

/** Records a contract to sell a quantity of a crop to a buyer, at a price or to be priced later. */
export async function createContract(ctx: ServiceContext, input: ContractInput): Promise<ContractJson> {
  await checkContract(ctx, input, null);
  const [row] = await ctx.db.insert(cropContracts).values(values(input)).returning({ id: cropContracts.id });
  const after = await getContract(ctx, row!.id);
  ctx.audit({ action: "create", resource: "contracts", id: after.id, after });
  return after;
}

/** The deliveries that chose this contract, by id (the ones a change of buyer, crop, year or unit would orphan). */
async function chosenBy(ctx: ServiceContext, id: number) {
  return ctx.db.select({ id: deliveries.id, crop: deliveries.crop, quantity: deliveries.quantity, unit: deliveries.unit }).from(deliveries).where(eq(deliveries.contractId, id)).orderBy(deliveries.id);
}

const deliveriesNamed = (rows: { id: number }[]) => `deliver${rows.length === 1 ? "y" : "ies"} ${rows.map((r) => r.id).join(", ")}`;

/** 409 CONTRACT_IN_USE: deliveries chose the contract, so it keeps their buyer, crop and year and is not deleted. */
const inUse = (number: string, chosen: { id: number }[], change: "move" | "delete") =>
  new AppError(
    S.CONFLICT, "CONTRACT_IN_USE",
    change === "move"
      ? `Contract ${number} is chosen by ${deliveriesNamed(chosen)}: its entity, buyer, crop and crop year stay theirs`
      : `Contract ${number} is chosen by ${deliveriesNamed(chosen)}; it cannot be deleted`,
    undefined, undefined, { contract: number, deliveries: chosen.map((d) => d.id), change },
  );

/** Replaces a contract; its buyer, crop, year and unit stay those of the deliveries that chose it. */
export async function updateContract(ctx: ServiceContext, id: number, input: ContractInput): Promise<ContractJson> {
  const before = await getContract(ctx, id);
  await checkContract(ctx, input, id);
  const chosen = await chosenBy(ctx, id);
  if (chosen.length) {
    const moved = input.entityId !== before.entityId || input.buyerId !== before.buyerId || cropKey(input.crop) !== cropKey(before.crop) || input.cropYear !== before.cropYear;
    if (moved) throw inUse(before.number, chosen, "move");
    const unitOf = (crop: string, quantity: string, unit: string) => toBase(crop, quantity, unit).unit;
    const apart = chosen.filter((d) => unitOf(d.crop, d.quantity, d.unit) !== unitOf(input.crop, input.quantity, input.unit));
    if (apart.length) throw invalid("unit", `the deliveries chosen for this contract (${apart.map((d) => d.id).join(", ")}) cannot be counted in ${input.unit}`);
  }
  await ctx.db.update(cropContracts).set(values(input)).where(eq(cropContracts.id, id));
  const after = await getContract(ctx, id);
  ctx.audit({ action: "update", resource: "contracts", id, before, after });
  return after;
}

/** Removes a contract; refused (409) while a delivery chose it (deliveries applied first in, first out move on). */
export async function deleteContract(ctx: ServiceContext, id: number): Promise<ContractJson> {
  const before = await getContract(ctx, id);
  const chosen = await chosenBy(ctx, id);
  if (chosen.length) throw inUse(before.number, chosen, "delete");
  await ctx.db.delete(cropContracts).where(eq(cropContracts.id, id));
  ctx.audit({ action: "delete", resource: "contracts", id, before });
  return before;
}

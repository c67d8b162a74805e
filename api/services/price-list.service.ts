import type { ServiceContext } from "./context";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { entityPriceList, taskCategories, tasks } from "../../db/schema";
import { type CrewPriceGaps, crewPriceGaps } from "../domain/crew-price-gaps";
import { crewCategories, crewCategoryRefusal } from "../domain/crew-tasks";
import { invalid } from "../lib/errors";
import { getEntity } from "./entities.service";

export interface PriceList {
  entityId: number;
  items: { categoryId: number; categoryName: string; costPerAcre: string | null; equipmentRentalPerAcre: string | null }[];
}

/** Every task category (by name) with its kind and the entity's prices, null where none is set. */
function categoryPrices(ctx: ServiceContext, entityId: number) {
  return ctx.db
    .select({
      categoryId: taskCategories.id,
      categoryName: taskCategories.name,
      isIncomeCategory: taskCategories.isIncomeCategory,
      costPerAcre: entityPriceList.costPerAcre,
      equipmentRentalPerAcre: entityPriceList.equipmentRentalPerAcre,
    })
    .from(taskCategories)
    .leftJoin(entityPriceList, and(eq(entityPriceList.categoryId, taskCategories.id), eq(entityPriceList.entityId, entityId)))
    .orderBy(asc(taskCategories.name), asc(taskCategories.id));
}

/**
 * One item per task category a crew records work in (`crewCategories`: not income, Rent or Water Assessment, which
 * the office enters and a crew entry never needs a price for), with the entity's prices (null where none is set);
 * 404 for an unknown entity.
 */
export async function getPriceList(ctx: ServiceContext, entityId: number): Promise<PriceList> {
  await getEntity(ctx, entityId);
  const rows = await categoryPrices(ctx, entityId);
  const items = crewCategories(rows.map((r) => ({ ...r, name: r.categoryName }))).map(({ isIncomeCategory: _, name: _name, ...item }) => item);
  return { entityId, items };
}

/**
 * Sets the prices of the listed categories (others keep theirs). An unknown category is a 400 naming it, and so is
 * one a crew does not record work in, with the reason (crewCategoryRefusal).
 */
export async function putPriceList(
  ctx: ServiceContext,
  entityId: number,
  items: { categoryId: number; costPerAcre: string | null; equipmentRentalPerAcre: string | null }[],
): Promise<PriceList> {
  const { db } = ctx;
  await getEntity(ctx, entityId);
  const before = await getPriceList(ctx, entityId);
  const ids = [...new Set(items.map((i) => i.categoryId))];
  if (ids.length) {
    const found = await db.select({ id: taskCategories.id, name: taskCategories.name, isIncomeCategory: taskCategories.isIncomeCategory }).from(taskCategories).where(inArray(taskCategories.id, ids));
    const known = new Map(found.map((r) => [r.id, r]));
    const at = items.findIndex((i) => !known.has(i.categoryId));
    if (at >= 0) throw invalid(`items.${at}.categoryId`, "must name an existing task category");
    const reasons = items.map((i) => crewCategoryRefusal(known.get(i.categoryId)!));
    const refused = reasons.findIndex((reason) => reason !== null);
    if (refused >= 0) throw invalid(`items.${refused}.categoryId`, reasons[refused]!);
  }
  await db.transaction(async (tx) => {
    for (const item of items) {
      const values = { entityId, categoryId: item.categoryId, costPerAcre: item.costPerAcre, equipmentRentalPerAcre: item.equipmentRentalPerAcre };
      await tx.insert(entityPriceList).values(values).onConflictDoUpdate({
        target: [entityPriceList.entityId, entityPriceList.categoryId],
        set: { costPerAcre: item.costPerAcre, equipmentRentalPerAcre: item.equipmentRentalPerAcre },
      });
    }
  });
  const after = await getPriceList(ctx, entityId);
  const priced = (list: PriceList) => Object.fromEntries(list.items.map((i) => [i.categoryName, { costPerAcre: i.costPerAcre, equipmentRentalPerAcre: i.equipmentRentalPerAcre }]));
  ctx.audit({ action: "update", resource: "price-list", id: entityId, entityId, before: priced(before), after: priced(after) });
  return after;
}

/** The price a crew entry of `categoryId` in `entityId` is recorded at: per acre, "0" where none is set. */
export async function crewPrice(ctx: ServiceContext, entityId: number, categoryId: number) {
  const { db } = ctx;
  const [row] = await db
    .select({ costPerAcre: entityPriceList.costPerAcre, equipmentRentalPerAcre: entityPriceList.equipmentRentalPerAcre })
    .from(entityPriceList)
    .where(and(eq(entityPriceList.entityId, entityId), eq(entityPriceList.categoryId, categoryId)));
  return { costPerAcre: row?.costPerAcre ?? null, equipmentRentalPerAcre: row?.equipmentRentalPerAcre ?? null };
}

/**
 * The entity's crew entries recorded at $0.00 and the categories without a price (`crewPriceGaps`): the office's
 * warning on the task list and the price list screen read it. 404 for an unknown entity.
 */
export async function getCrewPriceGaps(ctx: ServiceContext, entityId: number): Promise<CrewPriceGaps & { entityId: number }> {
  const { db } = ctx;
  await getEntity(ctx, entityId);
  const list = await categoryPrices(ctx, entityId);
  const entries = await db
    .select({ categoryId: tasks.categoryId, costPerAcre: tasks.costPerAcre, equipmentRental: tasks.equipmentRental })
    .from(tasks)
    .where(and(eq(tasks.entityId, entityId), eq(tasks.recordedByCrew, true), isNull(tasks.deletedAt)));
  return { entityId, ...crewPriceGaps(entries, list) };
}

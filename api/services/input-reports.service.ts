import type { ServiceContext } from "./context";
import { and, asc, between, eq, inArray, isNull, lte } from "drizzle-orm";
import { fieldCropYears, fields, products, purchaseLines, purchases, taskProducts, tasks } from "../../db/schema";
import { type InputProduct, type ProductMovements, inventoryReport, purchasesVsApplications } from "../domain/reports/inventory-report";
import { type PesticideLine, monthDays, pesticideUse } from "../domain/reports/pesticide-use";
import { inputCost, productUsage } from "../domain/reports/product-usage";
import { cropOfField } from "../domain/reports/task-rules";
import { getEntity } from "./entities.service";
import { inventoryError, movementsAt } from "./inventory.service";
import { loadReportEntities, loadReportFields } from "./report-data.service";

/*
 * What the input reports read (issue 36): the movements of every product at some entities (movementsAt, the one
 * reading of the movements) costed by the one ledger rule in the domain; the product lines of tasks; the fields'
 * Pesticide Use Report site.
 */

/** Every product, as the input reports name it. */
function loadProducts(ctx: ServiceContext): Promise<InputProduct[]> {
  return ctx.db.select({ id: products.id, name: products.name, kind: products.kind, stockUnit: products.stockUnit }).from(products);
}

/** The movements of every product at the entities, grouped per entity and product. */
function loadMovements(ctx: ServiceContext, entityIds: number[]): Promise<ProductMovements[]> {
  return movementsAt(ctx.db, entityIds);
}

/** A ledger refusal (stock recorded below zero) as the API answers it, never a 500. */
async function costed<T>(compute: () => T): Promise<T> {
  try {
    return compute();
  } catch (err) {
    throw inventoryError(err);
  }
}

/** Stock on hand and value as of a date, of one entity (404 when unknown) or every entity the caller reaches. */
export async function getInventoryReport(ctx: ServiceContext, entity: "all" | number, asOf: string) {
  const list =
    entity === "all" ? (await loadReportEntities(ctx)).filter((e) => ctx.within === null || ctx.within.includes(e.id)) : [await getEntity(ctx, entity)];
  const [productList, movements] = await Promise.all([loadProducts(ctx), loadMovements(ctx, list.map((e) => e.id))]);
  return costed(() =>
    inventoryReport({ entity, entityName: entity === "all" ? "All entities" : list[0]!.name, asOf, entities: list, products: productList, movements }),
  );
}

/** Purchases against applications per product at an entity as of a date; 404 for an unknown entity. */
export async function getPurchasesVsApplications(ctx: ServiceContext, entityId: number, asOf: string) {
  const { db } = ctx;
  const entity = await getEntity(ctx, entityId);
  const [productList, movements, bought, applied] = await Promise.all([
    loadProducts(ctx),
    loadMovements(ctx, [entity.id]),
    db
      .select({ productId: purchaseLines.productId, value: purchaseLines.value })
      .from(purchaseLines)
      .innerJoin(purchases, eq(purchases.id, purchaseLines.purchaseId))
      .where(and(eq(purchases.entityId, entity.id), lte(purchases.date, asOf))),
    db
      .select({ productId: taskProducts.productId, cost: taskProducts.cost })
      .from(taskProducts)
      .innerJoin(tasks, eq(tasks.id, taskProducts.taskId))
      .where(and(eq(taskProducts.entityId, entity.id), isNull(tasks.deletedAt), lte(tasks.date, asOf))),
  ]);
  const stored = new Map<number, { productId: number; purchases: string[]; applications: string[] }>();
  const of = (productId: number) => stored.get(productId) ?? stored.set(productId, { productId, purchases: [], applications: [] }).get(productId)!;
  for (const b of bought) of(b.productId).purchases.push(b.value);
  for (const a of applied) of(a.productId).applications.push(a.cost);
  return costed(() =>
    purchasesVsApplications({ entityId: entity.id, entityName: entity.name, asOf, products: productList, movements, stored: [...stored.values()] }),
  );
}

/** The product lines of an entity's crop-year tasks (not deleted) with their product. */
function yearLines(ctx: ServiceContext, entityId: number, year: number) {
  return ctx.db
    .select({
      fieldId: tasks.fieldId,
      productId: taskProducts.productId,
      productName: products.name,
      kind: products.kind,
      stockUnit: products.stockUnit,
      stockQuantity: taskProducts.stockQuantity,
      cost: taskProducts.cost,
    })
    .from(taskProducts)
    .innerJoin(tasks, eq(tasks.id, taskProducts.taskId))
    .innerJoin(products, eq(products.id, taskProducts.productId))
    .where(and(eq(tasks.entityId, entityId), eq(tasks.cropYear, year), isNull(tasks.deletedAt)));
}

/** The products a crop year's tasks applied per field; 404 for an unknown entity. */
export async function getProductUsage(ctx: ServiceContext, entityId: number, year: number) {
  const entity = await getEntity(ctx, entityId);
  const [fieldList, lines] = await Promise.all([loadReportFields(ctx, [entity.id], year), yearLines(ctx, entity.id, year)]);
  return productUsage({ entityId: entity.id, entityName: entity.name, cropYear: year, fields: fieldList, lines });
}

/** Input cost per acre of a crop year by field and crop; 404 for an unknown entity. */
export async function getInputCost(ctx: ServiceContext, entityId: number, year: number) {
  const entity = await getEntity(ctx, entityId);
  return (await getInputCosts(ctx, [entity], year)).get(entity.id)!;
}

/**
 * Input cost per acre of several entities' crop year at once (the farm map of every entity): the same reads as
 * `getInputCost`, each made once for all of them, and the same rule (`inputCost`) per entity. The caller has checked
 * that it reaches each entity.
 */
export async function getInputCosts(ctx: ServiceContext, entities: { id: number; name: string }[], year: number) {
  const ids = entities.map((e) => e.id);
  const [fieldList, taskList] = await Promise.all([
    loadReportFields(ctx, ids, year),
    ctx.db
      .select({ entityId: tasks.entityId, fieldId: tasks.fieldId, materialCost: tasks.materialCost })
      .from(tasks)
      .where(and(ids.length === 1 ? eq(tasks.entityId, ids[0]!) : inArray(tasks.entityId, ids), eq(tasks.cropYear, year), isNull(tasks.deletedAt))),
  ]);
  return new Map(
    entities.map((e) => [
      e.id,
      inputCost({
        entityId: e.id,
        entityName: e.name,
        cropYear: year,
        fields: fieldList.filter((f) => f.entityId === e.id),
        tasks: taskList.filter((t) => t.entityId === e.id).map(({ fieldId, materialCost }) => ({ fieldId, materialCost })),
      }),
    ]),
  );
}

/**
 * The Pesticide Use Report of an entity's calendar month (YYYY-MM): its tasks of the month (not deleted) with
 * crop-protection product lines, their fields' site, and each field's crop of the task's crop year. 404 for an
 * unknown entity.
 */
export async function getPesticideUse(ctx: ServiceContext, entityId: number, month: string, restrictedOnly: boolean) {
  const { db } = ctx;
  const entity = await getEntity(ctx, entityId);
  const { from, to } = monthDays(month);
  const rows = await db
    .select({
      taskId: tasks.id,
      date: tasks.date,
      time: tasks.applicationTime,
      fieldId: tasks.fieldId,
      cropYear: tasks.cropYear,
      cropType: tasks.cropType,
      acresCovered: tasks.acresCovered,
      applicationMethod: tasks.applicationMethod,
      applicator: tasks.applicator,
      line: taskProducts.line,
      ratePerAcre: taskProducts.ratePerAcre,
      totalQuantity: taskProducts.totalQuantity,
      unit: taskProducts.unit,
      stockQuantity: taskProducts.stockQuantity,
      product: {
        id: products.id,
        name: products.name,
        kind: products.kind,
        stockUnit: products.stockUnit,
        epaRegistrationNumber: products.epaRegistrationNumber,
        restrictedUse: products.restrictedUse,
      },
    })
    .from(taskProducts)
    .innerJoin(tasks, eq(tasks.id, taskProducts.taskId))
    .innerJoin(products, eq(products.id, taskProducts.productId))
    .where(
      and(
        eq(tasks.entityId, entity.id),
        between(tasks.date, from, to),
        isNull(tasks.deletedAt),
        eq(products.kind, "crop protection"),
        restrictedOnly ? eq(products.restrictedUse, true) : undefined,
      ),
    );
  const fieldIds = [...new Set(rows.map((r) => r.fieldId))];
  const [sites, cropYears] = fieldIds.length
    ? await Promise.all([
        db
          .select({
            id: fields.id,
            name: fields.name,
            county: fields.county,
            operatorId: fields.operatorId,
            permitNumber: fields.permitNumber,
            siteId: fields.siteId,
            baseMeridian: fields.baseMeridian,
            township: fields.township,
            range: fields.range,
            section: fields.section,
            acresPlanted: fields.acresPlanted,
            cropType: fields.cropType,
          })
          .from(fields)
          .where(inArray(fields.id, fieldIds))
          .orderBy(asc(fields.id)),
        db.select({ fieldId: fieldCropYears.fieldId, year: fieldCropYears.year, cropType: fieldCropYears.cropType }).from(fieldCropYears).where(inArray(fieldCropYears.fieldId, fieldIds)),
      ])
    : [[], []];
  const siteById = new Map(sites.map((s) => [s.id, s]));
  const lines: PesticideLine[] = rows.map(({ cropYear, ...r }) => {
    const site = siteById.get(r.fieldId);
    return { ...r, cropType: r.cropType || (site ? cropOfField(site, cropYears, cropYear) : null) };
  });
  return pesticideUse({ entityId: entity.id, entityName: entity.name, month, restrictedOnly, fields: sites, lines });
}

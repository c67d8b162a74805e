import type { ServiceContext } from "./context";
import { type AnyColumn, type SQL, and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  buyers,
  cropContracts,
  cropMarks,
  deliveries,
  fields,
  harvestTickets,
  settlementDeductions,
  settlementLines,
  settlements,
  storageAdjustments,
  storageLocations,
} from "../../db/schema";
import { cropPosition } from "../domain/reports/crop-position";
import { harvestByField } from "../domain/reports/harvest-by-field";
import { settlementRegister, unsettledLoads } from "../domain/reports/settlement-register";
import { loadPlans } from "./budget-data.service";
import { getEntity } from "./entities.service";
import { loadReportEntities } from "./report-data.service";

/*
 * What the harvest and sales reports read (issue 37): tickets, deliveries, adjustments, contracts, settlements and
 * marks of some entities, computed by the report maths in api/domain/reports (crop-position, harvest-by-field,
 * settlement-register). Every entity read is one the caller reaches (`within`).
 */

/** The entities a report covers: one (404 when unknown or out of reach) or every one the caller reaches ("all"). */
export async function reportEntities(ctx: ServiceContext, entity: "all" | number) {
  const list = entity === "all" ? (await loadReportEntities(ctx)).filter((e) => ctx.within === null || ctx.within.includes(e.id)) : [await getEntity(ctx, entity)];
  return { list: list.map((e) => ({ id: e.id, name: e.name })), ids: list.map((e) => e.id), entityName: entity === "all" ? "All entities" : list[0]!.name };
}

/** Harvest by field of an entity's crop year: tickets per field and crop, yield per acre against the budget. */
export async function getHarvestByField(ctx: ServiceContext, entityId: number, year: number) {
  const entity = await getEntity(ctx, entityId);
  return (await getHarvestByFields(ctx, [entity], year)).get(entity.id)!;
}

/**
 * Harvest by field of several entities' crop year at once (the farm map of every entity): the tickets and their
 * fields read once for all of them, each entity's budgets, and the same rule (`harvestByField`) per entity. The caller
 * has checked that it reaches each entity.
 */
export async function getHarvestByFields(ctx: ServiceContext, entities: { id: number; name: string }[], year: number) {
  const { db } = ctx;
  const ids = entities.map((e) => e.id);
  const [tickets, plans] = await Promise.all([
    db
      .select({ entityId: harvestTickets.entityId, id: harvestTickets.id, fieldId: harvestTickets.fieldId, crop: harvestTickets.crop, date: harvestTickets.date, seq: harvestTickets.seq, quantity: harvestTickets.quantity, unit: harvestTickets.unit })
      .from(harvestTickets)
      .where(and(ids.length === 1 ? eq(harvestTickets.entityId, ids[0]!) : inArray(harvestTickets.entityId, ids), eq(harvestTickets.cropYear, year))),
    Promise.all(entities.map((e) => loadPlans(ctx, { entityId: e.id, cropYear: year }))),
  ]);
  const fieldIds = [...new Set(tickets.map((t) => t.fieldId))];
  const fieldRows = fieldIds.length ? await db.select({ id: fields.id, name: fields.name, acreage: fields.acreage }).from(fields).where(inArray(fields.id, fieldIds)) : [];
  return new Map(
    entities.map((e, i) => {
      const own = tickets.filter((t) => t.entityId === e.id).map(({ entityId: _e, ...t }) => t);
      const ownFields = new Set(own.map((t) => t.fieldId));
      return [e.id, harvestByField({ entityId: e.id, entityName: e.name, cropYear: year, fields: fieldRows.filter((f) => ownFields.has(f.id)), tickets: own, plans: plans[i]! })];
    }),
  );
}

/** `where` narrowed to the entities and, when given, the crop year, on a table with entityId and cropYear columns. */
function scoped(table: { entityId: AnyColumn; cropYear: AnyColumn }, ids: number[], year: number | undefined): SQL | undefined {
  return and(inArray(table.entityId, ids), year === undefined ? undefined : eq(table.cropYear, year));
}

/** An exact sum of a quantity column, as text. */
const total = (column: AnyColumn) => sql<string>`sum(${column})::text`;

/**
 * What the position of some entities' crop pools reads, added up in SQL (exact numeric sums) per pool, unit and what
 * the domain needs apart (a ticket's field and whether it went into storage): a few thousand rows for a farm's tens
 * of thousands of tickets. The bench's floor is the same reads in plain SQL (bench/harvest-position.ts).
 */
export async function loadPositionData(ctx: ServiceContext, ids: number[], year: number | undefined) {
  const { db } = ctx;
  const t = harvestTickets;
  const d = deliveries;
  const a = storageAdjustments;
  const c = cropContracts;
  const s = settlements;
  const l = settlementLines;
  const intoStorage = sql<boolean>`(${t.locationId} is not null)`;
  const fromStorage = sql<boolean>`(${d.locationId} is not null)`;
  const [tickets, adjustments, delivered, contracts, settledLines, settled, marks] = await Promise.all([
    db
      .select({ entityId: t.entityId, crop: t.crop, cropYear: t.cropYear, fieldId: t.fieldId, unit: t.unit, intoStorage, quantity: total(t.quantity), tickets: sql<number>`count(*)::int` })
      .from(t)
      .where(scoped(t, ids, year))
      .groupBy(t.entityId, t.crop, t.cropYear, t.fieldId, t.unit, intoStorage),
    db.select({ entityId: a.entityId, crop: a.crop, cropYear: a.cropYear, unit: a.unit, quantity: total(a.quantity) }).from(a).where(scoped(a, ids, year)).groupBy(a.entityId, a.crop, a.cropYear, a.unit),
    db
      .select({ entityId: d.entityId, crop: d.crop, cropYear: d.cropYear, unit: d.unit, fromStorage, quantity: total(d.quantity) })
      .from(d)
      .where(scoped(d, ids, year))
      .groupBy(d.entityId, d.crop, d.cropYear, d.unit, fromStorage),
    db.select({ entityId: c.entityId, crop: c.crop, cropYear: c.cropYear, unit: c.unit, quantity: total(c.quantity) }).from(c).where(scoped(c, ids, year)).groupBy(c.entityId, c.crop, c.cropYear, c.unit),
    db
      .select({ entityId: s.entityId, crop: s.crop, cropYear: s.cropYear, unit: l.unit, quantity: total(l.quantity) })
      .from(l)
      .innerJoin(s, eq(s.id, l.settlementId))
      .where(scoped(s, ids, year))
      .groupBy(s.entityId, s.crop, s.cropYear, l.unit),
    // Each settlement's net goes to its pool in the unit of its first line.
    db
      .select({ entityId: s.entityId, crop: s.crop, cropYear: s.cropYear, unit: l.unit, net: sql<string>`sum(${s.net})::text` })
      .from(s)
      .leftJoin(l, and(eq(l.settlementId, s.id), eq(l.line, 1)))
      .where(scoped(s, ids, year))
      .groupBy(s.entityId, s.crop, s.cropYear, l.unit),
    db.select({ entityId: cropMarks.entityId, crop: cropMarks.crop, cropYear: cropMarks.cropYear, price: cropMarks.price, unit: cropMarks.unit }).from(cropMarks).where(scoped(cropMarks, ids, year)),
  ]);
  return { tickets, adjustments, deliveries: delivered, contracts, settledLines, settlements: settled, marks };
}

/** The position of every crop pool of one entity or all the caller reaches, one crop year or every one. */
export async function getCropPosition(ctx: ServiceContext, entity: "all" | number, year: number | undefined) {
  const scope = await reportEntities(ctx, entity);
  const data = scope.ids.length
    ? await loadPositionData(ctx, scope.ids, year)
    : { tickets: [], adjustments: [], deliveries: [], contracts: [], settledLines: [], settlements: [], marks: [] };
  return cropPosition({ entity, entityName: scope.entityName, cropYear: year ?? null, entities: scope.list, ...data });
}

/** The settlement register of one entity or all the caller reaches, one crop year or every one. */
export async function getSettlementRegister(ctx: ServiceContext, entity: "all" | number, year: number | undefined) {
  const { db } = ctx;
  const scope = await reportEntities(ctx, entity);
  const list = scope.ids.length
    ? await db
        .select({
          id: settlements.id,
          entityId: settlements.entityId,
          buyerId: settlements.buyerId,
          buyerName: buyers.name,
          number: settlements.number,
          date: settlements.date,
          crop: settlements.crop,
          cropYear: settlements.cropYear,
          gross: settlements.gross,
          deductions: settlements.deductions,
          net: settlements.net,
          received: settlements.received,
          receivedDate: settlements.receivedDate,
        })
        .from(settlements)
        .innerJoin(buyers, eq(buyers.id, settlements.buyerId))
        .where(scoped(settlements, scope.ids, year))
    : [];
  const ids = list.map((s) => s.id);
  const [lines, deductionRows] = ids.length
    ? await Promise.all([
        db.select({ settlementId: settlementLines.settlementId, quantity: settlementLines.quantity, unit: settlementLines.unit }).from(settlementLines).where(inArray(settlementLines.settlementId, ids)).orderBy(asc(settlementLines.settlementId), asc(settlementLines.line)),
        db.select({ settlementId: settlementDeductions.settlementId, kind: settlementDeductions.kind, amount: settlementDeductions.amount }).from(settlementDeductions).where(inArray(settlementDeductions.settlementId, ids)),
      ])
    : [[], []];
  return settlementRegister({ entity, entityName: scope.entityName, cropYear: year ?? null, entities: scope.list, settlements: list, lines, deductions: deductionRows });
}

/** Deliveries to buyers through asOf that no settlement dated through asOf pays, of one entity or all the caller reaches. */
export async function getUnsettledLoads(ctx: ServiceContext, entity: "all" | number, asOf: string) {
  const { db } = ctx;
  const scope = await reportEntities(ctx, entity);
  if (!scope.ids.length) return unsettledLoads({ entity, entityName: scope.entityName, asOf, entities: [], deliveries: [], contracts: [] });
  const [rows, contracts] = await Promise.all([
    db
      .select({
        id: deliveries.id,
        entityId: deliveries.entityId,
        buyerId: deliveries.buyerId,
        buyerName: buyers.name,
        crop: deliveries.crop,
        cropYear: deliveries.cropYear,
        date: deliveries.date,
        seq: deliveries.seq,
        quantity: deliveries.quantity,
        unit: deliveries.unit,
        contractId: deliveries.contractId,
        reference: deliveries.reference,
        ticketNumber: harvestTickets.ticketNumber,
        fieldName: fields.name,
        locationName: storageLocations.name,
        settledOn: settlements.date,
      })
      .from(deliveries)
      .innerJoin(buyers, eq(buyers.id, deliveries.buyerId))
      .leftJoin(harvestTickets, eq(harvestTickets.id, deliveries.ticketId))
      .leftJoin(fields, eq(fields.id, harvestTickets.fieldId))
      .leftJoin(storageLocations, eq(storageLocations.id, deliveries.locationId))
      .leftJoin(settlementLines, eq(settlementLines.deliveryId, deliveries.id))
      .leftJoin(settlements, eq(settlements.id, settlementLines.settlementId))
      .where(inArray(deliveries.entityId, scope.ids)),
    db
      .select({
        id: cropContracts.id,
        entityId: cropContracts.entityId,
        buyerId: cropContracts.buyerId,
        number: cropContracts.number,
        crop: cropContracts.crop,
        cropYear: cropContracts.cropYear,
        date: cropContracts.date,
        quantity: cropContracts.quantity,
        unit: cropContracts.unit,
      })
      .from(cropContracts)
      .where(inArray(cropContracts.entityId, scope.ids)),
  ]);
  const loads = rows.map(({ fieldName, locationName, ...d }) => ({ ...d, source: fieldName ?? locationName ?? "" }));
  return unsettledLoads({ entity, entityName: scope.entityName, asOf, entities: scope.list, deliveries: loads, contracts });
}


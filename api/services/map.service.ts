import type { ServiceContext } from "./context";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { entities, fieldBoundaries, fields } from "../../db/schema";
import { MAP_FIGURES, harvestRowOf, mapFigureValues } from "../domain/map-figures";
import { getEntity } from "./entities.service";
import { getCostBreakdown } from "./farm-figures.service";
import { getHarvestByField } from "./harvest-reports.service";
import { getInputCost } from "./input-reports.service";
import { withinEntities } from "./list";

/** The map's figures as a client is told of them (the readers stay on the server). */
export const mapFigureInfo = () => MAP_FIGURES.map(({ id, labelKey, label, unit, source }) => ({ id, labelKey, label, unit, source }));

/** The entities a map covers: the one asked for (404 when out of reach), else every active one the caller may see. */
async function mapEntities(ctx: ServiceContext, entityId: number | undefined) {
  if (entityId !== undefined) {
    const e = await getEntity(ctx, entityId);
    return [{ id: e.id, name: e.name }];
  }
  return ctx.db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(and(isNull(entities.deletedAt), withinEntities(entities.id, ctx.within)))
    .orderBy(asc(entities.name), asc(entities.id));
}

/** Each field's report rows in an entity's crop year, read from the services the reports themselves use. */
async function entityFigures(ctx: ServiceContext, entityId: number, year: number) {
  const [money, harvest, input] = await Promise.all([getCostBreakdown(ctx, entityId, year), getHarvestByField(ctx, entityId, year), getInputCost(ctx, entityId, year)]);
  const moneyBy = new Map(money.byField.map((r) => [r.fieldId, r]));
  const inputBy = new Map(input.rows.map((r) => [r.fieldId, r]));
  return (fieldId: number) => {
    const inputRow = inputBy.get(fieldId);
    return mapFigureValues({ money: moneyBy.get(fieldId), input: inputRow, harvest: harvestRowOf(harvest.rows, fieldId, inputRow?.cropType) });
  };
}

/**
 * The farm map of a crop year: a GeoJSON FeatureCollection of the active fields with a boundary, each with its
 * name, acres and the declared map figures (MAP_FIGURES) read from the reports they belong to, plus how many fields
 * have no boundary yet. Without entityId, every entity the caller may see.
 */
export async function getFarmMap(ctx: ServiceContext, input: { entityId?: number; year: number }) {
  const { db } = ctx;
  const list = await mapEntities(ctx, input.entityId);
  const ids = list.map((e) => e.id);
  const names = new Map(list.map((e) => [e.id, e.name]));
  if (!ids.length) return { type: "FeatureCollection" as const, year: input.year, features: [], fieldsWithoutBoundary: 0, figures: mapFigureInfo() };
  const active = and(inArray(fields.entityId, ids), isNull(fields.deletedAt));
  const [rows, [without], readers] = await Promise.all([
    db
      .select({ fieldId: fields.id, entityId: fields.entityId, name: fields.name, acres: fields.acreage, geometry: fieldBoundaries.geometry, boundaryAcres: fieldBoundaries.areaAcres })
      .from(fieldBoundaries)
      .innerJoin(fields, eq(fields.id, fieldBoundaries.fieldId))
      .where(active)
      .orderBy(asc(fields.name), asc(fields.id)),
    db.select({ n: count() }).from(fields).leftJoin(fieldBoundaries, eq(fieldBoundaries.fieldId, fields.id)).where(and(active, isNull(fieldBoundaries.fieldId))),
    Promise.all(list.map(async (e) => [e.id, await entityFigures(ctx, e.id, input.year)] as const)).then((pairs) => new Map(pairs)),
  ]);
  const features = rows.map((r) => ({
    type: "Feature" as const,
    id: r.fieldId,
    geometry: r.geometry,
    properties: {
      fieldId: r.fieldId,
      entityId: r.entityId,
      entityName: names.get(r.entityId) ?? "",
      name: r.name,
      acres: r.acres,
      boundaryAcres: r.boundaryAcres,
      figures: readers.get(r.entityId)!(r.fieldId),
    },
  }));
  return { type: "FeatureCollection" as const, year: input.year, features, fieldsWithoutBoundary: without?.n ?? 0, figures: mapFigureInfo() };
}

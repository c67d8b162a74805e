import type { ServiceContext } from "./context";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { entities, fieldBoundaries, fields } from "../../db/schema";
import { MAP_FIGURES, harvestRowOf, mapFigureValues } from "../domain/map-figures";
import { getEntity } from "./entities.service";
import { getCostBreakdowns } from "./farm-figures.service";
import { getHarvestByFields } from "./harvest-reports.service";
import { getInputCosts } from "./input-reports.service";
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

/**
 * Each field's map figures in the entities' crop year, read from the services the reports and the dashboard use
 * (each read once for all the entities, the same rule per entity).
 */
async function figureReaders(ctx: ServiceContext, list: { id: number; name: string }[], year: number) {
  const [money, harvest, input] = await Promise.all([getCostBreakdowns(ctx, list.map((e) => e.id), year), getHarvestByFields(ctx, list, year), getInputCosts(ctx, list, year)]);
  const moneyBy = new Map([...money.values()].flatMap((m) => m.byField.map((r) => [r.fieldId, r] as const)));
  const inputBy = new Map([...input.values()].flatMap((m) => m.rows.map((r) => [r.fieldId, r] as const)));
  const harvestRows = [...harvest.values()].flatMap((h) => h.rows);
  return (fieldId: number) => {
    const inputRow = inputBy.get(fieldId);
    return mapFigureValues({ money: moneyBy.get(fieldId), input: inputRow, harvest: harvestRowOf(harvestRows, fieldId, inputRow?.cropType) });
  };
}

/**
 * The farm map of a crop year: a GeoJSON FeatureCollection of the active fields with a boundary, each with its
 * name, acres and the declared map figures (MAP_FIGURES) read from the reports they belong to, plus how many fields
 * have no boundary yet. Without entityId, every entity the caller may see. Answered as JSON text: each geometry is
 * the database's own text of its jsonb, put in as it is read (a thousand boundaries of 200 corners are megabytes that
 * would otherwise be parsed and written again); the rest is JSON.stringify's.
 */
export async function farmMapJson(ctx: ServiceContext, input: { entityId?: number; year: number }): Promise<string> {
  const { db } = ctx;
  const list = await mapEntities(ctx, input.entityId);
  const ids = list.map((e) => e.id);
  const names = new Map(list.map((e) => [e.id, e.name]));
  const close = (features: string, without: number) =>
    `{"type":"FeatureCollection","year":${input.year},"features":[${features}],"fieldsWithoutBoundary":${without},"figures":${JSON.stringify(mapFigureInfo())}}`;
  if (!ids.length) return close("", 0);
  const active = and(inArray(fields.entityId, ids), isNull(fields.deletedAt));
  const [rows, [without], figuresOf] = await Promise.all([
    db
      .select({ fieldId: fields.id, entityId: fields.entityId, name: fields.name, acres: fields.acreage, geometry: sql<string>`${fieldBoundaries.geometry}::text`, boundaryAcres: fieldBoundaries.areaAcres })
      .from(fieldBoundaries)
      .innerJoin(fields, eq(fields.id, fieldBoundaries.fieldId))
      .where(active)
      .orderBy(asc(fields.name), asc(fields.id)),
    db.select({ n: count() }).from(fields).leftJoin(fieldBoundaries, eq(fieldBoundaries.fieldId, fields.id)).where(and(active, isNull(fieldBoundaries.fieldId))),
    figureReaders(ctx, list, input.year),
  ]);
  const features = rows.map((r) => {
    const properties = { fieldId: r.fieldId, entityId: r.entityId, entityName: names.get(r.entityId) ?? "", name: r.name, acres: r.acres, boundaryAcres: r.boundaryAcres, figures: figuresOf(r.fieldId) };
    return `{"type":"Feature","id":${r.fieldId},"geometry":${r.geometry},"properties":${JSON.stringify(properties)}}`;
  });
  return close(features.join(","), without?.n ?? 0);
}

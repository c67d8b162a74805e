import type { ServiceContext } from "./context";
import { and, eq, isNull, sql } from "drizzle-orm";
import { type BoundaryGeometry, fieldBoundaries, fields } from "../../db/schema";
import {
  type BoundaryFeature,
  BoundaryFileError,
  acreageCheck,
  acreageKept,
  boundaryAcres,
  boundaryErrorText,
  matchFeatures,
  propertyNames,
  singleFeature,
  validateGeometry,
} from "../domain/boundaries";
import { readBoundaryFile } from "../domain/boundaries/read-file";
import { AppError, invalid, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import { getEntity } from "./entities.service";
import { getField } from "./fields.service";

export type BoundarySource = "geojson" | "kml" | "kmz" | "shapefile" | "drawn";
/** A file as a request brought it. */
export interface BoundaryFile {
  name: string;
  bytes: Uint8Array;
}

/** The source a file's name says (readBoundaryFile refuses any other kind). */
export function sourceOfFile(fileName: string): BoundarySource {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  if (ext === "kml") return "kml";
  if (ext === "kmz") return "kmz";
  if (ext === "zip" || ext === "shp") return "shapefile";
  return "geojson";
}

/**
 * A refused file or geometry as the API answers it: 400 with the domain's code and its message in the caller's
 * language (the account's locale), naming the file (`path`: "file", or "geometry" for a PUT). Anything else a
 * reader throws is a file it could not read: 400 BAD_FILE, never a 500.
 */
export function boundaryRefusal(ctx: ServiceContext, err: unknown, path: string, fileName?: string): unknown {
  if (err instanceof AppError) return err;
  const lang = ctx.user?.locale === "es" ? "es" : "en";
  // Anything else a reader throws (a parser's own error) is a file it could not read.
  const refusal = err instanceof BoundaryFileError ? { code: err.code, details: { ...(fileName ? { fileName } : {}), ...err.details } } : { code: "BAD_FILE" as const, details: { fileName } };
  const message = boundaryErrorText(refusal, lang);
  return new AppError(S.BAD_REQUEST, refusal.code, message, [{ path, message }], undefined, { ...refusal.details });
}

/** Runs a domain step, turning its refusal into the API's 400. */
function checked<T>(ctx: ServiceContext, path: string, fileName: string | undefined, step: () => T): T {
  try {
    return step();
  } catch (err) {
    throw boundaryRefusal(ctx, err, path, fileName);
  }
}

/** A boundary as GET answers it: the stored row with the field's recorded acreage and the 2% check. */
function boundaryAnswer(row: typeof fieldBoundaries.$inferSelect, recordedAcres: string) {
  return {
    fieldId: row.fieldId,
    geometry: row.geometry,
    areaAcres: row.areaAcres,
    source: row.source as BoundarySource,
    recordedAcres,
    acreageCheck: acreageCheck(recordedAcres, row.areaAcres),
    keptAcreage: row.keptAcreage,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function storedBoundary(ctx: ServiceContext, fieldId: number) {
  const [row] = await ctx.db.select().from(fieldBoundaries).where(eq(fieldBoundaries.fieldId, fieldId));
  return row ?? null;
}

/** An active field's boundary; 404 when the field is missing, deleted or out of reach, or has none. */
export async function getBoundary(ctx: ServiceContext, fieldId: number) {
  const field = await getField(ctx, fieldId);
  const row = await storedBoundary(ctx, fieldId);
  if (!row) throw notFound("Boundary");
  return boundaryAnswer(row, field.acreage);
}

/** What the audit trail keeps of a boundary: its acres and source (the rings themselves are the record). */
const audited = (row: { fieldId: number; areaAcres: string; source: string; geometry: BoundaryGeometry }, fieldName: string) => ({
  fieldId: row.fieldId,
  name: fieldName,
  areaAcres: row.areaAcres,
  source: row.source,
  geometry: row.geometry,
});

/** Stores a validated geometry as the field's boundary (replacing one), with its acres; says so in the audit trail. */
async function storeBoundary(ctx: ServiceContext, field: { id: number; name: string; entityId: number }, geometry: BoundaryGeometry, source: BoundarySource) {
  const before = await storedBoundary(ctx, field.id);
  // The same outline from the same source sent back (an edit form saving what it read) changes nothing.
  if (before && before.source === source && before.geometry.type === geometry.type && JSON.stringify(before.geometry.coordinates) === JSON.stringify(geometry.coordinates)) {
    ctx.changedNothing();
    return before;
  }
  const areaAcres = boundaryAcres(geometry);
  const now = new Date();
  const [row] = await ctx.db
    .insert(fieldBoundaries)
    .values({ fieldId: field.id, geometry, areaAcres, source, updatedAt: now })
    // A new outline has new acres: a recorded acreage kept over the old ones is asked about again.
    .onConflictDoUpdate({ target: fieldBoundaries.fieldId, set: { geometry, areaAcres, source, keptAcreage: null, updatedAt: now } })
    .returning();
  ctx.audit({
    action: before ? "update" : "create",
    resource: "boundaries",
    id: field.id,
    entityId: field.entityId,
    before: before ? audited(before, field.name) : null,
    after: audited(row!, field.name),
  });
  return row!;
}

/** Draws (or replaces) a field's boundary from a GeoJSON geometry or Feature: validated, its acres worked out. */
export async function putBoundary(ctx: ServiceContext, fieldId: number, input: { geometry: unknown; source: "drawn" | "geojson" }) {
  const field = await getField(ctx, fieldId);
  const geometry = checked(ctx, "geometry", undefined, () => validateGeometry(input.geometry));
  return boundaryAnswer(await storeBoundary(ctx, field, geometry, input.source), field.acreage);
}

/**
 * Keep recorded: the office keeps the field's recorded acreage over its outline's acres, so the acreage warning goes
 * for everyone until the acreage or the outline changes (stored on the boundary as the acreage kept). 404 when the
 * field has no boundary; sent again for the same acreage it changes nothing.
 */
export async function keepRecordedAcreage(ctx: ServiceContext, fieldId: number) {
  const field = await getField(ctx, fieldId);
  const before = await storedBoundary(ctx, fieldId);
  if (!before) throw notFound("Boundary");
  if (acreageKept(field.acreage, before.keptAcreage)) {
    ctx.changedNothing();
    return boundaryAnswer(before, field.acreage);
  }
  const [row] = await ctx.db.update(fieldBoundaries).set({ keptAcreage: field.acreage, updatedAt: new Date() }).where(eq(fieldBoundaries.fieldId, fieldId)).returning();
  ctx.audit({
    action: "update",
    resource: "boundaries",
    id: fieldId,
    entityId: field.entityId,
    before: { fieldId, name: field.name, areaAcres: before.areaAcres, keptAcreage: before.keptAcreage },
    after: { fieldId, name: field.name, areaAcres: row!.areaAcres, keptAcreage: row!.keptAcreage },
  });
  return boundaryAnswer(row!, field.acreage);
}

/** Removes a field's boundary; 404 when it has none. */
export async function deleteBoundary(ctx: ServiceContext, fieldId: number) {
  const field = await getField(ctx, fieldId);
  const row = await storedBoundary(ctx, fieldId);
  if (!row) throw notFound("Boundary");
  await ctx.db.delete(fieldBoundaries).where(eq(fieldBoundaries.fieldId, fieldId));
  ctx.audit({ action: "delete", resource: "boundaries", id: fieldId, entityId: field.entityId, before: audited(row, field.name) });
  return boundaryAnswer(row, field.acreage);
}

/** The features of a file, each geometry validated by the reader; any refusal is the file's 400. */
function readFeatures(ctx: ServiceContext, file: BoundaryFile): BoundaryFeature[] {
  return checked(ctx, "file", file.name, () => readBoundaryFile(file.bytes, file.name));
}

/** A field's boundary from a file holding exactly one polygon feature (else 400 MANY_FEATURES naming how many). */
export async function importFieldBoundary(ctx: ServiceContext, fieldId: number, file: BoundaryFile) {
  const field = await getField(ctx, fieldId);
  const features = readFeatures(ctx, file);
  const feature = checked(ctx, "file", file.name, () => singleFeature(features, file.name));
  return boundaryAnswer(await storeBoundary(ctx, field, feature.geometry, sourceOfFile(file.name)), field.acreage);
}

/**
 * A farm's file of many boundaries, each feature matched to one of the entity's active fields by the value of
 * `nameProperty` (case and spaces aside). A dry run answers the preview and writes nothing; otherwise every matched
 * feature is stored in the request's one transaction (a bad file writes none), and the unmatched are named.
 */
export async function importEntityBoundaries(ctx: ServiceContext, entityId: number, file: BoundaryFile, opts: { nameProperty?: string; dryRun: boolean }) {
  await getEntity(ctx, entityId);
  const features = readFeatures(ctx, file);
  const properties = propertyNames(features);
  const nameProperty = opts.nameProperty?.trim() || null;
  const es = ctx.user?.locale === "es";
  if (!nameProperty && !opts.dryRun) throw invalid("nameProperty", es ? "elija la columna que tiene el nombre de cada campo" : "choose the property that holds each field's name");
  if (nameProperty && !properties.includes(nameProperty)) {
    throw invalid("nameProperty", es ? `${file.name} no tiene la columna "${nameProperty}"; tiene: ${properties.join(", ")}` : `${file.name} has no property "${nameProperty}"; it has: ${properties.join(", ")}`);
  }
  const entityFields = await ctx.db
    .select({ id: fields.id, name: fields.name, acreage: fields.acreage, entityId: fields.entityId, hasBoundary: sql<boolean>`${fieldBoundaries.fieldId} is not null` })
    .from(fields)
    .leftJoin(fieldBoundaries, eq(fieldBoundaries.fieldId, fields.id))
    .where(and(eq(fields.entityId, entityId), isNull(fields.deletedAt)));
  const matches = nameProperty
    ? checked(ctx, "file", file.name, () => matchFeatures(features, entityFields, nameProperty))
    : features.map((_f, index) => ({ index, name: null, field: null }));
  const rows = matches.map((m) => {
    const { index } = m;
    const areaAcres = boundaryAcres(features[index]!.geometry);
    const field = m.field as (typeof entityFields)[number] | null;
    return {
      index,
      name: m.name ?? null,
      fieldId: field?.id ?? null,
      fieldName: field?.name ?? null,
      areaAcres,
      recordedAcres: field?.acreage ?? null,
      acreageCheck: field ? acreageCheck(field.acreage, areaAcres) : null,
      replaces: field?.hasBoundary ?? false,
    };
  });
  let written = 0;
  if (!opts.dryRun) {
    for (const m of matches) {
      if (!m.field) continue;
      await storeBoundary(ctx, m.field as (typeof entityFields)[number], features[m.index]!.geometry, sourceOfFile(file.name));
      written++;
    }
    if (!written) ctx.changedNothing();
  } else ctx.changedNothing();
  return {
    dryRun: opts.dryRun,
    fileName: file.name,
    source: sourceOfFile(file.name),
    nameProperty,
    properties,
    features: rows,
    matched: rows.filter((r) => r.fieldId !== null).length,
    unmatched: rows.filter((r) => r.fieldId === null).map((r) => r.name ?? `#${r.index + 1}`),
    written,
  };
}

import { z } from "@hono/zod-openapi";
import { booleanQuery, dateTime, decimalString } from "./common";

/** Where a stored boundary came from (db/schema/boundaries.ts `source`). */
export const BOUNDARY_SOURCES = ["geojson", "kml", "kmz", "shapefile", "drawn"] as const;

/**
 * A GeoJSON Polygon or MultiPolygon in WGS84 longitude/latitude (RFC 7946). The schema checks its shape only; the
 * rings themselves (closed, in range, not crossing) are checked by api/domain/boundaries, which names what is wrong.
 */
export const GeometrySchema = z
  .object({
    type: z.enum(["Polygon", "MultiPolygon"], { error: "must be a Polygon or a MultiPolygon" }),
    coordinates: z.array(z.any(), { error: "must be an array of rings" }),
  })
  .openapi("BoundaryGeometry", {
    example: { type: "Polygon", coordinates: [[[-121.5, 38.5], [-121.49, 38.5], [-121.49, 38.51], [-121.5, 38.5]]] },
  });

/** A GeoJSON Feature carrying such a geometry (its properties are not kept). */
const FeatureSchema = z.object({ type: z.literal("Feature"), geometry: GeometrySchema, properties: z.any().optional() });

export const BoundaryPutSchema = z
  .object({
    geometry: z.union([GeometrySchema, FeatureSchema], { error: "must be a GeoJSON Polygon, MultiPolygon or a Feature of one" }),
    source: z.enum(["drawn", "geojson"]).default("drawn").openapi({ description: "drawn on the map (default) or pasted GeoJSON" }),
  })
  .openapi("BoundaryPut");

/** The map's acres beside the recorded ones (api/domain/boundaries `acreageCheck`). */
export const AcreageCheckSchema = z.object({
  differencePercent: decimalString.nullable().openapi({ description: "(map acres - recorded acres) / recorded acres x 100, 1 decimal, signed; null when recorded is 0" }),
  warn: z.boolean().openapi({ description: "More than 2% apart (or a boundary on a field recorded at 0 acres)" }),
});

export const BoundarySchema = z
  .object({
    fieldId: z.number().int(),
    geometry: GeometrySchema,
    areaAcres: decimalString.openapi({ description: "The boundary's geodesic area in acres, 4 decimals" }),
    source: z.enum(BOUNDARY_SOURCES),
    recordedAcres: decimalString.openapi({ description: "The field's recorded acreage" }),
    acreageCheck: AcreageCheckSchema,
    keptAcreage: decimalString.nullable().openapi({
      description: "The recorded acreage the office chose to keep over this outline's acres (Keep recorded, POST .../boundary/keep-recorded); while the field's acreage equals it, field reads carry no acreageWarning. A new outline clears it",
    }),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .openapi("Boundary");

/** The multipart form of an import: the file, and for a farm's file the property that holds each field's name. */
const fileInput = z.any().openapi({ type: "string", format: "binary", description: "The file: .geojson/.json, .kml, .kmz or a zipped shapefile (.zip with .shp, .dbf, .prj)" });

export const FieldBoundaryImportForm = z.object({ file: fileInput }).openapi("FieldBoundaryImport");

export const EntityBoundaryImportForm = z
  .object({
    file: fileInput,
    nameProperty: z.string().optional().openapi({ description: "The feature property holding each field's name (see `properties` in a preview)" }),
    dryRun: booleanQuery.optional().openapi({ description: "true: check and match only, nothing written", example: "true" }),
  })
  .openapi("EntityBoundaryImport");

export const BoundaryImportResultSchema = z
  .object({
    dryRun: z.boolean(),
    fileName: z.string(),
    source: z.enum(BOUNDARY_SOURCES),
    nameProperty: z.string().nullable(),
    /** Every property name the file's features carry: the choices for nameProperty. */
    properties: z.array(z.string()),
    features: z.array(
      z.object({
        index: z.number().int().openapi({ description: "The feature's place in the file, from 0" }),
        name: z.string().nullable().openapi({ description: "Its nameProperty value" }),
        fieldId: z.number().int().nullable(),
        fieldName: z.string().nullable(),
        areaAcres: decimalString,
        recordedAcres: decimalString.nullable(),
        acreageCheck: AcreageCheckSchema.nullable(),
        replaces: z.boolean().openapi({ description: "The matched field already has a boundary, which this one replaces" }),
      }),
    ),
    matched: z.number().int(),
    /** The names of the features no field matched: nothing is written for them. */
    unmatched: z.array(z.string()),
    written: z.number().int(),
  })
  .openapi("BoundaryImportResult");

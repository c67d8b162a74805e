import { createRoute } from "@hono/zod-openapi";
import { jsonBody, jsonContent, recordErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { WRITERS } from "../../domain/write-access";
import { OFFICE, allow, inPath } from "../../lib/route-access";
import {
  BoundaryImportResultSchema,
  BoundaryPutSchema,
  BoundarySchema,
  EntityBoundaryImportForm,
  FieldBoundaryImportForm,
} from "../../schemas/boundaries.schemas";
import { EntityIdParams } from "../../schemas/fields.schemas";
import { IdParams } from "../../schemas/common";

const tags = ["Fields", "Map"];
const BAD_FILE =
  "A bad file or geometry is a 400 whose `code` says what is wrong (NO_POLYGON, SELF_INTERSECTION, UNKNOWN_PROJECTION, " +
  "MANY_FEATURES, BAD_FILE...) and whose message, in the caller's language, names the file; nothing is stored.";
const form = <T>(schema: T) => ({ content: { "multipart/form-data": { schema } }, required: true });

export const getBoundary = createRoute({
  path: "/fields/{id}/boundary",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "field")),
  tags,
  summary: "A field's boundary (GeoJSON, WGS84) with its geodesic acres beside the recorded ones; 404 when it has none",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(BoundarySchema, "The boundary"), ...recordErrors },
});

export const putBoundary = createRoute({
  path: "/fields/{id}/boundary",
  method: "put",
  "x-access": allow(WRITERS.fields.update, inPath("id", "field")),
  tags,
  summary: "Draw or replace a field's boundary: a GeoJSON Polygon, MultiPolygon or Feature of one",
  description: `The rings are checked (closed, at least 4 positions, longitude and latitude in range, not crossing themselves), closed and rounded to 7 decimals; its acres are worked out and stored. ${BAD_FILE}`,
  request: { params: IdParams, body: jsonBody(BoundaryPutSchema) },
  responses: { [S.OK]: jsonContent(BoundarySchema, "The stored boundary"), ...recordErrors },
});

export const deleteBoundary = createRoute({
  path: "/fields/{id}/boundary",
  method: "delete",
  "x-access": allow(WRITERS.fields.update, inPath("id", "field")),
  tags,
  summary: "Remove a field's boundary (the field stays)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(BoundarySchema, "The removed boundary"), ...recordErrors },
});

export const keepRecordedAcreage = createRoute({
  path: "/fields/{id}/boundary/keep-recorded",
  method: "post",
  "x-access": allow(WRITERS.fields.update, inPath("id", "field")),
  tags,
  summary: "Keep the field's recorded acreage over its boundary's acres: its acreage warning goes, for every user, until the acreage or the outline changes",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(BoundarySchema, "The boundary, with the acreage kept"), ...recordErrors },
});

export const importFieldBoundary = createRoute({
  path: "/fields/{id}/boundary/import",
  method: "post",
  "x-access": allow(WRITERS.fields.update, inPath("id", "field")),
  tags,
  summary: "A field's boundary from a file (multipart `file`): GeoJSON, KML, KMZ or a zipped shapefile with its .prj",
  description: `The file must hold exactly one polygon feature (else 400 MANY_FEATURES naming how many). ${BAD_FILE}`,
  request: { params: IdParams, body: form(FieldBoundaryImportForm) },
  responses: { [S.OK]: jsonContent(BoundarySchema, "The stored boundary"), ...recordErrors },
});

export const importEntityBoundaries = createRoute({
  path: "/entities/{entityId}/boundaries/import",
  method: "post",
  "x-access": allow(WRITERS.fields.update, inPath("entityId", "entity")),
  tags,
  summary: "Many fields' boundaries from one file (multipart `file`, `nameProperty`, `dryRun`), matched to the entity's fields by name",
  description:
    "Each feature is matched to the active field whose name equals its `nameProperty` value (case and spaces aside). " +
    "`dryRun=true` answers the preview (each feature, its name, the matched field, the map's acres beside the recorded ones, " +
    "the 2% warning; `properties` lists the choices for nameProperty) and writes nothing. Otherwise every matched feature is " +
    `stored in one transaction and the unmatched are named in \`unmatched\` (nothing written for them). ${BAD_FILE}`,
  request: { params: EntityIdParams, body: form(EntityBoundaryImportForm) },
  responses: { [S.OK]: jsonContent(BoundaryImportResultSchema, "The preview, or what was written"), ...recordErrors },
});

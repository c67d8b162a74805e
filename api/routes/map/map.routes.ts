import { createRoute, z } from "@hono/zod-openapi";
import { jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { OFFICE, allow, inQuery } from "../../lib/route-access";
import { MapFiguresSchema, MapQuerySchema, MapSchema } from "../../schemas/map.schemas";

const tags = ["Map"];
const FIGURES =
  "Each field with a boundary carries `figures` of the crop year (MAP_FIGURES, api/domain/map-figures.ts): costPerAcre " +
  "and netPerAcre from the dashboard's cost breakdown (FieldMoney), yieldPerAcre (in `yieldUnit`) from the Harvest by " +
  "Field report, inputCostPerAcre from the Input Cost report; null where the report has none.";

export const farmMap = createRoute({
  path: "/map",
  method: "get",
  "x-access": allow(OFFICE, inQuery("entityId", "entity")),
  tags,
  summary: "The farm map of a crop year: a GeoJSON FeatureCollection of the fields with a boundary and their figures",
  description: `Without entityId, every entity the caller may see. ${FIGURES} \`fieldsWithoutBoundary\` counts the active fields not drawn yet.`,
  request: { query: MapQuerySchema },
  responses: { [S.OK]: jsonContent(MapSchema, "The fields as GeoJSON"), ...recordErrors },
});

export const mapFigures = createRoute({
  path: "/map/figures",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "The figures a map can colour fields by: id, name (en, es and the UI's catalogue key), unit and the report each comes from",
  responses: { [S.OK]: jsonContent(MapFiguresSchema, "The map's figures"), ...signedInErrors },
});

export const mapGeojson = createRoute({
  path: "/map/geojson",
  method: "get",
  "x-access": allow(OFFICE, inQuery("entityId", "entity")),
  tags,
  summary: "Export: the farm map's GeoJSON as a file (fields-<entity or all>-<year>.geojson)",
  description: `The same FeatureCollection as GET /api/map, as an attachment. ${FIGURES}`,
  request: { query: MapQuerySchema },
  responses: {
    [S.OK]: { content: { "application/geo+json": { schema: z.string().openapi({ type: "string", format: "binary" }) } }, description: "The GeoJSON file" },
    ...recordErrors,
  },
});

import { attachmentHeader } from "../../domain/map-files";
import { fileSlug } from "../../lib/csv";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { getEntity } from "../../services/entities.service";
import { farmMapJson, mapFigureInfo } from "../../services/map.service";
import type * as routes from "./map.routes";

// The map's JSON is written as text by the service (its geometries as the database holds them): sent as it is.
export const farmMap: AppRouteHandler<typeof routes.farmMap> = async (c) =>
  new Response(await farmMapJson(c.get("ctx"), c.req.valid("query")), { status: S.OK, headers: { "Content-Type": "application/json; charset=UTF-8" } }) as never;

export const mapFigures: AppRouteHandler<typeof routes.mapFigures> = (c) => c.json({ figures: mapFigureInfo() }, S.OK);

export const mapGeojson: AppRouteHandler<typeof routes.mapGeojson> = async (c) => {
  const ctx = c.get("ctx");
  const query = c.req.valid("query");
  const map = await farmMapJson(ctx, query);
  const who = query.entityId === undefined ? "all" : fileSlug((await getEntity(ctx, query.entityId)).name);
  const headers = {
    "Content-Type": "application/geo+json; charset=utf-8",
    "Content-Disposition": attachmentHeader(`fields-${who}-${query.year}.geojson`),
    "Cache-Control": "private, no-store",
  };
  // A file, not a JSON answer (the typed client reads it as text): its media type only looks like JSON to hono.
  return new Response(map, { status: S.OK, headers }) as never;
};

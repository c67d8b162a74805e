import { attachmentHeader } from "../../domain/map-files";
import { fileSlug } from "../../lib/csv";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { getEntity } from "../../services/entities.service";
import { getFarmMap, mapFigureInfo } from "../../services/map.service";
import type * as routes from "./map.routes";

export const farmMap: AppRouteHandler<typeof routes.farmMap> = async (c) => c.json(await getFarmMap(c.get("ctx"), c.req.valid("query")), S.OK);

export const mapFigures: AppRouteHandler<typeof routes.mapFigures> = (c) => c.json({ figures: mapFigureInfo() }, S.OK);

export const mapGeojson: AppRouteHandler<typeof routes.mapGeojson> = async (c) => {
  const ctx = c.get("ctx");
  const query = c.req.valid("query");
  const map = await getFarmMap(ctx, query);
  const who = query.entityId === undefined ? "all" : fileSlug((await getEntity(ctx, query.entityId)).name);
  const headers = {
    "Content-Type": "application/geo+json; charset=utf-8",
    "Content-Disposition": attachmentHeader(`fields-${who}-${query.year}.geojson`),
    "Cache-Control": "private, no-store",
  };
  // A file, not a JSON answer (the typed client reads it as text): its media type only looks like JSON to hono.
  return new Response(JSON.stringify(map), { status: S.OK, headers }) as never;
};

import { invalid } from "../../lib/errors";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import * as service from "../../services/boundaries.service";
import type { ServiceContext } from "../../services/context";
import type * as routes from "./boundaries.routes";

/** The multipart `file`, read whole (a farm's boundaries are a few MB at most; the body limit holds the rest). */
async function fileOf(ctx: ServiceContext, value: unknown): Promise<service.BoundaryFile> {
  if (!(value instanceof File) || value.size === 0) {
    throw invalid("file", ctx.user?.locale === "es" ? "elija un archivo (GeoJSON, KML, KMZ o shapefile comprimido)" : "choose a file (GeoJSON, KML, KMZ or a zipped shapefile)");
  }
  return { name: value.name || "file", bytes: new Uint8Array(await value.arrayBuffer()) };
}

export const getBoundary: AppRouteHandler<typeof routes.getBoundary> = async (c) =>
  c.json(await service.getBoundary(c.get("ctx"), c.req.valid("param").id), S.OK);

export const putBoundary: AppRouteHandler<typeof routes.putBoundary> = async (c) =>
  c.json(await service.putBoundary(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

export const deleteBoundary: AppRouteHandler<typeof routes.deleteBoundary> = async (c) =>
  c.json(await service.deleteBoundary(c.get("ctx"), c.req.valid("param").id), S.OK);

export const keepRecordedAcreage: AppRouteHandler<typeof routes.keepRecordedAcreage> = async (c) =>
  c.json(await service.keepRecordedAcreage(c.get("ctx"), c.req.valid("param").id), S.OK);

export const importFieldBoundary: AppRouteHandler<typeof routes.importFieldBoundary> = async (c) => {
  const ctx = c.get("ctx");
  const file = await fileOf(ctx, c.req.valid("form").file);
  return c.json(await service.importFieldBoundary(ctx, c.req.valid("param").id, file), S.OK);
};

export const importEntityBoundaries: AppRouteHandler<typeof routes.importEntityBoundaries> = async (c) => {
  const ctx = c.get("ctx");
  const form = c.req.valid("form");
  const file = await fileOf(ctx, form.file);
  const result = await service.importEntityBoundaries(ctx, c.req.valid("param").entityId, file, { nameProperty: form.nameProperty, dryRun: form.dryRun ?? false });
  return c.json(result, S.OK);
};

import { listHandler, readHandler } from "../../lib/resource-handlers";
import { attachmentHeader } from "../../domain/map-files";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { MapFilterSchema } from "../../schemas/maps.schemas";
import * as service from "../../services/maps.service";
import * as routes from "./maps.routes";

export const list = listHandler(routes.list, "maps", service.MAP_SORTABLE, MapFilterSchema, service.listMaps);
export const getOne = readHandler(routes.getOne, service.getMap);

export const create: AppRouteHandler<typeof routes.create> = async (c) =>
  c.json(await service.createMap(c.get("ctx"), c.var.storage, c.req.valid("json")), S.CREATED);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) =>
  c.json(await service.deleteMap(c.get("ctx"), c.var.storage, c.req.valid("param").id), S.OK);

export const download: AppRouteHandler<typeof routes.download> = async (c) => {
  const { map, file, size } = await service.openMapFile(c.get("ctx"), c.var.storage, c.req.valid("param").id);
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Length": String(size),
    "Content-Disposition": attachmentHeader(map.fileName),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  // A local file is sent as a file (sendfile, with its length); a bucket's object is streamed through.
  if (c.var.storage.kind === "local") return new Response(file, { status: S.OK, headers });
  return c.body(file.stream(), S.OK, headers);
};

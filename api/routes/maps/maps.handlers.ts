import { attachmentHeader } from "../../domain/map-files";
import { contentRange, parseListQuery } from "../../lib/list-query";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { MapFilterSchema } from "../../schemas/maps.schemas";
import * as service from "../../services/maps.service";
import type * as routes from "./maps.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.MAP_SORTABLE, MapFilterSchema);
  const { rows, total, start } = await service.listMaps(c.get("ctx"), params);
  c.header("Content-Range", contentRange("maps", start, rows.length, total));
  return c.json(rows, S.OK);
};

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) =>
  c.json(await service.getMap(c.get("ctx"), c.req.valid("param").id), S.OK);

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

import { contentRange, parseListQuery } from "../../lib/list-query";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { FertilizerFilterSchema } from "../../schemas/fertilizers.schemas";
import * as service from "../../services/fertilizers.service";
import type * as routes from "./fertilizers.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.FERTILIZER_SORTABLE, FertilizerFilterSchema);
  const { rows, total, start } = await service.listFertilizers(c.get("ctx"), params);
  c.header("Content-Range", contentRange("fertilizers", start, rows.length, total));
  return c.json(rows, S.OK);
};

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) =>
  c.json(await service.getFertilizer(c.get("ctx"), c.req.valid("param").id), S.OK);

export const create: AppRouteHandler<typeof routes.create> = async (c) =>
  c.json(await service.createFertilizer(c.get("ctx"), c.req.valid("json")), S.CREATED);

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await service.updateFertilizer(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) =>
  c.json(await service.deleteFertilizer(c.get("ctx"), c.req.valid("param").id), S.OK);

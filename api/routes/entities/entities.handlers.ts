import { contentRange, parseListQuery } from "../../lib/list-query";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { EntityFilterSchema } from "../../schemas/entities.schemas";
import * as service from "../../services/entities.service";
import { entitySummary } from "../../services/summary.service";
import type * as routes from "./entities.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.ENTITY_SORTABLE, EntityFilterSchema);
  const { rows, total, start } = await service.listEntities(c.get("ctx"), params);
  c.header("Content-Range", contentRange("entities", start, rows.length, total));
  return c.json(rows, S.OK);
};

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) =>
  c.json(await service.getEntity(c.get("ctx"), c.req.valid("param").id), S.OK);

export const create: AppRouteHandler<typeof routes.create> = async (c) =>
  c.json(await service.createEntity(c.get("ctx"), c.req.valid("json")), S.CREATED);

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await service.updateEntity(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) =>
  c.json(await service.deleteEntity(c.get("ctx"), c.req.valid("param").id), S.OK);

export const summary: AppRouteHandler<typeof routes.summary> = async (c) => {
  const { entityId } = c.req.valid("param");
  return c.json(await entitySummary(c.get("ctx"), entityId, c.req.valid("query").year), S.OK);
};

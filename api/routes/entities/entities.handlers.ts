import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { EntityFilterSchema } from "../../schemas/entities.schemas";
import * as service from "../../services/entities.service";
import { entitySummary } from "../../services/summary.service";
import * as routes from "./entities.routes";

export const list = listHandler(routes.list, "entities", service.ENTITY_SORTABLE, EntityFilterSchema, service.listEntities);
export const getOne = readHandler(routes.getOne, service.getEntity);
export const create = createHandler(routes.create, service.createEntity);
export const update = updateHandler(routes.update, service.updateEntity);
export const remove = removeHandler(routes.remove, service.deleteEntity);

export const summary: AppRouteHandler<typeof routes.summary> = async (c) => {
  const { entityId } = c.req.valid("param");
  return c.json(await entitySummary(c.get("ctx"), entityId, c.req.valid("query").year), S.OK);
};

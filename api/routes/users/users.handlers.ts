import { createHandler, listHandler, readHandler, removeHandler } from "../../lib/resource-handlers";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { UserFilterSchema } from "../../schemas/users.schemas";
import * as service from "../../services/users.service";
import * as routes from "./users.routes";

export const list = listHandler(routes.list, "users", service.USER_SORTABLE, UserFilterSchema, service.listUsers);
export const getOne = readHandler(routes.getOne, service.getUser);
export const create = createHandler(routes.create, service.createUser);

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await service.updateUser(c.get("ctx"), c.req.valid("param").id, c.req.valid("json"), c.var.sessionId), S.OK);
export const remove = removeHandler(routes.remove, service.deleteUser);

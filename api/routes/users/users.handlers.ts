import * as S from "../../lib/http-status";
import { contentRange, parseListQuery } from "../../lib/list-query";
import type { AppRouteHandler } from "../../lib/types";
import { UserFilterSchema } from "../../schemas/users.schemas";
import * as service from "../../services/users.service";
import type * as routes from "./users.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.USER_SORTABLE, UserFilterSchema);
  const { rows, total, start } = await service.listUsers(c.get("ctx"), params);
  c.header("Content-Range", contentRange("users", start, rows.length, total));
  return c.json(rows, S.OK);
};

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) =>
  c.json(await service.getUser(c.get("ctx"), c.req.valid("param").id), S.OK);

export const create: AppRouteHandler<typeof routes.create> = async (c) =>
  c.json(await service.createUser(c.get("ctx"), c.req.valid("json")), S.CREATED);

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await service.updateUser(c.get("ctx"), c.req.valid("param").id, c.req.valid("json"), c.var.sessionId), S.OK);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) =>
  c.json(await service.deleteUser(c.get("ctx"), c.req.valid("param").id), S.OK);

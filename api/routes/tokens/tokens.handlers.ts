import { unauthorized } from "../../lib/errors";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import * as service from "../../services/api-tokens.service";
import type * as routes from "./tokens.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => c.json(await service.listApiTokens(c.get("ctx")), S.OK);

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  if (!c.var.user) throw unauthorized();
  return c.json(await service.createApiToken(c.get("ctx"), c.var.user, c.req.valid("json")), S.CREATED);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) =>
  c.json(await service.revokeApiToken(c.get("ctx"), c.req.valid("param").id), S.OK);

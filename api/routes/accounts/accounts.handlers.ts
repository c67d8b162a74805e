import { contentRange, parseListQuery } from "../../lib/list-query";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { AccountFilterSchema, CategoryAccountFilterSchema } from "../../schemas/accounts.schemas";
import * as service from "../../services/accounts.service";
import type * as routes from "./accounts.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.ACCOUNT_SORTABLE, AccountFilterSchema);
  const { rows, total, start } = await service.listAccounts(c.get("ctx"), params);
  c.header("Content-Range", contentRange("accounts", start, rows.length, total));
  return c.json(rows, S.OK);
};

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) =>
  c.json(await service.getAccount(c.get("ctx"), c.req.valid("param").id), S.OK);

export const create: AppRouteHandler<typeof routes.create> = async (c) =>
  c.json(await service.createAccount(c.get("ctx"), c.req.valid("json")), S.CREATED);

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await service.updateAccount(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

export const listCategoryAccounts: AppRouteHandler<typeof routes.listCategoryAccounts> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.CATEGORY_ACCOUNT_SORTABLE, CategoryAccountFilterSchema);
  const { rows, total, start } = await service.listCategoryAccounts(c.get("ctx"), params);
  c.header("Content-Range", contentRange("category-accounts", start, rows.length, total));
  return c.json(rows, S.OK);
};

export const getCategoryAccount: AppRouteHandler<typeof routes.getCategoryAccount> = async (c) =>
  c.json(await service.getCategoryAccount(c.get("ctx"), c.req.valid("param").id), S.OK);

export const updateCategoryAccount: AppRouteHandler<typeof routes.updateCategoryAccount> = async (c) =>
  c.json(await service.updateCategoryAccount(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

export const getSettings: AppRouteHandler<typeof routes.getSettings> = async (c) =>
  c.json(await service.getAccountSettings(c.get("ctx"), c.req.valid("param").id), S.OK);

export const updateSettings: AppRouteHandler<typeof routes.updateSettings> = async (c) =>
  c.json(await service.updateAccountSettings(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

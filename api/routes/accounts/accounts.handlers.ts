import { createHandler, listHandler, readHandler, updateHandler } from "../../lib/resource-handlers";
import { AccountFilterSchema, CategoryAccountFilterSchema } from "../../schemas/accounts.schemas";
import * as service from "../../services/accounts.service";
import * as routes from "./accounts.routes";

export const list = listHandler(routes.list, "accounts", service.ACCOUNT_SORTABLE, AccountFilterSchema, service.listAccounts);
export const getOne = readHandler(routes.getOne, service.getAccount);
export const create = createHandler(routes.create, service.createAccount);
export const update = updateHandler(routes.update, service.updateAccount);

export const listCategoryAccounts = listHandler(
  routes.listCategoryAccounts,
  "category-accounts",
  service.CATEGORY_ACCOUNT_SORTABLE,
  CategoryAccountFilterSchema,
  service.listCategoryAccounts,
);
export const getCategoryAccount = readHandler(routes.getCategoryAccount, service.getCategoryAccount);
export const updateCategoryAccount = updateHandler(routes.updateCategoryAccount, service.updateCategoryAccount);
export const getSettings = readHandler(routes.getSettings, service.getAccountSettings);
export const updateSettings = updateHandler(routes.updateSettings, service.updateAccountSettings);

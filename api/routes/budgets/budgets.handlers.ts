import { contentRange, parseListQuery } from "../../lib/list-query";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { BudgetFilterSchema } from "../../schemas/budgets.schemas";
import * as service from "../../services/budgets.service";
import type * as routes from "./budgets.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.BUDGET_SORTABLE, BudgetFilterSchema);
  const { rows, total, start } = await service.listBudgets(c.get("ctx"), params);
  c.header("Content-Range", contentRange("budgets", start, rows.length, total));
  return c.json(rows, S.OK);
};

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) =>
  c.json(await service.getBudget(c.get("ctx"), c.req.valid("param").id), S.OK);

export const create: AppRouteHandler<typeof routes.create> = async (c) =>
  c.json(await service.createBudget(c.get("ctx"), c.req.valid("json")), S.CREATED);

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await service.updateBudget(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) =>
  c.json(await service.deleteBudget(c.get("ctx"), c.req.valid("param").id), S.OK);

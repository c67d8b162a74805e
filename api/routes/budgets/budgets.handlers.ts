import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import { BudgetFilterSchema } from "../../schemas/budgets.schemas";
import * as service from "../../services/budgets.service";
import * as routes from "./budgets.routes";

export const list = listHandler(routes.list, "budgets", service.BUDGET_SORTABLE, BudgetFilterSchema, service.listBudgets);
export const getOne = readHandler(routes.getOne, service.getBudget);
export const create = createHandler(routes.create, service.createBudget);
export const update = updateHandler(routes.update, service.updateBudget);
export const remove = removeHandler(routes.remove, service.deleteBudget);

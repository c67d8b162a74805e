import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import { SettlementFilterSchema } from "../../schemas/settlements.schemas";
import * as service from "../../services/settlements.service";
import * as routes from "./settlements.routes";

export const list = listHandler(routes.list, "settlements", service.SETTLEMENT_SORTABLE, SettlementFilterSchema, service.listSettlements);
export const getOne = readHandler(routes.getOne, service.getSettlement);
export const create = createHandler(routes.create, service.createSettlement);
export const update = updateHandler(routes.update, service.updateSettlement);
export const remove = removeHandler(routes.remove, service.deleteSettlement);

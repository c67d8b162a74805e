import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import { ContractFilterSchema } from "../../schemas/contracts.schemas";
import * as service from "../../services/contracts.service";
import * as routes from "./contracts.routes";

export const list = listHandler(routes.list, "contracts", service.CONTRACT_SORTABLE, ContractFilterSchema, service.listContracts);
export const getOne = readHandler(routes.getOne, service.getContract);
export const create = createHandler(routes.create, service.createContract);
export const update = updateHandler(routes.update, service.updateContract);
export const remove = removeHandler(routes.remove, service.deleteContract);

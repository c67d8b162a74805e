import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import { BuyerFilterSchema } from "../../schemas/buyers.schemas";
import * as service from "../../services/buyers.service";
import * as routes from "./buyers.routes";

export const list = listHandler(routes.list, "buyers", service.BUYER_SORTABLE, BuyerFilterSchema, service.listBuyers);
export const getOne = readHandler(routes.getOne, service.getBuyer);
export const create = createHandler(routes.create, service.createBuyer);
export const update = updateHandler(routes.update, service.updateBuyer);
export const remove = removeHandler(routes.remove, service.deleteBuyer);

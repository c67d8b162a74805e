import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import { DeliveryFilterSchema } from "../../schemas/deliveries.schemas";
import * as service from "../../services/deliveries.service";
import * as routes from "./deliveries.routes";

export const list = listHandler(routes.list, "deliveries", service.DELIVERY_SORTABLE, DeliveryFilterSchema, service.listDeliveries);
export const getOne = readHandler(routes.getOne, service.getDelivery);
export const create = createHandler(routes.create, service.createDelivery);
export const update = updateHandler(routes.update, service.updateDelivery);
export const remove = removeHandler(routes.remove, service.deleteDelivery);

import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import { PaymentFilterSchema } from "../../schemas/lease-payments.schemas";
import * as service from "../../services/lease-payments.service";
import * as routes from "./payments.routes";

export const list = listHandler(routes.list, "payments", service.PAYMENT_SORTABLE, PaymentFilterSchema, service.listPayments);
export const getOne = readHandler(routes.getOne, service.getPayment);
export const create = createHandler(routes.create, service.createPayment);
export const update = updateHandler(routes.update, service.updatePayment);
export const remove = removeHandler(routes.remove, service.deletePayment);

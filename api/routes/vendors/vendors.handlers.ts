import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import { VendorFilterSchema } from "../../schemas/vendors.schemas";
import * as service from "../../services/vendors.service";
import * as routes from "./vendors.routes";

export const list = listHandler(routes.list, "vendors", service.VENDOR_SORTABLE, VendorFilterSchema, service.listVendors);
export const getOne = readHandler(routes.getOne, service.getVendor);
export const create = createHandler(routes.create, service.createVendor);
export const update = updateHandler(routes.update, service.updateVendor);
export const remove = removeHandler(routes.remove, service.deleteVendor);

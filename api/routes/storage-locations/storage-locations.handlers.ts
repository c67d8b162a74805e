import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import { StorageLocationFilterSchema } from "../../schemas/storage-locations.schemas";
import * as service from "../../services/storage-locations.service";
import * as routes from "./storage-locations.routes";

export const list = listHandler(routes.list, "storage-locations", service.STORAGE_LOCATION_SORTABLE, StorageLocationFilterSchema, service.listStorageLocations);
export const getOne = readHandler(routes.getOne, service.getStorageLocation);
export const create = createHandler(routes.create, service.createStorageLocation);
export const update = updateHandler(routes.update, service.updateStorageLocation);
export const remove = removeHandler(routes.remove, service.deleteStorageLocation);

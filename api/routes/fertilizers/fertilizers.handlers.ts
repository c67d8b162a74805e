import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import { FertilizerFilterSchema } from "../../schemas/fertilizers.schemas";
import * as service from "../../services/fertilizers.service";
import * as routes from "./fertilizers.routes";

export const list = listHandler(routes.list, "fertilizers", service.FERTILIZER_SORTABLE, FertilizerFilterSchema, service.listFertilizers);
export const getOne = readHandler(routes.getOne, service.getFertilizer);
export const create = createHandler(routes.create, service.createFertilizer);
export const update = updateHandler(routes.update, service.updateFertilizer);
export const remove = removeHandler(routes.remove, service.deleteFertilizer);

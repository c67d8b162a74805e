import { createHandler, listHandler, readHandler, removeHandler } from "../../lib/resource-handlers";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { StorageAdjustmentFilterSchema } from "../../schemas/storage.schemas";
import * as adjustments from "../../services/storage-adjustments.service";
import { storageOnHand } from "../../services/storage.service";
import * as routes from "./storage.routes";

export const onHand: AppRouteHandler<typeof routes.onHand> = async (c) => c.json(await storageOnHand(c.get("ctx"), c.req.valid("query")), S.OK);
export const listAdjustments = listHandler(routes.listAdjustments, "storage-adjustments", adjustments.STORAGE_ADJUSTMENT_SORTABLE, StorageAdjustmentFilterSchema, adjustments.listStorageAdjustments);
export const getAdjustment = readHandler(routes.getAdjustment, adjustments.getStorageAdjustment);
export const createAdjustment = createHandler(routes.createAdjustment, adjustments.createStorageAdjustment);
export const removeAdjustment = removeHandler(routes.removeAdjustment, adjustments.deleteStorageAdjustment);

import { createHandler, listHandler, readHandler, removeHandler } from "../../lib/resource-handlers";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { AdjustmentFilterSchema } from "../../schemas/inventory.schemas";
import * as service from "../../services/inventory-adjustments.service";
import { getProductLedger, getStock } from "../../services/stock.service";
import * as routes from "./inventory.routes";

export const listAdjustments = listHandler(routes.listAdjustments, "inventory-adjustments", service.ADJUSTMENT_SORTABLE, AdjustmentFilterSchema, service.listAdjustments);
export const getAdjustment = readHandler(routes.getAdjustment, service.getAdjustment);
export const createAdjustment = createHandler(routes.createAdjustment, service.createAdjustment);
export const removeAdjustment = removeHandler(routes.removeAdjustment, service.deleteAdjustment);

export const productLedger: AppRouteHandler<typeof routes.productLedger> = async (c) => {
  const { entityId, productId } = c.req.valid("param");
  return c.json(await getProductLedger(c.get("ctx"), entityId, productId, c.req.valid("query").asOf ?? null), S.OK);
};

export const stock: AppRouteHandler<typeof routes.stock> = async (c) =>
  c.json(await getStock(c.get("ctx"), c.req.valid("param").entityId, c.req.valid("query").asOf ?? null), S.OK);

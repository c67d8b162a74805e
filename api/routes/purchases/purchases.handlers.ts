import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { type PurchaseImportBody, PurchaseFilterSchema } from "../../schemas/purchases.schemas";
import { importPurchaseCsv } from "../../services/purchase-import.service";
import * as service from "../../services/purchases.service";
import * as routes from "./purchases.routes";

export const list = listHandler(routes.list, "purchases", service.PURCHASE_SORTABLE, PurchaseFilterSchema, service.listPurchases);
export const getOne = readHandler(routes.getOne, service.getPurchase);
export const create = createHandler(routes.create, service.createPurchase);
export const update = updateHandler(routes.update, service.updatePurchase);
export const remove = removeHandler(routes.remove, service.deletePurchase);

/** The CSV as JSON `{ csv, ... }`, or the file itself as text/csv with its options in the query. */
export const importPurchases: AppRouteHandler<typeof routes.importPurchases> = async (c) => {
  const q = c.req.valid("query");
  const request = (c.req.header("content-type") ?? "").includes("json")
    ? (c.req.valid("json") as PurchaseImportBody)
    : { csv: await c.req.text(), entity: q.entity, dryRun: q.dryRun === "true", replace: q.replace === "true" };
  return c.json(await importPurchaseCsv(c.get("ctx"), request), S.OK);
};

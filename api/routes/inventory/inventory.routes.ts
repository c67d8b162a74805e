import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { WRITERS } from "../../domain/write-access";
import { EVERY_ROLE, OFFICE, allow, inBody, inPath } from "../../lib/route-access";
import { IdParams, ListQueryDoc, idSchema } from "../../schemas/common";
import { AdjustmentInputSchema, AdjustmentSchema, AsOfQuery, ProductLedgerSchema, StockSchema } from "../../schemas/inventory.schemas";

const tags = ["Inputs"];
const shortfall = { [S.CONFLICT]: jsonContent(ErrorSchema, "INVENTORY_SHORTFALL: more would leave the stock than is on hand (nothing written)") };

export const listAdjustments = createRoute({
  path: "/inventory-adjustments",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List returns and count adjustments of the caller's entities (simple-rest: filter id/entityId/productId/kind/q)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(AdjustmentSchema), "Returns and adjustments, newest first"), ...signedInErrors },
});

export const getAdjustment = createRoute({
  path: "/inventory-adjustments/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "inventoryAdjustment")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(AdjustmentSchema, "The return or adjustment"), ...recordErrors },
});

export const createAdjustment = createRoute({
  path: "/inventory-adjustments",
  method: "post",
  "x-access": allow(WRITERS["inventory-adjustments"].create, inBody("entityId", "entity")),
  tags,
  summary: "Record a return to a vendor (quantity > 0, optional credit) or a count adjustment (signed, with a reason)",
  request: { body: jsonBody(AdjustmentInputSchema) },
  responses: { [S.CREATED]: jsonContent(AdjustmentSchema, "The return or adjustment, with the tasks whose cost changed"), ...recordErrors, ...shortfall },
});

export const removeAdjustment = createRoute({
  path: "/inventory-adjustments/{id}",
  method: "delete",
  "x-access": allow(WRITERS["inventory-adjustments"].delete, inPath("id", "inventoryAdjustment")),
  tags,
  summary: "Remove a return or an adjustment; the product is re-costed",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(AdjustmentSchema, "The return or adjustment as it was"), ...recordErrors, ...shortfall },
});

export const productLedger = createRoute({
  path: "/entities/{entityId}/inventory/{productId}",
  method: "get",
  "x-access": allow(OFFICE, inPath("entityId", "entity")),
  tags,
  summary: "A product's ledger at an entity: every receipt, application, return and adjustment at weighted-average cost, and what is on hand",
  request: { params: z.object({ entityId: idSchema, productId: idSchema }), query: AsOfQuery },
  responses: { [S.OK]: jsonContent(ProductLedgerSchema, "The ledger through asOf"), ...recordErrors },
});

export const stock = createRoute({
  path: "/entities/{entityId}/stock",
  method: "get",
  "x-access": allow(EVERY_ROLE, inPath("entityId", "entity")),
  tags,
  summary: "Quantity on hand of each product with any movement at the entity (no money: the task form shows it to crew too)",
  request: { params: z.object({ entityId: idSchema }), query: AsOfQuery },
  responses: { [S.OK]: jsonContent(StockSchema, "Stock on hand through asOf"), ...recordErrors },
});

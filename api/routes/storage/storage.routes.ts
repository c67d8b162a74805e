import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { WRITERS } from "../../domain/write-access";
import { OFFICE, allow, inBody, inPath, inQuery } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { StorageAdjustmentInputSchema, StorageAdjustmentSchema, StorageQuerySchema, StorageRowSchema } from "../../schemas/storage.schemas";

const tags = ["Harvest"];
const shortfall = { [S.CONFLICT]: jsonContent(ErrorSchema, "STORAGE_SHORTFALL: the location would run short at some date (named, with how much; nothing written)") };

export const onHand = createRoute({
  path: "/storage",
  method: "get",
  "x-access": allow(OFFICE, inQuery("entityId", "entity")),
  tags,
  summary: "Crop in storage per entity, crop, crop year and location: in, out, adjusted and on hand through asOf",
  request: { query: StorageQuerySchema },
  responses: { [S.OK]: jsonContent(z.array(StorageRowSchema), "One row per location's crop pool"), ...recordErrors },
});

export const listAdjustments = createRoute({
  path: "/storage-adjustments",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List shrink and count adjustments of the caller's entities (filter id/entityId/locationId/cropYear/crop/kind)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(StorageAdjustmentSchema), "Adjustments, newest first"), ...signedInErrors },
});

export const getAdjustment = createRoute({
  path: "/storage-adjustments/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "storageAdjustment")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(StorageAdjustmentSchema, "The adjustment"), ...recordErrors },
});

export const createAdjustment = createRoute({
  path: "/storage-adjustments",
  method: "post",
  "x-access": allow(WRITERS["storage-adjustments"].create, inBody("entityId", "entity"), inBody("locationId", "storageLocation")),
  tags,
  summary: "Record shrink (negative) or a count correction (signed) of a crop in a location, with its reason",
  request: { body: jsonBody(StorageAdjustmentInputSchema) },
  responses: { [S.CREATED]: jsonContent(StorageAdjustmentSchema, "The adjustment"), ...recordErrors, ...shortfall },
});

export const removeAdjustment = createRoute({
  path: "/storage-adjustments/{id}",
  method: "delete",
  "x-access": allow(WRITERS["storage-adjustments"].delete, inPath("id", "storageAdjustment")),
  tags,
  summary: "Remove an adjustment; refused when what left the location since would run short",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(StorageAdjustmentSchema, "The adjustment as it was"), ...recordErrors, ...shortfall },
});

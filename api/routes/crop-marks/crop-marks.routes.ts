import { createRoute, z } from "@hono/zod-openapi";
import { jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { WRITERS } from "../../domain/write-access";
import { OFFICE, allow, inPath } from "../../lib/route-access";
import { ListQueryDoc } from "../../schemas/common";
import { CropMarkInputSchema, CropMarkParams, CropMarkSchema } from "../../schemas/crop-marks.schemas";

const tags = ["Harvest"];
const pool = "/crop-marks/{entityId}/{cropYear}/{crop}";

export const list = createRoute({
  path: "/crop-marks",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List the mark prices of the caller's entities' crop pools (filter id/entityId/cropYear/crop)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(CropMarkSchema), "The marks, latest crop year first"), ...signedInErrors },
});

export const getOne = createRoute({
  path: pool,
  method: "get",
  "x-access": allow(OFFICE, inPath("entityId", "entity")),
  tags,
  summary: "The mark price of a crop pool (the crop in any case)",
  request: { params: CropMarkParams },
  responses: { [S.OK]: jsonContent(CropMarkSchema, "The mark"), ...recordErrors },
});

export const put = createRoute({
  path: pool,
  method: "put",
  "x-access": allow(WRITERS["crop-marks"].update, inPath("entityId", "entity")),
  tags,
  summary: "Set a crop pool's mark price (one per entity, crop and crop year: replaces the one it had)",
  request: { params: CropMarkParams, body: jsonBody(CropMarkInputSchema) },
  responses: { [S.OK]: jsonContent(CropMarkSchema, "The mark as saved"), ...recordErrors },
});

export const remove = createRoute({
  path: pool,
  method: "delete",
  "x-access": allow(WRITERS["crop-marks"].delete, inPath("entityId", "entity")),
  tags,
  summary: "Remove a crop pool's mark price (its unsold crop is then not valued)",
  request: { params: CropMarkParams },
  responses: { [S.OK]: jsonContent(CropMarkSchema, "The mark as it was"), ...recordErrors },
});

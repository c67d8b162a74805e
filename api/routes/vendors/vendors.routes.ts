import { createRoute, z } from "@hono/zod-openapi";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { EDITORS, OFFICE, allow } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { VendorCreateSchema, VendorSchema, VendorUpdateSchema } from "../../schemas/vendors.schemas";

const tags = ["Vendors"];

export const list = createRoute({
  path: "/vendors",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List the farm's vendors (simple-rest: sort, range, filter q/id; Content-Range header), by name",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(VendorSchema), "The vendors"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/vendors/{id}",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(VendorSchema, "The vendor"), ...recordErrors },
});

export const create = createRoute({
  path: "/vendors",
  method: "post",
  "x-access": allow(EDITORS),
  tags,
  summary: "Add a vendor (admin, editor); names are unique whatever their case (409 NAME_TAKEN, details: taken, name)",
  request: { body: jsonBody(VendorCreateSchema) },
  responses: { [S.CREATED]: jsonContent(VendorSchema, "The created vendor"), ...signedInErrors, ...errors.conflict },
});

export const update = createRoute({
  path: "/vendors/{id}",
  method: "put",
  "x-access": allow(EDITORS),
  tags,
  summary: "Change a vendor (admin, editor)",
  request: { params: IdParams, body: jsonBody(VendorUpdateSchema) },
  responses: { [S.OK]: jsonContent(VendorSchema, "The updated vendor"), ...recordErrors, ...errors.conflict },
});

export const remove = createRoute({
  path: "/vendors/{id}",
  method: "delete",
  "x-access": allow(EDITORS),
  tags,
  summary: "Delete a vendor no purchase or return names (admin, editor); one still named is a 409",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(VendorSchema, "The deleted vendor"), ...recordErrors, ...errors.conflict },
});

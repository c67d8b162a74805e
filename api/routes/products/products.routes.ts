import { createRoute, z } from "@hono/zod-openapi";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { EDITORS, EVERY_ROLE, allow } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { ProductCreateSchema, ProductSchema, ProductUpdateSchema } from "../../schemas/products.schemas";

const tags = ["Products"];

export const list = createRoute({
  path: "/products",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "List the catalogue's products (simple-rest: sort, range, filter q/id/kind; Content-Range header), by name",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(ProductSchema), "The products"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/products/{id}",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(ProductSchema, "The product"), ...recordErrors },
});

export const create = createRoute({
  path: "/products",
  method: "post",
  "x-access": allow(EDITORS),
  tags,
  summary: "Add a product (admin, editor); names are unique in the catalogue whatever their case (409 NAME_TAKEN, details: taken, name, kind)",
  request: { body: jsonBody(ProductCreateSchema) },
  responses: { [S.CREATED]: jsonContent(ProductSchema, "The created product"), ...signedInErrors, ...errors.conflict },
});

export const update = createRoute({
  path: "/products/{id}",
  method: "put",
  "x-access": allow(EDITORS),
  tags,
  summary: "Change a product (admin, editor); its stock unit and the packs records use stay once anything is recorded (409)",
  request: { params: IdParams, body: jsonBody(ProductUpdateSchema) },
  responses: { [S.OK]: jsonContent(ProductSchema, "The updated product"), ...recordErrors, ...errors.conflict },
});

export const remove = createRoute({
  path: "/products/{id}",
  method: "delete",
  "x-access": allow(EDITORS),
  tags,
  summary: "Delete a product nothing names (admin, editor); one a purchase, return, adjustment or task names is a 409",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(ProductSchema, "The deleted product"), ...recordErrors, ...errors.conflict },
});

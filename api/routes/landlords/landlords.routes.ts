import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { IdParams, ListQueryDoc, dateTime } from "../../schemas/common";
import { LandlordCreateSchema, LandlordSchema, LandlordUpdateSchema } from "../../schemas/landlords.schemas";
import { ADMIN, OFFICE, allow, inPath } from "../../lib/route-access";
import { WRITERS } from "../../domain/write-access";

const tags = ["Landlords"];

export const list = createRoute({
  path: "/landlords",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List landlords (simple-rest: sort, range, filter q/id; Content-Range header), by name; tax ids masked",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(LandlordSchema), "The landlords"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/landlords/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "landlord")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(LandlordSchema, "The landlord"), ...recordErrors },
});

export const create = createRoute({
  path: "/landlords",
  method: "post",
  "x-access": allow(WRITERS.landlords.create),
  tags,
  summary: "Create a landlord (admin); shared by every farm entity",
  request: { body: jsonBody(LandlordCreateSchema) },
  responses: { [S.CREATED]: jsonContent(LandlordSchema, "The created landlord"), ...signedInErrors },
});

export const update = createRoute({
  path: "/landlords/{id}",
  method: "put",
  "x-access": allow(WRITERS.landlords.update, inPath("id", "landlord")),
  tags,
  summary: "Change a landlord (admin); a tax id left out stays as stored",
  request: { params: IdParams, body: jsonBody(LandlordUpdateSchema) },
  responses: { [S.OK]: jsonContent(LandlordSchema, "The updated landlord"), ...recordErrors },
});

export const remove = createRoute({
  path: "/landlords/{id}",
  method: "delete",
  "x-access": allow(WRITERS.landlords.delete, inPath("id", "landlord")),
  tags,
  summary: "Soft-delete a landlord no active lease names (admin); recoverable",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(LandlordSchema, "The deleted landlord"), ...recordErrors, [S.CONFLICT]: jsonContent(ErrorSchema, "Still on a lease") },
});

export const deleted = createRoute({
  path: "/admin/deleted-landlords",
  method: "get",
  "x-access": allow(ADMIN),
  tags: ["Recovery"],
  summary: "Soft-deleted landlords, newest first (admin)",
  responses: { [S.OK]: jsonContent(z.array(LandlordSchema.extend({ deletedAt: dateTime })), "The deleted landlords"), ...signedInErrors },
});

export const recover = createRoute({
  path: "/admin/recover-landlord/{id}",
  method: "post",
  "x-access": allow(ADMIN),
  tags: ["Recovery"],
  summary: "Restore a deleted landlord (admin)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(LandlordSchema, "The recovered landlord"), ...recordErrors, [S.CONFLICT]: jsonContent(ErrorSchema, "Not deleted") },
});

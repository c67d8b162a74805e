import { createRoute, z } from "@hono/zod-openapi";
import { jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { PaymentCreateSchema, PaymentSchema, PaymentUpdateSchema } from "../../schemas/lease-payments.schemas";
import { OFFICE, allow, inBody, inPath } from "../../lib/route-access";
import { WRITERS } from "../../domain/write-access";

const tags = ["Payments"];

export const list = createRoute({
  path: "/payments",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List rent payments (simple-rest: sort, range, filter id/leaseId/landlordId/cropYear; Content-Range header), newest first",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(PaymentSchema), "The payments"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/payments/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "payment")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(PaymentSchema, "The payment"), ...recordErrors },
});

export const create = createRoute({
  path: "/payments",
  method: "post",
  "x-access": allow(WRITERS.payments.create, inBody("leaseId", "lease")),
  tags,
  summary: "Record a rent payment to a landlord of a lease (admin); the crop year defaults to the date's year",
  request: { body: jsonBody(PaymentCreateSchema) },
  responses: { [S.CREATED]: jsonContent(PaymentSchema, "The recorded payment"), ...recordErrors },
});

export const update = createRoute({
  path: "/payments/{id}",
  method: "put",
  "x-access": allow(WRITERS.payments.update, inPath("id", "payment"), inBody("leaseId", "lease")),
  tags,
  summary: "Change a payment (admin)",
  request: { params: IdParams, body: jsonBody(PaymentUpdateSchema) },
  responses: { [S.OK]: jsonContent(PaymentSchema, "The updated payment"), ...recordErrors },
});

export const remove = createRoute({
  path: "/payments/{id}",
  method: "delete",
  "x-access": allow(WRITERS.payments.delete, inPath("id", "payment")),
  tags,
  summary: "Soft-delete a payment (admin)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(PaymentSchema, "The deleted payment"), ...recordErrors },
});

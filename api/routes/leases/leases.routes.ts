import { createRoute, z } from "@hono/zod-openapi";
import { LeaseBalancesShape, RentDueShape } from "../../domain/leases/statement";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { IdParams, ListQueryDoc, dateTime, yearSchema } from "../../schemas/common";
import { LeaseInputSchema, LeaseSchema } from "../../schemas/leases.schemas";
import { daySchema } from "../../schemas/reports.schemas";
import { ADMIN, OFFICE, allow, inBody, inPath } from "../../lib/route-access";
import { WRITERS } from "../../domain/write-access";

const tags = ["Leases"];

export const list = createRoute({
  path: "/leases",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List leases (simple-rest: sort, range, filter q/id/fieldId/entityId/landlordId/type/year; Content-Range header)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(LeaseSchema), "The leases"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/leases/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "lease")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(LeaseSchema, "The lease"), ...recordErrors },
});

export const create = createRoute({
  path: "/leases",
  method: "post",
  "x-access": allow(WRITERS.leases.create, inBody("fieldId", "field")),
  tags,
  summary: "Create a lease (admin): shares add up to 100; acres within the field's; no overlap with another lease of the same acres and years",
  request: { body: jsonBody(LeaseInputSchema) },
  responses: { [S.CREATED]: jsonContent(LeaseSchema, "The created lease"), ...recordErrors },
});

export const update = createRoute({
  path: "/leases/{id}",
  method: "put",
  "x-access": allow(WRITERS.leases.update, inPath("id", "lease"), inBody("fieldId", "field")),
  tags,
  summary: "Replace a lease's terms and landlords (admin); the same checks as creating",
  request: { params: IdParams, body: jsonBody(LeaseInputSchema) },
  responses: { [S.OK]: jsonContent(LeaseSchema, "The updated lease"), ...recordErrors },
});

export const remove = createRoute({
  path: "/leases/{id}",
  method: "delete",
  "x-access": allow(WRITERS.leases.delete, inPath("id", "lease")),
  tags,
  summary: "Soft-delete a lease with its payments (admin); recoverable",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(LeaseSchema, "The deleted lease"), ...recordErrors },
});

export const balances = createRoute({
  path: "/leases/{id}/balances",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "lease")),
  tags,
  summary: "What each landlord of a lease is owed in a crop year, what was paid, and the balance due",
  request: { params: IdParams, query: z.object({ year: yearSchema }) },
  responses: { [S.OK]: jsonContent(LeaseBalancesShape, "The balances"), ...recordErrors },
});

export const rentDue = createRoute({
  path: "/rent-due",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "Rent overdue and due in the next days (30 by default) after payments: the dashboard's list",
  request: {
    query: z.object({
      today: daySchema.optional().openapi({ description: "The day to look from; the server's today when left out" }),
      days: z.coerce.number().int().min(1, "must be 1-366").max(366, "must be 1-366").default(30),
    }),
  },
  responses: { [S.OK]: jsonContent(RentDueShape, "Rent overdue and due soon"), ...signedInErrors },
});

export const deleted = createRoute({
  path: "/admin/deleted-leases",
  method: "get",
  "x-access": allow(ADMIN),
  tags: ["Recovery"],
  summary: "Soft-deleted leases, newest first (admin)",
  responses: { [S.OK]: jsonContent(z.array(LeaseSchema.extend({ deletedAt: dateTime })), "The deleted leases"), ...signedInErrors },
});

export const recover = createRoute({
  path: "/admin/recover-lease/{id}",
  method: "post",
  "x-access": allow(ADMIN),
  tags: ["Recovery"],
  summary: "Restore a lease with the payments deleted along with it (admin)",
  request: { params: IdParams },
  responses: {
    [S.OK]: jsonContent(LeaseSchema, "The recovered lease"),
    ...recordErrors,
    [S.CONFLICT]: jsonContent(ErrorSchema, "Not deleted, its field or a landlord is deleted, or another lease now covers its acres"),
  },
});

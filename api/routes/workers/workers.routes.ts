import { createRoute, z } from "@hono/zod-openapi";
import { WRITERS } from "../../domain/write-access";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { EVERY_ROLE, OFFICE, allow } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import {
  WorkerCreateSchema, WorkerCrewSchema, WorkerRateCreateSchema, WorkerRateParams, WorkerRateSchema, WorkerRateUpdateSchema, WorkerSchema, WorkerUpdateSchema,
} from "../../schemas/workers.schemas";

const tags = ["Labor"];
const WorkerAnswer = z.union([WorkerSchema, WorkerCrewSchema]);

export const list = createRoute({
  path: "/workers",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "List the farm's workers, by name (filter q/id/crew/active/userId). A crew account reads only its own active worker: id, name, crew, active",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(WorkerAnswer), "The workers"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/workers/{id}",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "One worker (crew: only their own active worker, without notes)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(WorkerAnswer, "The worker"), ...recordErrors },
});

export const create = createRoute({
  path: "/workers",
  method: "post",
  "x-access": allow(WRITERS.workers.create),
  tags,
  summary: "Add a worker; names are unique whatever their case (409 NAME_TAKEN); userId links the account that records their hours (400 when there is no such account, 409 ACCOUNT_LINKED when it records another worker's)",
  request: { body: jsonBody(WorkerCreateSchema) },
  responses: { [S.CREATED]: jsonContent(WorkerSchema, "The created worker"), ...signedInErrors, ...errors.conflict },
});

export const update = createRoute({
  path: "/workers/{id}",
  method: "put",
  "x-access": allow(WRITERS.workers.update),
  tags,
  summary: "Change a worker (keys left out keep their value); active: false keeps them off the crew's screens",
  request: { params: IdParams, body: jsonBody(WorkerUpdateSchema) },
  responses: { [S.OK]: jsonContent(WorkerSchema, "The updated worker"), ...recordErrors, ...errors.conflict },
});

export const remove = createRoute({
  path: "/workers/{id}",
  method: "delete",
  "x-access": allow(WRITERS.workers.delete),
  tags,
  summary: "Delete a worker with no time entries, and their rates; one with time entries is a 409 WORKER_IN_USE (deactivate instead)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(WorkerSchema, "The deleted worker"), ...recordErrors, ...errors.conflict },
});

/* ---------- Rates (office only: money) ---------- */

export const listRates = createRoute({
  path: "/workers/{id}/rates",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "A worker's rates, oldest first, each with how many approved time entries it prices",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(z.array(WorkerRateSchema), "The rates"), ...recordErrors },
});

export const getRate = createRoute({
  path: "/workers/{id}/rates/{rateId}",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  request: { params: WorkerRateParams },
  responses: { [S.OK]: jsonContent(WorkerRateSchema, "The rate"), ...recordErrors },
});

export const createRate = createRoute({
  path: "/workers/{id}/rates",
  method: "post",
  "x-access": allow(WRITERS["worker-rates"].create),
  tags,
  summary: "Give a worker a rate from a date: hourly, and a piece rate per unit optionally. One per date (409); a rate dated on or before an approved entry that would re-price it is a 409 RATE_IN_USE",
  request: { params: IdParams, body: jsonBody(WorkerRateCreateSchema) },
  responses: { [S.CREATED]: jsonContent(WorkerRateSchema, "The created rate"), ...recordErrors, ...errors.conflict },
});

export const updateRate = createRoute({
  path: "/workers/{id}/rates/{rateId}",
  method: "put",
  "x-access": allow(WRITERS["worker-rates"].update),
  tags,
  summary: "Change a rate no approved time entry is priced at (409 RATE_IN_USE naming how many otherwise: a rate change never re-prices earlier time)",
  request: { params: WorkerRateParams, body: jsonBody(WorkerRateUpdateSchema) },
  responses: { [S.OK]: jsonContent(WorkerRateSchema, "The rate as saved"), ...recordErrors, ...errors.conflict },
});

export const removeRate = createRoute({
  path: "/workers/{id}/rates/{rateId}",
  method: "delete",
  "x-access": allow(WRITERS["worker-rates"].delete),
  tags,
  summary: "Delete a rate no approved time entry is priced at (409 RATE_IN_USE naming how many otherwise)",
  request: { params: WorkerRateParams },
  responses: { [S.OK]: jsonContent(WorkerRateSchema, "The rate as it was"), ...recordErrors, ...errors.conflict },
});

import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { crewCreate, crewGetOne, crewRemove, crewUpdate } from "./crew.middleware";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import {
  EntityTaskParams,
  EntityTasksQuery,
  EntityYearTaskParams,
  EntityYearTasksQuery,
  TaskCreateSchema,
  TaskSchema,
  TaskUpdateSchema,
} from "../../schemas/tasks.schemas";
import { EVERY_ROLE, OFFICE, allow, inBody, inPath } from "../../lib/route-access";
import { WRITERS } from "../../domain/write-access";

const tags = ["Tasks"];

/** A task's products come out of the inventory, which never goes below zero. */
const shortfall = {
  [S.CONFLICT]: jsonContent(ErrorSchema, "INVENTORY_SHORTFALL: a product applied (or one applied after it) would take more than is on hand; the message names the product, the date and the shortfall; nothing is written"),
};

/** What the server does with a task payload, said once for create and update. */
const SERVER_RULES =
  "The server computes totalCost, equipmentTotal, totalYieldValue (over the field's whole acreage), waterInchesApplied, " +
  "waterAssessmentTotal and rentTotal; values sent for them are ignored. Fertilizer details are kept only on " +
  "Fertilizer tasks (category 3) and irrigation details only on Water tasks (category 1); on any other task they are " +
  "cleared. A blank cropType takes the field's crop for the crop year. A total too large to store is a 400 naming the input. " +
  "A Fertilizer, Crop Protectants, Seed or Soil Amendment task may list `products` applied (a rate per acre of acresCovered or a " +
  "total quantity, in a unit of the product, of the kind the category applies); their cost comes from the inventory at " +
  "weighted-average cost (materialCost), and totalCost = materialCost + costPerAcre x acres + equipmentRental x acres. " +
  "A PUT without `products` keeps them; `products: []` removes them. applicationTime, applicationMethod and applicator " +
  "are kept only on those categories.";

export const entityTasks = createRoute({
  path: "/entities/{entityId}/tasks",
  method: "get",
  "x-access": allow(OFFICE, inPath("entityId", "entity")),
  tags,
  summary: "The entity's tasks, newest first, with field, category, fertilizer and entity names",
  request: { params: EntityTaskParams, query: EntityTasksQuery },
  responses: { [S.OK]: jsonContent(z.array(TaskSchema), "The tasks"), ...recordErrors },
});

export const entityYearTasks = createRoute({
  path: "/entities/{entityId}/tasks/{cropYear}",
  method: "get",
  "x-access": allow(OFFICE, inPath("entityId", "entity")),
  tags,
  summary: "The entity's tasks of one crop year, newest first, with names",
  request: { params: EntityYearTaskParams, query: EntityYearTasksQuery },
  responses: { [S.OK]: jsonContent(z.array(TaskSchema), "The tasks"), ...recordErrors },
});

export const list = createRoute({
  path: "/tasks",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "List tasks (simple-rest: sort, range, filter q/id/entityId/fieldId/categoryId/cropYear; Content-Range header)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(TaskSchema), "The tasks"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/tasks/{id}",
  method: "get",
  "x-access": allow(EVERY_ROLE, inPath("id", "task")),
  tags,
  summary: "One task (a crew account: only its own entries, without money)",
  middleware: [crewGetOne] as const,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(TaskSchema, "The task"), ...recordErrors },
});

export const create = createRoute({
  path: "/tasks",
  method: "post",
  "x-access": allow(WRITERS.tasks.create, inBody("entityId", "entity"), inBody("fieldId", "field")),
  tags,
  summary: "Create a task (admin, or editor in a granted entity; a crew account sends the work only, priced from the price list)",
  description: SERVER_RULES,
  middleware: [crewCreate] as const,
  request: { body: jsonBody(TaskCreateSchema) },
  responses: { [S.CREATED]: jsonContent(TaskSchema, "The created task"), ...recordErrors, ...shortfall },
});

export const update = createRoute({
  path: "/tasks/{id}",
  method: "put",
  "x-access": allow(WRITERS.tasks.update, inPath("id", "task"), inBody("entityId", "entity"), inBody("fieldId", "field")),
  tags,
  summary: "Change a task (admin, editor; crew: its own entries for 7 days); a partial payload is merged with the stored task and every total recomputed",
  description: SERVER_RULES,
  middleware: [crewUpdate] as const,
  request: { params: IdParams, body: jsonBody(TaskUpdateSchema) },
  responses: { [S.OK]: jsonContent(TaskSchema, "The updated task"), ...recordErrors, ...shortfall },
});

export const remove = createRoute({
  path: "/tasks/{id}",
  method: "delete",
  "x-access": allow(WRITERS.tasks.delete, inPath("id", "task")),
  tags,
  summary: "Soft-delete a task (admin, editor; crew: its own entries for 7 days; recoverable from the admin screens)",
  middleware: [crewRemove] as const,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(TaskSchema, "The deleted task"), ...recordErrors },
});

import { createRoute, z } from "@hono/zod-openapi";
import { WRITERS } from "../../domain/write-access";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { EVERY_ROLE, OFFICE, allow, inBody, inPath } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import {
  MachineCreateSchema, MachineCrewSchema, MachineFuelCreateSchema, MachineFuelParams, MachineFuelSchema, MachineFuelUpdateSchema, MachineSchema,
  MachineUpdateSchema,
} from "../../schemas/machines.schemas";

const tags = ["Labor"];
const MachineAnswer = z.union([MachineSchema, MachineCrewSchema]);

export const list = createRoute({
  path: "/machines",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "List the machines of the caller's entities, by name (filter q/id/entityId/kind/active), each with the cost per hour its time is charged at and where it comes from. Crew read the active ones: id, entityId, name, kind, active",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(MachineAnswer), "The machines"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/machines/{id}",
  method: "get",
  "x-access": allow(EVERY_ROLE, inPath("id", "machine")),
  tags,
  summary: "One machine (crew: an active one, without its cost)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(MachineAnswer, "The machine"), ...recordErrors },
});

export const create = createRoute({
  path: "/machines",
  method: "post",
  "x-access": allow(WRITERS.machines.create, inBody("entityId", "entity")),
  tags,
  summary: "Add a machine of an entity (names unique per entity whatever their case: 409 NAME_TAKEN) with a cost per hour entered, or the figures to work it out (purchase price, salvage value, years, hours a year, interest, fuel use and price, repairs)",
  request: { body: jsonBody(MachineCreateSchema) },
  responses: { [S.CREATED]: jsonContent(MachineSchema, "The created machine"), ...recordErrors, ...errors.conflict },
});

export const update = createRoute({
  path: "/machines/{id}",
  method: "put",
  "x-access": allow(WRITERS.machines.update, inPath("id", "machine"), inBody("entityId", "entity")),
  tags,
  summary: "Change a machine (keys left out keep their value; costPerHour null = worked out from the figures)",
  request: { params: IdParams, body: jsonBody(MachineUpdateSchema) },
  responses: { [S.OK]: jsonContent(MachineSchema, "The machine as saved"), ...recordErrors, ...errors.conflict },
});

export const remove = createRoute({
  path: "/machines/{id}",
  method: "delete",
  "x-access": allow(WRITERS.machines.delete, inPath("id", "machine")),
  tags,
  summary: "Delete a machine no time entry or fuel fill names (409 MACHINE_IN_USE otherwise: deactivate it instead)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(MachineSchema, "The machine as it was"), ...recordErrors, ...errors.conflict },
});

/* ---------- Fuel log (office only: money) ---------- */

export const listFuel = createRoute({
  path: "/machines/{id}/fuel",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "machine")),
  tags,
  summary: "A machine's fuel log, by date",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(z.array(MachineFuelSchema), "The fuel fills"), ...recordErrors },
});

export const getFuel = createRoute({
  path: "/machines/{id}/fuel/{fuelId}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "machine")),
  tags,
  request: { params: MachineFuelParams },
  responses: { [S.OK]: jsonContent(MachineFuelSchema, "The fuel fill"), ...recordErrors },
});

export const createFuel = createRoute({
  path: "/machines/{id}/fuel",
  method: "post",
  "x-access": allow(WRITERS["machine-fuel"].create, inPath("id", "machine")),
  tags,
  summary: "Log fuel put in a machine: date, gallons, cost, the hour meter when read",
  request: { params: IdParams, body: jsonBody(MachineFuelCreateSchema) },
  responses: { [S.CREATED]: jsonContent(MachineFuelSchema, "The fuel fill"), ...recordErrors },
});

export const updateFuel = createRoute({
  path: "/machines/{id}/fuel/{fuelId}",
  method: "put",
  "x-access": allow(WRITERS["machine-fuel"].update, inPath("id", "machine")),
  tags,
  summary: "Change a fuel fill (keys left out keep their value)",
  request: { params: MachineFuelParams, body: jsonBody(MachineFuelUpdateSchema) },
  responses: { [S.OK]: jsonContent(MachineFuelSchema, "The fuel fill as saved"), ...recordErrors },
});

export const removeFuel = createRoute({
  path: "/machines/{id}/fuel/{fuelId}",
  method: "delete",
  "x-access": allow(WRITERS["machine-fuel"].delete, inPath("id", "machine")),
  tags,
  summary: "Delete a fuel fill",
  request: { params: MachineFuelParams },
  responses: { [S.OK]: jsonContent(MachineFuelSchema, "The fuel fill as it was"), ...recordErrors },
});

import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { WRITERS } from "../../domain/write-access";
import { EVERY_ROLE, OFFICE, allow, inBody, inPath } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import {
  HarvestImportBodySchema,
  HarvestImportQuerySchema,
  HarvestImportResultSchema,
  HarvestTicketInputSchema,
  HarvestTicketSchema,
} from "../../schemas/harvest-tickets.schemas";

const tags = ["Harvest"];
const conflicts = {
  [S.CONFLICT]: jsonContent(ErrorSchema, "The ticket number is already recorded at the entity (named); STORAGE_SHORTFALL: a location would run short (named, with the date and how much); or a settlement pays the load"),
};

export const list = createRoute({
  path: "/harvest-tickets",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "List scale tickets of the caller's entities, crew's too (filter id/entityId/cropYear/fieldId/crop/locationId/buyerId/q; Content-Range header)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(HarvestTicketSchema), "The tickets, newest first"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/harvest-tickets/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "harvestTicket")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(HarvestTicketSchema, "The ticket"), ...recordErrors },
});

export const create = createRoute({
  path: "/harvest-tickets",
  method: "post",
  "x-access": allow(WRITERS["harvest-tickets"].create, inBody("entityId", "entity"), inBody("fieldId", "field"), inBody("locationId", "storageLocation")),
  tags,
  summary: "Record a scale ticket (crew too): a field's load into a storage location, or sold straight to a buyer (its delivery is written with it)",
  request: { body: jsonBody(HarvestTicketInputSchema) },
  responses: { [S.CREATED]: jsonContent(HarvestTicketSchema, "The ticket"), ...recordErrors, ...conflicts },
});

export const update = createRoute({
  path: "/harvest-tickets/{id}",
  method: "put",
  "x-access": allow(WRITERS["harvest-tickets"].update, inPath("id", "harvestTicket"), inBody("entityId", "entity"), inBody("fieldId", "field"), inBody("locationId", "storageLocation")),
  tags,
  summary: "Replace a ticket (sent whole); its delivery follows it; refused (409) when a location it leaves would run short or a settlement pays it",
  request: { params: IdParams, body: jsonBody(HarvestTicketInputSchema) },
  responses: { [S.OK]: jsonContent(HarvestTicketSchema, "The ticket as saved"), ...recordErrors, ...conflicts },
});

export const remove = createRoute({
  path: "/harvest-tickets/{id}",
  method: "delete",
  "x-access": allow(WRITERS["harvest-tickets"].delete, inPath("id", "harvestTicket")),
  tags,
  summary: "Remove a ticket and its delivery; refused (409) when its location would run short or a settlement pays it",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(HarvestTicketSchema, "The ticket as it was"), ...recordErrors, ...conflicts },
});

export const importTickets = createRoute({
  path: "/harvest-tickets/import",
  method: "post",
  "x-access": allow(WRITERS["harvest-tickets"].update),
  tags,
  summary: "Import a CSV of scale tickets (Ticket, Date, Field, Crop, Crop Year, Quantity or Net, Unit, Moisture, Grade, Destination, Entity)",
  description:
    "The body is the CSV as text/csv (options in the query) or JSON `{ csv, entity?, dryRun? }`. Destination names a storage " +
    "location of the row's entity or a buyer. Crop Year defaults to the date's year. Every bad row is named in the 400's issues " +
    "as `rows.{n}.{Column}` (n counted from 1, the header not counted) and nothing is written. A ticket number already " +
    "recorded at the entity is a 409 naming it, so a file imported twice adds nothing.",
  request: {
    query: HarvestImportQuerySchema,
    body: {
      content: { "application/json": { schema: HarvestImportBodySchema }, "text/csv": { schema: z.string().openapi({ description: "The CSV file" }) } },
      // Not "required": a required body is validated as JSON whatever its type, which would refuse the text/csv one.
      required: false,
    },
  },
  responses: {
    [S.OK]: jsonContent(HarvestImportResultSchema, "What was (or, in a dry run, would be) written"),
    ...signedInErrors,
    [S.CONFLICT]: jsonContent(ErrorSchema, "Ticket numbers already recorded (named); nothing was imported"),
  },
});

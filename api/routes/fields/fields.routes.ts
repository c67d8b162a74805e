import { createRoute, z } from "@hono/zod-openapi";
import { jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import {
  CropYearBodySchema,
  CropYearParams,
  CropYearSchema,
  EntityFieldSchema,
  EntityFieldsQuery,
  EntityIdParams,
  FieldCreateSchema,
  FieldCropYearSchema,
  FieldRecordSchema,
  FieldUpdateSchema,
} from "../../schemas/fields.schemas";
import { EDITORS, EVERY_ROLE, OFFICE, allow, inBody, inPath } from "../../lib/route-access";
import { WRITERS } from "../../domain/write-access";

const tags = ["Fields"];

export const entityFields = createRoute({
  path: "/entities/{entityId}/fields",
  method: "get",
  "x-access": allow(EVERY_ROLE, inPath("entityId", "entity")),
  tags,
  summary: "The entity's fields by name",
  description:
    "With `year`, each field carries `cropTypeForYear`. With `withTasks=true`, each field carries `tasks` (the crop " +
    "year's tasks, newest first, or every year's when `year` is absent), `seasonalCost` and `costPerAcre`; " +
    "`latestTasks=N` lists only each field's N newest tasks, the figures still computed from all of them.",
  request: { params: EntityIdParams, query: EntityFieldsQuery },
  responses: { [S.OK]: jsonContent(z.array(EntityFieldSchema), "The fields"), ...recordErrors },
});

export const list = createRoute({
  path: "/fields",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "List fields (simple-rest: sort, range, filter q/id/entityId; Content-Range header)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(FieldRecordSchema), "The fields"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/fields/{id}",
  method: "get",
  "x-access": allow(EVERY_ROLE, inPath("id", "field")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(FieldRecordSchema, "The field"), ...recordErrors },
});

export const create = createRoute({
  path: "/fields",
  method: "post",
  "x-access": allow(WRITERS.fields.create, inBody("entityId", "entity")),
  tags,
  summary: "Create a field in an active farm entity (admin)",
  request: { body: jsonBody(FieldCreateSchema) },
  responses: { [S.CREATED]: jsonContent(FieldRecordSchema, "The created field"), ...recordErrors },
});

export const update = createRoute({
  path: "/fields/{id}",
  method: "put",
  "x-access": allow(WRITERS.fields.update, inPath("id", "field")),
  tags,
  summary: "Change any of a field's name, acreage, crop, location, parcels and lease rate (admin)",
  request: { params: IdParams, body: jsonBody(FieldUpdateSchema) },
  responses: { [S.OK]: jsonContent(FieldRecordSchema, "The updated field"), ...recordErrors },
});

export const remove = createRoute({
  path: "/fields/{id}",
  method: "delete",
  "x-access": allow(WRITERS.fields.delete, inPath("id", "field")),
  tags,
  summary: "Soft-delete a field with its tasks (admin)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(FieldRecordSchema, "The deleted field"), ...recordErrors },
});

export const getCropYear = createRoute({
  path: "/fields/{fieldId}/crop-year/{year}",
  method: "get",
  "x-access": allow(OFFICE, inPath("fieldId", "field")),
  tags,
  summary: "A field's crop for a year (cropType null when none was recorded)",
  request: { params: CropYearParams },
  responses: { [S.OK]: jsonContent(CropYearSchema, "The crop for the year"), ...recordErrors },
});

export const setCropYear = createRoute({
  path: "/fields/{fieldId}/crop-year/{year}",
  method: "post",
  "x-access": allow(EDITORS, inPath("fieldId", "field")),
  tags,
  summary: "Record or replace a field's crop for a year (admin)",
  request: { params: CropYearParams, body: jsonBody(CropYearBodySchema) },
  responses: { [S.OK]: jsonContent(FieldCropYearSchema, "The stored crop-year row"), ...recordErrors },
});

export const entityCropYears = createRoute({
  path: "/entities/{entityId}/field-crop-years",
  method: "get",
  "x-access": allow(OFFICE, inPath("entityId", "entity")),
  tags,
  summary: "Every recorded crop year of the entity's fields",
  request: { params: EntityIdParams },
  responses: { [S.OK]: jsonContent(z.array(FieldCropYearSchema), "The crop-year rows"), ...recordErrors },
});

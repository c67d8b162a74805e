import { toCrewField } from "../../domain/crew-tasks";
import { streamJsonText } from "../../lib/json-array-stream";
import { contentRange, parseListQuery } from "../../lib/list-query";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { FieldFilterSchema } from "../../schemas/fields.schemas";
import * as cropYears from "../../services/crop-years.service";
import { entityFieldsWithTasksJson, listEntityFields } from "../../services/entity-fields.service";
import * as service from "../../services/fields.service";
import type * as routes from "./fields.routes";

export const entityFields: AppRouteHandler<typeof routes.entityFields> = async (c) => {
  const { entityId } = c.req.valid("param");
  const { withTasks, year, latestTasks } = c.req.valid("query");
  // A crew account sees the fields to record work on: no lease rate, no tasks of others (docs/access.md).
  if (c.get("ctx").access.isCrew) return c.json((await listEntityFields(c.get("ctx"), entityId, { year })).map(toCrewField) as never, S.OK);
  if (withTasks && latestTasks === undefined) {
    // Every task of every field: thousands on a busy entity, written a page of a field's tasks at a time.
    return streamJsonText(c, entityFieldsWithTasksJson(c.get("ctx"), entityId, year));
  }
  return c.json(await listEntityFields(c.get("ctx"), entityId, { withTasks, year, latestTasks }), S.OK);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.FIELD_SORTABLE, FieldFilterSchema);
  const { rows, total, start } = await service.listFields(c.get("ctx"), params);
  c.header("Content-Range", contentRange("fields", start, rows.length, total));
  return c.json(c.get("ctx").access.isCrew ? (rows.map(toCrewField) as never) : rows, S.OK);
};

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) => {
  const field = await service.getField(c.get("ctx"), c.req.valid("param").id);
  return c.json(c.get("ctx").access.isCrew ? (toCrewField(field) as never) : field, S.OK);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) =>
  c.json(await service.createField(c.get("ctx"), c.req.valid("json")), S.CREATED);

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await service.updateField(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) =>
  c.json(await service.deleteField(c.get("ctx"), c.req.valid("param").id), S.OK);

export const getCropYear: AppRouteHandler<typeof routes.getCropYear> = async (c) => {
  const { fieldId, year } = c.req.valid("param");
  return c.json(await cropYears.getCropYear(c.get("ctx"), fieldId, year), S.OK);
};

export const setCropYear: AppRouteHandler<typeof routes.setCropYear> = async (c) => {
  const { fieldId, year } = c.req.valid("param");
  return c.json(await cropYears.setCropYear(c.get("ctx"), fieldId, year, c.req.valid("json").cropType), S.OK);
};

export const entityCropYears: AppRouteHandler<typeof routes.entityCropYears> = async (c) =>
  c.json(await cropYears.listEntityCropYears(c.get("ctx"), c.req.valid("param").entityId), S.OK);

import { isMoneyKey } from "../../domain/access";
import { toCrewTask } from "../../domain/crew-tasks";
import { invalid } from "../../lib/errors";
import { streamJsonList } from "../../lib/json-array-stream";
import { type ListParams, contentRange, parseListQuery } from "../../lib/list-query";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { TaskFilterSchema } from "../../schemas/tasks.schemas";
import * as read from "../../services/tasks-read.service";
import * as write from "../../services/tasks-write.service";
import type * as routes from "./tasks.routes";

export const entityTasks: AppRouteHandler<typeof routes.entityTasks> = async (c) => {
  const { year, limit } = c.req.valid("query");
  const { entityId } = c.req.valid("param");
  // Every task of the entity (of a year): thousands on a busy entity, written a page at a time as they are read.
  if (limit === undefined) return streamJsonList(c, read.entityTaskPages(c.get("ctx"), entityId, year));
  return c.json(await read.listEntityTasks(c.get("ctx"), entityId, { year, limit }), S.OK);
};

export const entityYearTasks: AppRouteHandler<typeof routes.entityYearTasks> = async (c) => {
  const { entityId, cropYear } = c.req.valid("param");
  return streamJsonList(c, read.entityTaskPages(c.get("ctx"), entityId, cropYear));
};

/** A crew-role request lists only its user's crew entries, without money (docs/access.md). */
export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params: ListParams<read.TaskFilter> = parseListQuery(c.req.valid("query"), read.TASK_SORTABLE, TaskFilterSchema);
  const { access } = c.get("ctx");
  const crew = access.isCrew;
  // Sorting by a money column would rank entries by what crew may not see.
  if (crew && params.sort && isMoneyKey(params.sort.field)) throw invalid("sort", "not allowed for crew accounts");
  if (crew) params.filter = { ...params.filter, crewOf: access.userId };
  const { rows, total, start } = await read.listTasks(c.get("ctx"), params);
  c.header("Content-Range", contentRange("tasks", start, rows.length, total));
  return c.json(crew ? (rows.map(toCrewTask) as typeof rows) : rows, S.OK);
};

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) =>
  c.json(await read.getTask(c.get("ctx"), c.req.valid("param").id), S.OK);

export const create: AppRouteHandler<typeof routes.create> = async (c) =>
  c.json(await write.createTask(c.get("ctx"), c.req.valid("json"), c.get("user") ? { userId: c.get("user")!.id, crew: false } : null), S.CREATED);

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await write.updateTask(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) =>
  c.json(await write.deleteTask(c.get("ctx"), c.req.valid("param").id), S.OK);

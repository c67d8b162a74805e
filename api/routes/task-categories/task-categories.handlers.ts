import { contentRange, parseListQuery } from "../../lib/list-query";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { TaskCategoryFilterSchema } from "../../schemas/task-categories.schemas";
import * as service from "../../services/task-categories.service";
import type * as routes from "./task-categories.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.TASK_CATEGORY_SORTABLE, TaskCategoryFilterSchema);
  const { rows, total, start } = await service.listTaskCategories(c.get("ctx"), params);
  c.header("Content-Range", contentRange("task-categories", start, rows.length, total));
  return c.json(rows, S.OK);
};

export const getOne: AppRouteHandler<typeof routes.getOne> = async (c) =>
  c.json(await service.getTaskCategory(c.get("ctx"), c.req.valid("param").id), S.OK);

export const create: AppRouteHandler<typeof routes.create> = async (c) =>
  c.json(await service.createTaskCategory(c.get("ctx"), c.req.valid("json")), S.CREATED);

export const update: AppRouteHandler<typeof routes.update> = async (c) =>
  c.json(await service.updateTaskCategory(c.get("ctx"), c.req.valid("param").id, c.req.valid("json")), S.OK);

export const remove: AppRouteHandler<typeof routes.remove> = async (c) =>
  c.json(await service.deleteTaskCategory(c.get("ctx"), c.req.valid("param").id), S.OK);

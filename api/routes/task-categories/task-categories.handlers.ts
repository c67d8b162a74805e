import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import { TaskCategoryFilterSchema } from "../../schemas/task-categories.schemas";
import * as service from "../../services/task-categories.service";
import * as routes from "./task-categories.routes";

export const list = listHandler(routes.list, "task-categories", service.TASK_CATEGORY_SORTABLE, TaskCategoryFilterSchema, service.listTaskCategories);
export const getOne = readHandler(routes.getOne, service.getTaskCategory);
export const create = createHandler(routes.create, service.createTaskCategory);
export const update = updateHandler(routes.update, service.updateTaskCategory);
export const remove = removeHandler(routes.remove, service.deleteTaskCategory);

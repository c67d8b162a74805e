import { createHandler, listHandler, readHandler, removeHandler, updateHandler } from "../../lib/resource-handlers";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { TimeEntryFilterSchema } from "../../schemas/time-entries.schemas";
import * as service from "../../services/time-entries.service";
import * as routes from "./time-entries.routes";

export const list = listHandler(routes.list, "time-entries", service.TIME_ENTRY_SORTABLE, TimeEntryFilterSchema, service.listTimeEntries);
export const getOne = readHandler(routes.getOne, service.getTimeEntry);
export const create = createHandler(routes.create, service.createTimeEntry);
export const update = updateHandler(routes.update, service.updateTimeEntry);
export const remove = removeHandler(routes.remove, service.deleteTimeEntry);

export const approve: AppRouteHandler<typeof routes.approve> = async (c) =>
  c.json(await service.approveTimeEntries(c.get("ctx"), c.req.valid("json").ids), S.OK);
export const unapprove: AppRouteHandler<typeof routes.unapprove> = async (c) =>
  c.json(await service.unapproveTimeEntries(c.get("ctx"), c.req.valid("json").ids), S.OK);

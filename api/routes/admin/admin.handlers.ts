import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import * as recovery from "../../services/recovery.service";
import { approveUser as approve, listPendingUsers, rejectUser as reject } from "../../services/users.service";
import type * as approvals from "./approvals.routes";
import type * as routes from "./recovery.routes";

export const pendingUsers: AppRouteHandler<typeof approvals.pendingUsers> = async (c) =>
  c.json(await listPendingUsers(c.get("ctx")), S.OK);

export const approveUser: AppRouteHandler<typeof approvals.approveUser> = async (c) => {
  const body = c.req.valid("json");
  return c.json(await approve(c.get("ctx"), c.req.valid("param").id, body.role ?? undefined, body.entityIds), S.OK);
};

export const rejectUser: AppRouteHandler<typeof approvals.rejectUser> = async (c) =>
  c.json(await reject(c.get("ctx"), c.req.valid("param").id), S.OK);

export const deletedEntities: AppRouteHandler<typeof routes.deletedEntities> = async (c) =>
  c.json(await recovery.listDeletedEntities(c.get("ctx")), S.OK);

export const deletedFields: AppRouteHandler<typeof routes.deletedFields> = async (c) =>
  c.json(await recovery.listDeletedFields(c.get("ctx"), c.req.valid("query").entityId), S.OK);

export const deletedTasks: AppRouteHandler<typeof routes.deletedTasks> = async (c) =>
  c.json(await recovery.listDeletedTasks(c.get("ctx"), c.req.valid("query").entityId), S.OK);

export const recoverEntity: AppRouteHandler<typeof routes.recoverEntity> = async (c) =>
  c.json(await recovery.recoverEntity(c.get("ctx"), c.req.valid("param").id), S.OK);

export const recoverField: AppRouteHandler<typeof routes.recoverField> = async (c) =>
  c.json(await recovery.recoverField(c.get("ctx"), c.req.valid("param").id), S.OK);

export const recoverTask: AppRouteHandler<typeof routes.recoverTask> = async (c) =>
  c.json(await recovery.recoverTask(c.get("ctx"), c.req.valid("param").id), S.OK);

import { createRouter } from "../../lib/create-router";
import * as handlers from "./admin.handlers";
import * as approvals from "./approvals.routes";
import * as recovery from "./recovery.routes";

/** /api/admin: account approvals and the recovery of soft-deleted records. */
const router = createRouter()
  .openapi(approvals.pendingUsers, handlers.pendingUsers)
  .openapi(approvals.approveUser, handlers.approveUser)
  .openapi(approvals.rejectUser, handlers.rejectUser)
  .openapi(recovery.deletedEntities, handlers.deletedEntities)
  .openapi(recovery.deletedFields, handlers.deletedFields)
  .openapi(recovery.deletedTasks, handlers.deletedTasks)
  .openapi(recovery.recoverEntity, handlers.recoverEntity)
  .openapi(recovery.recoverField, handlers.recoverField)
  .openapi(recovery.recoverTask, handlers.recoverTask);

export default router;

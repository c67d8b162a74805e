import { contentRange, parseListQuery } from "../../lib/list-query";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { AuditFilterSchema } from "../../schemas/audit.schemas";
import { AUDIT_SORTABLE, listAudit } from "../../services/audit.service";
import type * as routes from "./audit.routes";

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), AUDIT_SORTABLE, AuditFilterSchema);
  const { rows, total, start } = await listAudit(c.get("ctx"), params);
  c.header("Content-Range", contentRange("audit", start, rows.length, total));
  return c.json(rows, S.OK);
};

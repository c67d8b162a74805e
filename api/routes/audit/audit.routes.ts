import { createRoute, z } from "@hono/zod-openapi";
import { jsonContent, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { AuditEntrySchema } from "../../schemas/audit.schemas";
import { ListQueryDoc } from "../../schemas/common";
import { ADMIN, allow } from "../../lib/route-access";

export const list = createRoute({
  path: "/admin/audit",
  method: "get",
  "x-access": allow(ADMIN),
  tags: ["Administration"],
  summary: "The audit trail, newest first (admin; simple-rest; filter userId, entityId, resource, action, resourceId, from, to)",
  request: {
    query: z.object({
      ...ListQueryDoc,
      filter: ListQueryDoc.filter.openapi({
        example: '{"resource":"fields","from":"2025-03-01","to":"2025-03-31"}',
        description: "JSON: userId, entityId, resource, action, resourceId (one value or a list each), from, to (ISO date or timestamp, both inclusive)",
      }),
    }),
  },
  responses: { [S.OK]: jsonContent(z.array(AuditEntrySchema), "The entries"), ...signedInErrors },
});

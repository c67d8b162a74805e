import { createRoute, z } from "@hono/zod-openapi";
import { jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { ListQueryDoc } from "../../schemas/common";
import { AlreadyExportedErrorSchema, JournalExportCreateSchema, JournalExportSchema } from "../../schemas/journal.schemas";
import { EDITORS, OFFICE, allow, inBody } from "../../lib/route-access";

const tags = ["Accounting"];

export const create = createRoute({
  path: "/accounting/journal-exports",
  method: "post",
  "x-access": allow(EDITORS, inBody("entity", "entity", "404")),
  tags,
  summary: "Export a journal file (admin): QuickBooks Desktop IIF or a QuickBooks Online / Xero CSV, recorded with its sha256",
  description: "A period overlapping an earlier export for the same entity (or all) is a 409 ALREADY_EXPORTED unless force is true. " +
    "The answer is the file; X-Journal-Export-Id and X-Journal-Sha256 name its record.",
  request: { body: jsonBody(JournalExportCreateSchema) },
  responses: {
    [S.OK]: {
      description: "The journal file as an attachment",
      content: {
        "text/plain": { schema: z.string().openapi({ description: "IIF: tab-separated TRNS/SPL/ENDTRNS records, CRLF" }) },
        "text/csv": { schema: z.string().openapi({ description: "RFC 4180 CSV, one row per journal line" }) },
      },
    },
    ...recordErrors,
    [S.CONFLICT]: jsonContent(AlreadyExportedErrorSchema, "ALREADY_EXPORTED: part of the period was exported before; `details` says when and by whom"),
  },
});

export const list = createRoute({
  path: "/accounting/journal-exports",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "Every journal export: who, when, which period and entity, totals and the file's sha256 (simple-rest; newest first)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(JournalExportSchema), "The exports"), ...signedInErrors },
});

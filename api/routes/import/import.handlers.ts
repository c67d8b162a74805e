import { seesEntity } from "../../domain/access";
import { findBadText, jsonMayHoldBadText } from "../../domain/text-check";
import { AppError } from "../../lib/errors";
import { bodyLines, isNdjson } from "../../lib/ndjson";
import * as S from "../../lib/http-status";
import { checkImportBatch, checkImportRow } from "../../schemas/task-import.schemas";
import type { AppRouteHandler } from "../../lib/types";
import * as service from "../../services/task-import.service";
import type * as routes from "./import.routes";

export const importTasks: AppRouteHandler<typeof routes.importTasks> = async (c) => {
  const { rows, dryRun } = c.req.valid("json");
  // Each row is checked here (TaskImportValuesSchema, fast for plainly valid rows), as the body is; the service resolves names and reports every bad row at once.
  const checked = rows.map((row) => ({ row, parsed: checkImportRow(row) }));
  return c.json(await service.importTasks(c.get("ctx"), c.req.valid("param").entityId, checked, { dryRun }), S.OK);
};

/**
 * A whole file, one JSON line per batch, in the request's one transaction: each line is read, checked and written
 * (or, once a row was bad, only checked) before the next is read, so the server holds a batch or two, not the file.
 */
export const importTaskFile: AppRouteHandler<typeof routes.importTaskFile> = async (c) => {
  if (!isNdjson(c.req.header("content-type"))) {
    throw new AppError(S.UNSUPPORTED_MEDIA_TYPE, "UNSUPPORTED_MEDIA_TYPE", "Content-Type: send application/x-ndjson, one batch of rows per line", [
      { path: "Content-Type", message: "must be application/x-ndjson" },
    ], undefined, { accepted: "application/x-ndjson" });
  }
  const { access } = c.get("ctx");
  const file = new service.FileImport(c.get("ctx"), c.req.valid("query").dryRun === "true");
  // A COPY left open by an error (a body cut short, a lost connection) is given up, so the transaction can roll back.
  try {
    let batch = 0;
    for await (const line of bodyLines(c.req)) {
      const index = batch++;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        file.refuse(index, "", "is not a JSON object: each line is {\"entityId\": 1, \"rows\": [...]}");
        continue;
      }
      const bad = jsonMayHoldBadText(line) ? findBadText(value) : null;
      if (bad) {
        file.refuse(index, bad.path, bad.message);
        continue;
      }
      const parsed = checkImportBatch(value);
      if (!parsed.success) {
        const rows = (value as { rows?: unknown } | null)?.rows;
        file.countUnread(Array.isArray(rows) ? rows.length : 0);
        for (const i of parsed.error.issues) file.refuse(index, i.path.join("."), i.message);
        continue;
      }
      const { entityId, rows } = parsed.data;
      // An entity outside the caller's grants is refused as a missing one (docs/access.md).
      if (!seesEntity(access, entityId)) {
        file.countUnread(rows.length);
        file.refuse(index, "entityId", "Farm entity not found");
        continue;
      }
      await file.add(index, entityId, rows.map((row) => ({ row, parsed: checkImportRow(row) })));
    }
    return c.json(await file.finish(), S.OK);
  } catch (error) {
    await file.abandon();
    throw error;
  }
};

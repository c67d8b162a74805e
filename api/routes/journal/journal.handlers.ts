import { journalPeriod } from "../../domain/accounting/period";
import { fileSlug } from "../../lib/csv";
import * as S from "../../lib/http-status";
import { contentRange, parseListQuery } from "../../lib/list-query";
import type { AppRouteHandler } from "../../lib/types";
import { JournalExportFilterSchema } from "../../schemas/journal.schemas";
import * as service from "../../services/journal.service";
import type * as routes from "./journal.routes";

const entityIdOf = (entity: "all" | number) => (entity === "all" ? null : entity);

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const body = c.req.valid("json");
  const period = journalPeriod(body);
  const user = c.var.user ? { id: c.var.user.id, username: c.var.user.username } : null;
  const out = await service.exportJournal(c.get("ctx"), { entityId: entityIdOf(body.entity), ...period, format: body.format, force: body.force === true, user });
  const who = fileSlug(out.label);
  return c.body(out.text, S.OK, {
    "Content-Type": body.format === "csv" ? "text/csv; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Disposition": `attachment; filename="journal-${who}-${period.from}-${period.to}.${body.format}"`,
    "X-Journal-Export-Id": String(out.id),
    "X-Journal-Sha256": out.sha256,
    "X-Journal-Debits": out.journal.totals.debits,
    "X-Journal-Credits": out.journal.totals.credits,
    "X-Journal-Lines": String(out.journal.totals.lines),
    "Access-Control-Expose-Headers":
      "Content-Range, X-Request-Id, Content-Disposition, X-Journal-Export-Id, X-Journal-Sha256, X-Journal-Debits, X-Journal-Credits, X-Journal-Lines",
  }) as never;
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const params = parseListQuery(c.req.valid("query"), service.JOURNAL_EXPORT_SORTABLE, JournalExportFilterSchema);
  const { rows, total, start } = await service.listJournalExports(c.get("ctx"), params);
  c.header("Content-Range", contentRange("journal-exports", start, rows.length, total));
  return c.json(rows, S.OK);
};

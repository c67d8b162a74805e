import type { ServiceContext } from "./context";
import { createHash } from "node:crypto";
import { and, between, count, desc, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { journalExports, tasks } from "../../db/schema";
import { journal, journalCsvTable, journalIif, type Journal, type JournalFormat, type JournalInput } from "../domain/accounting";
import { toCsv } from "../lib/csv";
import { AppError } from "../lib/errors";
import * as S from "../lib/http-status";
import type { ListParams } from "../lib/list-query";
import type { AlreadyExportedDetails } from "../schemas/journal.schemas";
import { loadAccountBook } from "./accounts.service";
import { withCropSales } from "./crop-sales.service";
import { getEntity } from "./entities.service";
import { orderFor, pageFor, withinEntities } from "./list";
import { loadReportEntities, loadReportTasks, tasksInScope } from "./report-data.service";

export interface JournalRequest {
  /** null: every active entity (within `within`). */
  entityId: number | null;
  /** The caller's entities (docs/access.md); null or absent = every entity. */
  from: string;
  to: string;
}

/**
 * The tasks dated in the period (any crop year) by the yield rule, the settlements dated in it as their fields' crop
 * sales, and each entity's chart; 404 for an unknown entity.
 */
export async function loadJournalInput(ctx: ServiceContext, req: JournalRequest): Promise<JournalInput> {
  const { within } = ctx;
  const list = req.entityId === null
    ? (await loadReportEntities(ctx)).filter((e) => within === null || within.includes(e.id))
    : [await getEntity(ctx, req.entityId)];
  const entities = [];
  for (const e of list) entities.push({ id: e.id, name: e.name, accounts: await loadAccountBook(ctx, e.id) });
  const scope = req.entityId === null ? (within === null ? "all" : [...within]) : [req.entityId];
  const rows = await loadReportTasks(ctx, and(tasksInScope(scope), between(tasks.date, req.from, req.to)));
  const books = await withCropSales(ctx, scope, req, rows);
  return { from: req.from, to: req.to, entities, tasks: books.tasks, sales: books.sales };
}

/** The journal of a period, as JSON: nothing is recorded. */
export async function getJournal(ctx: ServiceContext, req: JournalRequest): Promise<Journal> {
  return journal(await loadJournalInput(ctx, req));
}

/** The exports whose period overlaps this one for the same entity, or for all entities on either side. */
function overlapping(db: Db, req: JournalRequest) {
  return db
    .select()
    .from(journalExports)
    .where(and(
      lte(journalExports.fromDate, req.to),
      gte(journalExports.toDate, req.from),
      req.entityId === null ? undefined : or(isNull(journalExports.entityId), eq(journalExports.entityId, req.entityId)),
    ))
    .orderBy(desc(journalExports.at));
}

export interface ExportedJournal {
  id: number;
  /** "all", or the entity's name: what the file is named after. */
  label: string;
  text: string;
  sha256: string;
  journal: Journal;
}

/**
 * Renders the period's journal as a file and records it (who, when, period, totals, sha256). A period that overlaps
 * an earlier export is refused with 409 unless `force`: importing the same tasks twice would count them twice.
 */
export async function exportJournal(
  ctx: ServiceContext,
  req: JournalRequest & { format: JournalFormat; force: boolean; user: { id: number; username: string } | null },
): Promise<ExportedJournal> {
  const { db } = ctx;
  const earlier = await overlapping(db, req);
  if (earlier.length && !req.force) {
    const last = earlier[0]!;
    const details: AlreadyExportedDetails = {
      from: req.from, to: req.to, exports: earlier.length,
      lastAt: last.at.toISOString(), lastBy: last.username, lastFrom: last.fromDate, lastTo: last.toDate,
    };
    throw new AppError(
      S.CONFLICT,
      "ALREADY_EXPORTED",
      `${earlier.length} earlier export(s) cover part of ${req.from}..${req.to}, the last on ${last.at.toISOString()} by ${last.username ?? "unknown"} ` +
        `(${last.fromDate}..${last.toDate}, ${last.format}); importing again would count those tasks twice. Send force=true to export anyway.`,
      undefined,
      undefined,
      details,
    );
  }
  const data = await getJournal(ctx, req);
  const text = req.format === "iif" ? journalIif(data) : toCsv(journalCsvTable(data));
  const sha256 = createHash("sha256").update(text, "utf8").digest("hex");
  const [row] = await db
    .insert(journalExports)
    .values({
      userId: req.user?.id ?? null,
      username: req.user?.username ?? null,
      entityId: req.entityId,
      fromDate: req.from,
      toDate: req.to,
      format: req.format,
      debits: data.totals.debits,
      credits: data.totals.credits,
      lines: data.totals.lines,
      sha256,
      totals: { ...data.totals, byCropYear: data.byCropYear },
    })
    .returning({ id: journalExports.id });
  ctx.audit({ action: "create", resource: "journal-exports", id: row!.id, entityId: req.entityId, changes: { entityId: req.entityId, fromDate: req.from, toDate: req.to, format: req.format, force: req.force, lines: data.totals.lines, debits: data.totals.debits, credits: data.totals.credits, sha256 } });
  const label = req.entityId === null ? "all" : (await getEntity(ctx, req.entityId)).name;
  return { id: row!.id, label, text, sha256, journal: data };
}

export const JOURNAL_EXPORT_SORTABLE = ["id", "at", "fromDate", "toDate", "entityId"] as const;

/** The export records, newest first. */
export async function listJournalExports(ctx: ServiceContext, params: ListParams<{ entityId?: number; id?: number | number[] }>) {
  const { db } = ctx;
  const where = and(
    params.filter.entityId !== undefined ? eq(journalExports.entityId, params.filter.entityId) : undefined,
    params.filter.id !== undefined ? inArray(journalExports.id, ([] as number[]).concat(params.filter.id)) : undefined,
    withinEntities(journalExports.entityId, ctx.within),
  );
  const { limit, offset } = pageFor(params.range);
  const columns = { id: journalExports.id, at: journalExports.at, fromDate: journalExports.fromDate, toDate: journalExports.toDate, entityId: journalExports.entityId };
  const rows = await db.select().from(journalExports).where(where)
    .orderBy(...orderFor(params.sort, columns, desc(journalExports.at), journalExports.id))
    .limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(journalExports).where(where);
  return { rows, total: total?.n ?? 0, start: offset };
}

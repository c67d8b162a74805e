import type { ServiceContext } from "./context";
import { and, isNull } from "drizzle-orm";
import { buyers, entities, fields, storageLocations } from "../../db/schema";
import { AppError, type Issue } from "../lib/errors";
import * as S from "../lib/http-status";
import type { HarvestImportBody, HarvestImportResult, HarvestTicketInput } from "../schemas/harvest-tickets.schemas";
import { type CsvRow, csvDay, csvKey, csvNumber, readCsvRows, refusedRows } from "./csv-rows";
import { insertTickets, takenTicketNumbers } from "./harvest-tickets.service";
import { withinEntities } from "./list";

/*
 * Importing a scale-ticket export (docs/harvest.md "Importing tickets"): one ticket per row, every bad row named by
 * line and column and nothing written while any is bad; a ticket number the entity already recorded is a 409 naming
 * it, so a file imported twice adds nothing. A dry run checks the whole file and writes nothing.
 */

/** The columns of a ticket CSV, as its header names them (any case, spaces optional). */
const COLUMNS = ["Entity", "Ticket", "Date", "Field", "Crop", "Crop Year", "Quantity", "Unit", "Moisture", "Grade", "Destination", "Notes"] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: Column[] = ["Ticket", "Date", "Field", "Crop", "Quantity", "Unit", "Destination"];
const COLUMN_OF = new Map<string, Column>(COLUMNS.map((c) => [csvKey(c), c]));
for (const [alias, column] of [["ticketnumber", "Ticket"], ["ticketno", "Ticket"], ["net", "Quantity"], ["netquantity", "Quantity"], ["netweight", "Quantity"],
  ["year", "Crop Year"], ["location", "Destination"], ["storage", "Destination"], ["buyer", "Destination"], ["moisturepct", "Moisture"]] as const) COLUMN_OF.set(alias, column);

/**
 * A ticket checked by the rules a typed ticket meets (the route passes `HarvestTicketInputSchema.safeParse`: a service
 * names an HTTP schema's types only, as the budget sheet's import does).
 */
export type TicketCheck = (input: unknown) =>
  | { success: true; data: HarvestTicketInput }
  | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };

/** The ticket's keys as the file's columns, for the rules of HarvestTicketInputSchema. */
const COLUMN_FOR: Record<string, Column> = {
  ticketNumber: "Ticket", date: "Date", crop: "Crop", cropYear: "Crop Year", quantity: "Quantity", unit: "Unit", moisture: "Moisture", grade: "Grade", notes: "Notes",
};

/** Units as scale exports spell them: "Bushels", "lbs", "Tons". */
const UNIT_WORDS: Record<string, string> = {
  bushel: "bu", bushels: "bu", bus: "bu", lbs: "lb", pound: "lb", pounds: "lb", tons: "ton", cwts: "cwt", bales: "bale", bins: "bin", boxes: "box",
};
const unitOf = (cell: string) => {
  const word = cell.trim().toLowerCase().replace(/\.$/, "");
  return UNIT_WORDS[word] ?? word;
};

type Row = CsvRow<Column>;
interface Ticket { row: Row; input: HarvestTicketInput; entityName: string; fieldName: string; destination: string }

function readRows(csv: string, defaultEntity: string | undefined): Row[] {
  const rows = readCsvRows(csv, COLUMN_OF, (have) => {
    const missing = REQUIRED.filter((c) => !have.has(c));
    if (!have.has("Entity") && !defaultEntity) missing.unshift("Entity");
    if (missing.length) {
      throw new AppError(S.BAD_REQUEST, "VALIDATION", `The file has no ${missing.join(", ")} column${missing.length === 1 ? "" : "s"}: its header is ${COLUMNS.join(", ")}.`,
        missing.map((c) => ({ path: `columns.${c}`, message: c === "Entity" ? "is required (or give the entity of every row)" : "is required" })));
    }
  });
  for (const row of rows) if (!row.cells.Entity && defaultEntity) row.cells.Entity = defaultEntity;
  return rows;
}

/** Reads and checks every row: the tickets to write, or a 400 naming every bad row's column. */
async function readTickets(ctx: ServiceContext, request: HarvestImportBody, check: TicketCheck): Promise<Ticket[]> {
  const rows = readRows(request.csv, request.entity?.trim() || undefined);
  if (!rows.length) throw new AppError(S.BAD_REQUEST, "VALIDATION", "The file has no rows.", [{ path: "rows", message: "the file has no rows" }]);
  const { db } = ctx;
  const [entityRows, fieldRows, locationRows, buyerRows] = await Promise.all([
    db.select({ id: entities.id, name: entities.name }).from(entities).where(and(isNull(entities.deletedAt), withinEntities(entities.id, ctx.within))),
    db.select({ id: fields.id, entityId: fields.entityId, name: fields.name }).from(fields).where(and(isNull(fields.deletedAt), withinEntities(fields.entityId, ctx.within))),
    db.select({ id: storageLocations.id, entityId: storageLocations.entityId, name: storageLocations.name }).from(storageLocations).where(withinEntities(storageLocations.entityId, ctx.within)),
    db.select({ id: buyers.id, name: buyers.name }).from(buyers),
  ]);
  const entityByName = new Map(entityRows.map((e) => [e.name.toLowerCase(), e]));
  const entityById = new Map(entityRows.map((e) => [String(e.id), e]));
  const fieldOf = new Map(fieldRows.map((f) => [`${f.entityId}|${f.name.toLowerCase()}`, f]));
  const locationOf = new Map(locationRows.map((l) => [`${l.entityId}|${l.name.toLowerCase()}`, l]));
  const buyerOf = new Map(buyerRows.map((b) => [b.name.toLowerCase(), b]));

  const issues: Issue[] = [];
  const bad = new Set<number>();
  const flag = (row: Row, column: Column, message: string) => {
    issues.push({ path: `rows.${row.n}.${column}`, message });
    bad.add(row.n);
  };
  const tickets: Ticket[] = [];
  const firstRow = new Map<string, number>();
  for (const row of rows) {
    const c = row.cells;
    const entityCell = c.Entity ?? "";
    const entity = entityById.get(entityCell) ?? entityByName.get(entityCell.toLowerCase());
    if (!entity) flag(row, "Entity", entityCell ? `no such farm entity: "${entityCell}"` : "is required");
    const field = entity && c.Field ? fieldOf.get(`${entity.id}|${c.Field.toLowerCase()}`) : undefined;
    if (!c.Field) flag(row, "Field", "is required");
    else if (entity && !field) flag(row, "Field", `no field named "${c.Field}" at ${entity.name}`);
    const destination = c.Destination ?? "";
    const location = entity ? locationOf.get(`${entity.id}|${destination.toLowerCase()}`) : undefined;
    const buyer = buyerOf.get(destination.toLowerCase());
    if (!destination) flag(row, "Destination", "is required: a storage location or a buyer");
    else if (location && buyer) flag(row, "Destination", `"${destination}" is both a storage location and a buyer: rename one`);
    else if (entity && !location && !buyer) flag(row, "Destination", `no storage location of ${entity.name} or buyer named "${destination}" (add it first)`);
    const date = csvDay(c.Date ?? "");
    if (!c.Date) flag(row, "Date", "is required");
    else if (!date) flag(row, "Date", `"${c.Date}" is not a date: write YYYY-MM-DD`);
    const input = {
      entityId: entity?.id ?? 1, fieldId: field?.id ?? 1, crop: c.Crop ?? "", cropYear: c["Crop Year"] || (date ?? "").slice(0, 4) || "", date: date ?? c.Date ?? "",
      ticketNumber: c.Ticket ?? "", quantity: csvNumber(c.Quantity ?? ""), unit: unitOf(c.Unit ?? ""), moisture: (c.Moisture ?? "").replace(/%$/, "").trim() || null,
      grade: c.Grade || null, locationId: location?.id ?? null, buyerId: location ? null : (buyer?.id ?? null), notes: c.Notes ?? "",
    };
    const parsed = check(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = COLUMN_FOR[String(issue.path[0])];
        // A bad date is said once, not again as the crop year it would have given.
        if (!column || (!date && (column === "Date" || (column === "Crop Year" && !c["Crop Year"])))) continue;
        if (!issues.some((i) => i.path === `rows.${row.n}.${column}`)) flag(row, column, issue.message);
      }
    }
    if (entity && c.Ticket) {
      const k = `${entity.id}|${c.Ticket}`;
      const first = firstRow.get(k);
      if (first !== undefined) flag(row, "Ticket", `ticket ${c.Ticket} is also on row ${first}: a ticket is recorded once`);
      else firstRow.set(k, row.n);
    }
    if (parsed.success && entity && field && (location || buyer) && !bad.has(row.n)) {
      tickets.push({ row, input: parsed.data, entityName: entity.name, fieldName: field.name, destination: location?.name ?? buyer!.name });
    }
  }
  if (issues.length) throw refusedRows(issues, bad.size);
  return tickets;
}

/** Imports a CSV of scale tickets (see the file's head), each row checked by `check`; a dry run writes nothing. */
export async function importHarvestCsv(ctx: ServiceContext, request: HarvestImportBody, check: TicketCheck): Promise<HarvestImportResult> {
  const tickets = await readTickets(ctx, request, check);
  const taken: { ticketNumber: string; row: number; entityName: string; date: string }[] = [];
  for (const entityId of new Set(tickets.map((t) => t.input.entityId))) {
    const mine = tickets.filter((t) => t.input.entityId === entityId);
    const recorded = await takenTicketNumbers(ctx, entityId, mine.map((t) => t.input.ticketNumber));
    for (const t of mine) {
      const was = recorded.get(t.input.ticketNumber);
      if (was) taken.push({ ticketNumber: t.input.ticketNumber, row: t.row.n, entityName: t.entityName, date: was.date });
    }
  }
  if (taken.length) {
    const named = taken.map((t) => `${t.ticketNumber} (row ${t.row}, ${t.entityName}, recorded ${t.date})`);
    throw new AppError(S.CONFLICT, "TICKETS_RECORDED", `Ticket${taken.length === 1 ? "" : "s"} already recorded: ${named.join("; ")}; nothing was imported.`,
      taken.map((t) => ({ path: `rows.${t.row}.Ticket`, message: `ticket ${t.ticketNumber} is already recorded at ${t.entityName} (${t.date})` })), undefined, { tickets: taken });
  }
  const ids = request.dryRun ? [] : await insertTickets(ctx, tickets.map((t) => t.input));
  const result: HarvestImportResult = {
    dryRun: request.dryRun === true,
    created: tickets.length,
    tickets: tickets.map((t, i) => ({
      row: t.row.n, entityId: t.input.entityId, ticketNumber: t.input.ticketNumber, date: t.input.date, fieldName: t.fieldName, crop: t.input.crop,
      cropYear: t.input.cropYear, quantity: t.input.quantity, unit: t.input.unit, destination: t.destination, ticketId: ids[i] ?? null,
    })),
  };
  if (request.dryRun) ctx.changedNothing();
  else ctx.audit({ action: "import", resource: "harvest-tickets", changes: { created: result.created, tickets: result.tickets.map((t) => `${t.ticketNumber} ${t.date} ${t.quantity} ${t.unit}`) } });
  return result;
}

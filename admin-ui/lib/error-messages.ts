import { HttpError, type TranslateFunction } from "react-admin";
import type { AlreadyExportedDetails } from "../../api/client";
import { dateAndTime, monthYear, shortDate, wholeNumber } from "./format";
import { validationText } from "./validation-text";

/** An error answer of the API (`{ message, code, issues?, details? }`) with its status. */
export interface ApiError {
  status?: number;
  code?: string;
  message?: string;
  details?: Record<string, unknown>;
}

/**
 * The API's error answer from whatever a call failed with: a react-admin HttpError (lib/http.ts, lib/api.ts `read`),
 * or the body a component read from a failed answer itself. Undefined when it carries none (a dropped connection).
 */
export function apiError(error: unknown): ApiError | undefined {
  if (error instanceof HttpError) return { status: error.status, ...((error.body ?? {}) as ApiError) };
  if (typeof error === "object" && error !== null && ("code" in error || "message" in error)) return error as ApiError;
  return undefined;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A limit in bytes as a person says it: "50 MB", "512 KB". */
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${wholeNumber(Math.round(bytes / (1024 * 1024)))} MB` : `${wholeNumber(Math.ceil(bytes / 1024))} KB`);

const BACKUP_INVALID_KEYS: Record<string, string> = { damaged: "damaged", "not-a-backup": "notABackup", "newer-version": "newerVersion" };

/** "May 2025" for a whole month, otherwise "5/1/2025 to 5/15/2025", in the user's language. */
export function periodText(from: string, to: string, translate: TranslateFunction): string {
  const f = /^(\d{4})-(\d{2})-01$/.exec(from);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(to);
  if (f && t && f[1] === t[1] && f[2] === t[2]) {
    const [year, month] = [Number(f[1]), Number(f[2])];
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (Number(t[3]) === lastDay) return monthYear(new Date(year, month - 1, 15));
  }
  return translate("errors.dateRange", { from: shortDate(from), to: shortDate(to) });
}

const isAlreadyExported = (d: Record<string, unknown> | undefined): d is AlreadyExportedDetails =>
  !!d && typeof d.from === "string" && typeof d.to === "string" && typeof d.lastAt === "string" && typeof d.exports === "number";

/**
 * The controls of the screen a message may point to, in the user's language, as the screen labels them: the
 * journal export card's "export again" checkbox and its button.
 */
export interface ErrorControls {
  exportAgain?: string;
  export?: string;
  /** The backup screen's "Allow a folder on the server's own disk" checkbox. */
  allowSystemDisk?: string;
}

/** A journal period exported before: when, by whom, and how to export it again (the card's checkbox and button). */
function alreadyExported(d: AlreadyExportedDetails, translate: TranslateFunction, controls: ErrorControls): string {
  const period = periodText(d.from, d.to, translate);
  const facts = { period, at: dateAndTime(d.lastAt), by: d.lastBy ?? translate("errors.unknownUser") };
  const whole = d.lastFrom === d.from && d.lastTo === d.to;
  const sentences = [
    whole ? translate("errors.alreadyExported", facts) : translate("errors.alreadyExportedPart", { ...facts, lastPeriod: periodText(d.lastFrom, d.lastTo, translate) }),
    d.exports > 1 ? translate("errors.alreadyExportedTimes", { smart_count: d.exports }) : "",
    translate("errors.countedTwice"),
    controls.exportAgain && controls.export ? translate("errors.exportAgainHow", controls) : "",
  ];
  return capitalised(sentences.filter(Boolean).join(" "));
}

/**
 * The one place an error code the UI can receive becomes a message in the user's words and language, with what to do
 * next; `controls` names the screen's controls a message points to. A code not here keeps the server's message
 * (validation texts in the user's language); no message at all gives the fallback.
 * @example errorText({ code: "DATABASE_UNAVAILABLE", message: "The database is unavailable; ..." }, translate, "Save failed")
 *   // "El servidor no puede comunicarse con su base de datos ..." in Spanish
 */
export function errorText(error: unknown, translate: TranslateFunction, fallback: string, controls: ErrorControls = {}): string {
  const body = apiError(error);
  switch (body?.code) {
    case "ALREADY_EXPORTED":
      if (isAlreadyExported(body.details)) return alreadyExported(body.details, translate, controls);
      break;
    case "DATABASE_UNAVAILABLE":
      return translate("errors.databaseUnavailable");
    case "INTERNAL":
      return translate("errors.internal");
    case "NOT_FOUND":
      return translate("errors.notFound");
    case "FORBIDDEN":
      return translate("errors.forbidden");
    case "UNAUTHORIZED":
      return translate("errors.unauthorized");
    case "HTTP_ERROR":
      return translate("errors.httpError");
    case "DISK_FULL":
      return translate("errors.diskFull");
    case "INSUFFICIENT_STORAGE": {
      // api/services/backup.service.ts: { folder }
      const folder = body.details?.folder;
      if (typeof folder !== "string") break;
      return translate("errors.backupNoSpace", { folder });
    }
    case "PAYLOAD_TOO_LARGE": {
      // api/app.ts, api/services/uploads.service.ts: { limitBytes, what: "map" | "request" | "import" }
      const { limitBytes, what } = body.details ?? {};
      if (typeof limitBytes !== "number" || (what !== "map" && what !== "request" && what !== "import")) break;
      return translate(`errors.tooLarge.${what}`, { size: sizeText(limitBytes) });
    }
    case "UNSUPPORTED_MEDIA_TYPE":
      // api/services/uploads.service.ts, api/routes/import: { accepted }
      return translate(body.details?.accepted === "application/pdf" ? "errors.onlyPdfMaps" : "errors.wrongFileType");
    case "UPLOAD_URL_GONE":
      return translate("errors.uploadGone");
    case "IDEMPOTENCY_KEY_REUSED":
      return translate("errors.sentTwiceDifferently");
    case "BACKUP_INVALID": {
      // api/services/restore-verify.service.ts corrupt: { reason }
      const key = BACKUP_INVALID_KEYS[String(body.details?.reason)];
      if (!key) break;
      return translate(`errors.backupInvalid.${key}`);
    }
    case "INVENTORY_SHORTFALL": {
      // api/domain/inventory.ts InventoryShortfallError: "Not enough Roundup on 2026-04-02: 30 gal to apply, 12 gal on hand, 18 gal short."
      const m = /^Not enough (.+) on (\d{4}-\d{2}-\d{2}): (\S+) (.+) to (receive|apply|return|count out), (\S+) .+ on hand, (\S+) .+ short\.$/.exec(body.message ?? "");
      if (!m) break;
      const [, product, date, requested, unit, verb, onHand, short] = m;
      return translate(`errors.shortfall.${verb === "count out" ? "countOut" : verb}`, { product, date: shortDate(date!), requested, unit, onHand, short });
    }
    case "INVALID_CREDENTIALS":
      return translate("errors.invalidCredentials");
    case "AWAITING_APPROVAL":
      return translate("errors.awaitingApproval");
    case "PASSWORD_CHANGE_REQUIRED":
      return translate("errors.passwordChangeRequired");
    case "BACKUP_ON_SYSTEM_DISK": {
      const folder = body.details?.folder;
      if (typeof folder !== "string") break;
      return translate("errors.backupOnSystemDisk", { folder, allowSystemDisk: controls.allowSystemDisk ?? translate("backup.allowSystemDisk") });
    }
    case "NAME_TAKEN": {
      // api/lib/errors.ts nameTaken: { taken: "product" | "vendor" | "worker" | "machine", name, kind? }
      const { taken, name, kind } = body.details ?? {};
      if (typeof name !== "string" || (taken !== "product" && taken !== "vendor" && taken !== "worker" && taken !== "machine")) break;
      if (taken !== "product") return translate(`errors.nameTaken.${taken}`, { name });
      if (kind === "fertilizer") return translate("errors.nameTaken.fertilizer", { name });
      return translate("errors.nameTaken.product", { name, kind: typeof kind === "string" ? translate(`productKinds.${kind}`, { _: kind }) : "" });
    }
    case "PRODUCT_IN_USE": {
      // api/services/products.service.ts: { name, purchaseLines, adjustments, tasks, deletedTasks }
      const d = body.details ?? {};
      if (typeof d.name !== "string") break;
      const uses = (["purchaseLines", "adjustments", "tasks", "deletedTasks"] as const)
        .filter((k) => Number(d[k] ?? 0) > 0)
        .map((k) => translate(`errors.product.${k}`, { smart_count: Number(d[k]) }));
      if (!uses.length) break;
      const and = ` ${translate("errors.product.and")} `;
      return translate("errors.product.inUse", { name: d.name, uses: uses.length > 1 ? `${uses.slice(0, -1).join(", ")}${and}${uses.at(-1)}` : uses[0] });
    }
    case "STOCK_UNIT_KEPT": {
      const { name, stockUnit } = body.details ?? {};
      if (typeof name !== "string" || typeof stockUnit !== "string") break;
      return translate("errors.product.stockUnitKept", { name, unit: translate(`applications.unitNames.${stockUnit}`, { _: stockUnit }) });
    }
    case "PACK_IN_USE": {
      const { name, pack } = body.details ?? {};
      if (typeof name !== "string" || typeof pack !== "string") break;
      return translate("errors.product.packInUse", { name, pack });
    }
    case "FERTILIZER_IN_USE": {
      const { name, tasks } = body.details ?? {};
      if (typeof name !== "string" || typeof tasks !== "number") break;
      return translate("errors.product.fertilizerInUse", { name, smart_count: tasks });
    }
    case "INVOICE_TAKEN": {
      // api/services/purchases.service.ts: { invoiceNumber, vendorName, entityName, purchaseId }
      const { invoiceNumber, vendorName, entityName } = body.details ?? {};
      if (typeof invoiceNumber !== "string") break;
      return translate("errors.invoiceTaken", { invoice: invoiceNumber, vendor: vendorName, entity: entityName });
    }
    case "INVOICE_RECORDED_DIFFERENTLY": {
      // api/services/purchase-import.service.ts: details.invoices [{ invoiceNumber, vendorName, entityName, rows }]
      const invoices = body.details?.invoices;
      if (!Array.isArray(invoices) || !invoices.length) break;
      const named = (invoices as Array<{ invoiceNumber: string; vendorName: string; entityName: string; rows: number[] }>).map((i) =>
        translate("errors.invoiceRecordedDifferently", { invoice: i.invoiceNumber, vendor: i.vendorName, entity: i.entityName, rows: i.rows.join(", ") }),
      );
      return [...named, translate("errors.invoiceRecordedHow")].join(" ");
    }
    case "STORAGE_SHORTFALL": {
      // api/services/storage.service.ts: { location, crop, cropYear, date, short, unit, shortInUnit, inUnit }
      const d = body.details ?? {};
      if (typeof d.location !== "string" || typeof d.short !== "string") break;
      const amount = typeof d.shortInUnit === "string" ? `${d.shortInUnit} ${d.inUnit} (${d.short} ${d.unit})` : `${d.short} ${d.unit}`;
      return translate("errors.storageShortfall", { crop: d.crop, cropYear: d.cropYear, location: d.location, date: typeof d.date === "string" ? shortDate(d.date) : d.date, amount });
    }
    case "TICKETS_RECORDED": {
      // api/services/harvest-import.service.ts: details.tickets [{ ticketNumber, row, entityName, date }]
      const tickets = body.details?.tickets;
      if (!Array.isArray(tickets) || !tickets.length) break;
      const named = (tickets as Array<{ ticketNumber: string; row: number; entityName: string; date: string }>).map((t) =>
        translate("errors.ticketRecorded", { ticket: t.ticketNumber, row: t.row, entity: t.entityName, date: shortDate(t.date) }),
      );
      return [...named, translate("errors.ticketsRecordedHow")].join(" ");
    }
    case "SALE_NUMBER_TAKEN": {
      // api/services/contracts.service.ts, settlements.service.ts: { record, number, buyer, entity, id }
      const { record, number, buyer, entity } = body.details ?? {};
      if (typeof number !== "string" || (record !== "contract" && record !== "settlement")) break;
      return translate(`errors.sales.${record}NumberTaken`, { number, buyer, entity });
    }
    case "CONTRACT_IN_USE": {
      // api/services/contracts.service.ts: { contract, deliveries, change: "move" | "delete" }
      const { contract, deliveries, change } = body.details ?? {};
      if (typeof contract !== "string" || !Array.isArray(deliveries)) break;
      return translate(change === "delete" ? "errors.sales.contractDeleted" : "errors.sales.contractMoved", { contract, deliveries: deliveries.join(", ") });
    }
    case "DELIVERY_LOCKED": {
      // api/services/deliveries.service.ts: { deliveryId, by: "ticket" | "settlement", ticket, settlement, buyer, field }
      const d = body.details ?? {};
      if (typeof d.deliveryId !== "number") break;
      return d.by === "ticket"
        ? translate("errors.sales.ticketLoad", { delivery: d.deliveryId, ticket: d.ticket, buyer: d.buyer })
        : translate("errors.sales.settledLoad", { delivery: d.deliveryId, settlement: d.settlement });
    }
    case "DELIVERY_PAID": {
      // api/services/settlements.service.ts: { deliveryId, line, settlement }
      const d = body.details ?? {};
      if (typeof d.deliveryId !== "number") break;
      return translate("errors.sales.deliveryPaid", { delivery: d.deliveryId, line: d.line, settlement: d.settlement });
    }
    case "ACCOUNT_LINKED": {
      // api/services/workers.service.ts: { account, worker }
      const { account, worker } = body.details ?? {};
      if (typeof account !== "string" || typeof worker !== "string") break;
      return translate("errors.labor.accountLinked", { account, worker });
    }
    case "WORKER_IN_USE": {
      // api/services/workers.service.ts: { name, entries }
      const { name, entries } = body.details ?? {};
      if (typeof name !== "string" || typeof entries !== "number") break;
      return translate("errors.labor.workerInUse", { name, smart_count: entries });
    }
    case "RATE_IN_USE": {
      // api/services/worker-rates.service.ts: { worker, effectiveFrom, entries, change: "add" | "change" | "delete" }
      const { worker, effectiveFrom, entries, change } = body.details ?? {};
      if (typeof worker !== "string" || typeof entries !== "number") break;
      const key = change === "add" ? "errors.labor.rateRepricing" : "errors.labor.rateInUse";
      return translate(key, { worker, effectiveFrom: shortDate(String(effectiveFrom)), smart_count: entries });
    }
    case "MACHINE_IN_USE": {
      // api/services/machines.service.ts: { name, entries, fuel }
      const d = body.details ?? {};
      if (typeof d.name !== "string") break;
      const uses = [
        ...(Number(d.entries) > 0 ? [translate("errors.labor.entries", { smart_count: Number(d.entries) })] : []),
        ...(Number(d.fuel) > 0 ? [translate("errors.labor.fuel", { smart_count: Number(d.fuel) })] : []),
      ];
      if (!uses.length) break;
      return translate("errors.labor.machineInUse", { name: d.name, uses: uses.join(` ${translate("errors.labor.and")} `) });
    }
    case "NO_RATE": {
      // api/services/labor-costing.service.ts: { workerId, workerName, date }
      const { workerName, date } = body.details ?? {};
      if (typeof workerName !== "string" || typeof date !== "string") break;
      return translate("errors.labor.noRate", { worker: workerName, date: shortDate(date) });
    }
    case "MACHINE_COST_UNKNOWN": {
      // api/services/labor-costing.service.ts: { machineId, machineName }
      const { machineName } = body.details ?? {};
      if (typeof machineName !== "string") break;
      return translate("errors.labor.machineCostUnknown", { name: machineName });
    }
    case "TIME_APPROVED":
      // api/services/time-entries.service.ts: a crew account's entry the office has approved or rejected
      return translate("errors.labor.timeApproved");
    case "TIME_RECORDED": {
      // api/services/tasks-write.service.ts: { timeEntries }
      const n = Number(body.details?.timeEntries);
      if (!(n > 0)) break;
      return translate("errors.labor.timeRecorded", { smart_count: n });
    }
    case "BACKUP_BUSY":
      return translate("errors.backupBusy");
    case "TOO_MANY_ATTEMPTS": {
      const wait = body.details?.retryAfterSeconds;
      if (typeof wait !== "number") break;
      return wait < 60 ? translate("errors.tooManyAttemptsSeconds", { smart_count: wait }) : translate("errors.tooManyAttemptsMinutes", { smart_count: Math.ceil(wait / 60) });
    }
  }
  const message = body?.message ?? (error instanceof Error ? error.message : "");
  return message && message !== "Failed to fetch" ? validationText(message, translate) : fallback;
}

/**
 * A server's message on one input (a 400's issue) in the user's language: the validation catalogue's texts
 * (lib/validation-text.ts); a purchase line's "Line 2: ..." reads without its line number in another language, as it
 * shows under that line's own input. A message the catalogue does not know is shown as written.
 * @example fieldErrorText("Line 1: give either a unit price or an amount, not both.", es) === "Indique un precio unitario o un monto, no ambos."
 */
export function fieldErrorText(message: string, translate: TranslateFunction): string {
  const text = validationText(message, translate);
  const line = /^Line \d+: (.+)$/.exec(message);
  if (text !== message || !line) return text;
  const rest = validationText(line[1]!, translate);
  return rest === line[1] ? message : rest;
}

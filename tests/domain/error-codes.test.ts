import { afterEach, describe, expect, test } from "bun:test";
import { HttpError } from "react-admin";
import { errorText } from "../../admin-ui/lib/error-messages";
import { setFormatLocale } from "../../admin-ui/lib/format";
import { type BoundaryErrorCode, boundaryErrorText } from "../../api/domain/boundaries/errors";
import { ERROR_CODES, type ErrorCode } from "../../api/lib/error-codes";
import { VERSION_CONFLICT_TEXT } from "../../api/lib/record-versions";
import { inTimeZone, translator } from "../support/ui-words";

/**
 * Every error code the API declares (api/lib/error-codes.ts) reaches a user in their words and language: the web app
 * words each `catalogue` code itself, in English and in Spanish, never showing the server's own text, and the codes
 * the server words itself have a text in both languages.
 */
const en = translator("en");
const es = translator("es");
afterEach(() => setFormatLocale("en"));
inTimeZone();

type CatalogueCode = { [K in ErrorCode]: (typeof ERROR_CODES)[K] extends "catalogue" ? K : never }[ErrorCode];

/** The server's text for the answers below: a catalogue code must never show it. */
const SERVER_TEXT = "server text, never shown as is";
const FALLBACK = "fallback, never shown for a known code";

/**
 * An answer of each catalogue code as the API sends it (status and the `details` its service documents); a code whose
 * text is read from the server's sentence carries that sentence.
 */
const ANSWERS: Record<CatalogueCode, { status: number; details?: Record<string, unknown>; message?: string }> = {
  NOT_FOUND: { status: 404 },
  FORBIDDEN: { status: 403 },
  UNAUTHORIZED: { status: 401 },
  INTERNAL: { status: 500 },
  HTTP_ERROR: { status: 400 },
  DATABASE_UNAVAILABLE: { status: 503 },
  DISK_FULL: { status: 507 },
  INSUFFICIENT_STORAGE: { status: 507, details: { folder: "/media/usb-backup/FarmBackups" } },
  PAYLOAD_TOO_LARGE: { status: 413, details: { limitBytes: 52_428_800, what: "map" } },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, details: { accepted: "application/pdf" } },
  UPLOAD_URL_GONE: { status: 410 },
  IDEMPOTENCY_KEY_REUSED: { status: 422 },
  INVALID_CREDENTIALS: { status: 401 },
  AWAITING_APPROVAL: { status: 403 },
  PASSWORD_CHANGE_REQUIRED: { status: 403 },
  TOO_MANY_ATTEMPTS: { status: 429, details: { retryAfterSeconds: 30 } },
  ALREADY_EXPORTED: {
    status: 409,
    details: { from: "2025-05-01", to: "2025-05-31", exports: 1, lastAt: "2026-12-01T23:13:35.138Z", lastBy: "office", lastFrom: "2025-05-01", lastTo: "2025-05-31" },
  },
  BACKUP_ON_SYSTEM_DISK: { status: 400, details: { folder: "/srv/farm/backups" } },
  BACKUP_BUSY: { status: 409 },
  BACKUP_INVALID: { status: 400, details: { reason: "damaged" } },
  NAME_TAKEN: { status: 409, details: { taken: "vendor", name: "Valley Ag Supply" } },
  INVENTORY_SHORTFALL: { status: 409, message: "Not enough Roundup on 2026-04-02: 30 gal to apply, 12 gal on hand, 18 gal short." },
  PRODUCT_IN_USE: { status: 409, details: { name: "Roundup", purchaseLines: 2, adjustments: 0, tasks: 3, deletedTasks: 0 } },
  STOCK_UNIT_KEPT: { status: 409, details: { name: "Roundup", stockUnit: "gal" } },
  PACK_IN_USE: { status: 409, details: { name: "Roundup", pack: "2.5 gal jug" } },
  FERTILIZER_IN_USE: { status: 409, details: { name: "UAN-32", tasks: 2 } },
  INVOICE_TAKEN: { status: 409, details: { invoiceNumber: "A-1001", vendorName: "Valley Ag Supply", entityName: "North Ranch", purchaseId: 4 } },
  INVOICE_RECORDED_DIFFERENTLY: { status: 409, details: { invoices: [{ invoiceNumber: "A-1001", vendorName: "Valley Ag Supply", entityName: "North Ranch", rows: [2, 3] }] } },
  STORAGE_SHORTFALL: { status: 409, details: { location: "Bin 1", crop: "Corn", cropYear: 2025, date: "2025-10-01", short: "100", unit: "bu" } },
  TICKETS_RECORDED: { status: 409, details: { tickets: [{ ticketNumber: "T-17", row: 2, entityName: "North Ranch", date: "2025-10-01" }] } },
  SALE_NUMBER_TAKEN: { status: 409, details: { record: "contract", number: "C-9", buyer: "River Elevator", entity: "North Ranch", id: 3 } },
  CONTRACT_IN_USE: { status: 409, details: { contract: "C-9", deliveries: [4, 5], change: "delete" } },
  DELIVERY_LOCKED: { status: 409, details: { deliveryId: 4, by: "ticket", ticket: "T-17", buyer: "River Elevator" } },
  DELIVERY_PAID: { status: 409, details: { deliveryId: 4, line: 1, settlement: "S-3" } },
  ACCOUNT_LINKED: { status: 409, details: { account: "crew1", worker: "Juan Pérez" } },
  WORKER_IN_USE: { status: 409, details: { name: "Juan Pérez", entries: 3 } },
  RATE_IN_USE: { status: 409, details: { worker: "Juan Pérez", effectiveFrom: "2025-01-01", entries: 2, change: "change" } },
  MACHINE_IN_USE: { status: 409, details: { name: "Tractor 2", entries: 2, fuel: 1 } },
  NO_RATE: { status: 409, details: { workerId: 1, workerName: "Juan Pérez", date: "2025-05-01" } },
  MACHINE_COST_UNKNOWN: { status: 409, details: { machineId: 2, machineName: "Tractor 2" } },
  TIME_APPROVED: { status: 409 },
  TIME_RECORDED: { status: 409, details: { timeEntries: 2 } },
};

const catalogueCodes = (Object.keys(ERROR_CODES) as ErrorCode[]).filter((c): c is CatalogueCode => ERROR_CODES[c] === "catalogue");

function answer(code: CatalogueCode) {
  const { status, details, message = SERVER_TEXT } = ANSWERS[code];
  return new HttpError(message, status, { code, message, ...(details ? { details } : {}) });
}

describe("every catalogue code is worded by the web app, in English and Spanish", () => {
  test("each has an answer here to word (a code added to the registry without one fails)", () => {
    expect(catalogueCodes.filter((c) => !ANSWERS[c])).toEqual([]);
    expect(catalogueCodes.length).toBeGreaterThan(40);
  });

  for (const code of catalogueCodes) {
    test(code, () => {
      const sent = answer(code);
      setFormatLocale("en");
      const english = errorText(sent, en, FALLBACK);
      setFormatLocale("es");
      const spanish = errorText(sent, es, FALLBACK);
      for (const text of [english, spanish]) {
        expect(text).not.toBe(sent.message);
        expect(text).not.toBe(FALLBACK);
        // No catalogue key left unfilled, no placeholder left in.
        expect(text).not.toMatch(/%\{|^errors\./);
        // No ISO day or timestamp: dates are in the user's locale.
        expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      }
      expect(spanish).not.toBe(english);
    });
  }

  test("the limits and reasons read as a person says them", () => {
    setFormatLocale("en");
    expect(errorText(answer("PAYLOAD_TOO_LARGE"), en, FALLBACK)).toBe("This file is too large: a map may be at most 50 MB. Choose a smaller file.");
    const newer = new HttpError("x", 400, { code: "BACKUP_INVALID", message: "x", details: { reason: "newer-version" } });
    expect(errorText(newer, en, FALLBACK)).toBe("This backup was made by a newer version of the program. Upgrade this server first, then restore it; nothing was changed.");
    const ndjson = new HttpError("x", 415, { code: "UNSUPPORTED_MEDIA_TYPE", message: "x", details: { accepted: "application/x-ndjson" } });
    expect(errorText(ndjson, en, FALLBACK)).toBe("This kind of file cannot be sent here.");
    setFormatLocale("es");
    expect(errorText(answer("INSUFFICIENT_STORAGE"), es, FALLBACK)).toBe(
      "No hay suficiente espacio libre en /media/usb-backup/FarmBackups para el respaldo. Libere espacio allí o elija otro disco de respaldo y vuelva a intentarlo.",
    );
  });
});

describe("the codes the server words itself have a text in each language", () => {
  const serverCodes = (Object.keys(ERROR_CODES) as ErrorCode[]).filter((c) => ERROR_CODES[c] === "server");

  test("each boundary refusal and the version conflict", () => {
    for (const code of serverCodes) {
      if (code === "VERSION_CONFLICT") {
        expect(VERSION_CONFLICT_TEXT.es).not.toBe(VERSION_CONFLICT_TEXT.en);
        continue;
      }
      const error = { code: code as BoundaryErrorCode, details: { fileName: "ranch.kml", count: 3, field: "North 40", features: [1, 2], at: [-120.5, 36.7] as [number, number] } };
      const english = boundaryErrorText(error, "en");
      const spanish = boundaryErrorText(error, "es");
      expect(english.length).toBeGreaterThan(10);
      expect(spanish).not.toBe(english);
    }
    expect(serverCodes).toContain("VERSION_CONFLICT");
    expect(serverCodes).toContain("SELF_INTERSECTION");
  });
});

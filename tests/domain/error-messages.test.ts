import { afterEach, beforeAll, describe, expect, test } from "bun:test";
import { HttpError } from "react-admin";
import { errorText } from "../../admin-ui/lib/error-messages";
import { setFormatLocale } from "../../admin-ui/lib/format";
import { errorMessage, errorWordingLoaded } from "../../admin-ui/lib/http";
import { inTimeZone, translator } from "../support/ui-words";

/**
 * The admin UI words the API's error codes itself, in the user's language, from the facts the answer carries
 * (admin-ui/lib/error-messages.ts). The journal export's refusal: one earlier export of May 2025, made by "office" on
 * 2026-12-01 at 23:13:35 UTC, which is 3:13 PM on December 1 in California.
 */
const en = translator("en");
const es = translator("es");
/** The card's checkbox and button, as the screen labels them in each language. */
const controls = (t: typeof en) => ({ exportAgain: t("accounting.exportAgainIfAlreadyExported"), export: t("accounting.exportJournal") });
const ISO = /\d{4}-\d{2}-\d{2}(T|\.\.)|\d{2}:\d{2}:\d{2}|Z\b|force/;

const refusal = (details: Record<string, unknown> = {}) => ({
  status: 409,
  code: "ALREADY_EXPORTED",
  message: "1 earlier export(s) cover part of 2025-05-01..2025-05-31, the last on 2026-12-01T23:13:35.138Z by office (2025-05-01..2025-05-31, iif); importing again would count those tasks twice. Send force=true to export anyway.",
  details: { from: "2025-05-01", to: "2025-05-31", exports: 1, lastAt: "2026-12-01T23:13:35.138Z", lastBy: "office", lastFrom: "2025-05-01", lastTo: "2025-05-31", ...details },
});

inTimeZone();
afterEach(() => setFormatLocale("en"));

describe("a journal period exported before (ALREADY_EXPORTED)", () => {
  test("English: the month, the local date and time, who, and the “Export again” checkbox and the button to press", () => {
    setFormatLocale("en");
    const text = errorText(refusal(), en, "Export failed", controls(en));
    expect(text).toBe(
      "May 2025 was already exported on 12/1/2026, 3:13 PM by office. Importing it twice would count its tasks twice. " +
        "To export it again, tick “Export again if already exported” and press “Export journal”.",
    );
    expect(text).not.toMatch(ISO);
  });

  test("Spanish: the same facts, day first, in Spanish, naming the checkbox as the screen labels it", () => {
    setFormatLocale("es");
    const text = errorText(refusal(), es, "Falló la exportación", controls(es));
    expect(text).toStartWith("Mayo de 2025 ya se exportó el 1/12/2026, 3:13");
    expect(text).toContain("por office.");
    expect(text).toContain("marque «Exportar de nuevo si ya se exportó» y pulse «Exportar diario».");
    expect(text).not.toMatch(ISO);
  });

  test("an earlier export of another period, several of them, by someone not known: each said in words", () => {
    setFormatLocale("en");
    const text = errorText(refusal({ exports: 2, lastBy: null, lastFrom: "2025-04-15", lastTo: "2025-05-15" }), en, "Export failed", controls(en));
    expect(text).toStartWith("Part of May 2025 was already exported on 12/1/2026, 3:13 PM by an unknown user (4/15/2025 to 5/15/2025). It has been exported 2 times.");
    expect(text).not.toMatch(ISO);
  });

  test("an answer without its facts keeps the server's sentence rather than a wrong one", () => {
    expect(errorText({ code: "ALREADY_EXPORTED", message: "Already exported" }, en, "Export failed")).toBe("Already exported");
  });
});

describe("other codes the UI can receive", () => {
  test("the database out of reach, a server fault and a record gone: what happened and what to do, in each language", () => {
    const unavailable = new HttpError("The database is unavailable; try again in a few seconds", 503, { code: "DATABASE_UNAVAILABLE", message: "The database is unavailable; try again in a few seconds" });
    expect(errorText(unavailable, en, "Save failed")).toBe("The server cannot reach its database right now. Wait a few seconds and try again.");
    expect(errorText(unavailable, es, "Falló")).toBe("El servidor no puede comunicarse con su base de datos en este momento. Espere unos segundos e inténtelo de nuevo.");
    expect(errorText({ code: "INTERNAL", message: "Internal server error" }, es, "Falló")).toStartWith("Algo falló en el servidor.");
    expect(errorText({ code: "NOT_FOUND", message: "Entity not found" }, en, "Failed")).toStartWith("That record no longer exists");
  });

  test("signing in: a wrong password, an account not yet approved, and how long to wait after too many tries", () => {
    expect(errorText({ code: "INVALID_CREDENTIALS", message: "Invalid username or password" }, es, "Falló")).toBe("Usuario o contraseña incorrectos");
    expect(errorText({ code: "AWAITING_APPROVAL", message: "Your account is awaiting administrator approval" }, es, "Falló")).toStartWith("Su cuenta está esperando la aprobación");
    const tooMany = (seconds: number) => ({ code: "TOO_MANY_ATTEMPTS", message: "Too many failed sign-in attempts. Try again in 2 minute(s).", details: { retryAfterSeconds: seconds } });
    expect(errorText(tooMany(1), en, "Login failed")).toBe("Too many failed sign-in attempts. Wait 1 second, then try again.");
    expect(errorText(tooMany(90), en, "Login failed")).toBe("Too many failed sign-in attempts. Wait 2 minutes, then try again.");
    expect(errorText(tooMany(30), es, "Falló")).toBe("Demasiados intentos fallidos de inicio de sesión. Espere 30 segundos y vuelva a intentarlo.");
  });

  test("a code without its own words keeps the server's message, validation texts in the user's language; nothing gives the fallback", () => {
    expect(errorText({ code: "VALIDATION", message: "is required" }, es, "Falló")).toBe("Es obligatorio");
    expect(errorText({ code: "CONFLICT", message: "Still on a lease" }, en, "Failed")).toBe("Still on a lease");
    expect(errorText(new TypeError("Failed to fetch"), en, "Export failed")).toBe("Export failed");
    expect(errorText(undefined, en, "Export failed")).toBe("Export failed");
  });
});

describe("every screen's error toast and line (errorMessage) goes through the same words", () => {
  // The wording arrives just after the first screen (lib/http.ts); a screen's error waits for nothing.
  beforeAll(() => errorWordingLoaded);

  test("a database out of reach, as a screen's save shows it, in English", () => {
    const unavailable = new HttpError("The database is unavailable; try again in a few seconds", 503, { code: "DATABASE_UNAVAILABLE", message: "The database is unavailable; try again in a few seconds" });
    expect(errorMessage(unavailable, "Could not save the account")).toBe("The server cannot reach its database right now. Wait a few seconds and try again.");
    expect(errorMessage(new TypeError("Failed to fetch"), "Could not save the account")).toBe("Could not save the account");
  });
});

describe("stock that would go below zero (INVENTORY_SHORTFALL)", () => {
  const shortfall = (message: string) => new HttpError(message, 409, { code: "INVENTORY_SHORTFALL", message });
  const apply = "Not enough Roundup PowerMax on 2026-04-02: 30 gal to apply, 12 gal on hand, 18 gal short.";
  const countOut = "Not enough Seed (50 lb bag) on 2026-04-02: 0.5 fl oz to count out, 0 fl oz on hand, 0.5 fl oz short.";

  test("English is the server's sentence with the day in the user's locale; Spanish says the same facts", () => {
    setFormatLocale("en");
    expect(errorText(shortfall(apply), en, "x")).toBe(apply.replace("2026-04-02", "4/2/2026"));
    expect(errorText(shortfall(countOut), en, "x")).toBe(countOut.replace("2026-04-02", "4/2/2026"));
    setFormatLocale("es");
    expect(errorText(shortfall(apply), es, "x")).toBe("No hay suficiente Roundup PowerMax el 2/4/2026: 30 gal por aplicar, 12 gal en existencia, faltan 18 gal.");
    expect(errorText(shortfall(countOut), es, "x")).toBe("No hay suficiente Seed (50 lb bag) el 2/4/2026: 0.5 fl oz por descontar, 0 fl oz en existencia, faltan 0.5 fl oz.");
  });

  test("a sentence of another form is shown as the server wrote it", () => {
    expect(errorText(shortfall("Short."), es, "x")).toBe("Short.");
  });
});

describe("crop that would go below zero in storage (STORAGE_SHORTFALL) and tickets imported twice (TICKETS_RECORDED)", () => {
  // As api/services/storage.service.ts and harvest-import.service.ts answer them.
  const short = "Not enough Corn 2025 in Bin 7 on 2026-02-01: 100 bu (5600 lb) short.";
  const storage = new HttpError(short, 409, {
    code: "STORAGE_SHORTFALL", message: short,
    details: { locationId: 7, location: "Bin 7", crop: "Corn", cropYear: 2025, date: "2026-02-01", short: "5600", unit: "lb", shortInUnit: "100", inUnit: "bu" },
  });
  const twice = "Ticket already recorded: 24-0101 (row 1, Import Ranch, recorded 2025-10-01); nothing was imported.";
  const recorded = new HttpError(twice, 409, {
    code: "TICKETS_RECORDED", message: twice, details: { tickets: [{ ticketNumber: "24-0101", row: 1, entityName: "Import Ranch", date: "2025-10-01" }] },
  });

  test("English is the server's sentence; Spanish says the same facts; a count short says its own unit only", () => {
    setFormatLocale("en");
    expect(errorText(storage, en, "x")).toBe(short.replace("2026-02-01", "2/1/2026"));
    setFormatLocale("es");
    expect(errorText(storage, es, "x")).toBe("No hay suficiente Corn 2025 en Bin 7 el 1/2/2026: faltan 100 bu (5600 lb).");
    const bales = new HttpError("x", 409, { code: "STORAGE_SHORTFALL", message: "x", details: { location: "Hay barn", crop: "Alfalfa", cropYear: 2025, date: "2025-12-01", short: "12", unit: "bale", shortInUnit: null, inUnit: null } });
    expect(errorText(bales, es, "x")).toBe("No hay suficiente Alfalfa 2025 en Hay barn el 1/12/2025: faltan 12 bale.");
  });

  test("each ticket already recorded named by its row, and what to do", () => {
    setFormatLocale("en");
    expect(errorText(recorded, en, "x")).toBe("Ticket 24-0101 (row 1) is already recorded at Import Ranch (10/1/2025). Nothing was imported. Take those rows out of the file: it may have been imported already.");
    setFormatLocale("es");
    expect(errorText(recorded, es, "x")).toBe("La boleta 24-0101 (fila 1) ya está registrada en Import Ranch (1/10/2025). No se importó nada. Quite esas filas del archivo: puede que ya se haya importado.");
  });
});

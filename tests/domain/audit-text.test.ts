import { afterEach, describe, expect, test } from "bun:test";
import { AUDIT_RESOURCES } from "../../api/domain/audit-actions";
import { auditSentence, auditValue, changeRows, fieldLabel } from "../../admin-ui/admin/audit-text";
import { MESSAGES } from "../../admin-ui/i18n";
import { setFormatLocale } from "../../admin-ui/lib/format";
import { translator as uiTranslator } from "../support/ui-words";

/** The audit screen says each entry in words (admin-ui/admin/audit-text.ts), never as the JSON the service wrote. */
const translator = (locale: "en" | "es") => uiTranslator(locale) as (k: string, o?: Record<string, unknown>) => string;
const en = translator("en");
const es = translator("es");
afterEach(() => setFormatLocale("en"));

describe("the before/after table of an entry", () => {
  test("an update: only the fields whose value changed, each with its before and after", () => {
    const rows = changeRows({
      action: "update",
      resource: "fertilizers",
      resourceId: "7",
      changes: { name: { before: "UAN", after: "UAN-32" }, pricePerUnit: { before: "2.10", after: "2.35" }, notes: { before: "bulk", after: "bulk" }, passwordHash: "changed" },
    });
    expect(rows).toEqual([
      { field: "name", before: "UAN", after: "UAN-32" },
      { field: "pricePerUnit", before: "2.10", after: "2.35" },
      { field: "passwordHash", before: null, after: "changed" },
    ]);
  });

  test("a create's stored values are its after, a delete's last values its before; nulls are left out of a create", () => {
    expect(changeRows({ action: "create", resource: "entities", changes: { name: "Hilltop", location: null, totalAcres: "0.00" } })).toEqual([
      { field: "name", before: null, after: "Hilltop" },
      { field: "totalAcres", before: null, after: "0.00" },
    ]);
    expect(changeRows({ action: "delete", resource: "fields", changes: { name: "North 40" } })).toEqual([{ field: "name", before: "North 40", after: null }]);
    expect(changeRows({ action: "logout", resource: "sessions", changes: null })).toEqual([]);
  });

  test("values in words and the language's conventions: money, acres, dates, yes/no, a secret", () => {
    expect(auditValue("pricePerUnit", "1234.5", en)).toBe("$1,234.50");
    expect(auditValue("totalAcres", "1234.05", en)).toBe("1,234.1");
    expect(auditValue("date", "2025-05-31", en)).toBe("5/31/2025");
    expect(auditValue("isApproved", true, en)).toBe("Yes");
    expect(auditValue("name", null, en)).toBe("—");
    expect(auditValue("passwordHash", "changed", en)).toBe("(changed)");
    expect(auditValue("settings", { defaultYear: 2025 }, en)).toBe("Default year: 2025");
    setFormatLocale("es");
    expect(auditValue("date", "2025-05-31", es)).toBe("31/5/2025");
    expect(auditValue("isApproved", true, es)).toBe("Sí");
    expect(fieldLabel("pricePerUnit", es)).toBe("Precio por unidad");
    expect(fieldLabel("waterInchesApplied", en)).toBe("Water inches applied");
  });
});

describe("the sentence of an entry", () => {
  const updated = { action: "update", resource: "fertilizers", resourceId: "7", changes: { name: { before: "UAN", after: "UAN-32" } } };
  const exported = { action: "create", resource: "journal-exports", resourceId: "3", changes: { entityId: 1, fromDate: "2025-05-01", toDate: "2025-05-31", format: "iif" } };
  const signedIn = { action: "login", resource: "sessions", resourceId: "2", username: "office", changes: { username: "office" } };

  test("English", () => {
    expect(auditSentence(updated, en)).toBe("Updated the fertilizer “UAN-32”");
    expect(auditSentence(exported, en)).toBe("Exported the journal for May 2025");
    expect(auditSentence(signedIn, en)).toBe("Signed in");
    expect(auditSentence({ action: "update", resource: "fields", resourceId: "12", changes: { acres: { before: "10.00", after: "12.00" } } }, en)).toBe("Updated the field #12");
    expect(auditSentence({ action: "login_failed", resource: "sessions", username: "nobody", changes: { username: "nobody" } }, en)).toBe("Failed sign-in as “nobody”");
    expect(auditSentence({ action: "create", resource: "journal-exports", changes: { fromDate: "2025-05-01", toDate: "2025-05-15" } }, en)).toBe("Exported the journal for 5/1/2025 – 5/15/2025");
  });

  test("Spanish", () => {
    setFormatLocale("es");
    expect(auditSentence(updated, es)).toBe("Actualizó el fertilizante “UAN-32”");
    expect(auditSentence(exported, es)).toBe("Exportó el libro diario de mayo de 2025");
    expect(auditSentence(signedIn, es)).toBe("Inició sesión");
    expect(auditSentence({ action: "delete", resource: "fields", resourceId: "12", changes: { name: "North 40" } }, es)).toBe("Eliminó el campo “North 40”");
  });

  test("products and vendors, in both languages, with the label fields in words", () => {
    const product = { action: "create", resource: "products", resourceId: "40", changes: { name: "Roundup PowerMax", signalWord: "CAUTION" } };
    const vendor = { action: "delete", resource: "vendors", resourceId: "3", changes: { name: "Valley Ag Supply" } };
    expect(auditSentence(product, en)).toBe("Created the product “Roundup PowerMax”");
    expect(auditSentence(vendor, en)).toBe("Deleted the vendor “Valley Ag Supply”");
    expect(fieldLabel("epaRegistrationNumber", en)).toBe("EPA registration number");
    expect(auditValue("packs", [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }], en)).toBe("Name: 2.5 gal jug; Quantity: 2.5; Unit: gal");
    setFormatLocale("es");
    expect(auditSentence(product, es)).toBe("Creó el producto “Roundup PowerMax”");
    expect(auditSentence(vendor, es)).toBe("Eliminó el proveedor “Valley Ag Supply”");
    expect(fieldLabel("signalWord", es)).toBe("Palabra de advertencia");
  });

  test("an action or resource the catalogue does not know is said in readable words, never as JSON", () => {
    expect(auditSentence({ action: "archive_all", resource: "weather-stations", resourceId: "4", changes: { a: 1 } }, en)).toBe("Archive all: weather stations #4");
    expect(auditSentence({ action: "purge", resource: "fields", changes: null }, es)).toBe("Purge: el campo");
  });
});

describe("every kind of record the trail names has its words", () => {
  // AUDIT_RESOURCES is the type every service audits with (api/services/context.ts), so this covers all of them.
  const catalogue = (lang: "en" | "es") => (MESSAGES[lang] as unknown as { audit: Record<string, string> }).audit;

  test("each kind has its filter name and, but sign-ins, its noun, in English and in Spanish", () => {
    const missing: string[] = [];
    for (const lang of ["en", "es"] as const) {
      for (const r of AUDIT_RESOURCES) {
        if (typeof catalogue(lang)[`kind_${r}`] !== "string") missing.push(`${lang} kind_${r}`);
        if (r !== "sessions" && typeof catalogue(lang)[`thing_${r}`] !== "string") missing.push(`${lang} thing_${r}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test("a harvest and a labor record read in words, never as the API's resource name", () => {
    setFormatLocale("es");
    expect(auditSentence({ action: "create", resource: "purchases", resourceId: "2", changes: {} }, es)).toBe("Creó la compra n.º 2");
    expect(auditSentence({ action: "create", resource: "harvest-tickets", resourceId: "5", changes: {} }, es)).toBe("Creó la boleta de báscula n.º 5");
    setFormatLocale("en");
    expect(auditSentence({ action: "approve", resource: "time-entries", resourceId: "9", changes: {} }, en)).toBe("Approved the time entry #9");
  });
});

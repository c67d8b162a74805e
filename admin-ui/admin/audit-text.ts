import { AUDIT_RESOURCES } from "../../api/client/rules";
import { acres, dateAndTime, money, monthYear, shortDate } from "../lib/format";

/**
 * An audit entry in words (the audit screen): one sentence per action and resource, and the fields a change touched
 * as rows of label, before and after. The entry's JSON is as its service wrote it (docs/decisions/
 * write-transaction-and-audit.md); this only reads it. Every text comes from the catalogue's `audit` area.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface AuditEntryLike {
  action: string;
  resource: string;
  resourceId?: string | number | null;
  username?: string | null;
  changes?: unknown;
}

/**
 * The resources whose noun the catalogue has (`audit.thing_<resource>`: "the fertilizer", "el fertilizante"): every
 * kind the trail names (AUDIT_RESOURCES, the type services audit with) but sign-ins, which are whole sentences.
 */
export const THINGS: ReadonlySet<string> = new Set(AUDIT_RESOURCES.filter((r) => r !== "sessions"));
/** The actions whose verb the catalogue has (`audit.did_<action>`: "Updated %{thing}", "Actualizó %{thing}"). */
const VERBS = new Set(["create", "update", "delete", "recover", "import", "upload", "approve", "reject", "register"]);
/** Whole sentences for the action x resource pairs a verb and a noun do not say well (`audit.<key>`). */
const SENTENCES: Record<string, string> = {
  "login sessions": "signedIn",
  "login_failed sessions": "signInRefused",
  "logout sessions": "signedOut",
  "logout_everywhere sessions": "signedOutEverywhere",
  "create journal-exports": "exportedJournal",
  "backup backup": "madeBackup",
  "restore backup": "restoredBackup",
  "register users": "registered",
  "update price-list": "updatedPriceList",
};

/** "journal-exports" -> "journal exports", "login_failed" -> "login failed", "totalAcres" -> "total acres". */
export function readable(word: string): string {
  return word
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
}
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v);
/** An update's column: { before, after }. */
const isPair = (v: unknown): v is { before: unknown; after: unknown } => isObj(v) && "before" in v && "after" in v && Object.keys(v).length === 2;

/** The record's name as the entry carries it: a create's or delete's stored name, an update's new (or old) name. */
function nameOf(changes: unknown): string | null {
  if (!isObj(changes)) return null;
  for (const key of ["name", "title", "displayName", "username", "fileName", "code"]) {
    const v = changes[key];
    if (typeof v === "string" && v) return v;
    if (isPair(v)) {
      const named = typeof v.after === "string" && v.after ? v.after : typeof v.before === "string" && v.before ? v.before : null;
      if (named) return named;
    }
  }
  return null;
}

/** "May 2025" for a whole month, "5/1/2025 – 5/15/2025" otherwise. */
function period(from: unknown, to: unknown): string {
  if (typeof from !== "string" || typeof to !== "string") return "";
  const f = /^(\d{4})-(\d{2})-01$/.exec(from);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(to);
  if (f && t && f[1] === t[1] && f[2] === t[2]) {
    const last = new Date(Date.UTC(Number(t[1]), Number(t[2]), 0)).getUTCDate();
    if (Number(t[3]) === last) return monthYear(new Date(Number(f[1]), Number(f[2]) - 1, 15));
  }
  return `${shortDate(from)} – ${shortDate(to)}`;
}

/**
 * What an entry did, as a sentence in the UI's language: "Updated the fertilizer “UAN-32”", "Exported the journal
 * for May 2025", "Signed in". An action or resource the catalogue does not know is said in readable words.
 */
export function auditSentence(entry: AuditEntryLike, t: Translate): string {
  const changes = isObj(entry.changes) ? entry.changes : {};
  const special = SENTENCES[`${entry.action} ${entry.resource}`];
  if (special) {
    const name = nameOf(changes) ?? entry.username ?? "";
    return t(`audit.${special}`, { name, period: period(changes.fromDate, changes.toDate) });
  }
  const known = THINGS.has(entry.resource);
  const noun = known ? t(`audit.thing_${entry.resource}`) : readable(entry.resource);
  const name = nameOf(changes);
  const id = entry.resourceId;
  const thing = name ? t("audit.named", { thing: noun, name }) : id != null && id !== "" ? t("audit.numbered", { thing: noun, id }) : noun;
  if (VERBS.has(entry.action)) return t(`audit.did_${entry.action}`, { thing });
  return t("audit.other", { action: capitalised(readable(entry.action)), thing });
}

/** The label of a changed field: the catalogue's where it has one (`audit.field_<name>`), else its readable words. */
const LABELED = new Set([
  "name", "location", "notes", "description", "entityId", "fieldId", "categoryId", "landlordId", "leaseId", "fertilizerId",
  "date", "fromDate", "toDate", "startDate", "endDate", "acres", "totalAcres", "acresCovered", "acreage", "leasedAcres",
  "amount", "cost", "totalCost", "costPerAcre", "rent", "rentPerAcre", "leaseRatePerAcre", "pricePerUnit", "username",
  "displayName", "role", "locale", "isApproved", "deletedAt", "format", "lines", "debits", "credits", "year", "crop",
  "nPerGal", "pPerGal", "kPerGal", "type", "mustChangePassword", "stockUnit", "packs", "epaRegistrationNumber", "activeIngredients",
  "restrictedUse", "signalWord", "reentryHours", "preharvestDays", "areaAcres", "keptAcreage", "invoiceLanguage",
]);
export function fieldLabel(field: string, t: Translate): string {
  return LABELED.has(field) ? t(`audit.field_${field}`) : capitalised(readable(field));
}

const MONEY = /^(amount|cost|price|rent|debits|credits)$|(Cost|Price|Rent|Rental|Total|Value|PerAcre|Assessment|PerUnit)$/;
const ACRES = /^(acres|acreage|keptAcreage)$|Acres(Covered)?$|^acresCovered$/;
const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A value as a person reads it: money and acres formatted, dates in the UI's conventions, never raw JSON. */
export function auditValue(field: string, value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return t(value ? "audit.yes" : "audit.no");
  if (typeof value === "number" || (typeof value === "string" && NUMERIC.test(value))) {
    if (MONEY.test(field) && !/acres/i.test(field)) return money(value);
    if (ACRES.test(field)) return acres(value);
    return String(value);
  }
  if (typeof value === "string") {
    // A language chosen (the account's, an entity's invoices'), by its name.
    if ((field === "locale" || field === "invoiceLanguage") && (value === "en" || value === "es")) return t(`reports.languageNames.${value}`);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return shortDate(value);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) return dateAndTime(value);
    if (value === "changed") return t("audit.changedSecret");
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => auditValue(field, v, t)).join(", ");
  if (isObj(value)) return Object.entries(value).map(([k, v]) => `${fieldLabel(k, t)}: ${auditValue(k, v, t)}`).join("; ");
  return String(value);
}

export interface ChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an entry touched, one row each: an update's columns whose before and after differ (an unchanged pair is
 * left out), a create's (or any other note's) values as after, a delete's last values as before.
 * @example changeRows({ action: "update", resource: "fertilizers", changes: { name: { before: "UAN", after: "UAN-32" } } })
 *   // [{ field: "name", before: "UAN", after: "UAN-32" }]
 */
export function changeRows(entry: AuditEntryLike): ChangeRow[] {
  const changes = entry.changes;
  if (changes === null || changes === undefined) return [];
  if (!isObj(changes)) return [{ field: "value", before: null, after: changes }];
  const rows: ChangeRow[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (isPair(value)) {
      if (!same(value.before, value.after)) rows.push({ field, before: value.before, after: value.after });
    } else if (entry.action === "delete") rows.push({ field, before: value, after: null });
    else if (entry.action === "update" && value === "changed") rows.push({ field, before: null, after: value });
    else if (value !== null && value !== undefined) rows.push({ field, before: null, after: value });
  }
  return rows;
}

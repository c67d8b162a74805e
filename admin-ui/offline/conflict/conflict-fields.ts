/**
 * What the conflict view compares (issue 40, "No silent overwrite"): the fields of each form that can answer 412, in
 * the form's order, with their labels (catalogue keys) and how a value reads; and the pure rules: which values
 * differ, and the body a per-field choice makes. No React here (tests/domain/conflict-fields.test.ts).
 */

/** How a value reads: money like the rest of the UI, a number as stored, a date, a name looked up, a catalogue choice. */
export type ValueKind = "text" | "money" | "number" | "date" | "year" | "choice" | "reference" | "lines";

/** The lists a reference's name comes from. */
export type NameList = "fields" | "categories" | "fertilizers" | "products";

export interface ConflictField {
  key: string;
  /** Catalogue key of the label; `labelTitle`, when set, is a key translated into the label's %{title}. */
  label: string;
  labelTitle?: string;
  kind: ValueKind;
  /** A money amount: never shown to an account whose record came without it (crew). */
  money?: boolean;
  /** "reference": the list the id is named from, and the record's own name of it (the GET answer's `fieldName`). */
  names?: NameList;
  nameKey?: string;
  /** "choice": the catalogue prefix of the choice's words (`tasks.irrigationTypes.` + value). */
  choices?: string;
}

const TASK_FIELDS: ConflictField[] = [
  { key: "name", label: "tasks.taskName", kind: "text" },
  { key: "fieldId", label: "tasks.field", kind: "reference", names: "fields", nameKey: "fieldName" },
  { key: "categoryId", label: "tasks.category", kind: "reference", names: "categories", nameKey: "categoryName" },
  { key: "date", label: "tasks.date", kind: "date" },
  { key: "cropType", label: "tasks.cropType", kind: "text" },
  { key: "cropYear", label: "tasks.cropYear", kind: "year" },
  { key: "acresCovered", label: "tasks.acresCovered", kind: "number" },
  { key: "costPerAcre", label: "tasks.costPerAcre", kind: "money", money: true },
  { key: "equipmentRental", label: "tasks.perAcre2", labelTitle: "tasks.equipmentRental", kind: "money", money: true },
  { key: "equipmentDescription", label: "tasks.equipmentDescription", kind: "text" },
  { key: "yieldAmount", label: "tasks.yieldPerAcre", kind: "number" },
  { key: "yieldUnit", label: "tasks.unit", kind: "choice", choices: "tasks.yieldUnits." },
  { key: "yieldValuePerUnit", label: "tasks.valuePerUnit", kind: "money", money: true },
  { key: "fertilizerId", label: "tasks.fertilizer", kind: "reference", names: "fertilizers" },
  { key: "fertilizerGallonsApplied", label: "conflict.fertilizerPerAcre", kind: "number" },
  { key: "irrigationType", label: "tasks.irrigationType", kind: "choice", choices: "tasks.irrigationTypes." },
  { key: "irrigationHours", label: "tasks.irrigationHours", kind: "number" },
  { key: "waterAssessmentPerAcre", label: "tasks.perAcre2", labelTitle: "tasks.waterAssessment", kind: "money", money: true },
  { key: "waterAssessment", label: "tasks.waterAssessment", kind: "money", money: true },
  { key: "rentPerAcre", label: "tasks.perAcre2", labelTitle: "tasks.rent", kind: "money", money: true },
  { key: "rent", label: "tasks.rent", kind: "money", money: true },
  { key: "products", label: "applications.productsApplied", kind: "lines", names: "products" },
  { key: "applicationTime", label: "applications.applicationTime", kind: "text" },
  { key: "applicationMethod", label: "applications.applicationMethod", kind: "text" },
  { key: "applicator", label: "applications.applicator", kind: "text" },
  { key: "notes", label: "tasks.notes", kind: "text" },
];

/** The forms whose records can answer 412, by resource (the path's first part after /api/). */
export const CONFLICT_FORMS: Record<string, ConflictField[]> = { tasks: TASK_FIELDS };

/** The resource a record path names. @example resourceOf("/api/tasks/12") === "tasks" */
export function resourceOf(path: string): string {
  return path.replace(/^\/api\//, "").replace(/^\//, "").split("/")[0] ?? "";
}

/** The path as the API is called, whether the entry kept it with /api or without. */
export const apiPath = (path: string) => (path.startsWith("/api/") ? path : `/api/${path.replace(/^\//, "")}`);

/**
 * The fields a body is compared on: the form's own, or, for a form not described here, each key the body sends
 * (labelled by react-admin's `resources.<name>.fields.<key>` convention).
 */
export function fieldsFor(path: string, body: Record<string, unknown>): ConflictField[] {
  const described = CONFLICT_FORMS[resourceOf(path)];
  if (described) return described;
  return Object.keys(body).map((key) => ({ key, label: `resources.${resourceOf(path)}.fields.${key}`, kind: "text" as const }));
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A decimal without its trailing zeros. @example plainDecimal("20.500") === "20.5" */
export function plainDecimal(text: string): string {
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
}

/** A product line as both sides can be compared (the body's `{ productId, ratePerAcre | totalQuantity, unit }`). */
export interface LineValue {
  productId: number;
  ratePerAcre: string | null;
  totalQuantity: string | null;
  unit: string;
}

/** A stored line (the GET answer's) or a sent one, reduced to what the form sends. */
export function lineOf(line: Record<string, unknown>): LineValue {
  const amount = (v: unknown) => (v === null || v === undefined || v === "" ? null : plainDecimal(String(v)));
  const total = amount(line.totalQuantity);
  return { productId: Number(line.productId), ratePerAcre: total === null ? amount(line.ratePerAcre) : null, totalQuantity: total, unit: String(line.unit ?? "") };
}

/** A value as compared: blank is null, a decimal without trailing zeros, a time to the minute, lines as lines. */
export function comparable(kind: ValueKind, value: unknown): unknown {
  if (value === undefined || value === null || value === "") return null;
  if (kind === "lines") return Array.isArray(value) ? value.map((l) => lineOf(l as Record<string, unknown>)) : null;
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "") return null;
    if (DECIMAL.test(text)) return plainDecimal(text);
    // An application time is sent as HH:MM and stored as HH:MM:SS.
    if (/^\d{2}:\d{2}:00$/.test(text)) return text.slice(0, 5);
    return text;
  }
  return value;
}

/** Whether two values are the same once read alike (20 and "20.00", "" and null, 07:30 and 07:30:00). */
export function sameValue(kind: ValueKind, a: unknown, b: unknown): boolean {
  return JSON.stringify(comparable(kind, a)) === JSON.stringify(comparable(kind, b));
}

export interface ConflictRow {
  field: ConflictField;
  mine: unknown;
  office: unknown;
  differs: boolean;
}

/**
 * One row per field the user's body sends, in the form's order; a money field is left out when the office's record
 * came without it (a crew account never reads money, offline as online).
 */
export function conflictRows(fields: ConflictField[], mine: Record<string, unknown>, office: Record<string, unknown>): ConflictRow[] {
  return fields
    .filter((f) => Object.hasOwn(mine, f.key) && !(f.money && !Object.hasOwn(office, f.key)))
    .map((field) => ({ field, mine: mine[field.key], office: office[field.key], differs: !sameValue(field.kind, mine[field.key], office[field.key]) }));
}

/** Which version each differing field keeps. */
export type Choice = "mine" | "office";

/**
 * The body to send for the choices: the user's body with the office's value in every field chosen "office" (as the
 * form would send it: lines as `{ productId, ratePerAcre | totalQuantity, unit }`, a blank text as "").
 */
export function mergedBody(mine: Record<string, unknown>, rows: ConflictRow[], choices: Record<string, Choice>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...mine };
  for (const row of rows) {
    if (choices[row.field.key] !== "office") continue;
    out[row.field.key] = sentForm(row.field.kind, row.office, mine[row.field.key]);
  }
  return out;
}

function sentForm(kind: ValueKind, office: unknown, mine: unknown): unknown {
  if (kind === "lines") return Array.isArray(office) ? office.map((l) => lineOf(l as Record<string, unknown>)) : [];
  if (office === undefined || office === null) return typeof mine === "string" && kind === "text" ? "" : null;
  if (kind === "text" && typeof office === "string" && /^\d{2}:\d{2}:00$/.test(office)) return office.slice(0, 5);
  return office;
}

/** Every differing field set to the same side. */
export function allChoices(rows: ConflictRow[], side: Choice): Record<string, Choice> {
  return Object.fromEntries(rows.filter((r) => r.differs).map((r) => [r.field.key, side]));
}

import { z } from "@hono/zod-openapi";
import { IRRIGATION_TYPES, YIELD_UNITS } from "../domain/task-formulas";
import { decimalInput, idSchema, nameSchema, yearSchema } from "./common";
import { MAX_INT } from "./input-rules";
import { TaskCreateSchema } from "./tasks.schemas";

/** Rows per import request: small enough for the JSON body limit, large enough to import 100,000 rows quickly. */
export const MAX_IMPORT_ROWS = 5000;
/** The largest whole-file import (POST /api/tasks/import), in bytes: about 150,000 tasks with notes filled in. */
export const MAX_IMPORT_FILE_BYTES = 64 * 1024 * 1024;

/**
 * The columns of a task import, in the order of the CSV template: the CSV header (snake_case) and the key of the
 * row in the API body (camelCase). Shared by the import endpoint, farmctl and the docs, so they cannot drift.
 */
export const IMPORT_COLUMNS = [
  {
    csv: "import_key",
    key: "importKey",
    required: false,
    example: "",
    doc: "Your own id for the row (max 64 characters); blank: derived from the row's content. Re-importing creates no duplicates",
  },
  { csv: "date", key: "date", required: true, example: "2025-03-14", doc: "YYYY-MM-DD or M/D/YYYY" },
  { csv: "field", key: "field", required: true, example: "North 40", doc: "Field name in the entity (case-insensitive)" },
  { csv: "category", key: "category", required: true, example: "Fertilizer", doc: "Task category name (case-insensitive)" },
  { csv: "name", key: "name", required: true, example: "Spring side-dress", doc: "Task name, 1-255 characters" },
  { csv: "crop_year", key: "cropYear", required: false, example: "2025", doc: "2000-2100; blank: the year of the date" },
  { csv: "acres_covered", key: "acresCovered", required: false, example: "40", doc: "Blank: the whole field's acreage" },
  { csv: "cost_per_acre", key: "costPerAcre", required: true, example: "12.50", doc: "Dollars per acre, >= 0" },
  { csv: "equipment_rental", key: "equipmentRental", required: false, example: "3.25", doc: "Equipment rate per acre, >= 0; blank 0" },
  { csv: "equipment_description", key: "equipmentDescription", required: false, example: "Spreader", doc: "Up to 255 characters" },
  { csv: "crop_type", key: "cropType", required: false, example: "", doc: "Blank: the field's crop for that crop year" },
  { csv: "notes", key: "notes", required: false, example: "", doc: "Free text" },
  { csv: "yield_amount", key: "yieldAmount", required: false, example: "", doc: "Yield per acre" },
  { csv: "yield_unit", key: "yieldUnit", required: false, example: "", doc: "bales (default), tons, lbs or bushels" },
  { csv: "yield_value_per_unit", key: "yieldValuePerUnit", required: false, example: "", doc: "Dollars per unit" },
  { csv: "fertilizer", key: "fertilizer", required: false, example: "UAN-32 (32-0-0)", doc: "Fertilizer name (Fertilizer category only)" },
  { csv: "fertilizer_gallons_applied", key: "fertilizerGallonsApplied", required: false, example: "20", doc: "Gallons (or pounds, dry) per acre" },
  { csv: "irrigation_type", key: "irrigationType", required: false, example: "", doc: "Drip, Flood or Sprinklers (Water category only)" },
  { csv: "irrigation_hours", key: "irrigationHours", required: false, example: "", doc: "Hours of irrigation" },
  { csv: "water_assessment", key: "waterAssessment", required: false, example: "", doc: "Stored as sent; blank 0" },
  { csv: "rent", key: "rent", required: false, example: "", doc: "Stored as sent; blank 0" },
  { csv: "water_assessment_per_acre", key: "waterAssessmentPerAcre", required: false, example: "", doc: "Dollars per acre; blank 0" },
  { csv: "rent_per_acre", key: "rentPerAcre", required: false, example: "", doc: "Dollars per acre; blank 0" },
  {
    csv: "entity",
    key: "entity",
    required: false,
    example: "",
    doc: "Farm entity, by name or id; blank: the one of the import (--entity). One file may hold several entities",
  },
] as const;

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]["key"];

const cell = z.union([z.string(), z.number()]).nullish();
const rowShape = Object.fromEntries(
  IMPORT_COLUMNS.map((c) => [c.key, cell.openapi({ description: c.doc, example: c.example || undefined })]),
) as Record<ImportColumnKey, typeof cell>;

/** A row as sent: every value a string (or number), checked and resolved by the import service. */
export const TaskImportRowSchema = z.strictObject(rowShape).openapi("TaskImportRow");
export type TaskImportRow = z.infer<typeof TaskImportRowSchema>;

export const TaskImportBodySchema = z
  .object({
    rows: z.array(TaskImportRowSchema).min(1, "must hold at least one row").max(MAX_IMPORT_ROWS, `at most ${MAX_IMPORT_ROWS} rows per request`),
    dryRun: z.boolean().optional().openapi({ description: "Check every row and count what would change; nothing is written" }),
  })
  .openapi("TaskImport");

export const TaskImportResultSchema = z
  .object({
    dryRun: z.boolean(),
    received: z.number().int(),
    created: z.number().int().openapi({ description: "New tasks (in a dry run: that would be created)" }),
    updated: z.number().int().openapi({ description: "Tasks of an earlier import whose values changed" }),
    unchanged: z.number().int().openapi({ description: "Tasks of an earlier import already identical" }),
  })
  .openapi("TaskImportResult");

/** M/D/YYYY (a spreadsheet's export) or YYYY-MM-DD, to YYYY-MM-DD; the date must exist on the calendar. */
const importDate = z.union([z.string(), z.number()], { error: "is required" }).transform((v, ctx) => {
  const text = String(v).trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  const date = y ? new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))) : null;
  if (!date || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) {
    ctx.addIssue({ code: "custom", message: text ? `"${text}" is not a date; use YYYY-MM-DD or M/D/YYYY` : "is required" });
    return z.NEVER;
  }
  return date.toISOString().slice(0, 10);
});

const text = (v: unknown) => (v === null || v === undefined ? v : String(v));
const blankToUndefined = (v: unknown) => (v === null || v === undefined || String(v).trim() === "" ? undefined : v);
const optionalName = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, `must be at most ${max} characters`).optional());
const required = (max: number) => z.preprocess(text, nameSchema(max));

/**
 * One import row's values, checked as a task payload is (the same schema, TaskCreateSchema), except that the
 * field, category and fertilizer are names the service resolves, the date may be M/D/YYYY, and the crop year and
 * acres may be left blank.
 */
export const TaskImportValuesSchema = TaskCreateSchema.omit({
  entityId: true, fieldId: true, categoryId: true, fertilizerId: true, date: true, cropYear: true, acresCovered: true,
  // A file of tasks has no columns for the products applied and the application's details (the task form records them).
  products: true, applicationTime: true, applicationMethod: true, applicator: true,
}).extend({
  importKey: optionalName(64),
  entity: optionalName(255),
  date: importDate,
  field: required(255),
  category: required(100),
  fertilizer: optionalName(255),
  cropYear: z.preprocess(blankToUndefined, yearSchema.optional()),
  acresCovered: decimalInput({ blank: null }),
});
export type TaskImportValues = z.output<typeof TaskImportValuesSchema>;

/*
 * The same check as TaskImportValuesSchema for the rows an import is made of, without zod's per-value machinery (a
 * 100,000-row import checks 2.5 million values). It only ever accepts: a row it cannot vouch for, or one with any
 * problem, goes to the schema itself, so every answer (values and messages) is the schema's. A test compares the two
 * on every kind of value (tests/api/task-import-fast-check.test.ts).
 */
const DECIMAL = /^\d{1,8}(\.\d{0,2})?$|^\.\d{1,2}$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const YEAR = /^\d{4}$/;
const DECLINED = Symbol("declined");
type Declined = typeof DECLINED;

function fastDecimal<B extends string | null>(v: unknown, blank: B): string | B | Declined {
  if (v === null || v === undefined) return blank;
  const text = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : null;
  if (text === null) return DECLINED;
  if (text === "") return blank;
  if (!DECIMAL.test(text)) return DECLINED;
  return text.charCodeAt(0) === 46 ? `0${text}` : text;
}

/** A required name (string only): trimmed, 1..max characters. */
function fastName(v: unknown, max: number): string | Declined {
  if (typeof v !== "string") return DECLINED;
  const text = v.trim();
  return text.length >= 1 && text.length <= max ? text : DECLINED;
}

/** An optional name (blank: absent). */
function fastOptionalName(v: unknown, max: number): string | undefined | Declined {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== "string") return DECLINED;
  const text = v.trim();
  if (text === "") return undefined;
  return text.length <= max ? text : DECLINED;
}

/** Optional text kept as sent (trimmed, at most max); absent is `blank`. */
function fastText<B extends string | null>(v: unknown, max: number, blank: B): string | B | Declined {
  if (v === null || v === undefined) return blank;
  if (typeof v !== "string") return DECLINED;
  const text = v.trim();
  return text.length <= max ? text : DECLINED;
}

function fastOneOf<T extends string, B extends T | null>(v: unknown, values: readonly T[], blank: B): T | B | Declined {
  if (v === null || v === undefined) return blank;
  if (typeof v !== "string") return DECLINED;
  const text = v.trim();
  if (text === "") return blank;
  const lower = text.toLowerCase();
  for (const x of values) if (x.toLowerCase() === lower) return x;
  return DECLINED;
}

function fastDate(v: unknown): string | Declined {
  if (typeof v !== "string") return DECLINED;
  const text = v.trim();
  const iso = ISO_DATE.exec(text);
  const us = iso ? null : US_DATE.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y) return DECLINED;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return DECLINED;
  return date.toISOString().slice(0, 10);
}

function fastYear(v: unknown): number | undefined | Declined {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== "string") return DECLINED;
  const text = v.trim();
  if (text === "") return undefined;
  if (!YEAR.test(text)) return DECLINED;
  const year = Number(text);
  return year >= 2000 && year <= 2100 ? year : DECLINED;
}


/** The row's values when every one is plainly valid, exactly as TaskImportValuesSchema gives them; else null. */
function fastImportValues(row: TaskImportRow): TaskImportValues | null {
  const out: Record<string, unknown> = {};
  const set = (key: string, value: unknown) => {
    if (value === DECLINED) return false;
    out[key] = value;
    return true;
  };
  const setOptional = (key: string, value: unknown) => {
    if (value === DECLINED) return false;
    if (value !== undefined || key in row) out[key] = value;
    return true;
  };
  const notes = row.notes;
  const ok =
    set("name", fastName(row.name, 255)) &&
    set("cropType", ((t) => (t === DECLINED ? t : t || null))(fastText(row.cropType, 100, null))) &&
    (notes === null || notes === undefined || typeof notes === "string") &&
    set("notes", notes ?? "") &&
    set("costPerAcre", ((d) => (d === null ? DECLINED : d))(fastDecimal(row.costPerAcre, null))) &&
    set("equipmentRental", fastDecimal(row.equipmentRental, "0")) &&
    set("equipmentDescription", fastText(row.equipmentDescription, 255, "")) &&
    set("yieldAmount", fastDecimal(row.yieldAmount, null)) &&
    set("yieldUnit", fastOneOf(row.yieldUnit, YIELD_UNITS, "bales")) &&
    set("yieldValuePerUnit", fastDecimal(row.yieldValuePerUnit, null)) &&
    set("fertilizerGallonsApplied", fastDecimal(row.fertilizerGallonsApplied, null)) &&
    set("irrigationType", fastOneOf(row.irrigationType, IRRIGATION_TYPES, null)) &&
    set("irrigationHours", fastDecimal(row.irrigationHours, null)) &&
    set("waterAssessment", fastDecimal(row.waterAssessment, "0")) &&
    set("rent", fastDecimal(row.rent, "0")) &&
    set("waterAssessmentPerAcre", fastDecimal(row.waterAssessmentPerAcre, "0")) &&
    set("rentPerAcre", fastDecimal(row.rentPerAcre, "0")) &&
    setOptional("importKey", fastOptionalName(row.importKey, 64)) &&
    setOptional("entity", fastOptionalName(row.entity, 255)) &&
    set("date", fastDate(row.date)) &&
    set("field", fastName(row.field, 255)) &&
    set("category", fastName(row.category, 100)) &&
    setOptional("fertilizer", fastOptionalName(row.fertilizer, 255)) &&
    setOptional("cropYear", fastYear(row.cropYear)) &&
    set("acresCovered", fastDecimal(row.acresCovered, null));
  return ok ? (out as TaskImportValues) : null;
}

/**
 * TaskImportValuesSchema.safeParse(row), fast for the rows that are plainly valid (almost all of an import).
 * @example checkImportRow({ date: "3/14/2025", field: "North 40", category: "Seed", name: "Planting", costPerAcre: "12.5" })
 */
export function checkImportRow(row: TaskImportRow): ReturnType<typeof TaskImportValuesSchema.safeParse> {
  const fast = fastImportValues(row);
  return fast ? ({ success: true, data: fast } as ReturnType<typeof TaskImportValuesSchema.safeParse>) : TaskImportValuesSchema.safeParse(row);
}

/**
 * One line of a whole-file import (POST /api/tasks/import, `application/x-ndjson`): one entity's batch of rows, as
 * the per-entity import takes them. A file is as many lines as it has batches, of any entities, in file order.
 */
export const TaskImportBatchSchema = z
  .strictObject({
    entityId: idSchema.openapi({ description: "The farm entity these rows are imported into" }),
    rows: z.array(TaskImportRowSchema).min(1, "must hold at least one row").max(MAX_IMPORT_ROWS, `at most ${MAX_IMPORT_ROWS} rows per line`),
  })
  .openapi("TaskImportBatch");

export const TaskFileImportQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"], { error: 'must be "true" or "false"' })
    .optional()
    .openapi({ description: "Check every row and count what would change; nothing is written" }),
});

export const TaskFileImportResultSchema = TaskImportResultSchema.extend({
  entities: z.array(
    z.object({
      entityId: z.number().int(),
      received: z.number().int(),
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
    }),
  ),
}).openapi("TaskFileImportResult");

const ROW_KEYS = new Set<string>(IMPORT_COLUMNS.map((c) => c.key));
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A row as TaskImportRowSchema takes it: only the import's columns, each a string, a finite number or null. */
function plainRow(row: unknown): boolean {
  if (!isPlainObject(row)) return false;
  for (const key in row) {
    if (!Object.hasOwn(row, key) || !ROW_KEYS.has(key)) return false;
    const v = row[key];
    if (v !== null && typeof v !== "string" && !(typeof v === "number" && Number.isFinite(v))) return false;
  }
  return true;
}

/**
 * TaskImportBatchSchema.safeParse(value), fast for a batch that is plainly valid (a whole file is 2.5 million
 * values): such a batch is vouched for as it is, anything else goes to the schema, so every refusal and message is
 * the schema's. A test compares the two (tests/api/task-import-fast-check.test.ts).
 */
export function checkImportBatch(value: unknown): ReturnType<typeof TaskImportBatchSchema.safeParse> {
  if (isPlainObject(value)) {
    const { entityId, rows } = value;
    let plain = Object.keys(value).length === 2 && Object.hasOwn(value, "entityId") && Object.hasOwn(value, "rows");
    plain &&= typeof entityId === "number" && Number.isInteger(entityId) && entityId >= 1 && entityId <= MAX_INT;
    plain &&= Array.isArray(rows) && rows.length >= 1 && rows.length <= MAX_IMPORT_ROWS && rows.every(plainRow);
    if (plain) return { success: true, data: value as z.output<typeof TaskImportBatchSchema> } as ReturnType<typeof TaskImportBatchSchema.safeParse>;
  }
  return TaskImportBatchSchema.safeParse(value);
}

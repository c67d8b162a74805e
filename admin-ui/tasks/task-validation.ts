import { TaskCreateSchema } from "../../api/client/rules";
import { type ApiIssue, type FieldErrors, schemaIssues } from "../lib/schema-errors";
import type { TaskFormValues } from "./task-form";
import { HttpError, type TranslateFunction } from "react-admin";
import { errorMessage } from "../lib/http";
import { localizeErrors } from "../lib/validation-text";
import { lineIssueKey, type Product, type ProductLineValues, shortfallLine } from "./product-lines";

export type { ApiIssue, FieldErrors };

const REQUIRED = new Set(["name", "fieldId", "categoryId", "costPerAcre", "acresCovered"]);

const FORM_KEYS = new Set<string>([
  "fieldId", "categoryId", "name", "date", "cropType", "cropYear", "notes", "acresCovered", "costPerAcre",
  "equipmentRental", "equipmentDescription", "yieldAmount", "yieldUnit", "yieldValuePerUnit", "fertilizerId",
  "fertilizerGallonsApplied", "irrigationType", "irrigationHours", "waterAssessmentPerAcre", "rentPerAcre",
  "waterAssessment", "rent", "applicationTime", "applicationMethod", "applicator",
]);

/**
 * Splits a 400's issues into those shown on a form field and the rest (for a toast). A path the form has no input
 * for (entityId, a server-computed total) belongs to no field.
 */
export function splitIssues(issues: ApiIssue[] | undefined): { fields: FieldErrors; rest: ApiIssue[] } {
  const fields: FieldErrors = {};
  const rest: ApiIssue[] = [];
  for (const issue of issues ?? []) {
    const key = issue.path.split(".")[0] ?? "";
    if (FORM_KEYS.has(key) && !fields[key]) fields[key] = issue.message;
    else if (!FORM_KEYS.has(key)) rest.push(issue);
  }
  return { fields, rest };
}

/**
 * The server's own request schema (TaskCreateSchema) run on what the form would send: two-decimal money, zero or
 * more, lengths and dates refused before the request, with the server's messages. Required fields left blank are
 * not reported here: the submit names them all at once (spec 000 section 5).
 */
export function clientErrors(payload: Record<string, unknown>, values: TaskFormValues): FieldErrors {
  const issues = schemaIssues(TaskCreateSchema, payload);
  const blank = (key: string) => {
    const v = (values as unknown as Record<string, unknown>)[key];
    return v === "" || v === undefined || v === null || (typeof v === "string" && v.trim() === "");
  };
  return splitIssues(issues.filter((i) => !(REQUIRED.has(i.path) && blank(i.path)))).fields;
}

/** The required fields left blank, each marked "is required" (tasks.isRequired) on its input. */
export function missingRequired(v: TaskFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.name.trim()) errors.name = "tasks.isRequired";
  if (v.fieldId === "") errors.fieldId = "tasks.isRequired";
  if (v.categoryId === "") errors.categoryId = "tasks.isRequired";
  if (!v.costPerAcre.trim()) errors.costPerAcre = "tasks.isRequired";
  if (!v.acresCovered.trim()) errors.acresCovered = "tasks.isRequired";
  return errors;
}

/**
 * splitIssues, and a product line's issues (products.N.field) on that line's inputs: the product, the amount (a rate
 * per acre or a total quantity: one input) and the unit.
 */
export function splitTaskIssues(issues: ApiIssue[] | undefined): { fields: FieldErrors; rest: ApiIssue[] } {
  const onLines: FieldErrors = {};
  const others: ApiIssue[] = [];
  for (const issue of issues ?? []) {
    const key = lineIssueKey(issue.path);
    if (key && key !== "products") onLines[key] ??= issue.message;
    else others.push(issue);
  }
  const { fields, rest } = splitIssues(others);
  return { fields: { ...fields, ...onLines }, rest };
}

/**
 * A 409 INVENTORY_SHORTFALL ("Not enough Roundup on 2026-04-02: ...") as an error on the product line it names:
 * { "products.N.shortfall": message }, shown across the line (ProductLinesSection); `{}` when it names no line of
 * the form; undefined for any other error.
 */
export function shortfallErrors(error: unknown, lines: ProductLineValues[] | undefined, products: Product[], message: string): FieldErrors | undefined {
  const e = error as { status?: number; body?: { code?: string; message?: string; issues?: { path: string }[] } } | undefined;
  if (e?.status !== 409 || e.body?.code !== "INVENTORY_SHORTFALL") return undefined;
  const line = shortfallLine(e.body, lines ?? [], new Map(products.map((p) => [p.id, p])));
  return line >= 0 ? { [`products.${line}.shortfall`]: message } : {};
}

/** The issues of a 400 (HttpError body `{ message, code, issues }`); none for any other failure. */
export const issuesOf = (error: unknown): ApiIssue[] | undefined =>
  error instanceof HttpError && error.status === 400 ? (error.body as { issues?: ApiIssue[] } | undefined)?.issues : undefined;

/**
 * What a refused task save shows, in the office's task form and the crew's Record work alike: a shortfall on the
 * product line it names (in a toast when it names none), the server's 400s on the inputs they name, the rest in a
 * toast. `title` is the toast's title when no input is named.
 */
export function taskSaveErrors(
  error: unknown,
  context: { lines: ProductLineValues[] | undefined; products: Product[]; fallback: string; title?: string; translate: TranslateFunction },
  toast: { error: (message: string, title?: string) => void },
): FieldErrors {
  const { fallback, translate } = context;
  const short = shortfallErrors(error, context.lines, context.products, errorMessage(error, fallback));
  if (short && Object.keys(short).length > 0) return short;
  if (short) {
    toast.error(errorMessage(error, fallback), fallback);
    return {};
  }
  const { fields: onFields, rest } = splitTaskIssues(issuesOf(error));
  if (Object.keys(onFields).length === 0) toast.error(errorMessage(error, fallback), context.title);
  else if (rest.length > 0) toast.error(rest.map((i) => `${i.path}: ${i.message}`).join("; "), fallback);
  return localizeErrors(onFields, translate);
}

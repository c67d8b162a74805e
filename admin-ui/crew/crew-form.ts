import { CrewTaskCreateSchema, crewCategories as crewCategoriesRule, type IrrigationType } from "../../api/client/rules";
import { today } from "../lib/format";
import type { Category, Task } from "../lib/types";
import { applicationPayload, isFertilizer, isWater } from "../tasks/task-form";
import { linesOf, type ProductLineValues, type TaskProductLine } from "../tasks/product-lines";
import { schemaIssues } from "../lib/schema-errors";
import { splitIssues, type FieldErrors } from "../tasks/task-validation";

/** The Record work form's values: amounts kept as typed, ids as numbers or "". */
export interface CrewFormValues {
  fieldId: number | "";
  categoryId: number | "";
  date: string;
  useEntireField: boolean;
  acresCovered: string;
  equipmentDescription: string;
  irrigationType: string;
  irrigationHours: string;
  fertilizerId: number | "";
  fertilizerGallonsApplied: string;
  yieldAmount: string;
  yieldUnit: string;
  notes: string;
  /** Products applied (no money: the crew never sees a cost) and a crop protection's application. */
  products: ProductLineValues[];
  applicationTime: string;
  applicationMethod: string;
  applicator: string;
}

type CrewTask = Task & { products?: TaskProductLine[]; applicationTime?: string | null; applicationMethod?: string | null; applicator?: string | null };

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
const orNull = (v: string) => (v.trim() === "" ? null : v.trim());

/** A new entry: today, the whole field; an existing one: its own values. */
export function crewInitialValues(task?: Task): CrewFormValues {
  return {
    fieldId: task?.fieldId ?? "",
    categoryId: task?.categoryId ?? "",
    date: task?.date ?? today(),
    useEntireField: !task,
    acresCovered: text(task?.acresCovered),
    equipmentDescription: text(task?.equipmentDescription),
    irrigationType: text(task?.irrigationType),
    irrigationHours: text(task?.irrigationHours),
    fertilizerId: task?.fertilizerId ?? "",
    fertilizerGallonsApplied: text(task?.fertilizerGallonsApplied),
    yieldAmount: text(task?.yieldAmount),
    yieldUnit: task?.yieldUnit || "bales",
    notes: text(task?.notes),
    products: linesOf((task as CrewTask | undefined)?.products),
    applicationTime: text((task as CrewTask | undefined)?.applicationTime).slice(0, 5),
    applicationMethod: text((task as CrewTask | undefined)?.applicationMethod),
    applicator: text((task as CrewTask | undefined)?.applicator),
  };
}

/**
 * Categories a crew records work in, by the server's own rule (`crewCategories`): no income category (the office
 * records income), no Rent or Water Assessment (charges the office enters, not field work).
 */
export const crewCategories = (categories: Category[] | undefined) => (categories ? crewCategoriesRule(categories) : undefined);

/**
 * The POST/PUT body of a crew entry: only the keys a crew may send; the details of another category are left out
 * (the server refuses them), blank amounts are null; products applied as the office's form sends them.
 */
export function crewPayload(v: CrewFormValues, entityId: number, cropYear: number, categoryName?: string, hadProducts = false) {
  const categoryId = v.categoryId === "" ? "" : Number(v.categoryId);
  const fertilizer = isFertilizer(categoryId);
  const water = isWater(categoryId);
  return {
    entityId,
    fieldId: Number(v.fieldId),
    categoryId: Number(v.categoryId),
    cropYear,
    date: v.date,
    acresCovered: v.acresCovered.trim(),
    equipmentDescription: v.equipmentDescription.trim(),
    irrigationType: water ? (orNull(v.irrigationType) as IrrigationType | null) : null,
    irrigationHours: water ? orNull(v.irrigationHours) : null,
    fertilizerId: fertilizer && v.fertilizerId !== "" ? Number(v.fertilizerId) : null,
    fertilizerGallonsApplied: fertilizer ? orNull(v.fertilizerGallonsApplied) : null,
    yieldAmount: orNull(v.yieldAmount),
    yieldUnit: v.yieldUnit || "bales",
    notes: v.notes ?? "",
    ...applicationPayload(v, categoryName, hadProducts),
  };
}

/** Field, category and acres left blank, each marked on its input with the given text. */
export function crewMissing(v: CrewFormValues, requiredText: string): FieldErrors {
  const errors: FieldErrors = {};
  if (v.fieldId === "") errors.fieldId = requiredText;
  if (v.categoryId === "") errors.categoryId = requiredText;
  if (!v.acresCovered.trim()) errors.acresCovered = requiredText;
  if (!v.date) errors.date = requiredText;
  return errors;
}

/** The server's crew rules (CrewTaskCreateSchema) run on what the form would send; blanks of required inputs wait for the submit. */
export function crewClientErrors(payload: ReturnType<typeof crewPayload>, v: CrewFormValues): FieldErrors {
  const blank = crewMissing(v, "x");
  const issues = schemaIssues(CrewTaskCreateSchema, payload).filter((i) => !blank[i.path]);
  return splitIssues(issues).fields;
}

/** Crew entries can be changed for 7 days after they were recorded (the server holds the same line). */
export const CREW_EDIT_DAYS = 7;
export function stillEditable(createdAt: string | null | undefined, now = Date.now()): boolean {
  if (!createdAt) return false;
  const created = new Date(createdAt).getTime();
  return Number.isFinite(created) && now - created < CREW_EDIT_DAYS * 24 * 60 * 60 * 1000;
}

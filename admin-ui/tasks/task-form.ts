import { CATEGORY_ID, CATEGORY_NAME, type IrrigationType, withoutOffCategoryDetails } from "../../api/client/rules";
import { today } from "../lib/format";
import type { Category, Task } from "../lib/types";
import { appliedKind, isCropProtection, linesOf, linesPayload, type ProductLineValues, type TaskProductLine } from "./product-lines";

export type TaskDialogMode = "add" | "edit" | "copy";

/** The task form's values: every amount kept as the text typed, ids as numbers or "". */
export interface TaskFormValues {
  fieldId: number | "";
  categoryId: number | "";
  name: string;
  date: string;
  cropType: string;
  cropYear: number;
  notes: string;
  useEntireField: boolean;
  acresCovered: string;
  costPerAcre: string;
  equipmentEnabled: boolean;
  equipmentRental: string;
  equipmentDescription: string;
  yieldEnabled: boolean;
  yieldAmount: string;
  yieldUnit: string;
  yieldValuePerUnit: string;
  fertilizerId: number | "";
  fertilizerGallonsApplied: string;
  irrigationType: string;
  irrigationHours: string;
  waterAssessmentPerAcre: string;
  rentPerAcre: string;
  waterAssessment: string;
  rent: string;
  /** Products applied (Fertilizer, Crop Protectants, Seed, Soil Amendment) and a crop protection's application. */
  products: ProductLineValues[];
  applicationTime: string;
  applicationMethod: string;
  applicator: string;
}

/** A task as its answer carries the products it applied and their application (issue 36). */
export type TaskWithProducts = Task & {
  products?: TaskProductLine[];
  materialCost?: string | null;
  applicationTime?: string | null;
  applicationMethod?: string | null;
  applicator?: string | null;
};

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
const positive = (v: string | null | undefined) => Number(v ?? 0) > 0;

/**
 * The form's starting values (spec 000 section 4): a new task uses the whole field and today; editing or copying
 * presets the toggles from the task (equipment on when its rate is above 0, yield on when its yield is); a copy
 * clears the field, dates itself today and uses the entire new field.
 */
export function initialValues(mode: TaskDialogMode, cropYear: number, task?: Task): TaskFormValues {
  if (mode === "add" || !task) {
    return {
      fieldId: "", categoryId: "", name: "", date: today(), cropType: "", cropYear, notes: "",
      useEntireField: true, acresCovered: "", costPerAcre: "",
      equipmentEnabled: false, equipmentRental: "", equipmentDescription: "",
      yieldEnabled: false, yieldAmount: "", yieldUnit: "bales", yieldValuePerUnit: "",
      fertilizerId: "", fertilizerGallonsApplied: "", irrigationType: "", irrigationHours: "",
      waterAssessmentPerAcre: "", rentPerAcre: "", waterAssessment: "", rent: "",
      products: [], applicationTime: "", applicationMethod: "", applicator: "",
    };
  }
  return {
    fieldId: mode === "copy" ? "" : task.fieldId,
    categoryId: task.categoryId,
    name: task.name,
    date: mode === "copy" ? today() : task.date,
    cropType: mode === "copy" ? "" : text(task.cropType),
    cropYear: task.cropYear,
    notes: text(task.notes),
    // A copy goes to another field: it covers that whole field until told otherwise (choosing the field applies it).
    useEntireField: mode === "copy",
    acresCovered: text(task.acresCovered),
    costPerAcre: text(task.costPerAcre),
    equipmentEnabled: positive(task.equipmentRental),
    equipmentRental: positive(task.equipmentRental) ? text(task.equipmentRental) : "",
    equipmentDescription: text(task.equipmentDescription),
    yieldEnabled: positive(task.yieldAmount),
    yieldAmount: text(task.yieldAmount),
    yieldUnit: task.yieldUnit || "bales",
    yieldValuePerUnit: text(task.yieldValuePerUnit),
    fertilizerId: task.fertilizerId ?? "",
    fertilizerGallonsApplied: text(task.fertilizerGallonsApplied),
    irrigationType: text(task.irrigationType),
    irrigationHours: text(task.irrigationHours),
    waterAssessmentPerAcre: positive(task.waterAssessmentPerAcre) ? text(task.waterAssessmentPerAcre) : "",
    rentPerAcre: positive(task.rentPerAcre) ? text(task.rentPerAcre) : "",
    waterAssessment: text(task.waterAssessment),
    rent: text(task.rent),
    products: linesOf((task as TaskWithProducts).products),
    applicationTime: text((task as TaskWithProducts).applicationTime).slice(0, 5),
    applicationMethod: text((task as TaskWithProducts).applicationMethod),
    applicator: text((task as TaskWithProducts).applicator),
  };
}

/** Catalogue key of the spec's "Missing required fields" toast text. */
export const MISSING_FIELDS_TEXT = "tasks.missingFieldsText";

export const isFertilizer = (categoryId: number | "") => categoryId === CATEGORY_ID.FERTILIZER;
export const isWater = (categoryId: number | "") => categoryId === CATEGORY_ID.WATER;
export const isWaterAssessment = (c?: Category) => c?.name === CATEGORY_NAME.WATER_ASSESSMENT;
export const isRent = (c?: Category) => c?.name === CATEGORY_NAME.RENT;

const orZero = (v: string) => (v.trim() === "" ? "0" : v.trim());
const orNull = (v: string) => (v.trim() === "" ? null : v.trim());

/**
 * The POST/PUT body (spec 000 section 5): ids and crop year as numbers, amounts as strings; blank equipment,
 * water and rent amounts become "0", blank yield, irrigation and fertilizer amounts null. Derived totals are
 * left to the server.
 */
export function taskPayload(v: TaskFormValues, entityId: number, category?: Category, hadProducts = false) {
  const categoryId = Number(v.categoryId);
  const body = {
    entityId,
    fieldId: Number(v.fieldId),
    categoryId,
    name: v.name.trim(),
    cropType: orNull(v.cropType),
    cropYear: Number(v.cropYear),
    date: v.date,
    notes: v.notes ?? "",
    costPerAcre: v.costPerAcre.trim(),
    acresCovered: v.acresCovered.trim(),
    equipmentRental: v.equipmentEnabled ? orZero(v.equipmentRental) : "0",
    equipmentDescription: v.equipmentEnabled ? v.equipmentDescription.trim() : "",
    yieldAmount: v.yieldEnabled ? orNull(v.yieldAmount) : null,
    yieldUnit: v.yieldUnit || "bales",
    yieldValuePerUnit: v.yieldEnabled ? orNull(v.yieldValuePerUnit) : null,
    fertilizerId: v.fertilizerId === "" ? null : Number(v.fertilizerId),
    fertilizerGallonsApplied: orNull(v.fertilizerGallonsApplied),
    irrigationType: (orNull(v.irrigationType) as IrrigationType | null),
    irrigationHours: orNull(v.irrigationHours),
    waterAssessment: orZero(v.waterAssessment),
    rent: orZero(v.rent),
    waterAssessmentPerAcre: orZero(v.waterAssessmentPerAcre),
    rentPerAcre: orZero(v.rentPerAcre),
  };
  // The server refuses a detail of another category; the form clears them as the spec's form does.
  return { ...withoutOffCategoryDetails({ id: categoryId, name: category?.name ?? "" }, body), ...applicationPayload(v, category?.name, hadProducts) };
}

/**
 * The products and application details the body carries: the lines on a category that applies products, `[]` when
 * a task that had lines has none left (or moved to a category without them: the server removes them), and nothing
 * otherwise, so a task without products is sent exactly as before. A crop protection's
 * application time, method and applicator, blank as null.
 */
export function applicationPayload(v: Pick<TaskFormValues, "products" | "applicationTime" | "applicationMethod" | "applicator">, categoryName: string | undefined, hadProducts: boolean) {
  const out: { products?: ReturnType<typeof linesPayload>; applicationTime?: string | null; applicationMethod?: string | null; applicator?: string | null } = {};
  const lines = appliedKind(categoryName) ? linesPayload(v.products) : [];
  if (lines.length > 0 || hadProducts) out.products = lines;
  if (isCropProtection(categoryName)) {
    out.applicationTime = orNull(v.applicationTime ?? "");
    out.applicationMethod = orNull(v.applicationMethod ?? "");
    out.applicator = orNull(v.applicator ?? "");
  }
  return out;
}

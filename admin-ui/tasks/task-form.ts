import { CATEGORY_ID, CATEGORY_NAME, type IrrigationType, withoutOffCategoryDetails } from "../../api/client/rules";
import { today } from "../lib/format";
import type { Category, Task } from "../lib/types";

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
}

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
export function taskPayload(v: TaskFormValues, entityId: number, category?: Category) {
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
  return withoutOffCategoryDetails({ id: categoryId, name: category?.name ?? "" }, body);
}

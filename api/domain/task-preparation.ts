import { cropForYear } from "./crops";
import { CATEGORY_ID, CATEGORY_NAME } from "./task-categories";
import { APPLYING_CATEGORIES, appliedKindOf } from "./task-products";
import { computeTaskTotals, oversizedTotals, type TaskFormulaInput, type TaskTotals } from "./task-formulas";

type Num = string | number | null | undefined;

/** What a task payload carries that its preparation reads or sets. */
export interface PreparableTask extends TaskFormulaInput {
  cropType: string | null;
  fertilizerId: number | null;
  fertilizerGallonsApplied: Num;
  irrigationType: string | null;
  irrigationHours: Num;
  waterAssessment?: Num;
  rent?: Num;
  waterAssessmentPerAcre?: Num;
  rentPerAcre?: Num;
  /** The application's details for the Pesticide Use Report (applying categories only). */
  applicationTime?: string | null;
  applicationMethod?: string | null;
  applicator?: string | null;
}

/** Where the task goes: its field (acreage, own crop), that field's crop-year row for the task's year, its category. */
export interface TaskContext {
  field: { acreage: Num; cropType: string | null };
  /** The crop of the field's field_crop_years row for the task's crop year, if any. */
  yearCrop: string | null | undefined;
  category: { id: number; name: string };
}

export interface TaskIssue {
  /** The payload key at fault (the import maps it to its own column name). */
  path: string;
  message: string;
}

/**
 * Details that belong to one category only (the task form shows them only there, spec 000 section 4): the keys, the
 * category that may carry them, and the message every writer (API, import, farmctl) gives.
 */
const CATEGORY_DETAILS: Array<{ keys: Array<keyof PreparableTask>; belongs: (c: TaskContext["category"]) => boolean; message: string }> = [
  {
    keys: ["fertilizerId", "fertilizerGallonsApplied"],
    belongs: (c) => c.id === CATEGORY_ID.FERTILIZER,
    message: "only a Fertilizer task carries fertilizer details; leave it empty or choose the Fertilizer category",
  },
  {
    keys: ["irrigationType", "irrigationHours"],
    belongs: (c) => c.id === CATEGORY_ID.WATER,
    message: "only a Water task carries irrigation details; leave it empty or choose the Water category",
  },
  {
    keys: ["waterAssessmentPerAcre", "waterAssessment"],
    belongs: (c) => c.name === CATEGORY_NAME.WATER_ASSESSMENT,
    message: "only a Water Assessment task carries a water assessment; leave it 0 or choose the Water Assessment category",
  },
  {
    keys: ["rentPerAcre", "rent"],
    belongs: (c) => c.name === CATEGORY_NAME.RENT,
    message: "only a Rent task carries rent; leave it 0 or choose the Rent category",
  },
  {
    keys: ["applicationTime", "applicationMethod", "applicator"],
    belongs: (c) => appliedKindOf(c) !== null,
    message: `only a ${APPLYING_CATEGORIES.join(", ")} task carries application details; leave it empty or choose one of those categories`,
  },
];

/** Empty for a detail: null, blank or zero. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (typeof value === "number") return value === 0;
  // A decimal written out is zero exactly when none of its digits is.
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return !/[1-9]/.test(value);
  return false;
}

/** The empty value a cleared detail is stored as: 0 for the money columns, null for the others. */
const EMPTY: Partial<Record<keyof PreparableTask, string | null>> = {
  fertilizerId: null,
  fertilizerGallonsApplied: null,
  irrigationType: null,
  irrigationHours: null,
  waterAssessment: "0",
  rent: "0",
  waterAssessmentPerAcre: "0",
  rentPerAcre: "0",
  applicationTime: null,
  applicationMethod: null,
  applicator: null,
};

/**
 * The task with every detail of another category cleared, as the task form does when the category changes.
 * @example withoutOffCategoryDetails({ id: 4, name: "Crop Protectants" }, task).fertilizerId === null
 */
export function withoutOffCategoryDetails<T extends Partial<PreparableTask>>(category: TaskContext["category"], task: T): T {
  const out: Record<string, unknown> = { ...task };
  for (const rule of CATEGORY_DETAILS) {
    if (rule.belongs(category)) continue;
    for (const key of rule.keys) if (key in out) out[key] = EMPTY[key];
  }
  return out as T;
}

const LIMIT = { waterInchesApplied: "9,999,999.999", other: "99,999,999.99" };

/**
 * The one preparation of a task before it is stored, shared by POST/PUT /api/tasks and the task import
 * (docs/decisions/task-server-rules.md):
 * - a blank crop becomes the field's crop for the crop year (`cropForYear`);
 * - a detail of another category (fertilizer, irrigation, water assessment, rent) is refused when the client sent it,
 *   and cleared when it was only kept from the stored task (`sent` names what the client sent; all by default);
 * - every derived value comes from `computeTaskTotals`; a total too large for its column is refused, naming the inputs
 *   behind it, largest first.
 * @example prepareTask(payload, { field, yearCrop: "Cotton", category: { id: 4, name: "Crop Protectants" } })
 */
export function prepareTask<T extends PreparableTask>(
  input: T,
  ctx: TaskContext,
  sent: (key: keyof PreparableTask) => boolean = () => true,
): { values: T & TaskTotals; issues: TaskIssue[] } {
  const issues: TaskIssue[] = [];
  const values: T = { ...input, cropType: cropForYear(input.cropType, null) ?? cropForYear(ctx.yearCrop, ctx.field.cropType) };
  for (const rule of CATEGORY_DETAILS) {
    if (rule.belongs(ctx.category)) continue;
    for (const key of rule.keys) {
      if (isEmpty(values[key])) continue;
      if (sent(key)) issues.push({ path: key, message: rule.message });
      else (values as Record<string, unknown>)[key] = EMPTY[key];
    }
  }
  // The formulas' inputs alone: a copy of the whole task for each of an import's rows was most of its allocation.
  const totals = computeTaskTotals({
    costPerAcre: values.costPerAcre,
    materialCost: values.materialCost,
    laborCost: values.laborCost,
    machineCost: values.machineCost,
    acresCovered: values.acresCovered,
    equipmentRental: values.equipmentRental,
    yieldAmount: values.yieldAmount,
    yieldValuePerUnit: values.yieldValuePerUnit,
    fieldAcreage: ctx.field.acreage,
    waterAssessmentPerAcre: values.waterAssessmentPerAcre,
    rentPerAcre: values.rentPerAcre,
    irrigationType: values.irrigationType,
    irrigationHours: values.irrigationHours,
  });
  // Totals of up to 7 digits before the point fit every column; only longer ones need the exact check (a fast path
  // for imports of many rows).
  let suspect = false;
  for (const key in totals) {
    const total = totals[key as keyof TaskTotals];
    if (total !== null && total.indexOf(".") > 7) suspect = true;
  }
  for (const tooLarge of suspect ? oversizedTotals(values, totals) : []) {
    const limit = tooLarge.total === "waterInchesApplied" ? LIMIT.waterInchesApplied : LIMIT.other;
    const message = `gives a ${tooLarge.total} of ${tooLarge.value}, more than a task can hold (${limit})`;
    for (const path of tooLarge.inputs.length ? tooLarge.inputs : [tooLarge.total]) issues.push({ path, message });
  }
  // `values` is this function's own copy, so the totals are added to it rather than copied again.
  return { values: Object.assign(values, totals), issues };
}

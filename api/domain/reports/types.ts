/**
 * Inputs of the report maths, shaped like the API's rows: decimals are the strings the database returns
 * (numeric(10,2), water inches numeric(10,3)); a null or missing number counts as 0 (spec 001 section 5).
 */

/** A decimal as the API stores it: "1234.50". */
export type DecimalString = string;
/** A stored decimal that may be absent (yield, fertilizer and irrigation amounts are nullable). */
export type MaybeDecimal = DecimalString | null | undefined;

/** A task with the names a report prints; the service joins field, category and entity names in. */
export interface ReportTask {
  id: number;
  name: string;
  fieldId: number;
  fieldName: string;
  /** Needed by the reports that span entities (equipment invoice in All Entities mode, equipment summary). */
  entityId?: number;
  entityName?: string;
  /** Irrigation keys on category id 1 (Water); when absent the category name decides. */
  categoryId?: number | null;
  categoryName: string | null;
  /** The category's isIncomeCategory flag: the income-or-cost rule reads it (api/domain/task-money.ts). */
  isIncomeCategory: boolean | null;
  /** YYYY-MM-DD */
  date: string;
  cropYear: number;
  /** The task's own crop column; reports prefer the field's crop for the year (DECISIONS.md). */
  cropType?: string | null;
  notes?: string | null;
  totalCost: MaybeDecimal;
  costPerAcre: MaybeDecimal;
  acresCovered: MaybeDecimal;
  equipmentRental: MaybeDecimal;
  equipmentTotal: MaybeDecimal;
  equipmentDescription: string | null;
  waterAssessmentTotal: MaybeDecimal;
  rentTotal: MaybeDecimal;
  totalYieldValue: MaybeDecimal;
  yieldAmount: MaybeDecimal;
  yieldUnit: string | null;
  yieldValuePerUnit: MaybeDecimal;
  fertilizerId: number | null;
  fertilizerGallonsApplied: MaybeDecimal;
  irrigationType: string | null;
  irrigationHours: MaybeDecimal;
  waterInchesApplied: MaybeDecimal;
}

/** A field with its crop already resolved for the report's year (see `cropOfField`). */
export interface ReportField {
  id: number;
  name: string;
  entityId?: number;
  acreage: MaybeDecimal;
  cropType: string | null;
  location?: string | null;
}

export interface ReportEntity {
  id: number;
  name: string;
}

export interface ReportFertilizer {
  id: number;
  name: string;
  nPerGal: MaybeDecimal;
  pPerGal: MaybeDecimal;
  kPerGal: MaybeDecimal;
}

/** A row of field_crop_years. */
export interface FieldCropYear {
  fieldId: number;
  year: number;
  cropType: string | null;
}

/** An inclusive span of days, both ends YYYY-MM-DD. */
export interface DatePeriod {
  from: string;
  to: string;
}

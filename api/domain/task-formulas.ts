import { Dec, MAX_DECIMAL_10_2, dec, type Dec as DecT } from "./money";

/** Inches of water per 24 hours by irrigation type (spec 000 section 9). */
export const IRRIGATION_RATES = { Drip: "1.09", Flood: "5.00", Sprinklers: "5.00" } as const;
export type IrrigationType = keyof typeof IRRIGATION_RATES;
export const IRRIGATION_TYPES = Object.keys(IRRIGATION_RATES) as [IrrigationType, ...IrrigationType[]];

export const YIELD_UNITS = ["bales", "tons", "lbs", "bushels"] as const;

type Num = string | number | null | undefined;

export interface TaskFormulaInput {
  costPerAcre: Num;
  acresCovered: Num;
  equipmentRental?: Num;
  yieldAmount?: Num;
  yieldValuePerUnit?: Num;
  /** The whole field's acreage: yield value is per field, not per acres covered. */
  fieldAcreage?: Num;
  waterAssessmentPerAcre?: Num;
  rentPerAcre?: Num;
  irrigationType?: string | null;
  irrigationHours?: Num;
}

export interface TaskTotals {
  totalCost: string;
  equipmentTotal: string;
  totalYieldValue: string | null;
  waterAssessmentTotal: string;
  rentTotal: string;
  waterInchesApplied: string | null;
}

const isBlank = (v: Num) => v === null || v === undefined || v === "";
const round = (v: DecT, places: number) => v.toDecimalPlaces(places, Dec.ROUND_HALF_UP).toFixed(places);

/**
 * Every derived task value, each its exact expression rounded once, half-up (DECISIONS.md, "Tasks and money").
 * @example
 * computeTaskTotals({ costPerAcre: "12.50", acresCovered: "40", equipmentRental: "3.333" }).totalCost === "633.32"
 */
export function computeTaskTotals(input: TaskFormulaInput): TaskTotals {
  const acres = dec(input.acresCovered);
  const rate = dec(input.equipmentRental);
  const hasYield = !isBlank(input.yieldAmount) && !isBlank(input.yieldValuePerUnit);
  const rateOfWater = input.irrigationType ? IRRIGATION_RATES[input.irrigationType as IrrigationType] : undefined;
  const hasWater = rateOfWater !== undefined && !isBlank(input.irrigationHours);
  return {
    totalCost: round(dec(input.costPerAcre).times(acres).plus(rate.times(acres)), 2),
    equipmentTotal: round(rate.times(acres), 2),
    totalYieldValue: hasYield
      ? round(dec(input.yieldAmount).times(dec(input.fieldAcreage)).times(dec(input.yieldValuePerUnit)), 2)
      : null,
    waterAssessmentTotal: round(dec(input.waterAssessmentPerAcre).times(acres), 2),
    rentTotal: round(dec(input.rentPerAcre).times(acres), 2),
    waterInchesApplied: hasWater ? round(dec(input.irrigationHours).times(rateOfWater).div(24), 3) : null,
  };
}

/** The fertilizer unit a task form shows: Pounds for a dry fertilizer, otherwise Gallons. */
export function fertilizerUnit(type: string | null | undefined): "Pounds" | "Gallons" {
  return type === "dry" ? "Pounds" : "Gallons";
}

/** The largest value waterInchesApplied's numeric(10,3) column holds. */
export const MAX_DECIMAL_10_3 = new Dec("9999999.999");

/** The inputs each derived value is made from: the ones to name when the value would not fit its column. */
const TOTAL_INPUTS: Record<keyof TaskTotals, (keyof TaskFormulaInput)[]> = {
  totalCost: ["acresCovered", "costPerAcre", "equipmentRental"],
  equipmentTotal: ["acresCovered", "equipmentRental"],
  totalYieldValue: ["yieldAmount", "yieldValuePerUnit"],
  waterAssessmentTotal: ["acresCovered", "waterAssessmentPerAcre"],
  rentTotal: ["acresCovered", "rentPerAcre"],
  waterInchesApplied: ["irrigationHours"],
};

export interface OversizedTotal {
  total: keyof TaskTotals;
  value: string;
  /** The inputs behind it, largest first (the likeliest typo), zeros left out. */
  inputs: (keyof TaskFormulaInput)[];
}

/**
 * The derived values too large for their column (decimal(10,2), or (10,3) for water inches), so a caller can
 * refuse the input instead of letting the database fail.
 * @example oversizedTotals(input, { ...totals, totalCost: "100000000.00" })[0].inputs[0] === "acresCovered"
 */
export function oversizedTotals(input: TaskFormulaInput, totals: TaskTotals): OversizedTotal[] {
  const out: OversizedTotal[] = [];
  for (const key of Object.keys(TOTAL_INPUTS) as (keyof TaskTotals)[]) {
    const value = totals[key];
    const max = key === "waterInchesApplied" ? MAX_DECIMAL_10_3 : MAX_DECIMAL_10_2;
    if (value === null || !dec(value).greaterThan(max)) continue;
    const inputs = TOTAL_INPUTS[key]
      .filter((k) => !dec(input[k] as Num).isZero())
      .sort((a, b) => dec(input[b] as Num).comparedTo(dec(input[a] as Num)));
    out.push({ total: key, value, inputs });
  }
  return out;
}

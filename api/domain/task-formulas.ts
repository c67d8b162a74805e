import { Dec, MAX_DECIMAL_10_2, dec, type Dec as DecT } from "./money";

/** Inches of water per 24 hours by irrigation type (spec 000 section 9). */
export const IRRIGATION_RATES = { Drip: "1.09", Flood: "5.00", Sprinklers: "5.00" } as const;
export type IrrigationType = keyof typeof IRRIGATION_RATES;
export const IRRIGATION_TYPES = Object.keys(IRRIGATION_RATES) as [IrrigationType, ...IrrigationType[]];

export const YIELD_UNITS = ["bales", "tons", "lbs", "bushels"] as const;

type Num = string | number | null | undefined;

export interface TaskFormulaInput {
  costPerAcre: Num;
  /**
   * The inventory cost of the products the task applied (dollars and cents, from api/domain/inventory.ts): added to
   * the total as it is, so totalCost = material + costPerAcre x acres + equipment x acres.
   */
  materialCost?: Num;
  /**
   * Approved time on the task (hours at their rates, overtime, burden; api/domain/labor), in cents: part of totalCost
   * (the labor in the Cultural column).
   */
  laborCost?: Num;
  /**
   * Approved machine hours x the machines' cost per hour, in cents: part of equipmentTotal and so of totalCost, so
   * equipmentTotal = equipmentRental x acres + machineCost and totalCost = material + costPerAcre x acres +
   * equipmentTotal + laborCost.
   */
  machineCost?: Num;
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
 * Material, labor and machine cost are cents already, so adding them before the one rounding is adding them after it.
 * @example
 * computeTaskTotals({ costPerAcre: "12.50", acresCovered: "40", equipmentRental: "3.333" }).totalCost === "633.32"
 */
export function computeTaskTotals(input: TaskFormulaInput): TaskTotals {
  return wholeNumberTotals(input) ?? decimalTotals(input);
}

function decimalTotals(input: TaskFormulaInput): TaskTotals {
  const acres = dec(input.acresCovered);
  const rate = dec(input.equipmentRental);
  const machine = dec(input.machineCost);
  const hasYield = !isBlank(input.yieldAmount) && !isBlank(input.yieldValuePerUnit);
  const rateOfWater = input.irrigationType ? IRRIGATION_RATES[input.irrigationType as IrrigationType] : undefined;
  const hasWater = rateOfWater !== undefined && !isBlank(input.irrigationHours);
  return {
    totalCost: round(
      dec(input.costPerAcre).times(acres).plus(rate.times(acres)).plus(dec(input.materialCost)).plus(dec(input.laborCost)).plus(machine),
      2,
    ),
    equipmentTotal: round(rate.times(acres).plus(machine), 2),
    totalYieldValue: hasYield
      ? round(dec(input.yieldAmount).times(dec(input.fieldAcreage)).times(dec(input.yieldValuePerUnit)), 2)
      : null,
    waterAssessmentTotal: round(dec(input.waterAssessmentPerAcre).times(acres), 2),
    rentTotal: round(dec(input.rentPerAcre).times(acres), 2),
    waterInchesApplied: hasWater ? round(dec(input.irrigationHours).times(rateOfWater).div(24), 3) : null,
  };
}

/** A plain non-negative decimal ("12.50", "40", "0.333"): what inputs and columns hold. */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;
const safe = Number.isSafeInteger;

/** A blank or plain decimal as whole digits and a scale (value = digits / 10^scale), exact; null for anything else. */
function scaled(v: Num): { digits: number; scale: number } | null {
  if (v === null || v === undefined || v === "") return { digits: 0, scale: 0 };
  if (typeof v !== "string" || v.length > 16) return null;
  const m = PLAIN_DECIMAL.exec(v);
  if (!m) return null;
  const fraction = m[2] ?? "";
  const digits = Number(m[1]! + fraction);
  return safe(digits) ? { digits, scale: fraction.length } : null;
}

/** digits / 10^scale (a safe, non-negative integer) rounded half-up to cents, as toFixed(2) prints it. */
function centsText(digits: number, scale: number): string {
  let cents = digits;
  if (scale < 2) cents = digits * 10 ** (2 - scale);
  else if (scale > 18) return "0.00"; // digits < 2^53 < 10^16: less than half a cent
  else if (scale > 2) {
    const unit = 10 ** (scale - 2); // exact up to 10^22
    cents = Math.floor(digits / unit); // exact: digits < 2^53
    if ((digits - cents * unit) * 2 >= unit) cents += 1;
  }
  const text = String(cents).padStart(3, "0");
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/**
 * The money totals of computeTaskTotals in exact integer arithmetic, when every input is a plain non-negative
 * decimal and every product and sum is a safe integer (below 2^53: far above any column's largest value), else null.
 * Exact both ways, so both round the same; this way is several times faster (an import prepares 100,000 rows).
 * Water inches divide by 24 and stay with decimal.js. tests/domain/task-formulas.test.ts holds the two ways equal.
 */
function wholeNumberTotals(input: TaskFormulaInput): TaskTotals | null {
  const acres = scaled(input.acresCovered);
  const cost = scaled(input.costPerAcre);
  const rate = scaled(input.equipmentRental);
  const water = scaled(input.waterAssessmentPerAcre);
  const rent = scaled(input.rentPerAcre);
  const material = scaled(input.materialCost);
  const labor = scaled(input.laborCost);
  const machine = scaled(input.machineCost);
  if (!acres || !cost || !rate || !water || !rent || !material || !labor || !machine) return null;
  const hasYield = !isBlank(input.yieldAmount) && !isBlank(input.yieldValuePerUnit);
  let totalYieldValue: string | null = null;
  if (hasYield) {
    const amount = scaled(input.yieldAmount);
    const field = scaled(input.fieldAcreage);
    const value = scaled(input.yieldValuePerUnit);
    if (!amount || !field || !value) return null;
    const yieldDigits = amount.digits * field.digits * value.digits;
    if (!safe(yieldDigits) || !safe(amount.digits * field.digits)) return null;
    totalYieldValue = centsText(yieldDigits, amount.scale + field.scale + value.scale);
  }
  // cost x acres + rate x acres + material + labor + machine, each at the scale of its factors, brought to the
  // largest before the sum; equipment = rate x acres + machine the same way.
  const costScale = cost.scale + acres.scale;
  const rateScale = rate.scale + acres.scale;
  const scale = Math.max(costScale, rateScale, material.scale, labor.scale, machine.scale);
  const equipmentScale = Math.max(rateScale, machine.scale);
  const rental = rate.digits * acres.digits;
  // 10^k past 10^22 is not exact, but a product with it (unless 0) is then past 2^53 and refused below as unsafe.
  const at = (digits: number, from: number, to: number) => digits * 10 ** (to - from);
  const equipment = at(rental, rateScale, equipmentScale) + at(machine.digits, machine.scale, equipmentScale);
  const total =
    at(cost.digits * acres.digits, costScale, scale) + at(rental, rateScale, scale) + at(material.digits, material.scale, scale) +
    at(labor.digits, labor.scale, scale) + at(machine.digits, machine.scale, scale);
  const waterDigits = water.digits * acres.digits;
  const rentDigits = rent.digits * acres.digits;
  if (!safe(total) || !safe(equipment) || !safe(rental) || !safe(cost.digits * acres.digits) || !safe(waterDigits) || !safe(rentDigits)) return null;
  const rateOfWater = input.irrigationType ? IRRIGATION_RATES[input.irrigationType as IrrigationType] : undefined;
  const hasWater = rateOfWater !== undefined && !isBlank(input.irrigationHours);
  return {
    totalCost: centsText(total, scale),
    equipmentTotal: centsText(equipment, equipmentScale),
    totalYieldValue,
    waterAssessmentTotal: centsText(waterDigits, water.scale + acres.scale),
    rentTotal: centsText(rentDigits, rent.scale + acres.scale),
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
  totalCost: ["acresCovered", "costPerAcre", "equipmentRental", "materialCost", "laborCost", "machineCost"],
  equipmentTotal: ["acresCovered", "equipmentRental", "machineCost"],
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

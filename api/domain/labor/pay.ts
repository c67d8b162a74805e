import { Dec, dec, toCents } from "../money";
import type { LaborPolicy } from "./policy";

type Num = Dec | string | number | null | undefined;

export interface EntryCostInput {
  regular: Num;
  overtime: Num;
  double: Num;
  /** The worker's hourly rate on the entry's date (rateOn). */
  rate: Num;
  pieceUnits?: Num;
  pieceRate?: Num;
  policy: Pick<Readonly<LaborPolicy>, "burdenPercent" | "overtimeMultiplier" | "doubleMultiplier">;
}

/** An entry's money as plain strings of whole cents: gross + burden = laborCost. */
export interface EntryCost {
  gross: string;
  burden: string;
  laborCost: string;
}

/**
 * An entry's pay before burden, exact: regular x rate + overtime x rate x OT multiplier + double x rate x DT
 * multiplier + piece units x piece rate. Nothing is rounded.
 * @example entryPay({ regular: "8", overtime: "2", double: "0", rate: "18.50", policy }).toFixed() === "203.5"
 */
export function entryPay(input: EntryCostInput): Dec {
  const rate = dec(input.rate);
  return dec(input.regular)
    .times(rate)
    .plus(dec(input.overtime).times(rate).times(dec(input.policy.overtimeMultiplier)))
    .plus(dec(input.double).times(rate).times(dec(input.policy.doubleMultiplier)))
    .plus(dec(input.pieceUnits).times(dec(input.pieceRate)));
}

/**
 * What an approved entry costs (docs/labor.md "How each figure is worked out"): laborCost = round(pay x (1 +
 * burden%)) once, half-up; gross = round(pay); burden = laborCost - gross, so the two add up to the cost.
 * @example
 * // $18.50/h, 22% burden, 8 regular + 2 overtime at 1.5x: 8 x 18.50 + 2 x 27.75 = 203.50; x 1.22 = 248.27.
 * entryCost({ regular: "8", overtime: "2", double: "0", rate: "18.50",
 *   policy: { burdenPercent: "22", overtimeMultiplier: "1.5", doubleMultiplier: "2" } })
 *   deep-equals { gross: "203.50", burden: "44.77", laborCost: "248.27" }
 */
export function entryCost(input: EntryCostInput): EntryCost {
  const pay = entryPay(input);
  const laborCost = toCents(pay.times(dec(input.policy.burdenPercent).div(100).plus(1)));
  const gross = toCents(pay);
  return { gross, burden: toCents(dec(laborCost).minus(dec(gross))), laborCost };
}

/**
 * Machine hours at the machine's cost per hour, rounded once, half-up, to cents.
 * @example machineCost("3.5", "42.75") === "149.63" // 149.625
 */
export function machineCost(hours: Num, costPerHour: Num): string {
  return toCents(dec(hours).times(dec(costPerHour)));
}

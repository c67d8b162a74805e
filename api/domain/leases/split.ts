import { Dec, dec } from "../money";

type Num = string | number | Dec;

/**
 * Splits an amount, in whole cents, among weights (percentages, shares) by the largest-remainder rule: each part gets
 * its exact share rounded toward zero, and the cents left over go one by one to the parts with the largest
 * fractional remainders (ties to the earlier part), so the parts always add up exactly to the amount.
 * A negative amount is split as its absolute value, then negated; all-zero weights give zeros.
 * @example splitCents("100.00", ["33.33", "33.33", "33.34"]) // ["33.33", "33.33", "33.34"]
 * @example splitCents("0.05", ["50", "50"]) // ["0.03", "0.02"]
 */
export function splitCents(amount: Num, weights: Num[]): string[] {
  return splitCentsDec(dec(amount), weights.map((w) => dec(w))).map((d) => d.toFixed(2));
}

/** splitCents on decimals: the parts as decimals of whole cents. */
export function splitCentsDec(amount: Dec, weights: Dec[]): Dec[] {
  const cents = amount.toDecimalPlaces(2, Dec.ROUND_HALF_UP).times(100);
  const sign = cents.isNegative() ? -1 : 1;
  const total = cents.abs();
  const sumWeights = weights.reduce((acc, w) => acc.plus(w), new Dec(0));
  if (sumWeights.lessThanOrEqualTo(0)) return weights.map(() => new Dec(0));
  const exact = weights.map((w) => total.times(w).div(sumWeights));
  const floors = exact.map((e) => e.floor());
  let left = total.minus(floors.reduce((acc, f) => acc.plus(f), new Dec(0))).toNumber();
  const order = exact
    .map((e, i) => ({ i, rest: e.minus(floors[i]!) }))
    .sort((a, b) => b.rest.comparedTo(a.rest) || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = floors[i]!.plus(1);
    left -= 1;
  }
  return floors.map((f) => f.times(sign).div(100));
}

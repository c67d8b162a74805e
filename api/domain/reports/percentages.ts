import { Dec, type Dec as DecT } from "../money";
import { compareNames } from "./period";

/**
 * Shares of a total as percentages with one decimal that add up to exactly 100.0 (largest remainder: every share is
 * rounded down to a tenth, then the tenths still missing go to the largest remainders; ties to the larger value, then
 * by key). Each share is at most 0.1 from its exact value (docs/decisions/report-acreage-percentages.md).
 * @example largestRemainderTenths([{key:"A",value:1},{key:"B",value:1},{key:"C",value:1}]) // ["33.4","33.3","33.3"]
 */
export function largestRemainderTenths(items: Array<{ key: string; value: DecT | number | string }>): string[] {
  const values = items.map((i) => new Dec(i.value));
  const total = values.reduce((acc, v) => acc.plus(v), new Dec(0));
  if (!total.greaterThan(0)) return items.map(() => "0.0");

  const exact = values.map((v) => v.times(1000).div(total));
  const tenths = exact.map((e) => e.floor());
  let missing = new Dec(1000).minus(tenths.reduce((acc, t) => acc.plus(t), new Dec(0))).toNumber();
  const order = items
    .map((item, i) => ({ i, key: item.key, rest: exact[i]!.minus(tenths[i]!), value: values[i]! }))
    .sort((a, b) => b.rest.comparedTo(a.rest) || b.value.comparedTo(a.value) || compareNames(a.key, b.key));
  for (const { i } of order) {
    if (missing <= 0) break;
    tenths[i] = tenths[i]!.plus(1);
    missing -= 1;
  }
  return tenths.map((t) => t.div(10).toFixed(1));
}

import { compareNames } from "../reports/period";
import { dec, round, toCents, type Dec } from "../money";
import { perAcre, taskMoney } from "../task-money";
import type { ActualGroup, PlanLine } from "./plan";

/** What a budget built from a past year's actuals starts with. */
export interface PlanFromActuals {
  lines: PlanLine[];
  expectedYieldPerAcre: string;
  yieldUnit: string | null;
  expectedPricePerUnit: string;
}

/**
 * A budget from a year's actual money over some acres (one field's, or every field of a crop's added up): each
 * category with a cost becomes a line of its cost / acres, rounded to cents; the expected yield is the yield per
 * acre harvested (acre-weighted over several fields) and the price the income per unit it brought. No month is
 * planned: the spend is spread over the year.
 * @example planFromActuals([{ field: seedGroup, acres: "40" }]).lines[0].amountPerAcre // seed cost / 40
 */
export function planFromActuals(parts: Array<{ acres: string | null; groups: ActualGroup[] }>): PlanFromActuals {
  const byCategory = new Map<number, { name: string; cost: Dec }>();
  let acres = dec(0);
  let units = dec(0);
  let income = dec(0);
  let unit: string | null = null;
  for (const part of parts) {
    const a = dec(part.acres);
    acres = acres.plus(a);
    let fieldYield = dec(0);
    for (const g of part.groups) {
      const m = taskMoney(g);
      income = income.plus(m.income);
      if (m.cost.greaterThan(0)) {
        const c = byCategory.get(g.categoryId) ?? { name: g.categoryName ?? "", cost: dec(0) };
        byCategory.set(g.categoryId, { name: c.name, cost: c.cost.plus(m.cost) });
      }
      if (dec(g.yieldAmount).greaterThan(0)) {
        fieldYield = fieldYield.plus(dec(g.yieldAmount));
        unit ??= g.yieldUnit;
      }
    }
    units = units.plus(fieldYield.times(a));
  }
  return {
    lines: [...byCategory]
      .sort(([, x], [, y]) => compareNames(x.name, y.name))
      .map(([categoryId, c]) => ({ categoryId, categoryName: c.name, amountPerAcre: perAcre(c.cost, acres), plannedMonth: null })),
    expectedYieldPerAcre: acres.greaterThan(0) ? round(units.div(acres), 2) : "0.00",
    yieldUnit: unit,
    expectedPricePerUnit: units.greaterThan(0) ? toCents(income.div(units)) : "0.00",
  };
}

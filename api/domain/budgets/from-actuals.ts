import { compareNames } from "../reports/period";
import { dec, round, toCents, type Dec } from "../money";
import { perAcre, taskMoney } from "../task-money";
import { convertQuantity } from "../harvest/units";
import { budgetHarvestUnit } from "../reports/harvest-by-field";
import { harvestOf } from "./field-money";
import { harvestedIn, harvestUnit, type SettledSum, settledPrice, type TicketSum } from "./harvested";
import type { ActualGroup, PlanLine } from "./plan";

/** What a budget built from a past year's actuals starts with. */
export interface PlanFromActuals {
  lines: PlanLine[];
  expectedYieldPerAcre: string;
  yieldUnit: string | null;
  expectedPricePerUnit: string;
  /** False when the year recorded no yield on these acres: the expected yield and price are left at 0.00, not guessed. */
  harvested: boolean;
}

/**
 * A budget from a year's actual money over some acres (one field's, or every field of a crop's added up): each
 * category with a cost becomes a line of its cost / acres, rounded to cents. The expected yield is the yield per acre
 * harvested (`harvestOf`: total units = yield per acre x the field's acres, over the acres; acre-weighted over several
 * fields) and the price the average value per unit harvested (total yield value / total units, half-up to cents).
 * Without any yield both stay 0.00 and `harvested` is false. No month is planned: the spend is spread over the year.
 * @example planFromActuals([{ acres: "40", groups }]) // 3 t/ac at $200 and 2 t/ac at $230: 5.00 t/ac at $212.00
 */
export function planFromActuals(
  parts: Array<{ acres: string | null; groups: ActualGroup[]; tickets?: readonly TicketSum[] }>,
  sales?: { settled: readonly SettledSum[]; yieldUnit?: string | null },
): PlanFromActuals {
  const tickets = parts.flatMap((p) => p.tickets ?? []);
  if (tickets.length) return planFromHarvest(parts, tickets, sales);
  const byCategory = new Map<number, { name: string; cost: Dec }>();
  let acres = dec(0);
  let units = dec(0);
  let value = dec(0);
  let unit: string | null = null;
  for (const part of parts) {
    const a = dec(part.acres);
    acres = acres.plus(a);
    for (const g of part.groups) {
      const m = taskMoney(g);
      if (m.cost.greaterThan(0)) {
        const c = byCategory.get(g.categoryId) ?? { name: g.categoryName ?? "", cost: dec(0) };
        byCategory.set(g.categoryId, { name: c.name, cost: c.cost.plus(m.cost) });
      }
    }
    const harvest = harvestOf(part.groups);
    units = units.plus(harvest.yieldPerAcre.times(a));
    value = value.plus(harvest.value);
    unit ??= harvest.unit;
  }
  const harvested = units.greaterThan(0);
  return {
    lines: [...byCategory]
      .sort(([, x], [, y]) => compareNames(x.name, y.name))
      .map(([categoryId, c]) => ({ categoryId, categoryName: c.name, amountPerAcre: perAcre(c.cost, acres), plannedMonth: null })),
    expectedYieldPerAcre: harvested && acres.greaterThan(0) ? round(units.div(acres), 2) : "0.00",
    yieldUnit: unit,
    expectedPricePerUnit: harvested ? toCents(value.div(units)) : "0.00",
    harvested,
  };
}

/**
 * `planFromActuals` once the year recorded scale tickets: a field with tickets counts its harvested quantity in the
 * budget's unit (`harvestUnit`: the unit asked for, else the typed yields', else the tickets'), a field without counts
 * its typed yield where its unit converts (the yield rule), over every field's acres; the price is the pool's
 * settlements' net per unit (`settledPrice`), else the typed yields' average value, else 0.00.
 * @example 6,000 + 4,000 bu on 60 + 40 ac, 7,000 bu settled for $33,587.66 net: 100.00 bu/ac at $4.80
 */
function planFromHarvest(
  parts: Array<{ acres: string | null; groups: ActualGroup[]; tickets?: readonly TicketSum[] }>,
  tickets: readonly TicketSum[],
  sales?: { settled: readonly SettledSum[]; yieldUnit?: string | null },
): PlanFromActuals {
  const base = planFromActuals(parts.map(({ acres, groups }) => ({ acres, groups })));
  const crop = tickets[0]!.crop;
  const asked = sales?.yieldUnit ?? base.yieldUnit;
  const unit = harvestUnit(tickets, asked)!;
  let acres = dec(0);
  let units = dec(0);
  let typedUnits = dec(0);
  let typedValue = dec(0);
  for (const part of parts) {
    const a = dec(part.acres);
    acres = acres.plus(a);
    if (part.tickets?.length) {
      units = units.plus(harvestedIn(part.tickets, unit));
      continue;
    }
    const h = harvestOf(part.groups);
    const from = budgetHarvestUnit(h.unit);
    const q = from ? convertQuantity(crop, h.yieldPerAcre.times(a), from, unit) : null;
    if (q === null || !q.greaterThan(0)) continue;
    units = units.plus(q);
    typedUnits = typedUnits.plus(q);
    typedValue = typedValue.plus(h.value);
  }
  const harvested = units.greaterThan(0);
  const price = settledPrice(sales?.settled ?? [], unit) ?? (typedUnits.greaterThan(0) ? typedValue.div(typedUnits) : null);
  return {
    lines: base.lines,
    expectedYieldPerAcre: harvested && acres.greaterThan(0) ? round(units.div(acres), 2) : "0.00",
    yieldUnit: asked && budgetHarvestUnit(asked) === unit ? asked : unit,
    expectedPricePerUnit: harvested && price ? toCents(price) : "0.00",
    harvested,
  };
}

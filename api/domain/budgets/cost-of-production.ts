import { compareNames } from "../reports/period";
import { dec, round, toCents, type Dec } from "../money";
import { perAcre } from "../task-money";
import { type FieldSeason, fieldSeasons } from "./field-money";
import type { TicketSum } from "./harvested";
import type { ActualGroup, Plan, PlanField } from "./plan";
import type { CostOfProduction, ProductionBasis } from "./shapes";

/** The sums a cost-of-production row divides: over one field, or over the fields of one crop. */
interface ProductionSums {
  acres: Dec;
  actualCost: Dec;
  budgetCost: Dec;
  /** Actual yield per acre x acres. */
  actualUnits: Dec;
  /** Expected yield per acre x acres. */
  expectedUnits: Dec;
  /** Expected price x acres: what one unit per acre more would bring. */
  priceAcres: Dec;
}

const orNull = (divisor: Dec, f: () => string) => (divisor.greaterThan(0) ? f() : null);

/**
 * Cost of production of some cost over some acres. costPerUnit = cost / units; break-even price = cost / expected
 * units; break-even yield (per acre) = cost / (expected price x acres). A zero divisor gives null ("N/A").
 * @example productionBasis(dec("20000"), {acres: dec("100"), ...}, dec("10000")).costPerUnit === "2.00"
 */
export function productionBasis(cost: Dec, s: ProductionSums, units: Dec): ProductionBasis {
  return {
    cost: toCents(cost),
    costPerAcre: perAcre(cost, s.acres),
    costPerUnit: orNull(units, () => toCents(cost.div(units))),
    breakEvenPrice: orNull(s.expectedUnits, () => toCents(cost.div(s.expectedUnits))),
    breakEvenYield: orNull(s.priceAcres, () => round(cost.div(s.priceAcres), 2)),
  };
}

function productionRow(s: ProductionSums, yieldUnit: string | null) {
  const perAcreOf = (v: Dec) => (s.acres.greaterThan(0) ? v.div(s.acres) : dec(0));
  return {
    acres: round(s.acres, 2),
    yieldUnit,
    expectedYieldPerAcre: round(perAcreOf(s.expectedUnits), 2),
    expectedPricePerUnit: toCents(perAcreOf(s.priceAcres)),
    actualYieldPerAcre: s.actualUnits.greaterThan(0) ? round(perAcreOf(s.actualUnits), 2) : null,
    actual: productionBasis(s.actualCost, s, s.actualUnits),
    budget: productionBasis(s.budgetCost, s, s.expectedUnits),
  };
}

const sumsOf = (f: FieldSeason): ProductionSums => ({
  acres: f.acres,
  actualCost: f.actualCost,
  budgetCost: f.budgetCost,
  actualUnits: f.actualYieldPerAcre.times(f.acres),
  expectedUnits: f.expectedYieldPerAcre.times(f.acres),
  priceAcres: f.expectedPricePerUnit.times(f.acres),
});

const addSums = (a: ProductionSums, b: ProductionSums): ProductionSums => ({
  acres: a.acres.plus(b.acres),
  actualCost: a.actualCost.plus(b.actualCost),
  budgetCost: a.budgetCost.plus(b.budgetCost),
  actualUnits: a.actualUnits.plus(b.actualUnits),
  expectedUnits: a.expectedUnits.plus(b.expectedUnits),
  priceAcres: a.priceAcres.plus(b.priceAcres),
});

export interface CostOfProductionInput {
  entity: { id: number; name: string };
  cropYear: number;
  fields: PlanField[];
  plans: Plan[];
  actuals: ActualGroup[];
  /** The year's scale tickets by field, crop and unit: a field with tickets takes its actual yield from them. */
  tickets?: TicketSum[];
}

/**
 * Cost of production per field and per crop, from the actual costs and from the budget. A crop adds its fields'
 * costs, units and acres, so its expected yield and price are weighted by acres. The yield unit is the budget's,
 * else the unit of the harvest recorded.
 */
export function costOfProduction(input: CostOfProductionInput): CostOfProduction {
  const seasons = fieldSeasons(input.fields, input.plans, input.actuals, input.tickets).sort((a, b) => compareNames(a.field.name, b.field.name) || a.field.id - b.field.id);
  const unitOf = (f: FieldSeason) => f.plan?.yieldUnit ?? f.actualYieldUnit;
  const crops = new Map<string, { crop: string | null; count: number; sums: ProductionSums; unit: string | null }>();
  for (const f of seasons) {
    const key = f.field.crop?.toLowerCase() ?? "";
    const c = crops.get(key);
    crops.set(key, c
      ? { ...c, count: c.count + 1, sums: addSums(c.sums, sumsOf(f)), unit: c.unit ?? unitOf(f) }
      : { crop: f.field.crop, count: 1, sums: sumsOf(f), unit: unitOf(f) });
  }
  return {
    entityId: input.entity.id,
    entityName: input.entity.name,
    cropYear: input.cropYear,
    fields: seasons.map((f) => ({
      fieldId: f.field.id,
      fieldName: f.field.name,
      crop: f.field.crop,
      budgetId: f.plan?.id ?? null,
      ...productionRow(sumsOf(f), unitOf(f)),
    })),
    crops: [...crops.values()]
      .sort((a, b) => compareNames(a.crop ?? "", b.crop ?? ""))
      .map((c) => ({ crop: c.crop, fieldCount: c.count, ...productionRow(c.sums, c.unit) })),
  };
}

import { type Plan, planForField } from "../budgets/plan";
import { cropKey } from "../harvest/pool";
import { type HarvestUnit, baseUnit, convertQuantity, isHarvestUnit } from "../harvest/units";
import { Dec, dec, round } from "../money";
import type { HarvestByField } from "./shapes";

/** A quantity as the harvest reports show it: exact to two decimals, half-up, no trailing zeros ("6000", "17.86"). */
export function shownQuantity(value: Dec): string {
  const shown = value.toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  return shown.isZero() ? "0" : shown.toFixed();
}

/** A budget's yield unit (bales, tons, lbs, bushels: the task form's) as a harvest unit; null when it is none. */
const BUDGET_UNITS: Readonly<Record<string, HarvestUnit>> = { bales: "bale", tons: "ton", lbs: "lb", bushels: "bu" };
export function budgetHarvestUnit(unit: string | null | undefined): HarvestUnit | null {
  const u = (unit ?? "").trim().toLowerCase();
  return BUDGET_UNITS[u] ?? (isHarvestUnit(u) ? u : null);
}

/** The unit most of the tickets are written in; ties to the first by name. */
const mostUsed = (tickets: ReadonlyArray<{ unit: string }>) => {
  const counts = new Map<string, number>();
  for (const t of tickets) counts.set(t.unit, (counts.get(t.unit) ?? 0) + 1);
  return [...counts.entries()].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0]![0];
};

/** A scale ticket as the harvest reports read it. */
export interface ReportTicket {
  id: number;
  fieldId: number;
  crop: string;
  date: string;
  seq: number;
  quantity: string;
  unit: string;
}

/**
 * Harvest by field of one crop year: per field and crop, the tickets' net quantity and yield per acre against the
 * budget's expected yield (the field's own budget, else its crop's: `planForField`). The row's unit is the budget's
 * when the crop converts to it (corn in lb tickets shows in bu beside a bu budget), else the one most of the tickets
 * are written in; tickets
 * in a unit that does not convert to it (bales beside tons) make a row of their own.
 * @example 6,000 bu on West's 40 ac against a 160 bu/ac budget: { quantity: "6000", yieldPerAcre: "150", percentOfExpected: "93.8" }
 */
export function harvestByField(input: {
  entityId: number;
  entityName: string;
  cropYear: number;
  fields: Array<{ id: number; name: string; acreage: string | null }>;
  tickets: ReportTicket[];
  plans: Plan[];
}): HarvestByField {
  const fields = new Map(input.fields.map((f) => [f.id, f]));
  const ordered = [...input.tickets].sort((a, b) => a.date.localeCompare(b.date) || a.seq - b.seq || a.id - b.id);
  const groups = new Map<string, ReportTicket[]>();
  for (const t of ordered) {
    const key = `${t.fieldId}\u0000${cropKey(t.crop)}\u0000${baseUnit(t.crop, t.unit)}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const rows: HarvestByField["rows"] = [];
  for (const tickets of groups.values()) {
    const first = tickets[0]!;
    const field = fields.get(first.fieldId);
    if (!field) continue;
    const plan = planForField({ id: field.id, crop: first.crop }, input.plans)?.plan ?? null;
    const budgetUnit = plan ? budgetHarvestUnit(plan.yieldUnit) : null;
    const toBudget = budgetUnit !== null && convertQuantity(first.crop, dec(1), first.unit, budgetUnit) !== null;
    const unit = toBudget ? budgetUnit! : mostUsed(tickets);
    const quantity = tickets.reduce((sum, t) => sum.plus(convertQuantity(t.crop, dec(t.quantity), t.unit, unit) ?? 0), new Dec(0));
    const acres = dec(field.acreage);
    const perAcre = acres.greaterThan(0) ? quantity.div(acres) : null;
    const expected = plan && dec(plan.expectedYieldPerAcre).greaterThan(0) ? dec(plan.expectedYieldPerAcre) : null;
    rows.push({
      fieldId: field.id,
      fieldName: field.name,
      crop: first.crop.trim(),
      acres: acres.toFixed(2),
      tickets: tickets.length,
      quantity: shownQuantity(quantity),
      unit,
      yieldPerAcre: perAcre ? shownQuantity(perAcre) : null,
      expectedYieldPerAcre: expected ? shownQuantity(expected) : null,
      expectedUnit: expected ? plan!.yieldUnit : null,
      percentOfExpected: expected && perAcre && toBudget ? round(perAcre.div(expected).times(100), 1) : null,
    });
  }
  rows.sort((a, b) => a.fieldName.localeCompare(b.fieldName) || a.fieldId - b.fieldId || a.crop.localeCompare(b.crop) || a.unit.localeCompare(b.unit));
  return { entityId: input.entityId, entityName: input.entityName, cropYear: input.cropYear, rows, totals: { tickets: rows.reduce((n, r) => n + r.tickets, 0) } };
}

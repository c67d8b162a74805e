import { cropKey } from "../harvest/pool";
import { convertQuantity, toBase } from "../harvest/units";
import { Dec, dec } from "../money";
import { splitCentsDec } from "./split";

/**
 * What a crop-share lease's landlords receive of a field's harvest (docs/leases.md "Harvest and sales"): their share
 * of its settled income (already part of the lease's income share), of its unsold crop at the office's mark price
 * (estimated: shown apart, never in what is owed) and of its harvested quantity, in the crop's unit.
 */

/** A field's harvest and sales in a crop year, as its leases read them. */
export interface FieldSales {
  /** The field's share of its crop pools' settlements' net: realised income. */
  settled: Dec;
  /** The field's share of its unsold crop at the mark price: an estimate, never income. */
  estimated: Dec;
  /** What its scale tickets brought in, in the crop's unit; null without tickets. */
  harvested: { quantity: Dec; unit: string } | null;
}

/** The landlord(s)' part of a field's harvest and sales under a crop share. */
export interface CropShareHarvest {
  /** Their share of the field's harvested quantity, 2 decimals, in `unit`; null when the field has no tickets. */
  quantity: string | null;
  unit: string | null;
  /** Their share of the field's settled income: part of the income share. */
  settledIncome: string;
  /** Their share of the field's unsold crop at the mark price: estimated, never in the net. */
  estimatedIncome: string;
}

/** A CropShareHarvest in decimals, before it is written out. */
export interface HarvestParts {
  quantity: Dec | null;
  unit: string | null;
  settled: Dec;
  estimated: Dec;
}

const round2 = (v: Dec) => v.toDecimalPlaces(2, Dec.ROUND_HALF_UP);

/**
 * A field's harvested quantity in the crop's unit: the unit its first ticket was weighed in, every ticket converted to
 * it (units.ts); in pounds when a ticket does not convert to that unit, null when the tickets do not convert to one
 * unit at all (bales and tons of one crop).
 * @example harvestedIn("Corn", [{ quantity: "6000", unit: "bu" }, { quantity: "5600", unit: "lb" }]) // { quantity: 6100, unit: "bu" }
 */
export function harvestedIn(crop: string, tickets: ReadonlyArray<{ quantity: string | number | Dec; unit: string }>): { quantity: Dec; unit: string } | null {
  if (tickets.length === 0) return null;
  const inUnit = (unit: string) => {
    let sum = new Dec(0);
    for (const t of tickets) {
      const q = convertQuantity(crop, t.quantity, t.unit, unit);
      if (q === null) return null;
      sum = sum.plus(q);
    }
    return { quantity: sum, unit };
  };
  return inUnit(tickets[0]!.unit) ?? inUnit(toBase(crop, 0, tickets[0]!.unit).unit);
}

/**
 * A field-year's harvested quantity from its tickets (grouped rows, first weighed first): the tickets of the field's
 * crop of the year (compared trimmed, in any case), or of its only crop when the year names none that matches; null
 * when the tickets are of several other crops or do not convert to one unit.
 * @example fieldHarvest("Corn", [{ crop: "corn", quantity: "6000", unit: "bu" }]) // { quantity: 6000, unit: "bu" }
 */
export function fieldHarvest(
  crop: string | null,
  tickets: ReadonlyArray<{ crop: string; quantity: string | number | Dec; unit: string }>,
): { quantity: Dec; unit: string } | null {
  const key = cropKey;
  const crops = [...new Set(tickets.map((t) => key(t.crop)))];
  const chosen = crop !== null && crops.includes(key(crop)) ? key(crop) : crops.length === 1 ? crops[0]! : null;
  if (chosen === null) return null;
  const mine = tickets.filter((t) => key(t.crop) === chosen);
  return harvestedIn(mine[0]!.crop, mine);
}

/**
 * The lease's and each landlord's part of a field's harvest under a crop share. `part` takes the leased acres' portion
 * of a field figure (rounded to cents, as the lease's income is); `income` is that portion of the field's realised
 * income and `incomeShare` the landlords' share of it. The settled part of the income share is the share split by
 * the largest remainder between the settled income and the rest, so it never differs from the income share by a
 * rounding; estimates and quantities are the income percent of the leased portion, each rounded once. The lease's
 * amounts are then split among the landlords by their shares (splitCents), like every other amount of the lease.
 * @example
 * // A whole 6,000 bu field with $20,152.60 settled and $8,100.00 unsold at the mark, a third to one landlord:
 * cropShareHarvestParts({ sales, part, incomePercent: "33.3333", income: dec("20152.60"), incomeShare: dec("6717.53"), weights: [dec(100)] })
 * // total: { quantity: 2000.00 bu, settled: 6717.53, estimated: 2700.00 }
 */
export function cropShareHarvestParts(input: {
  sales: FieldSales;
  part: (v: Dec) => Dec;
  incomePercent: string;
  income: Dec;
  incomeShare: Dec;
  weights: Dec[];
}): { total: HarvestParts; landlords: HarvestParts[] } {
  const { sales, part, incomeShare, weights } = input;
  const pct = (v: Dec) => round2(v.times(dec(input.incomePercent)).div(100));
  const settledPortion = part(sales.settled);
  const rest = input.income.minus(settledPortion);
  const settled = rest.isZero()
    ? incomeShare
    : rest.greaterThan(0) && settledPortion.greaterThan(0)
      ? splitCentsDec(incomeShare, [rest, settledPortion])[1]!
      : pct(settledPortion);
  const estimated = pct(part(sales.estimated));
  const quantity = sales.harvested ? pct(part(sales.harvested.quantity)) : null;
  const unit = sales.harvested?.unit ?? null;
  const split = (v: Dec) => splitCentsDec(v, weights);
  const [s, e, q] = [split(settled), split(estimated), quantity ? split(quantity) : null];
  return {
    total: { quantity, unit, settled, estimated },
    landlords: weights.map((_, i) => ({ quantity: q ? q[i]! : null, unit, settled: s[i]!, estimated: e[i]! })),
  };
}

/** HarvestParts as the statement writes them. */
export function cropShareHarvest(p: HarvestParts): CropShareHarvest {
  return { quantity: p.quantity?.toFixed(2) ?? null, unit: p.unit, settledIncome: p.settled.toFixed(2), estimatedIncome: p.estimated.toFixed(2) };
}

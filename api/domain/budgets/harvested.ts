import { budgetHarvestUnit } from "../reports/harvest-by-field";
import { convertQuantity } from "../harvest/units";
import { Dec, dec } from "../money";

/**
 * What the budgets read of the harvest records (shared/DECISIONS.md "Income and cost"; docs/budgets.md): a field-year
 * with scale tickets takes its actual yield from them (the yield rule: a typed yield counts only without tickets), and
 * a crop's price from its pool's settlements (net per unit: what the farm was paid after deductions).
 */

/** The tickets of one field, crop and unit of a crop year, summed. */
export interface TicketSum {
  fieldId: number;
  crop: string;
  unit: string;
  quantity: string;
}

/** A settlement of a crop pool: its net and its lines' quantities (summed per unit). */
export interface SettledSum {
  crop: string;
  net: string;
  lines: Array<{ unit: string; quantity: string }>;
}

/**
 * The unit a harvested quantity is read in: the budget's (as a harvest unit: "bushels" is bu) when every ticket converts
 * to it, else the one most of the tickets are written in (ties to the first by name); null without tickets.
 * @example harvestUnit([{ crop: "Corn", unit: "lb", ... }], "bushels") === "bu"
 */
export function harvestUnit(tickets: ReadonlyArray<Pick<TicketSum, "crop" | "unit">>, budgetUnit: string | null | undefined): string | null {
  if (!tickets.length) return null;
  const wanted = budgetHarvestUnit(budgetUnit);
  if (wanted && tickets.every((t) => convertQuantity(t.crop, 1, t.unit, wanted) !== null)) return wanted;
  const counts = new Map<string, number>();
  for (const t of tickets) counts.set(t.unit, (counts.get(t.unit) ?? 0) + 1);
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0]![0];
}

/**
 * The quantity some tickets harvested in `unit` (`convertQuantity`); tickets that do not convert to it are left out.
 * @example harvestedIn([{ crop: "Corn", unit: "bu", quantity: "6000", fieldId: 1 }], "bu").toFixed() === "6000"
 */
export function harvestedIn(tickets: ReadonlyArray<Pick<TicketSum, "crop" | "unit" | "quantity">>, unit: string): Dec {
  return tickets.reduce((sum, t) => sum.plus(convertQuantity(t.crop, t.quantity, t.unit, unit) ?? 0), new Dec(0));
}

/**
 * A pool's net price per unit: its settlements' net / the quantity they settled, in `unit`; null when nothing
 * settled in a unit that converts to it. Not rounded (a budget rounds it to cents).
 * @example settledPrice([{ crop: "Corn", net: "33587.66", lines: [{ unit: "bu", quantity: "7000" }] }], "bu")?.toFixed(2) === "4.80"
 */
export function settledPrice(settlements: readonly SettledSum[], unit: string): Dec | null {
  let quantity = new Dec(0);
  let net = new Dec(0);
  for (const s of settlements) {
    for (const l of s.lines) {
      const q = convertQuantity(s.crop, l.quantity, l.unit, unit);
      if (q === null) return null;
      quantity = quantity.plus(q);
    }
    net = net.plus(dec(s.net));
  }
  return quantity.greaterThan(0) ? net.div(quantity) : null;
}

import { Dec, dec, toCents } from "../money";
import type { DueItem } from "./lease-year";

/** A due item with what payments have covered of it. */
export interface OpenItem extends DueItem {
  paid: string;
  open: string;
}

/**
 * Payments cover the oldest due items first; an amount of 0 or less (a crop share the landlord owes on) is never
 * open. What is paid beyond every item is left over (a credit).
 * @example applyPayments([{ date: "2025-03-01", amount: "100.00", kind: "rent" }], "40").items[0].open === "60.00"
 */
export function applyPayments(due: DueItem[], paid: string | Dec): { items: OpenItem[]; unapplied: string } {
  let left = dec(paid);
  const items = [...due]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => {
      const amount = Dec.max(dec(d.amount), 0);
      const cover = Dec.min(amount, Dec.max(left, 0));
      left = left.minus(cover);
      return { ...d, paid: toCents(cover), open: toCents(amount.minus(cover)) };
    });
  return { items, unapplied: toCents(Dec.max(left, 0)) };
}

/**
 * The balance of a landlord on a lease: what is owed minus what was paid; positive is owed to the landlord,
 * negative owed by the landlord (a crop share whose costs outrun the income share) or paid ahead.
 * @example balanceDue("19000.00", ["9500.00"]) === "9500.00"
 */
export function balanceDue(owed: string, payments: string[]): string {
  return toCents(payments.reduce((acc, p) => acc.minus(dec(p)), dec(owed)));
}

/** Whether an open item is overdue (before today), due within `days` days, or later. */
export function dueStatus(date: string, today: string, days = 30): "overdue" | "soon" | "later" {
  if (date < today) return "overdue";
  const until = new Date(`${today}T00:00:00Z`);
  until.setUTCDate(until.getUTCDate() + days);
  return date <= until.toISOString().slice(0, 10) ? "soon" : "later";
}

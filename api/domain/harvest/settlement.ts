import { Dec, dec, toCents } from "../money";

/**
 * A settlement's figures (docs/harvest.md "Settlement figures"): the gross is the exact sum of quantity x price over
 * its lines, rounded once, half-up, to cents; a deduction at a rate per unit is round(rate x the settled quantity), a
 * deduction given as an amount is that amount in cents; net = gross - the deductions.
 */
export const DEDUCTION_KINDS = ["hauling", "drying", "storage", "checkoff", "shrink", "quality", "other"] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];

type Num = Dec | string | number;

export interface SettlementLineInput {
  quantity: Num;
  price: Num;
}

export interface SettlementDeductionInput {
  kind: string;
  /** A rate per unit settled; when given (not null, not ""), it decides the amount. */
  ratePerUnit?: Num | null;
  /** A flat amount, when there is no rate. */
  amount?: Num | null;
}

export interface SettlementFigures {
  /** The settled quantity: the lines' quantities summed, exact (plain decimal text). */
  quantity: string;
  /** Money as plain strings of whole cents, like the API. */
  gross: string;
  /** Each deduction's amount, in the order given. */
  deductions: string[];
  deductionsTotal: string;
  net: string;
}

/**
 * Whether a text is a deduction kind.
 * @example isDeductionKind("hauling") === true; isDeductionKind("tip") === false
 */
export function isDeductionKind(kind: string): kind is DeductionKind {
  return (DEDUCTION_KINDS as readonly string[]).includes(kind);
}

const given = (v: Num | null | undefined): v is Num => v !== null && v !== undefined && v !== "";

/**
 * The settlement's quantity, gross, deductions and net.
 * @example
 * settlementFigures({
 *   lines: [{ quantity: "7000", price: "4.85" }],
 *   deductions: [{ kind: "hauling", ratePerUnit: "0.05" }, { kind: "checkoff", amount: "12.34" }],
 * }) // { quantity: "7000", gross: "33950.00", deductions: ["350.00", "12.34"], deductionsTotal: "362.34", net: "33587.66" }
 */
export function settlementFigures(input: {
  lines: readonly SettlementLineInput[];
  deductions: readonly SettlementDeductionInput[];
}): SettlementFigures {
  let quantity = new Dec(0);
  let exact = new Dec(0);
  for (const line of input.lines) {
    const q = dec(line.quantity);
    quantity = quantity.plus(q);
    exact = exact.plus(q.times(dec(line.price)));
  }
  const gross = dec(toCents(exact));
  const amounts = input.deductions.map((d) =>
    dec(toCents(given(d.ratePerUnit) ? dec(d.ratePerUnit).times(quantity) : dec(d.amount ?? 0))),
  );
  const total = amounts.reduce((acc, a) => acc.plus(a), new Dec(0));
  return {
    quantity: quantity.toFixed(),
    gross: toCents(gross),
    deductions: amounts.map((a) => toCents(a)),
    deductionsTotal: toCents(total),
    net: toCents(gross.minus(total)),
  };
}

/** Nothing received, less than net received (short-paid), or net (or more) received. */
export const SETTLEMENT_STATUSES = ["unpaid", "short", "paid"] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/**
 * Where a settlement's payment stands (docs/harvest.md "Settlement figures"): "unpaid" while nothing is recorded as
 * received, "short" while what was received is less than its net, else "paid"; `unpaid` is what is still owed,
 * net - received (all of net while nothing is received), "0.00" once net is received. The list's `unpaid=true` filter
 * is this rule in SQL (received is null, or less than net).
 * @example
 * settlementPayment("33587.66", null) // { status: "unpaid", unpaid: "33587.66" }
 * settlementPayment("33587.66", "33000.00") // { status: "short", unpaid: "587.66" }
 * settlementPayment("33587.66", "33587.66") // { status: "paid", unpaid: "0.00" }
 */
export function settlementPayment(net: Num, received: Num | null | undefined): { status: SettlementStatus; unpaid: string } {
  const owed = dec(net).minus(given(received) ? dec(received) : 0);
  const unpaid = owed.greaterThan(0) ? toCents(owed) : "0.00";
  if (!given(received)) return { status: "unpaid", unpaid };
  return { status: owed.greaterThan(0) ? "short" : "paid", unpaid };
}

/**
 * One line's amount, rounded once (information on the line; the gross rounds the exact sum of the lines once).
 * @example lineAmount("1234.5", "4.8525") === "5990.41"
 */
export function lineAmount(quantity: Num, price: Num): string {
  return toCents(dec(quantity).times(dec(price)));
}

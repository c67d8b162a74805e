import { splitCentsDec } from "./leases/split";
import { Dec, dec, toCents } from "./money";

/** One invoice line as typed: a quantity and either its unit price or its extended amount (never both). */
export interface PurchaseLineInput {
  quantity: string;
  unitPrice?: string | null;
  amount?: string | null;
}

/** A line's money: its own amount, its share of the invoice's freight and tax, and the value it adds to stock. */
export interface PurchaseLineMoney {
  amount: string;
  freight: string;
  tax: string;
  value: string;
}

export interface PurchaseMoney {
  lines: PurchaseLineMoney[];
  subtotal: string;
  freight: string;
  tax: string;
  total: string;
}

/** A purchase whose figures cannot be read; `line` is the 1-based line at fault (null for the invoice's own fields). */
export class PurchaseLineError extends Error {
  constructor(
    message: string,
    readonly field: string,
    readonly line: number | null,
  ) {
    super(message);
    this.name = "PurchaseLineError";
  }
}

const DECIMAL = /^\d+(\.\d+)?$/;
const CENTS = /^\d+(\.\d{1,2})?$/;

function positive(text: string | null | undefined, field: string, line: number | null): Dec {
  if (typeof text !== "string" || !DECIMAL.test(text)) {
    throw new PurchaseLineError(`${where(line)}${field} must be a number, not "${text ?? ""}".`, field, line);
  }
  return dec(text);
}

function cents(text: string | null | undefined, field: string, line: number | null): Dec {
  if (text === null || text === undefined || text === "") return new Dec(0);
  if (!CENTS.test(text)) {
    throw new PurchaseLineError(`${where(line)}${field} must be an amount in dollars and cents, not "${text}".`, field, line);
  }
  return dec(text);
}

const where = (line: number | null) => (line === null ? "" : `Line ${line}: `);

/**
 * A line's extended amount: as given, or quantity x unit price rounded half-up once to the cent.
 * @example lineAmount({ quantity: "3", unitPrice: "4.125" }) // "12.38"
 */
export function lineAmount(input: PurchaseLineInput, line = 1): string {
  const hasPrice = input.unitPrice !== null && input.unitPrice !== undefined && input.unitPrice !== "";
  const hasAmount = input.amount !== null && input.amount !== undefined && input.amount !== "";
  const quantity = positive(input.quantity, "quantity", line);
  if (quantity.isZero()) throw new PurchaseLineError(`${where(line)}quantity must be more than 0.`, "quantity", line);
  if (hasPrice === hasAmount) {
    throw new PurchaseLineError(`${where(line)}give either a unit price or an amount, not ${hasPrice ? "both" : "neither"}.`, "unitPrice", line);
  }
  if (hasAmount) return toCents(cents(input.amount, "amount", line));
  return toCents(quantity.times(positive(input.unitPrice, "unitPrice", line)));
}

/**
 * Spreads a purchase's freight and tax over its lines in proportion to their amounts, each in whole cents by the
 * largest-remainder rule (splitCents: shares rounded down, the odd cents one by one to the largest remainders, ties
 * to the earlier line), so the lines' values add up exactly to the invoice total. When every line is $0.00 (goods
 * sent free), freight and tax are spread evenly over the lines instead, so no cent is lost.
 * @example purchaseMoney([{ quantity: "1", amount: "10.00" }, { quantity: "1", amount: "20.00" }], { freight: "1.00" })
 * // freight 0.33 + 0.67: exact 0.333.. and 0.666..; 33 + 66 cents leave one, which goes to the larger remainder (.67, line 2)
 */
export function purchaseMoney(lines: PurchaseLineInput[], charges: { freight?: string | null; tax?: string | null } = {}): PurchaseMoney {
  const freight = cents(charges.freight, "freight", null);
  const tax = cents(charges.tax, "tax", null);
  if (lines.length === 0) throw new PurchaseLineError("A purchase needs at least one line.", "lines", null);
  const amounts = lines.map((l, i) => dec(lineAmount(l, i + 1)));
  const allZero = amounts.every((a) => a.isZero());
  const weights = allZero ? amounts.map(() => new Dec(1)) : amounts;
  const freightShares = splitCentsDec(freight, weights);
  const taxShares = splitCentsDec(tax, weights);
  const out = amounts.map((amount, i) => ({
    amount: toCents(amount),
    freight: toCents(freightShares[i]!),
    tax: toCents(taxShares[i]!),
    value: toCents(amount.plus(freightShares[i]!).plus(taxShares[i]!)),
  }));
  const subtotal = amounts.reduce((acc, a) => acc.plus(a), new Dec(0));
  return {
    lines: out,
    subtotal: toCents(subtotal),
    freight: toCents(freight),
    tax: toCents(tax),
    total: toCents(subtotal.plus(freight).plus(tax)),
  };
}

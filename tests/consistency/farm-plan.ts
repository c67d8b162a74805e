import fc from "fast-check";

/**
 * A farm as a plan of whole numbers (cents, hundredths of an acre or unit), so the test's own arithmetic below is
 * exact and owes nothing to the product's decimal code.
 */
export interface PlannedTask {
  field: number;
  category: CategoryKey;
  cropYear: number;
  month: number;
  day: number;
  /** Cents per acre. */
  costPerAcre: number;
  /** Hundredths of an acre; null: the whole field. */
  acres: number | null;
  /** Cents per acre. */
  equipmentRental: number;
  /** Yield tracking: hundredths of a unit per acre, cents per unit. */
  yieldTracked: { amount: number; valuePerUnit: number } | null;
  /**
   * The farm's spray applied, on a Crop Protectants task only (issue 36): whole gallons in all, or whole fl oz per
   * acre of the task's acres; its cost comes from the inventory.
   */
  applied?: { gallons: number } | { flOzPerAcre: number } | null;
}

/** A supplier's invoice of the farm's spray: whole gallons for cents. */
export interface PlannedPurchase {
  year: number;
  month: number;
  day: number;
  gallons: number;
  /** Cents. */
  value: number;
}

export interface FarmPlan {
  /** Hundredths of an acre each. */
  fields: number[];
  tasks: PlannedTask[];
  /** Invoices of the spray, after an opening one (on the first day of the year before) large enough for every application. */
  purchases?: PlannedPurchase[];
  /** The opening invoice's value, cents. */
  openingValue?: number;
  /** The opening invoice's gallons (a hand-worked farm's); by default enough for every application, and two more. */
  openingGallons?: number;
}

/** The seeded categories and two custom ones: one flagged as income, one a cost. */
export const CATEGORIES = {
  water: { name: "Water", income: false, billed: true },
  farmManagement: { name: "Farm Management", income: false, billed: false },
  fertilizer: { name: "Fertilizer", income: false, billed: true },
  protectants: { name: "Crop Protectants", income: false, billed: true },
  soilAmendment: { name: "Soil Amendment", income: false, billed: true },
  machineHire: { name: "Machine Hire", income: false, billed: true },
  incomeGenerated: { name: "Income Generated", income: true, billed: true },
  seed: { name: "Seed", income: false, billed: true },
  waterAssessment: { name: "Water Assessment", income: false, billed: false },
  rent: { name: "Rent", income: false, billed: false },
  customIncome: { name: "Hay Contract (consistency)", income: true, billed: true },
  customCost: { name: "Custom Harvest (consistency)", income: false, billed: true },
} as const;
export type CategoryKey = keyof typeof CATEGORIES;

export const YEAR = 2025;

const task = (fields: number): fc.Arbitrary<PlannedTask> =>
  fc.record({
    field: fc.nat({ max: fields - 1 }),
    // Crop Protectants drawn more often than the rest, so that each run's farms apply the spray (small generated
    // farms of a dozen equally likely categories could go a whole run without one).
    category: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(Object.keys(CATEGORIES) as CategoryKey[])) },
      { weight: 1, arbitrary: fc.constant<CategoryKey>("protectants") },
    ),
    // Mostly the crop year under test; some of the year before, which no figure of YEAR may count.
    cropYear: fc.oneof({ weight: 9, arbitrary: fc.constant(YEAR) }, { weight: 1, arbitrary: fc.constant(YEAR - 1) }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    costPerAcre: fc.oneof(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 99 })),
    acres: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null, freq: 3 }),
    equipmentRental: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20_000 })),
    yieldTracked: fc.option(fc.record({ amount: fc.integer({ min: 1, max: 2_000 }), valuePerUnit: fc.integer({ min: 1, max: 50_000 }) }), { nil: null, freq: 3 }),
    applied: fc.option(fc.oneof(fc.record({ gallons: fc.integer({ min: 1, max: 200 }) }), fc.record({ flOzPerAcre: fc.integer({ min: 1, max: 64 }) })), { nil: null, freq: 2 }),
  });

const purchase: fc.Arbitrary<PlannedPurchase> = fc.record({
  year: fc.constantFrom(YEAR - 1, YEAR),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  gallons: fc.integer({ min: 1, max: 500 }),
  value: fc.oneof(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 99 })),
});

/** One to five fields (some of zero acres) and up to 40 tasks on them. */
export const farmPlan: fc.Arbitrary<FarmPlan> = fc
  .array(fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 100_000 }) }, { weight: 1, arbitrary: fc.constant(0) }), { minLength: 1, maxLength: 5 })
  .chain((fields) =>
    fc.record({
      fields: fc.constant(fields),
      tasks: fc.array(task(fields.length), { maxLength: 40 }),
      purchases: fc.array(purchase, { maxLength: 5 }),
      openingValue: fc.integer({ min: 1, max: 10_000_000 }),
    }),
  );

/* ---------- The test's own arithmetic: BigInt, half away from zero, as the product rounds ---------- */

/** n / d rounded half away from zero (decimal.js ROUND_HALF_UP). */
export function roundDiv(n: bigint, d: bigint): bigint {
  if (d < 0n) return roundDiv(-n, -d);
  const q = n / d;
  const r = n % d;
  if (2n * (r < 0n ? -r : r) >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** Cents as the API prints them: 12345n -> "123.45", -5n -> "-0.05". */
export function cents(c: bigint): string {
  const sign = c < 0n ? "-" : "";
  const abs = c < 0n ? -c : c;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** A hundredths count as the API takes it: 12345 -> "123.45". */
export const hundredths = (n: number) => cents(BigInt(n));

export interface TaskMoneyExpected {
  totalCost: bigint;
  income: bigint;
  cost: bigint;
  /** Signed amount on the invoice; null when not billed. */
  billed: bigint | null;
}

/**
 * A task's money worked out from the plan alone: totals rounded once (DECISIONS.md), then the income-or-cost rule.
 * `material` is what its products cost (materialCosts), in cents: part of its totalCost.
 */
export function expectedMoney(plan: FarmPlan, t: PlannedTask, material = 0n): TaskMoneyExpected {
  const fieldAcres = BigInt(plan.fields[t.field]!);
  const acres = t.acres === null ? fieldAcres : BigInt(t.acres);
  // cents x hundredths = 1/10,000 of a dollar; rounded once to cents (material is whole cents already)
  const totalCost = roundDiv((BigInt(t.costPerAcre) + BigInt(t.equipmentRental)) * acres, 100n) + material;
  const yieldValue = t.yieldTracked ? roundDiv(BigInt(t.yieldTracked.amount) * fieldAcres * BigInt(t.yieldTracked.valuePerUnit), 10_000n) : 0n;
  const c = CATEGORIES[t.category];
  if (c.income) return { totalCost, income: totalCost, cost: 0n, billed: c.billed ? -totalCost : null };
  return { totalCost, income: yieldValue, cost: totalCost, billed: c.billed ? totalCost : null };
}

/** Cents per acre of a cents amount over hundredths of an acre; 0 without acres. */
export const perAcre = (amount: bigint, acresHundredths: number) => (acresHundredths === 0 ? 0n : roundDiv(amount * 100n, BigInt(acresHundredths)));

/* ---------- The spray's inventory, worked out by the test: hundredths of a fl oz and cents, BigInt ---------- */

/** Hundredths of a fl oz in a gallon (128 fl oz). */
export const GALLON = 12_800n;

/** What a task takes out of stock, in hundredths of a fl oz; null when it applies nothing (not a spray, or no acres). */
export function appliedHundredths(plan: FarmPlan, t: PlannedTask): bigint | null {
  if (t.category !== "protectants" || !t.applied) return null;
  if ("gallons" in t.applied) return BigInt(t.applied.gallons) * GALLON;
  const acres = t.acres === null ? plan.fields[t.field]! : t.acres;
  // fl oz per acre x hundredths of an acre = hundredths of a fl oz
  return acres === 0 ? null : BigInt(t.applied.flOzPerAcre) * BigInt(acres);
}

/** The opening invoice: enough whole gallons for every application, a gallon more. */
export function openingGallons(plan: FarmPlan): number {
  if (plan.openingGallons !== undefined) return plan.openingGallons;
  const needed = plan.tasks.reduce((a, t) => a + (appliedHundredths(plan, t) ?? 0n), 0n);
  return Number(needed / GALLON) + 2;
}

const day = (year: number, month: number, d: number) => `${year}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
export const taskDate = (t: PlannedTask) => day(t.cropYear, t.month, t.day);
export const purchaseDate = (p: PlannedPurchase) => day(p.year, p.month, p.day);

/**
 * Each applying task's material cost in cents, by the moving average worked out here: receipts and applications by
 * date, a day's receipts first, then in the order recorded (the opening invoice, the invoices, then the tasks'
 * applications in plan order); an application costs quantity x value / quantity on hand, half-up once; the last of
 * the stock takes what is left.
 */
export function materialCosts(plan: FarmPlan): Map<PlannedTask, bigint> {
  type Move = { date: string; receipt: boolean; seq: number; q: bigint; value?: bigint; task?: PlannedTask };
  const moves: Move[] = [{ date: `${YEAR - 1}-01-01`, receipt: true, seq: 0, q: BigInt(openingGallons(plan)) * GALLON, value: BigInt(plan.openingValue ?? 1) }];
  for (const [i, p] of (plan.purchases ?? []).entries()) moves.push({ date: purchaseDate(p), receipt: true, seq: 1 + i, q: BigInt(p.gallons) * GALLON, value: BigInt(p.value) });
  for (const [i, t] of plan.tasks.entries()) {
    const q = appliedHundredths(plan, t);
    if (q !== null) moves.push({ date: taskDate(t), receipt: false, seq: 1000 + i, q, task: t });
  }
  moves.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.receipt !== b.receipt ? (a.receipt ? -1 : 1) : a.seq - b.seq));
  const out = new Map<PlannedTask, bigint>();
  let quantity = 0n;
  let value = 0n;
  for (const m of moves) {
    if (m.receipt) {
      quantity += m.q;
      value += m.value!;
      continue;
    }
    const cost = m.q === quantity ? value : roundDiv(m.q * value, quantity);
    quantity -= m.q;
    value -= cost;
    out.set(m.task!, cost);
  }
  return out;
}

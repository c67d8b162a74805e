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
}

export interface FarmPlan {
  /** Hundredths of an acre each. */
  fields: number[];
  tasks: PlannedTask[];
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
    category: fc.constantFrom(...(Object.keys(CATEGORIES) as CategoryKey[])),
    // Mostly the crop year under test; some of the year before, which no figure of YEAR may count.
    cropYear: fc.oneof({ weight: 9, arbitrary: fc.constant(YEAR) }, { weight: 1, arbitrary: fc.constant(YEAR - 1) }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    costPerAcre: fc.oneof(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 99 })),
    acres: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null, freq: 3 }),
    equipmentRental: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20_000 })),
    yieldTracked: fc.option(fc.record({ amount: fc.integer({ min: 1, max: 2_000 }), valuePerUnit: fc.integer({ min: 1, max: 50_000 }) }), { nil: null, freq: 3 }),
  });

/** One to five fields (some of zero acres) and up to 40 tasks on them. */
export const farmPlan: fc.Arbitrary<FarmPlan> = fc
  .array(fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 100_000 }) }, { weight: 1, arbitrary: fc.constant(0) }), { minLength: 1, maxLength: 5 })
  .chain((fields) => fc.record({ fields: fc.constant(fields), tasks: fc.array(task(fields.length), { maxLength: 40 }) }));

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

/** A task's money worked out from the plan alone: totals rounded once (DECISIONS.md), then the income-or-cost rule. */
export function expectedMoney(plan: FarmPlan, t: PlannedTask): TaskMoneyExpected {
  const fieldAcres = BigInt(plan.fields[t.field]!);
  const acres = t.acres === null ? fieldAcres : BigInt(t.acres);
  // cents x hundredths = 1/10,000 of a dollar; rounded once to cents
  const totalCost = roundDiv((BigInt(t.costPerAcre) + BigInt(t.equipmentRental)) * acres, 100n);
  const yieldValue = t.yieldTracked ? roundDiv(BigInt(t.yieldTracked.amount) * fieldAcres * BigInt(t.yieldTracked.valuePerUnit), 10_000n) : 0n;
  const c = CATEGORIES[t.category];
  if (c.income) return { totalCost, income: totalCost, cost: 0n, billed: c.billed ? -totalCost : null };
  return { totalCost, income: yieldValue, cost: totalCost, billed: c.billed ? totalCost : null };
}

/** Cents per acre of a cents amount over hundredths of an acre; 0 without acres. */
export const perAcre = (amount: bigint, acresHundredths: number) => (acresHundredths === 0 ? 0n : roundDiv(amount * 100n, BigInt(acresHundredths)));

import { z } from "zod";
import { dec } from "../money";

/**
 * What a lease says, checked once here so the API, the services and the UI's preview read the same rules:
 * percentages 0-100 with at most 2 decimals (a crop share's income percent 4, so a third is 33.3333), money of a
 * decimal(10,2) column, due dates as MM-DD of the crop year.
 */

export const LEASE_TYPES = ["cash", "crop_share", "flex"] as const;
export type LeaseType = (typeof LEASE_TYPES)[number];
export const CASH_BASES = ["per_acre", "fixed"] as const;

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const FINE_PERCENT = /^\d{1,3}(\.\d{1,4})?$/;
const MONEY = /^\d{1,8}(\.\d{1,2})?$/;

/** A percentage 0-100 with at most 2 decimals, as a string ("33.33"); numbers are accepted and turned to text. */
export const percentShape = z
  .union([z.string(), z.number()], { error: "must be a percentage" })
  .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
  .refine((v) => PERCENT.test(v) && dec(v).lessThanOrEqualTo(100), "must be between 0 and 100 with at most 2 decimals");

/**
 * A crop share's income percent: 0-100 with at most 4 decimals, so a landlord's third of the crop is 33.3333
 * (on 20,152.60 that is 6,717.53, where 33.33 would give 6,716.86).
 */
export const incomePercentShape = z
  .union([z.string(), z.number()], { error: "must be a percentage" })
  .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
  .refine((v) => FINE_PERCENT.test(v) && dec(v).lessThanOrEqualTo(100), "must be between 0 and 100 with at most 4 decimals");

/** Money of a decimal(10,2) column, zero or more, as a string. */
export const moneyShape = z
  .union([z.string(), z.number()], { error: "must be an amount" })
  .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
  .refine((v) => MONEY.test(v), "must be an amount of zero or more with at most 2 decimals");

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A due day of the crop year, MM-DD (02-29 is refused: it is not in every year). */
export const monthDayShape = z
  .string({ error: "must be a date MM-DD" })
  .refine((v) => {
    const m = /^(\d{2})-(\d{2})$/.exec(v);
    if (!m) return false;
    const month = Number(m[1]);
    const day = Number(m[2]);
    return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]! && !(month === 2 && day === 29);
  }, "must be a day of the year, MM-DD");

/**
 * Whether a value already passed its own check (a refinement of a list or object still runs when one of its items
 * failed; that item's own message is the one to show, and the raw value must not reach decimal.js).
 */
const isDecimalText = (v: unknown): v is string => typeof v === "string" && /^\d+(\.\d+)?$/.test(v);

/** Percentages that must add up to exactly 100 (not checked while any of them is itself invalid). */
const sumsTo100 = (values: unknown[]) =>
  !values.every(isDecimalText) || values.reduce<ReturnType<typeof dec>>((acc, v) => acc.plus(dec(v as string)), dec(0)).equals(100);

/** When rent falls due in the crop year: e.g. 50% on 03-01 and 50% on 11-01. */
export const scheduleShape = z
  .array(z.object({ due: monthDayShape, percent: percentShape }))
  .min(1, "needs at least one due date")
  .max(12, "has at most 12 due dates")
  .refine((s) => sumsTo100(s.map((i) => i.percent)), "percentages must add up to exactly 100")
  .refine((s) => new Set(s.map((i) => i.due)).size === s.length, "has the same due date twice");

export const CashTermsShape = z.object({
  type: z.literal("cash"),
  /** per_acre: `rate` dollars per leased acre; fixed: `rate` dollars per year. */
  basis: z.enum(CASH_BASES),
  rate: moneyShape,
  schedule: scheduleShape,
});

export const CropShareTermsShape = z.object({
  type: z.literal("crop_share"),
  /** The landlords' share of the field's income, together (4 decimals: 33.3333). */
  incomePercent: incomePercentShape,
  /** What the landlords pay of a cost category not listed below; null = the income share. */
  costDefaultPercent: percentShape.nullable().default(null),
  costPercents: z
    .array(z.object({ categoryId: z.number().int().positive(), percent: percentShape }))
    .default([])
    .refine((c) => new Set(c.map((x) => x.categoryId)).size === c.length, "names a category twice"),
});

export const FlexTermsShape = z.object({
  type: z.literal("flex"),
  basePerAcre: moneyShape,
  bonusPercent: percentShape,
  /** Gross revenue per acre above which the bonus starts. */
  thresholdPerAcre: moneyShape,
  /** The most rent per acre, base and bonus together; null = no cap. */
  capPerAcre: moneyShape.nullable().default(null),
  /** When the base rent falls due. */
  schedule: scheduleShape,
  /** When the bonus falls due (once the crop is sold); 12-31 by default. */
  bonusDue: monthDayShape.default("12-31"),
}).refine((t) => !isDecimalText(t.capPerAcre) || !isDecimalText(t.basePerAcre) || dec(t.capPerAcre).greaterThanOrEqualTo(dec(t.basePerAcre)), {
  message: "must be at least the base rent per acre",
  path: ["capPerAcre"],
});

export const LeaseTermsShape = z.discriminatedUnion("type", [CashTermsShape, CropShareTermsShape, FlexTermsShape]);
export type LeaseTerms = z.output<typeof LeaseTermsShape>;
export type CashTerms = z.output<typeof CashTermsShape>;
export type CropShareTerms = z.output<typeof CropShareTermsShape>;
export type FlexTerms = z.output<typeof FlexTermsShape>;

/** Landlords' shares on a lease: each 0-100 (2 decimals), together exactly 100, no landlord twice. */
export const landlordSharesShape = z
  .array(z.object({ landlordId: z.number().int().positive(), sharePercent: percentShape }))
  .min(1, "needs at least one landlord")
  .refine((l) => sumsTo100(l.map((x) => x.sharePercent)), "landlords' shares must add up to exactly 100")
  .refine((l) => new Set(l.map((x) => x.landlordId)).size === l.length, "names a landlord twice");

/**
 * True when two crop-year ranges share a year (both ends inclusive; a null end runs on forever).
 * @example yearsOverlap(2024, 2026, 2026, null) === true; yearsOverlap(2024, 2025, 2026, 2027) === false
 */
export function yearsOverlap(aStart: number, aEnd: number | null, bStart: number, bEnd: number | null): boolean {
  return aStart <= (bEnd ?? Number.POSITIVE_INFINITY) && bStart <= (aEnd ?? Number.POSITIVE_INFINITY);
}

/** True when two leases of a field share a parcel (a lease without parcels covers the whole field). */
export function parcelsOverlap(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return true;
  const set = new Set(a.map((p) => p.trim().toLowerCase()));
  return b.some((p) => set.has(p.trim().toLowerCase()));
}

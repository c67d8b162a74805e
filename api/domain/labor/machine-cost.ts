import { Dec, dec, round, toCents } from "../money";

type Num = Dec | string | number | null | undefined;

/** What a machines row carries for its cost (db/schema/labor.ts), read structurally. */
export interface MachineFigures {
  /** Entered cost per hour; null = worked out from the figures below. */
  costPerHour?: Num;
  purchasePrice?: Num;
  salvageValue?: Num;
  years?: Num;
  annualHours?: Num;
  interestPercent?: Num;
  fuelGallonsPerHour?: Num;
  fuelPrice?: Num;
  /** Repairs over the machine's life, as a percent of its purchase price. */
  repairsPercent?: Num;
}

/** The parts of a worked-out cost per hour: each to four decimals as worked out, the total rounded once to cents. */
export type MachineCostBreakdown = {
  depreciation: string;
  interest: string;
  repairs: string;
  fuel: string;
  lubrication: string;
  total: string;
};

export type MachineCostPerHour =
  | { costPerHour: string; source: "entered"; breakdown: null }
  | { costPerHour: string; source: "worked out"; breakdown: MachineCostBreakdown };

const blank = (v: Num) => v === null || v === undefined || v === "";
/** Lubrication as a share of fuel cost (ISU Ag Decision Maker A3-29). */
const LUBRICATION_SHARE = new Dec("0.15");

/**
 * A machine's cost per hour worked out from its figures by Iowa State University Ag Decision Maker A3-29
 * "Estimating Farm Machinery Costs" (docs/labor.md "How each figure is worked out"), per hour of use:
 * depreciation (purchase - salvage) / years / annual hours; interest on the average investment
 * (purchase + salvage) / 2 x interest% / annual hours; repairs repairs% x purchase / (years x annual hours); fuel
 * gallons per hour x price; lubrication 15% of fuel. The total is the exact sum rounded once, half-up, to cents.
 * Null without a purchase price, years or annual hours (salvage, interest, repairs and fuel left blank count as 0).
 * @example
 * // $150,000 tractor, $45,000 salvage, 10 years, 400 h a year, 6%, 100% repairs, 8 gal/h at $4.00:
 * // 26.25 + 14.625 + 37.50 + 32.00 + 4.80 = 115.175 -> total "115.18"
 * machineCostBreakdown({ purchasePrice: "150000", salvageValue: "45000", years: 10, annualHours: "400",
 *   interestPercent: "6", repairsPercent: "100", fuelGallonsPerHour: "8", fuelPrice: "4" })?.total === "115.18"
 */
export function machineCostBreakdown(m: MachineFigures): MachineCostBreakdown | null {
  if (blank(m.purchasePrice) || blank(m.years) || blank(m.annualHours)) return null;
  const [purchase, salvage, years, hours] = [dec(m.purchasePrice), dec(m.salvageValue), dec(m.years), dec(m.annualHours)];
  if (!years.gt(0) || !hours.gt(0)) return null;
  const depreciation = purchase.minus(salvage).div(years).div(hours);
  const interest = purchase.plus(salvage).div(2).times(dec(m.interestPercent).div(100)).div(hours);
  const repairs = dec(m.repairsPercent).div(100).times(purchase).div(years.times(hours));
  const fuel = dec(m.fuelGallonsPerHour).times(dec(m.fuelPrice));
  const lubrication = fuel.times(LUBRICATION_SHARE);
  const total = depreciation.plus(interest).plus(repairs).plus(fuel).plus(lubrication);
  return {
    depreciation: round(depreciation, 4),
    interest: round(interest, 4),
    repairs: round(repairs, 4),
    fuel: round(fuel, 4),
    lubrication: round(lubrication, 4),
    total: toCents(total),
  };
}

/**
 * The cost per hour a machine's time is charged at: the entered one, else worked out from its figures with the parts
 * (machineCostBreakdown); null when neither is there (the API then refuses to cost its time, naming the machine).
 * @example
 * machineCostPerHour({ costPerHour: "42.75" }) deep-equals { costPerHour: "42.75", source: "entered", breakdown: null }
 * machineCostPerHour({ costPerHour: null, purchasePrice: "150000" }) === null // no years or annual hours
 */
export function machineCostPerHour(m: MachineFigures): MachineCostPerHour | null {
  if (!blank(m.costPerHour)) return { costPerHour: toCents(dec(m.costPerHour)), source: "entered", breakdown: null };
  const breakdown = machineCostBreakdown(m);
  return breakdown ? { costPerHour: breakdown.total, source: "worked out", breakdown } : null;
}

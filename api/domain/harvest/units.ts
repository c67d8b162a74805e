import { Dec, dec } from "../money";
import { cropKey } from "./pool";

/**
 * Units a harvest is weighed or counted in (docs/harvest.md "Units"). Weights convert exactly: 1 cwt = 100 lb,
 * 1 ton = 2,000 lb, and 1 bu = the crop's standard bushel weight in lb where the crop has one (USDA). A bale, a bin
 * or a box is a count: it converts only to itself. A quantity is kept in its base unit: lb when its unit converts to
 * pounds for the crop, else the unit itself; going to pounds only multiplies, so the base quantity is exact.
 */
export const HARVEST_UNITS = ["bu", "cwt", "lb", "ton", "bale", "bin", "box"] as const;
export type HarvestUnit = (typeof HARVEST_UNITS)[number];

/**
 * Standard bushel weights in lb (USDA), by the crop's singular name in lower case.
 * Found by `bushelWeight`, which also reads a plural ("Soybeans", "oats").
 */
export const BUSHEL_WEIGHTS_LB: Readonly<Record<string, number>> = {
  corn: 56,
  soybean: 60,
  wheat: 60,
  sorghum: 56,
  milo: 56,
  barley: 48,
  oat: 32,
  rye: 56,
  rice: 45,
  sunflower: 24,
  canola: 50,
  flax: 56,
  flaxseed: 56,
  buckwheat: 48,
  millet: 50,
};

/** Pounds in one cwt and one ton (US short ton). */
const FIXED_LB: Readonly<Record<string, number>> = { lb: 1, cwt: 100, ton: 2000 };

/**
 * Whether a text is one of the harvest units.
 * @example isHarvestUnit("bu") === true; isHarvestUnit("kg") === false
 */
export function isHarvestUnit(unit: string): unit is HarvestUnit {
  return (HARVEST_UNITS as readonly string[]).includes(unit);
}

/**
 * A crop's standard bushel weight in lb, or null when it has none; the name is matched trimmed, in any case,
 * singular or plural.
 * @example bushelWeight(" Corn ") === 56; bushelWeight("Soybeans") === 60; bushelWeight("Almonds") === null
 */
export function bushelWeight(crop: string): number | null {
  const key = cropKey(crop);
  const direct = BUSHEL_WEIGHTS_LB[key];
  if (direct !== undefined) return direct;
  if (key.endsWith("s")) {
    const singular = BUSHEL_WEIGHTS_LB[key.slice(0, -1)];
    if (singular !== undefined) return singular;
  }
  return null;
}

/** Pounds in one `unit` of `crop`, or null when the unit is not a weight for that crop. */
function poundsPer(crop: string, unit: string): number | null {
  const fixed = FIXED_LB[unit];
  if (fixed !== undefined) return fixed;
  if (unit === "bu") return bushelWeight(crop);
  return null;
}

/**
 * A quantity of a crop converted from one unit to another, or null when it cannot be: a bale, bin or box converts
 * only to itself, and a bushel only for a crop with a standard weight. Into lb (and cwt, ton) it is exact; into
 * bushels of a crop whose weight is not a power of 2 and 5 (corn's 56 lb) it is kept to 40 significant digits.
 * @example convertQuantity("Corn", "1", "bu", "lb")?.toFixed() === "56"
 * @example convertQuantity("Corn", "2", "ton", "lb")?.toFixed() === "4000"
 * @example convertQuantity("Corn", "168000", "lb", "bu")?.toFixed() === "3000"
 * @example convertQuantity("Hay", "10", "bale", "ton") === null; convertQuantity("Almonds", "1", "bu", "lb") === null
 */
export function convertQuantity(crop: string, quantity: string | number | Dec, from: string, to: string): Dec | null {
  const q = dec(quantity);
  if (from === to) return isHarvestUnit(from) ? q : null;
  const fromLb = poundsPer(crop, from);
  const toLb = poundsPer(crop, to);
  if (fromLb === null || toLb === null) return null;
  return q.times(fromLb).div(toLb);
}

/**
 * The unit a crop's quantities in `unit` are kept in: "lb" when the unit converts to pounds for that crop, else the
 * unit itself (a count: bale, bin, box; or bushels of a crop with no standard weight).
 * @example baseUnit("Corn", "bu") === "lb"; baseUnit("Hay", "bale") === "bale"; baseUnit("Almonds", "bu") === "bu"
 */
export function baseUnit(crop: string, unit: string): string {
  return poundsPer(crop, unit) === null ? unit : "lb";
}

/**
 * A quantity in its base unit (see baseUnit): exact, since going to pounds only multiplies.
 * @example toBase("Corn", "6000", "bu") // { unit: "lb", quantity: 336000 }
 * @example toBase("Hay", "40", "bale") // { unit: "bale", quantity: 40 }
 */
export function toBase(crop: string, quantity: string | number | Dec, unit: string): { unit: string; quantity: Dec } {
  const lb = poundsPer(crop, unit);
  const q = dec(quantity);
  return lb === null ? { unit, quantity: q } : { unit: "lb", quantity: q.times(lb) };
}

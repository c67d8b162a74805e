import { Dec, dec } from "./money";

/**
 * Units a farm input is bought, stocked and applied in, with exact US conversions
 * (docs/decisions/inventory-weighted-average.md). Each base unit is a whole number of the dimension's smallest unit
 * (fl oz, oz): 1 gal = 4 qt = 8 pt = 128 fl oz; 1 ton = 2,000 lb; 1 lb = 16 oz. Those numbers are 2^a x 5^b, so
 * converting any decimal into a base unit gives a decimal that ends: nothing is ever rounded.
 */
export type Dimension = "volume" | "weight";

export const BASE_UNITS = {
  gal: { dimension: "volume", size: 128 },
  qt: { dimension: "volume", size: 32 },
  pt: { dimension: "volume", size: 16 },
  "fl oz": { dimension: "volume", size: 1 },
  ton: { dimension: "weight", size: 32000 },
  lb: { dimension: "weight", size: 16 },
  oz: { dimension: "weight", size: 1 },
} as const satisfies Record<string, { dimension: Dimension; size: number }>;

export type BaseUnit = keyof typeof BASE_UNITS;
export const BASE_UNIT_NAMES = Object.keys(BASE_UNITS) as BaseUnit[];

/** A named pack: `quantity` of `unit` (a base unit or a pack named before it), e.g. a "case" of 2 "2.5 gal jug". */
export interface PackDefinition {
  name: string;
  quantity: string;
  unit: string;
}

/** What the inventory needs of a product: the base unit its stock is kept in and the packs it comes in. */
export interface ProductUnits {
  stockUnit: BaseUnit;
  packs?: PackDefinition[];
}

/** A unit resolved to its dimension and its size in the dimension's smallest unit (fl oz or oz). */
interface Resolved {
  dimension: Dimension;
  size: Dec;
}

export type UnitErrorCode = "UNKNOWN_UNIT" | "UNIT_DIMENSION_MISMATCH" | "BAD_PACK";

/** A unit that cannot be read or converted; the message names the units concerned. */
export class UnitError extends Error {
  constructor(
    readonly code: UnitErrorCode,
    message: string,
    readonly units: string[],
  ) {
    super(message);
    this.name = "UnitError";
  }
}

export function isBaseUnit(unit: string): unit is BaseUnit {
  return Object.hasOwn(BASE_UNITS, unit);
}

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The units a product's packs add to the base units, checked: a pack has a name of its own, a positive decimal
 * quantity, and a unit that is a base unit or a pack defined before it (so a case of jugs, never a loop).
 * @example productUnits([{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }]).get("2.5 gal jug") // volume, 320 fl oz
 */
export function productUnits(packs: PackDefinition[] = []): Map<string, Resolved> {
  const units = new Map<string, Resolved>();
  for (const [name, { dimension, size }] of Object.entries(BASE_UNITS)) units.set(name, { dimension, size: new Dec(size) });
  for (const pack of packs) {
    const name = pack.name.trim();
    if (name === "" || units.has(name)) {
      throw new UnitError("BAD_PACK", `A pack needs a name of its own: "${pack.name}" is empty or already a unit.`, [pack.name]);
    }
    if (!DECIMAL.test(pack.quantity) || dec(pack.quantity).isZero()) {
      throw new UnitError("BAD_PACK", `The pack "${name}" needs a positive quantity, not "${pack.quantity}".`, [name]);
    }
    const of = units.get(pack.unit);
    if (!of) {
      throw new UnitError("BAD_PACK", `The pack "${name}" is made of "${pack.unit}", which is not a unit or an earlier pack.`, [name, pack.unit]);
    }
    units.set(name, { dimension: of.dimension, size: of.size.times(dec(pack.quantity)) });
  }
  return units;
}

function resolve(units: Map<string, Resolved>, unit: string): Resolved {
  const found = units.get(unit);
  if (!found) throw new UnitError("UNKNOWN_UNIT", `"${unit}" is not a unit of this product.`, [unit]);
  return found;
}

/**
 * Converts a quantity between two units of one dimension, exactly into any base unit (the stock unit is one); into a
 * pack the result is exact when it ends and otherwise carried to 40 digits (shown, never stocked).
 * Converting volume to weight is refused: a product's density is not ours to guess.
 * @example convertQuantity("2", "case", "fl oz", packs) // 640 when a case is 2 jugs of 2.5 gal
 * @example convertQuantity("1", "gal", "lb") // throws UnitError UNIT_DIMENSION_MISMATCH naming gal and lb
 */
export function convertQuantity(quantity: string | Dec, from: string, to: string, packs: PackDefinition[] = []): Dec {
  const units = productUnits(packs);
  const a = resolve(units, from);
  const b = resolve(units, to);
  if (a.dimension !== b.dimension) {
    throw new UnitError(
      "UNIT_DIMENSION_MISMATCH",
      `Cannot convert ${from} (${a.dimension}) to ${to} (${b.dimension}): a ${a.dimension} and a ${b.dimension} do not convert.`,
      [from, to],
    );
  }
  return dec(quantity).times(a.size).div(b.size);
}

/** A quantity in any unit of the product, in its stock unit. @example toStockQuantity({ stockUnit: "gal" }, "64", "fl oz") // 0.5 */
export function toStockQuantity(product: ProductUnits, quantity: string | Dec, unit: string): Dec {
  return convertQuantity(quantity, unit, product.stockUnit, product.packs);
}

/**
 * The stock-unit quantity of an application given as a rate per acre over some acres (rate x acres, then converted).
 * @example appliedQuantity({ stockUnit: "gal" }, { rate: "32", unit: "fl oz", acres: "40" }) // 10 gal
 */
export function appliedQuantity(product: ProductUnits, application: { rate: string; unit: string; acres: string }): Dec {
  return toStockQuantity(product, dec(application.rate).times(dec(application.acres)), application.unit);
}

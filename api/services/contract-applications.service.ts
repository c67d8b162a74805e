import type { ServiceContext } from "./context";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { cropContracts, deliveries } from "../../db/schema";
import { type DeliveryApplication, applyDeliveries } from "../domain/harvest/contracts";
import { cropKey, poolKey } from "../domain/harvest/pool";
import { convertQuantity, toBase } from "../domain/harvest/units";
import type { Dec } from "../domain/money";

/**
 * Deliveries applied to contracts (api/domain/harvest/contracts.ts `applyDeliveries`), read from the database for
 * the buyers' crop pools a list or a record needs: what each contract has delivered and has open, and which
 * contracts each delivery went to. Quantities are compared in the crop's base unit (units.ts `toBase`); a contract
 * and a delivery whose units do not convert (bales against bushels) never meet.
 */

/** One buyer's side of a crop pool: (entity, buyer, crop, crop year). */
export interface SalesPool {
  entityId: number;
  buyerId: number;
  crop: string;
  cropYear: number;
}

const salesKey = (p: SalesPool) => `${poolKey(p.entityId, p.crop, p.cropYear)}|${p.buyerId}`;

/** The rows of `table` in any of the pools, compared as pools compare crops (trimmed, any case). */
function inPools(t: { entityId: PgColumn; buyerId: PgColumn; crop: PgColumn; cropYear: PgColumn }, pools: SalesPool[]): SQL {
  const unique = [...new Map(pools.map((p) => [salesKey(p), p])).values()];
  const tuples = unique.map((p) => sql`(${p.entityId}::int, ${p.buyerId}::int, ${cropKey(p.crop)}::text, ${p.cropYear}::int)`);
  return sql`(${t.entityId}, ${t.buyerId}, lower(trim(${t.crop})), ${t.cropYear}) in (${sql.join(tuples, sql`, `)})`;
}

export interface AppliedContract {
  /** In the contract's own unit. */
  delivered: Dec;
  open: Dec;
}

export interface AppliedPools {
  /** Each contract's delivered and open quantity, in its unit. */
  contracts: Map<number, AppliedContract>;
  /** Each delivery's parts (chosen contract first, then first in, first out, then uncontracted), in its unit. */
  deliveries: Map<number, DeliveryApplication[]>;
}

/** The contracts and deliveries of the pools, applied. */
export async function applyPools(ctx: ServiceContext, pools: SalesPool[]): Promise<AppliedPools> {
  const out: AppliedPools = { contracts: new Map(), deliveries: new Map() };
  if (!pools.length) return out;
  const [contracts, loads] = await Promise.all([
    ctx.db
      .select({ id: cropContracts.id, entityId: cropContracts.entityId, buyerId: cropContracts.buyerId, crop: cropContracts.crop, cropYear: cropContracts.cropYear, date: cropContracts.date, quantity: cropContracts.quantity, unit: cropContracts.unit })
      .from(cropContracts)
      .where(inPools(cropContracts, pools)),
    ctx.db
      .select({ id: deliveries.id, entityId: deliveries.entityId, buyerId: deliveries.buyerId, crop: deliveries.crop, cropYear: deliveries.cropYear, date: deliveries.date, seq: deliveries.seq, quantity: deliveries.quantity, unit: deliveries.unit, contractId: deliveries.contractId })
      .from(deliveries)
      .where(inPools(deliveries, pools)),
  ]);
  // Grouped by pool and base unit: only what converts is applied together.
  const groups = new Map<string, { contracts: typeof contracts; loads: typeof loads }>();
  const group = (row: SalesPool & { quantity: string; unit: string }) => {
    const key = `${salesKey(row)}|${toBase(row.crop, row.quantity, row.unit).unit}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { contracts: [], loads: [] }));
    return g;
  };
  for (const c of contracts) group(c).contracts.push(c);
  for (const d of loads) group(d).loads.push(d);

  for (const g of groups.values()) {
    const applied = applyDeliveries(
      g.contracts.map((c) => ({ id: c.id, date: c.date, quantity: toBase(c.crop, c.quantity, c.unit).quantity })),
      g.loads.map((d) => ({ id: d.id, date: d.date, seq: d.seq, quantity: toBase(d.crop, d.quantity, d.unit).quantity, contractId: d.contractId })),
    );
    for (const c of g.contracts) {
      const base = toBase(c.crop, c.quantity, c.unit);
      const open = applied.open.get(c.id) ?? base.quantity;
      const inUnit = (q: Dec) => convertQuantity(c.crop, q, base.unit, c.unit) ?? q;
      out.contracts.set(c.id, { delivered: inUnit(base.quantity.minus(open)), open: inUnit(open) });
    }
    const unitOf = new Map(g.loads.map((d) => [d.id, d]));
    for (const a of applied.applications) {
      const d = unitOf.get(a.deliveryId)!;
      const base = toBase(d.crop, d.quantity, d.unit).unit;
      const part = { ...a, quantity: convertQuantity(d.crop, a.quantity, base, d.unit) ?? a.quantity };
      out.deliveries.set(a.deliveryId, [...(out.deliveries.get(a.deliveryId) ?? []), part]);
    }
  }
  return out;
}

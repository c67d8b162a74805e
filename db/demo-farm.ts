import type { Db } from "./client";
import { type LoadedHarvest, insertFarmHarvest } from "./farm-harvest";
import { type LoadedInputs, insertFarmInputs } from "./farm-inputs";
import { type LoadedFarm, insertFarm } from "./generate-farm";

/** The demo farm `bun run seed:demo` loads: three entities of four fields, three crop years. */
export const DEMO_FARM = { entities: 3, fieldsPerEntity: 4, cropYears: [2024, 2025, 2026], tasks: 360, seed: 2024 };

/** The demo's harvest and sales: crop year 2025 recorded in scale tickets and settled (its typed income tasks replaced). */
export const DEMO_HARVEST = { cropYear: 2025, loadsPerField: 4, loadsPerSettlement: 3 };

/**
 * Writes the demo farm (tasks up to `until`, YYYY-MM-DD) and its inputs in one transaction: entities, fields with
 * their Pesticide Use Report site, tasks, then products, vendors, purchases and the products the tasks applied
 * (db/farm-inputs.ts), then the 2025 harvest: tickets, storage, contracts, deliveries, settlements and marks
 * (db/farm-harvest.ts). The same `until` gives the same farm every time.
 * @example const { farm, inputs, harvest } = await loadDemoFarm(db, "2026-06-30")
 */
export async function loadDemoFarm(db: Db, until: string): Promise<{ farm: LoadedFarm; inputs: LoadedInputs; harvest: LoadedHarvest; ms: number }> {
  const started = performance.now();
  const spec = { ...DEMO_FARM, until };
  return db.transaction(async (tx) => {
    const farm = await insertFarm(tx, spec);
    const inputs = await insertFarmInputs(tx, farm, spec);
    const harvest = await insertFarmHarvest(tx, farm.entityIds, { ...DEMO_HARVEST, seed: spec.seed, until, replaceIncomeTasks: true });
    return { farm, inputs, harvest, ms: performance.now() - started };
  });
}

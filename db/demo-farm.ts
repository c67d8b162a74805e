import type { Db } from "./client";
import { type LoadedHarvest, insertFarmHarvest } from "./farm-harvest";
import { type LoadedInputs, insertFarmInputs } from "./farm-inputs";
import { type LoadedLabor, insertFarmLabor } from "./farm-labor";
import { type LoadedFarm, insertFarm } from "./generate-farm";

/** The demo farm `bun run seed:demo` loads: three entities of four fields, three crop years. */
export const DEMO_FARM = { entities: 3, fieldsPerEntity: 4, cropYears: [2024, 2025, 2026], tasks: 360, seed: 2024 };

/** The demo's harvest and sales: crop year 2025 recorded in scale tickets and settled (its typed income tasks replaced). */
export const DEMO_HARVEST = { cropYear: 2025, loadsPerField: 4, loadsPerSettlement: 3 };

/** The demo's labor: three approved workweeks of five workers on the first entity's tasks, then a pending week. */
export const DEMO_LABOR = { approvedWeeks: 3 };

/**
 * Writes the demo farm (tasks up to `until`, YYYY-MM-DD) and its inputs in one transaction: entities, fields with
 * their Pesticide Use Report site, tasks, then products, vendors, purchases and the products the tasks applied
 * (db/farm-inputs.ts), then the 2025 harvest: tickets, storage, contracts, deliveries, settlements and marks
 * (db/farm-harvest.ts), then labor: workers and their rates, the first entity's rule, two machines with fuel, and
 * the last weeks' time, approved and costed on the tasks, the last week pending (db/farm-labor.ts). The same `until`
 * gives the same farm every time.
 * @example const { farm, inputs, harvest, labor } = await loadDemoFarm(db, "2026-06-30")
 */
export async function loadDemoFarm(db: Db, until: string): Promise<{ farm: LoadedFarm; inputs: LoadedInputs; harvest: LoadedHarvest; labor: LoadedLabor; ms: number }> {
  const started = performance.now();
  const spec = { ...DEMO_FARM, until };
  return db.transaction(async (tx) => {
    const farm = await insertFarm(tx, spec);
    const inputs = await insertFarmInputs(tx, farm, spec);
    const harvest = await insertFarmHarvest(tx, farm.entityIds, { ...DEMO_HARVEST, seed: spec.seed, until, replaceIncomeTasks: true });
    const labor = await insertFarmLabor(tx, farm.entityIds, { ...DEMO_LABOR, seed: spec.seed, until });
    return { farm, inputs, harvest, labor, ms: performance.now() - started };
  });
}

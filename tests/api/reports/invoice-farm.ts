import { CAT, startReportApp } from "./support";

/**
 * The invoice suites' farm, made through the API. "Report Ranch": North 40 (40 acres of Alfalfa, Oat Hay in crop
 * year 2025) and South (10 acres of Walnuts); "Neighbour Farms": Over the fence (5 acres of Hay).
 * Every total below is costPerAcre x acres + equipmentRental x acres, worked out by hand:
 *
 *   March, crop year 2025, Report Ranch         total    equipment  invoice total
 *   North 40  2025-03-02 Gypsum (Soil Amend.)     44.00        -       soil amendment
 *   North 40  2025-03-05 Irrigation run (Water)  400.00        -       water
 *   North 40  2025-03-07 Mildew spray (Prot.)    120.00        -       fungicide
 *   North 40  2025-03-10 UAN side-dress (Fert.)  600.00     100.00     fertilizer
 *   North 40  2025-03-12 Spray for aphids        200.00        -       insecticide
 *   North 40  2025-03-15 Management fee (FM)     840.00      40.00     left off
 *   North 40  2025-03-28 Seed purchase (Seed)     90.00        -       seed
 *   North 40  2026-03-03 Late top-up (Fert.)      10.00        -       fertilizer (March of another calendar year)
 *   South     2025-03-03 Weed control (Prot.)     80.00        -       herbicides
 *   South     2025-03-20 Discing (Machine Hire)  200.00      50.00     machine hire
 *   South     2025-03-21 Water district (WA)      30.00        -       left off
 *   South     2025-03-22 Land rent (Rent)       1020.00      20.00     left off
 *   South     2025-03-25 Walnut sale (Income)    500.00        -       income, subtracted
 *   Other months/years: North 40 2025-04-02 April discing 400.00 (April); North 40 2025-03-09 cropYear 2024
 *   Old water 60.00 with 20.00 equipment; Neighbour 2025-03-15 Fence-line mowing 20.00, all equipment.
 *
 * Invoice (March 2025): billed 1744.00 - income 500.00 = 1244.00; North 40 sub-total 1464.00, South -220.00.
 */
export async function startInvoiceFarm() {
  const app = await startReportApp();
  const { entity, field, cropYear, task } = app;
  const ranch = await entity("Report Ranch");
  const neighbour = await entity("Neighbour Farms");
  const north = await field(ranch.id, "North 40", "40", "Alfalfa");
  const south = await field(ranch.id, "South", "10", "Walnuts");
  const fence = await field(neighbour.id, "Over the fence", "5", "Hay");
  await cropYear(north.id, 2025, "Oat Hay");

  const t = (f: typeof north, categoryId: number, name: string, date: string, costPerAcre: string, acresCovered: string, more: Record<string, unknown> = {}) =>
    task(f, { categoryId, name, date, costPerAcre, acresCovered, ...more });
  await t(north, CAT.SOIL_AMENDMENT, "Gypsum", "2025-03-02", "1.10", "40");
  await t(north, CAT.WATER, "Irrigation run", "2025-03-05", "10", "40");
  await t(north, CAT.CROP_PROTECTANTS, "Mildew spray", "2025-03-07", "3", "40");
  await t(north, CAT.FERTILIZER, "UAN side-dress", "2025-03-10", "12.50", "40", { equipmentRental: "2.50", equipmentDescription: "Fertilizer rig" });
  await t(north, CAT.CROP_PROTECTANTS, "Spray for aphids", "2025-03-12", "5", "40");
  await t(north, CAT.FARM_MANAGEMENT, "Management fee", "2025-03-15", "20", "40", { equipmentRental: "1" });
  await t(north, CAT.SEED, "Seed purchase", "2025-03-28", "2.25", "40");
  await t(north, CAT.FERTILIZER, "Late top-up", "2026-03-03", "1", "10");
  await t(south, CAT.CROP_PROTECTANTS, "Weed control", "2025-03-03", "8", "10");
  await t(south, CAT.MACHINE_HIRE, "Discing", "2025-03-20", "15", "10", { equipmentRental: "5" });
  await t(south, CAT.WATER_ASSESSMENT, "Water district", "2025-03-21", "3", "10");
  await t(south, CAT.RENT, "Land rent", "2025-03-22", "100", "10", { equipmentRental: "2" });
  await t(south, CAT.INCOME, "Walnut sale", "2025-03-25", "50", "10");
  await t(north, CAT.MACHINE_HIRE, "April discing", "2025-04-02", "10", "40");
  await t(north, CAT.WATER, "Old water", "2025-03-09", "1", "40", { cropYear: 2024, equipmentRental: "0.50" });
  await t(fence, CAT.MACHINE_HIRE, "Fence-line mowing", "2025-03-15", "0", "5", { equipmentRental: "4" });

  return { ...app, ranch, neighbour, north, south, fence };
}

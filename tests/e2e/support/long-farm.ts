import type { ApiClient } from "../../../api/client";
import { ok } from "./api";
import { todayIso } from "./money";

/** The generated farm's names: long enough to find every label that cuts, every column that pushes money away. */
export const LONG_ENTITIES = [
  "Willow Creek Ranch and Cattle Company of Fresno County",
  "Sacramento Valley Almond Growers Partnership",
  "Kings River Family Farms Irrevocable Trust",
  "San Joaquin Processing Tomato Cooperative",
] as const;
const FIELDS = ["Almond Orchard Block Seventeen East of the Old Canal", "River Bottom Southwest Quarter Section", "North Forty Beside the County Road"];
const CROPS = ["Nonpareil Almonds on Hansen Rootstock", "Processing Tomatoes (Heinz 8504)", "Alfalfa Hay, Third Year Stand"];
export const LONG_LANDLORD = "Adelaide Montgomery-Smithfield Family Revocable Living Trust";

export interface LongFarm {
  entityIds: number[];
  /** The first entity's fields: the farm the top bar works in. */
  fields: Array<{ id: number; name: string; acreage: string }>;
  landlordId: number;
}

/**
 * Four entities with long names, three long-named fields each and tasks of every kind on every field (water,
 * fertilizer, machine hire with equipment rental, seed, rent, income with its yield), dated today and in June of crop
 * year 2025; a landlord whose leases cover the first entity's fields, each with a payment; a budget per crop of the
 * first entity; made through the API as the admin.
 */
export async function seedLongFarm(api: ApiClient): Promise<LongFarm> {
  const categories = await ok<Array<{ id: number; name: string; isIncomeCategory: boolean }>>(api.api["task-categories"].$get({ query: {} }));
  const fertilizers = await ok<Array<{ id: number; name: string }>>(api.api.fertilizers.$get({ query: {} }));
  const category = (name: string) => categories.find((c) => c.name === name)!.id;
  const income = categories.find((c) => c.isIncomeCategory)!.id;
  const entityIds: number[] = [];
  let first: LongFarm["fields"] = [];
  for (const [e, name] of LONG_ENTITIES.entries()) {
    const entity = await ok<{ id: number }>(api.api.entities.$post({ json: { name, location: "Fresno County, California" } }));
    entityIds.push(entity.id);
    const fields = [];
    for (const [i, fieldName] of FIELDS.entries()) {
      const acreage = (112.5 + 37.25 * i + 11 * e).toFixed(2);
      fields.push(await ok<{ id: number; name: string; acreage: string }>(api.api.fields.$post({ json: { entityId: entity.id, name: fieldName, acreage, cropType: CROPS[i], location: "Township 14 South, Range 20 East" } })));
    }
    if (e === 0) first = fields;
    for (const date of [todayIso(), "2025-06-10"]) {
      for (const field of fields) {
        const base = { entityId: entity.id, cropYear: 2025, date, fieldId: field.id, acresCovered: field.acreage };
        const tasks = [
          { ...base, name: "Spring irrigation by drip on the whole block", categoryId: category("Water"), costPerAcre: "112.50", irrigationType: "Drip", irrigationHours: "36" },
          { ...base, name: "Side-dress urea before the second irrigation", categoryId: category("Fertilizer"), costPerAcre: "418.75", fertilizerId: fertilizers.find((f) => f.name.startsWith("Urea"))!.id, fertilizerGallonsApplied: "1500" },
          { ...base, name: "Custom discing and land planing", categoryId: category("Machine Hire"), costPerAcre: "922.40", equipmentRental: "133.35", equipmentDescription: "Disc harrow with land plane and ripper" },
          { ...base, name: "Certified seed", categoryId: category("Seed"), costPerAcre: "1215.00" },
          { ...base, name: "Harvest delivered to the processor", categoryId: income, costPerAcre: "4725", yieldAmount: "4.5", yieldUnit: "tons", yieldValuePerUnit: "21000" },
        ];
        for (const task of tasks) await ok(api.api.tasks.$post({ json: task }));
      }
    }
  }
  const landlord = await ok<{ id: number }>(api.api.landlords.$post({ json: { name: LONG_LANDLORD, mailingAddress: "1234 Long Valley Road\nFresno CA 93706" } as never }));
  for (const field of first) {
    const lease = await ok<{ id: number }>(
      api.api.leases.$post({
        json: { fieldId: field.id, leasedAcres: field.acreage, startYear: 2020, terms: { type: "crop_share", incomePercent: "33.33" }, landlords: [{ landlordId: landlord.id, sharePercent: "100" }] } as never,
      }),
    );
    await ok(api.api.payments.$post({ json: { leaseId: lease.id, landlordId: landlord.id, date: "2025-12-15", cropYear: 2025, amount: "125000", method: "check" } as never }));
  }
  for (const field of first) {
    await ok(
      api.api.budgets.$post({
        json: {
          entityId: entityIds[0]!, cropYear: 2025, fieldId: field.id, expectedYieldPerAcre: "5", yieldUnit: "tons", expectedPricePerUnit: "20000",
          lines: [{ categoryId: category("Water"), amountPerAcre: "100" }, { categoryId: category("Fertilizer"), amountPerAcre: "400" }, { categoryId: category("Machine Hire"), amountPerAcre: "1000" }],
        } as never,
      }),
    );
  }
  return { entityIds, fields: first, landlordId: landlord.id };
}

import { dec, toCents } from "../api/domain/money";
import { CATEGORY_NAME, SEED_CATEGORIES } from "../api/domain/task-categories";
import { computeTaskTotals } from "../api/domain/task-formulas";
import { CROPS, type CategoryTemplate, EQUIPMENT, NOTES, TEMPLATES } from "./farm-catalog";
import { createRng, type FarmDraft, type FarmSpec, type Rng } from "./farm-rows";
import type { tasks } from "./schema";

/** A task's insert values, pointing at its field by position in the draft (ids exist only once inserted). */
export type TaskDraft = Omit<typeof tasks.$inferInsert, "entityId" | "fieldId"> & { entityIndex: number; fieldIndex: number };

/** A fertilizer as seeded: its id and whether it is applied in gallons (liquid) or pounds (dry). */
export interface FertilizerRef {
  id: number;
  type: string;
}

const idOf = (name: string) => SEED_CATEGORIES.find((c) => c.name === name)!.id;
const ID = {
  water: idOf(CATEGORY_NAME.WATER),
  fertilizer: idOf(CATEGORY_NAME.FERTILIZER),
  income: idOf(CATEGORY_NAME.INCOME_GENERATED),
  seed: idOf(CATEGORY_NAME.SEED),
  rent: idOf(CATEGORY_NAME.RENT),
  waterAssessment: idOf(CATEGORY_NAME.WATER_ASSESSMENT),
  protectants: idOf(CATEGORY_NAME.CROP_PROTECTANTS),
  management: idOf(CATEGORY_NAME.FARM_MANAGEMENT),
};
const byId = new Map(TEMPLATES.map((t) => [t.categoryId, t]));
const totalWeight = TEMPLATES.reduce((s, t) => s + t.weight, 0);

function pickTemplate(rng: Rng): CategoryTemplate {
  let r = rng.next() * totalWeight;
  for (const t of TEMPLATES) if ((r -= t.weight) < 0) return t;
  return TEMPLATES[0]!;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** A day in one of `months` of the crop year; redrawn between Jan 1 and `until` when it would be in the future. */
function dateIn(rng: Rng, year: number, months: number[], until: string): string {
  const month = rng.pick(months);
  const date = iso(year, month, rng.int(1, daysIn(year, month)));
  if (date <= until) return date;
  const start = Date.UTC(year, 0, 1);
  const end = Date.parse(`${until}T00:00:00Z`);
  return new Date(start + rng.int(0, Math.round((end - start) / 86_400_000)) * 86_400_000).toISOString().slice(0, 10);
}

/** How many tasks each (field, crop year) season gets: spread evenly, the remainder to the first seasons. */
function seasons(spec: FarmSpec, farm: FarmDraft) {
  const years = spec.cropYears.filter((y) => `${y}-01-01` <= spec.until);
  const slots = farm.fields.flatMap((_, fieldIndex) => years.map((year) => ({ fieldIndex, year })));
  const base = slots.length ? Math.floor(spec.tasks / slots.length) : 0;
  const extra = slots.length ? spec.tasks % slots.length : 0;
  return slots.map((s, i) => ({ ...s, count: base + (i < extra ? 1 : 0) }));
}

/**
 * Every task of the farm, one at a time so 250,000 of them never sit in memory together. Derived values come
 * from computeTaskTotals, the server's own formula, with the field's acreage for yield.
 */
export function* buildTasks(spec: FarmSpec, farm: FarmDraft, fertilizers: FertilizerRef[]): Generator<TaskDraft> {
  const rng = createRng(spec.seed ^ 0x5eed);
  for (const { fieldIndex, year, count } of seasons(spec, farm)) {
    const field = farm.fields[fieldIndex]!;
    const cropType = farm.cropOf(fieldIndex, year);
    const crop = CROPS[cropType]!;
    const plan = Array.from({ length: count }, () => {
      const t = pickTemplate(rng);
      if (t.categoryId === ID.rent && !field.leaseRatePerAcre) return byId.get(ID.management)!;
      if (t.categoryId === ID.seed && crop.seedMonths.length === 0) return byId.get(ID.protectants)!;
      if (t.categoryId === ID.fertilizer && fertilizers.length === 0) return byId.get(ID.protectants)!;
      return t;
    });
    // A season's harvests are split over its income tasks (loads delivered), so a year earns one crop's worth.
    const deliveries = plan.filter((t) => t.categoryId === ID.income).length;
    for (const t of plan) {
      const months = t.categoryId === ID.income ? crop.harvestMonths : t.categoryId === ID.seed ? crop.seedMonths : t.months;
      const date = dateIn(rng, year, months, spec.until);
      const whole = t.categoryId === ID.income || t.categoryId === ID.rent || t.categoryId === ID.waterAssessment || rng.chance(0.8);
      const acresCovered = whole ? field.acreage : rng.amount([Number(field.acreage) * 0.3, Number(field.acreage)]);
      const equipped = rng.chance(t.equipment);
      const row = {
        costPerAcre: rng.amount(t.costPerAcre),
        equipmentRental: equipped ? rng.amount([8, 45]) : "0.00",
        equipmentDescription: equipped ? rng.pick(EQUIPMENT) : "",
        yieldAmount: null as string | null,
        yieldUnit: "bales",
        yieldValuePerUnit: null as string | null,
        fertilizerId: null as number | null,
        fertilizerGallonsApplied: null as string | null,
        irrigationType: null as string | null,
        irrigationHours: null as string | null,
        waterAssessmentPerAcre: "0.00",
        rentPerAcre: "0.00",
      };
      let name = rng.pick(t.names);
      if (t.categoryId === ID.water) {
        row.irrigationType = crop.irrigation;
        row.irrigationHours = rng.amount(crop.irrigation === "Drip" ? [12, 72] : [6, 36]);
        name = `${name} - ${crop.irrigation}`;
      } else if (t.categoryId === ID.fertilizer) {
        const f = rng.pick(fertilizers);
        row.fertilizerId = f.id;
        row.fertilizerGallonsApplied = f.type === "dry" ? rng.amount([100, 450]) : rng.amount([5, 40]);
      } else if (t.categoryId === ID.income) {
        row.yieldAmount = toCents(dec(rng.amount(crop.yieldPerAcre)).times(crop.harvests).div(deliveries));
        row.yieldUnit = crop.yieldUnit;
        row.yieldValuePerUnit = rng.amount(crop.pricePerUnit);
        // The invoice deducts an income line's totalCost (DECISIONS.md), so it carries the revenue per acre too.
        row.costPerAcre = toCents(dec(row.yieldAmount).times(row.yieldValuePerUnit));
        name = `${name} - ${cropType}`;
      } else if (t.categoryId === ID.waterAssessment) {
        row.waterAssessmentPerAcre = row.costPerAcre;
      } else if (t.categoryId === ID.rent) {
        // Cash rent is paid in two installments, January and July.
        row.costPerAcre = toCents(dec(field.leaseRatePerAcre).div(2));
        row.rentPerAcre = row.costPerAcre;
      }
      const totals = computeTaskTotals({ ...row, acresCovered, fieldAcreage: field.acreage });
      yield {
        entityIndex: field.entityIndex,
        fieldIndex,
        categoryId: t.categoryId,
        name,
        cropType,
        cropYear: year,
        date,
        notes: rng.pick(NOTES),
        acresCovered,
        ...row,
        ...totals,
        waterAssessment: "0.00",
        rent: "0.00",
      };
    }
  }
}

import { CREW_TASK_INPUTS, isMoneyKey, withoutMoney } from "./access";
import { CATEGORY_NAME } from "./task-categories";

/** What the crew rule reads of a task category. */
export interface CrewCategory {
  name: string;
  isIncomeCategory: boolean | null;
}

/**
 * Why a crew account may not record work in a category, in the user's words, or null when it may. Income (Income
 * Generated, or any category flagged as income) is a sale the office records; Rent and Water Assessment are charges
 * the office enters, not field work.
 * @example crewCategoryRefusal({ name: "Income Generated", isIncomeCategory: true }) // "Income Generated is an income category: ..."
 */
export function crewCategoryRefusal(category: CrewCategory): string | null {
  if (category.isIncomeCategory === true) return `${category.name} is an income category: crew accounts record field work, and the office records income`;
  if (category.name === CATEGORY_NAME.RENT || category.name === CATEGORY_NAME.WATER_ASSESSMENT) {
    return `${category.name} is a charge the office enters, not field work a crew records`;
  }
  return null;
}

/** The categories a crew's Record work screen offers: those `crewCategoryRefusal` lets a crew record in. */
export const crewCategories = <C extends CrewCategory>(categories: readonly C[]): C[] => categories.filter((c) => crewCategoryRefusal(c) === null);

/**
 * The task inputs that carry money. A crew account never sends one: it gets a 400 naming the key ("not allowed for
 * crew accounts"); the server prices the entry from the entity's price list instead.
 */
export const TASK_MONEY_INPUTS = [
  "costPerAcre", "equipmentRental", "yieldValuePerUnit", "waterAssessment", "rent", "waterAssessmentPerAcre", "rentPerAcre",
] as const;

/** The first key of a crew payload that is money (a task money input or any money key), or null. */
export function crewMoneyInput(body: Record<string, unknown>): string | null {
  return Object.keys(body).find((k) => (TASK_MONEY_INPUTS as readonly string[]).includes(k) || isMoneyKey(k)) ?? null;
}

/** The crew payload with only the inputs crew may set (anything else, such as react-admin's echoes, is dropped). */
export function crewInputOnly(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => (CREW_TASK_INPUTS as readonly string[]).includes(k)));
}

/**
 * The money a crew entry is recorded with: the price list's per-acre cost and equipment rental (0 where no price is
 * set); the totals follow from computeTaskTotals like any task's.
 * @example crewMoney({ costPerAcre: "12.50", equipmentRentalPerAcre: null }) // { costPerAcre: "12.50", equipmentRental: "0", ... }
 */
export function crewMoney(price: { costPerAcre: string | null; equipmentRentalPerAcre: string | null }) {
  return {
    costPerAcre: price.costPerAcre ?? "0",
    equipmentRental: price.equipmentRentalPerAcre ?? "0",
    yieldValuePerUnit: null,
    waterAssessment: "0",
    rent: "0",
    waterAssessmentPerAcre: "0",
    rentPerAcre: "0",
  };
}

/** What a crew account sees of a task: where, what and how much work, who recorded it; no money. */
export const CREW_TASK_ANSWER_KEYS = [
  "id", "entityId", "entityName", "fieldId", "fieldName", "categoryId", "categoryName", "isIncomeCategory", "name", "cropType", "cropYear",
  "date", "notes", "acresCovered", "equipmentDescription", "yieldAmount", "yieldUnit", "fertilizerId", "fertilizerName",
  "fertilizerGallonsApplied", "irrigationType", "irrigationHours", "waterInchesApplied", "createdAt", "recordedById", "recordedBy",
  "recordedByCrew", "crewEntry", "products", "applicationTime", "applicationMethod", "applicator",
] as const;

/** A task shaped for a crew account: only CREW_TASK_ANSWER_KEYS, its product lines without their cost. */
export function toCrewTask<T extends object>(task: T): Partial<T> {
  const kept = Object.entries(task).filter(([k]) => (CREW_TASK_ANSWER_KEYS as readonly string[]).includes(k));
  return Object.fromEntries(kept.map(([k, v]) => [k, k === "products" ? withoutMoney(v) : v])) as Partial<T>;
}

/** What a crew account sees of a field: everything but its lease rate (money) and other accounts' tasks. */
export function toCrewField<T extends object>(field: T): Omit<T, "leaseRatePerAcre" | "tasks"> {
  const { leaseRatePerAcre: _rate, tasks: _tasks, ...rest } = field as T & { leaseRatePerAcre?: unknown; tasks?: unknown };
  return rest as Omit<T, "leaseRatePerAcre" | "tasks">;
}

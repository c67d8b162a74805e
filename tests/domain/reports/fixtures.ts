import type { AccountBook } from "../../../api/domain/accounting/chart";
import { DEFAULT_ACCOUNTS, DEFAULT_CATEGORY_ACCOUNTS, DEFAULT_SETTINGS } from "../../../api/domain/accounting/default-chart";
import type { ReportField, ReportTask } from "../../../api/domain/reports/types";
import { SEED_CATEGORIES } from "../../../api/domain/task-categories";

/** The seeded category id of a name (null for a custom category: it has no row of its own in a chart). */
const seededId = (name: string | null | undefined) => SEED_CATEGORIES.find((c) => c.name === name)?.id ?? null;

/** The book a new entity starts with, as ensureChart seeds it for the seeded categories. */
export function defaultBook(): AccountBook {
  return {
    accounts: DEFAULT_ACCOUNTS.map((a) => ({ ...a })),
    categories: Object.fromEntries(SEED_CATEGORIES.map((c) => {
      const [invoice, operations, scheduleFLine] = DEFAULT_CATEGORY_ACCOUNTS[c.name] ?? [DEFAULT_SETTINGS.otherAccount, DEFAULT_SETTINGS.otherAccount, "32"];
      return [c.id, { invoice, operations, scheduleFLine }];
    })),
    ...DEFAULT_SETTINGS,
  };
}

let nextId = 1;

/**
 * A task with every number 0 and nothing optional set; a test states only what it is about. Its category is an
 * income category when it is Income Generated, unless the test says otherwise.
 */
export function task(overrides: Partial<ReportTask> = {}): ReportTask {
  return {
    id: nextId++,
    name: "Task",
    fieldId: 1,
    fieldName: "North 40",
    entityId: 1,
    entityName: "Stone Ranch",
    categoryId: seededId(overrides.categoryName ?? "Machine Hire"),
    categoryName: "Machine Hire",
    isIncomeCategory: (overrides.categoryName ?? "Machine Hire") === "Income Generated",
    date: "2025-03-15",
    cropYear: 2025,
    cropType: null,
    notes: "",
    totalCost: "0.00",
    costPerAcre: "0.00",
    acresCovered: "0.00",
    equipmentRental: "0.00",
    equipmentTotal: "0.00",
    equipmentDescription: "",
    waterAssessmentTotal: "0.00",
    rentTotal: "0.00",
    totalYieldValue: null,
    yieldAmount: null,
    yieldUnit: "bales",
    yieldValuePerUnit: null,
    fertilizerId: null,
    fertilizerGallonsApplied: null,
    irrigationType: null,
    irrigationHours: null,
    waterInchesApplied: null,
    ...overrides,
  };
}

export function field(overrides: Partial<ReportField> & { id: number; name: string }): ReportField & { entityId: number } {
  return { entityId: 1, acreage: "0.00", cropType: null, location: null, ...overrides };
}

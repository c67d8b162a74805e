/** Category ids fixed by the specification; the others are looked up by name. */
export const CATEGORY_ID = { WATER: 1, FARM_MANAGEMENT: 2, FERTILIZER: 3 } as const;

export const CATEGORY_NAME = {
  WATER: "Water",
  FARM_MANAGEMENT: "Farm Management",
  FERTILIZER: "Fertilizer",
  CROP_PROTECTANTS: "Crop Protectants",
  SOIL_AMENDMENT: "Soil Amendment",
  MACHINE_HIRE: "Machine Hire",
  INCOME_GENERATED: "Income Generated",
  SEED: "Seed",
  WATER_ASSESSMENT: "Water Assessment",
  RENT: "Rent",
} as const;

export interface CategorySeed {
  id: number;
  name: string;
  icon: string;
  color: string;
  isIncomeCategory: boolean;
}

/** The categories every database starts with (icons are lucide names the UI maps to components). */
export const SEED_CATEGORIES: CategorySeed[] = [
  { id: 1, name: CATEGORY_NAME.WATER, icon: "droplets", color: "#3b82f6", isIncomeCategory: false },
  { id: 2, name: CATEGORY_NAME.FARM_MANAGEMENT, icon: "clipboard-list", color: "#64748b", isIncomeCategory: false },
  { id: 3, name: CATEGORY_NAME.FERTILIZER, icon: "sprout", color: "#22c55e", isIncomeCategory: false },
  { id: 4, name: CATEGORY_NAME.CROP_PROTECTANTS, icon: "shield", color: "#ef4444", isIncomeCategory: false },
  { id: 5, name: CATEGORY_NAME.SOIL_AMENDMENT, icon: "mountain", color: "#a16207", isIncomeCategory: false },
  { id: 6, name: CATEGORY_NAME.MACHINE_HIRE, icon: "tractor", color: "#f97316", isIncomeCategory: false },
  { id: 7, name: CATEGORY_NAME.INCOME_GENERATED, icon: "dollar-sign", color: "#10b981", isIncomeCategory: true },
  { id: 8, name: CATEGORY_NAME.SEED, icon: "wheat", color: "#eab308", isIncomeCategory: false },
  { id: 9, name: CATEGORY_NAME.WATER_ASSESSMENT, icon: "receipt", color: "#0ea5e9", isIncomeCategory: false },
  { id: 10, name: CATEGORY_NAME.RENT, icon: "home", color: "#8b5cf6", isIncomeCategory: false },
];

/** Categories left off invoices (spec 001 section 5). */
export const NON_BILLABLE_CATEGORIES: readonly string[] = [
  CATEGORY_NAME.WATER_ASSESSMENT,
  CATEGORY_NAME.RENT,
  CATEGORY_NAME.FARM_MANAGEMENT,
];

/** @example isNonBillable("Rent") === true; isNonBillable("Water") === false */
export function isNonBillable(categoryName: string | null | undefined): boolean {
  return NON_BILLABLE_CATEGORIES.includes(categoryName ?? "");
}

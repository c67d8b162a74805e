import { CATEGORY_NAME } from "../task-categories";
import type { AccountType } from "./chart";

/**
 * The chart every entity starts with: the codes the specification hard-coded (spec 000 section 9, spec 001
 * section 9). Used only to seed an entity's chart (accounts.service.ts `ensureChart`); every report reads the
 * entity's own chart from the database.
 */
export const DEFAULT_ACCOUNTS: ReadonlyArray<{ number: number; name: string; type: AccountType }> = [
  { number: 2100, name: "Due to farm management", type: "liability" },
  { number: 8000, name: "Other farm expense", type: "expense" },
  { number: 8300, name: "Water", type: "expense" },
  { number: 8340, name: "Fertilizer", type: "expense" },
  { number: 8350, name: "Seed", type: "expense" },
  { number: 8400, name: "Crop protectants", type: "expense" },
  { number: 8430, name: "Soil amendment", type: "expense" },
  { number: 8450, name: "Farm management", type: "expense" },
  { number: 8460, name: "Machine hire", type: "expense" },
  { number: 8470, name: "Farm management (operations)", type: "expense" },
  { number: 9000, name: "Income generated", type: "income" },
  { number: 9100, name: "Crop sales (harvest yield value)", type: "income" },
];

/**
 * Category name -> [invoice account, detailed operations account, Schedule F line] (docs/decisions/schedule-f.md);
 * any other category gets DEFAULT_SETTINGS.otherAccount and DEFAULT_OTHER_SCHEDULE_F_LINE.
 */
export const DEFAULT_CATEGORY_ACCOUNTS: Readonly<Record<string, readonly [invoice: number, operations: number, scheduleF: string]>> = {
  [CATEGORY_NAME.WATER]: [8300, 8460, "32"],
  [CATEGORY_NAME.FARM_MANAGEMENT]: [8450, 8470, "32"],
  [CATEGORY_NAME.FERTILIZER]: [8340, 8340, "17"],
  [CATEGORY_NAME.CROP_PROTECTANTS]: [8400, 8400, "11"],
  [CATEGORY_NAME.SOIL_AMENDMENT]: [8430, 8430, "17"],
  [CATEGORY_NAME.MACHINE_HIRE]: [8460, 8460, "13"],
  // Seed is not listed on Detailed Operations (spec 001 section 9): "any other", 8000.
  [CATEGORY_NAME.SEED]: [8350, 8000, "26"],
  [CATEGORY_NAME.INCOME_GENERATED]: [9000, 9000, "2"],
  [CATEGORY_NAME.WATER_ASSESSMENT]: [8000, 8000, "32"],
  [CATEGORY_NAME.RENT]: [8000, 8000, "24b"],
};

/** Schedule F line of a category the defaults do not name: Other expenses (an income category: Other income). */
export const DEFAULT_OTHER_SCHEDULE_F_LINE = "32";
export const DEFAULT_OTHER_INCOME_SCHEDULE_F_LINE = "8";

/** Any other category (8000), yield value income and its Schedule F line, and the journal's offset account. */
export const DEFAULT_SETTINGS = { otherAccount: 8000, yieldIncomeAccount: 9100, offsetAccount: 2100, yieldScheduleFLine: "2" } as const;

import { Dec, dec, toCents, type Dec as DecT } from "../money";
import { accountCode, CATEGORY_NAME, isNonBillable } from "../task-categories";
import { compareNames, monthOf, monthPeriod } from "./period";
import { protectantClass, type ProtectantClass } from "./protectants";
import { cropOrNull } from "./task-rules";
import type { DatePeriod, DecimalString, ReportTask } from "./types";

export interface MonthlyInvoiceInput {
  entityName: string;
  cropYear: number;
  /** 1-12 */
  month: number;
  /** Today as YYYY-MM-DD, given by the caller: the domain reads no clock. */
  invoiceDate: string;
  tasks: ReportTask[];
  /** Field id -> the field's crop for the crop year (`cropOfField`). */
  fieldCrops?: Record<number, string | null>;
}

export interface MonthlyInvoiceLine {
  fieldName: string;
  accountCode: number;
  categoryName: string;
  cropType: string;
  taskName: string;
  date: string;
  /** The task's totalCost, equipment included (DECISIONS.md). */
  totalAmount: DecimalString;
}

const TOTAL_KEYS = [
  "totalWater", "totalFertilizer", "totalInsecticide", "totalFungicide", "totalHerbicides",
  "totalSoilAmendment", "totalMachineHire", "totalSeed", "totalOther", "totalIncome",
] as const;
type TotalKey = (typeof TOTAL_KEYS)[number];

/** The spec's eight category totals, plus totalIncome (DECISIONS.md) and totalOther (protectants-split.md). */
export type MonthlyInvoiceTotals = Record<TotalKey | "invoiceTotal", DecimalString>;

export interface MonthlyInvoice {
  entityName: string;
  invoiceDate: string;
  servicesPeriod: DatePeriod;
  cropYear: number;
  month: number;
  /** Sorted by field name, then date; consecutive lines of one field form its group. */
  fieldReports: MonthlyInvoiceLine[];
  /** One per field group, in the same order: its billed lines minus its income lines. */
  subTotals: Array<{ fieldName: string; subTotal: DecimalString }>;
  totals: MonthlyInvoiceTotals;
}

const CATEGORY_TOTAL: Record<string, TotalKey> = {
  [CATEGORY_NAME.WATER]: "totalWater",
  [CATEGORY_NAME.FERTILIZER]: "totalFertilizer",
  [CATEGORY_NAME.SOIL_AMENDMENT]: "totalSoilAmendment",
  [CATEGORY_NAME.MACHINE_HIRE]: "totalMachineHire",
  [CATEGORY_NAME.SEED]: "totalSeed",
  [CATEGORY_NAME.INCOME_GENERATED]: "totalIncome",
};
const PROTECTANT_TOTAL: Record<ProtectantClass, TotalKey> = {
  insecticide: "totalInsecticide",
  fungicide: "totalFungicide",
  herbicide: "totalHerbicides",
};

function totalKeyOf(task: ReportTask): TotalKey {
  if (task.categoryName === CATEGORY_NAME.CROP_PROTECTANTS) return PROTECTANT_TOTAL[protectantClass(task.name, task.notes)];
  return CATEGORY_TOTAL[task.categoryName ?? ""] ?? "totalOther";
}

/** Income lines reduce what the partnership is billed. */
const signedAmount = (task: ReportTask): DecT =>
  task.categoryName === CATEGORY_NAME.INCOME_GENERATED ? dec(task.totalCost).neg() : dec(task.totalCost);

const byFieldThenDate = (a: ReportTask, b: ReportTask) =>
  compareNames(a.fieldName, b.fieldName) || a.date.localeCompare(b.date) || a.id - b.id;

/**
 * The Invoice Report: tasks of the crop year dated in the month (any calendar year), Water Assessment, Rent and
 * Farm Management left off; invoiceTotal = water + fertilizer + protectants + soil amendment + machine hire + seed
 * (+ any other category) - income.
 */
export function monthlyInvoice(input: MonthlyInvoiceInput): MonthlyInvoice {
  const billed = input.tasks
    .filter((t) => t.cropYear === input.cropYear && monthOf(t.date) === input.month && !isNonBillable(t.categoryName))
    .sort(byFieldThenDate);

  const sums = Object.fromEntries(TOTAL_KEYS.map((k) => [k, new Dec(0)])) as Record<TotalKey, DecT>;
  const subTotals: Array<{ fieldName: string; sum: DecT }> = [];
  for (const task of billed) {
    const key = totalKeyOf(task);
    sums[key] = sums[key].plus(dec(task.totalCost));
    const last = subTotals.at(-1);
    if (last?.fieldName === task.fieldName) last.sum = last.sum.plus(signedAmount(task));
    else subTotals.push({ fieldName: task.fieldName, sum: signedAmount(task) });
  }
  const billedCosts = TOTAL_KEYS.filter((k) => k !== "totalIncome").reduce((acc, k) => acc.plus(sums[k]), new Dec(0));

  return {
    entityName: input.entityName,
    invoiceDate: input.invoiceDate,
    servicesPeriod: monthPeriod(input.cropYear, input.month),
    cropYear: input.cropYear,
    month: input.month,
    fieldReports: billed.map((t) => ({
      fieldName: t.fieldName,
      accountCode: accountCode(t.categoryName),
      categoryName: t.categoryName ?? "",
      cropType: cropOrNull(input.fieldCrops?.[t.fieldId]) ?? cropOrNull(t.cropType) ?? "",
      taskName: t.name,
      date: t.date,
      totalAmount: toCents(dec(t.totalCost)),
    })),
    subTotals: subTotals.map((s) => ({ fieldName: s.fieldName, subTotal: toCents(s.sum) })),
    totals: {
      invoiceTotal: toCents(billedCosts.minus(sums.totalIncome)),
      ...(Object.fromEntries(TOTAL_KEYS.map((k) => [k, toCents(sums[k])])) as Record<TotalKey, DecimalString>),
    },
  };
}

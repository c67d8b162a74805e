import { Dec, toCents, type Dec as DecT } from "../money";
import { isIncome, taskMoney } from "../task-money";
import { type AccountBook, invoiceAccount } from "../accounting/chart";
import { CATEGORY_NAME } from "../task-categories";
import { compareNames, monthOf, monthPeriod } from "./period";
import { protectantClass, type ProtectantClass } from "./protectants";
import { cropOrNull } from "./task-rules";
import type { DecimalString, ReportTask } from "./types";
import type { MonthlyInvoice } from "./shapes";

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
  /** The entity's chart of accounts: each line's account code. */
  accounts: AccountBook;
}

const TOTAL_KEYS = [
  "totalWater", "totalFertilizer", "totalInsecticide", "totalFungicide", "totalHerbicides",
  "totalSoilAmendment", "totalMachineHire", "totalSeed", "totalOther", "totalIncome",
] as const;
type TotalKey = (typeof TOTAL_KEYS)[number];


/**
 * The invoice's category totals as every format prints them, in each language an invoice is written in (the UI's
 * catalogue reads its names from here too): the spec's eight (spec 001 section 2.1), then Other
 * (protectants-split.md) and Income (a credit). Shown only when not zero: Other and Income.
 */
export const INVOICE_TOTAL_LABELS: ReadonlyArray<readonly [label: Readonly<Record<"en" | "es", string>>, key: TotalKey, always: boolean]> = [
  [{ en: "Insecticide", es: "Insecticida" }, "totalInsecticide", true],
  [{ en: "Machine Hire", es: "Renta de maquinaria" }, "totalMachineHire", true],
  [{ en: "Fertilizer", es: "Fertilizante" }, "totalFertilizer", true],
  [{ en: "Seed", es: "Semilla" }, "totalSeed", true],
  [{ en: "Fungicide", es: "Fungicida" }, "totalFungicide", true],
  [{ en: "Soil Amend", es: "Enmiendas" }, "totalSoilAmendment", true],
  [{ en: "Herbicides", es: "Herbicidas" }, "totalHerbicides", true],
  [{ en: "Water", es: "Agua" }, "totalWater", true],
  [{ en: "Other", es: "Otros" }, "totalOther", false],
  [{ en: "Less Income", es: "Menos ingresos" }, "totalIncome", false],
];

/** Each category total's name in `lang`, by its key. */
export const invoiceTotalNames = (lang: "en" | "es"): Record<TotalKey, string> =>
  Object.fromEntries(INVOICE_TOTAL_LABELS.map(([label, key]) => [key, label[lang]])) as Record<TotalKey, string>;

const CATEGORY_TOTAL: Record<string, TotalKey> = {
  [CATEGORY_NAME.WATER]: "totalWater",
  [CATEGORY_NAME.FERTILIZER]: "totalFertilizer",
  [CATEGORY_NAME.SOIL_AMENDMENT]: "totalSoilAmendment",
  [CATEGORY_NAME.MACHINE_HIRE]: "totalMachineHire",
  [CATEGORY_NAME.SEED]: "totalSeed",
};
const PROTECTANT_TOTAL: Record<ProtectantClass, TotalKey> = {
  insecticide: "totalInsecticide",
  fungicide: "totalFungicide",
  herbicide: "totalHerbicides",
};

function totalKeyOf(task: ReportTask): TotalKey {
  if (isIncome(task)) return "totalIncome";
  if (task.categoryName === CATEGORY_NAME.CROP_PROTECTANTS) return PROTECTANT_TOTAL[protectantClass(task.name, task.notes)];
  return CATEGORY_TOTAL[task.categoryName ?? ""] ?? "totalOther";
}

const byFieldThenDate = (a: ReportTask, b: ReportTask) =>
  compareNames(a.fieldName, b.fieldName) || a.date.localeCompare(b.date) || a.id - b.id;

/**
 * The Invoice Report: tasks of the crop year dated in the month (any calendar year), Water Assessment, Rent and
 * Farm Management left off; invoiceTotal = water + fertilizer + protectants + soil amendment + machine hire + seed
 * (+ any other category) - income.
 */
export function monthlyInvoice(input: MonthlyInvoiceInput): MonthlyInvoice {
  const billed = input.tasks
    .filter((t) => t.cropYear === input.cropYear && monthOf(t.date) === input.month)
    .map((task) => ({ task, amount: taskMoney(task).billable }))
    .filter((l): l is { task: ReportTask; amount: DecT } => l.amount !== null)
    .sort((a, b) => byFieldThenDate(a.task, b.task));

  const sums = Object.fromEntries(TOTAL_KEYS.map((k) => [k, new Dec(0)])) as Record<TotalKey, DecT>;
  const subTotals: Array<{ fieldName: string; sum: DecT }> = [];
  let total: DecT = new Dec(0);
  for (const { task, amount } of billed) {
    const key = totalKeyOf(task);
    sums[key] = sums[key].plus(amount);
    total = total.plus(amount);
    const last = subTotals.at(-1);
    if (last?.fieldName === task.fieldName) last.sum = last.sum.plus(amount);
    else subTotals.push({ fieldName: task.fieldName, sum: amount });
  }

  return {
    entityName: input.entityName,
    invoiceDate: input.invoiceDate,
    servicesPeriod: monthPeriod(input.cropYear, input.month),
    cropYear: input.cropYear,
    month: input.month,
    fieldReports: billed.map(({ task: t, amount }) => ({
      fieldName: t.fieldName,
      accountCode: invoiceAccount(input.accounts, t.categoryId),
      categoryName: t.categoryName ?? "",
      cropType: cropOrNull(input.fieldCrops?.[t.fieldId]) ?? cropOrNull(t.cropType) ?? "",
      taskName: t.name,
      date: t.date,
      kind: isIncome(t) ? "credit" : "charge",
      totalAmount: toCents(amount),
    })),
    subTotals: subTotals.map((s) => ({ fieldName: s.fieldName, subTotal: toCents(s.sum) })),
    totals: {
      invoiceTotal: toCents(total),
      ...(Object.fromEntries(TOTAL_KEYS.map((k) => [k, toCents(sums[k])])) as Record<TotalKey, DecimalString>),
    },
  };
}

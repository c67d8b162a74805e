import { Dec, dec, formatUsd, round, toCents, type Dec as DecT } from "../money";
import { compareNames } from "./period";
import { perAcre, sumTaskMoney, type MoneySums } from "../task-money";
import { largestYield } from "./task-rules";
import type { MaybeDecimal, ReportField, ReportTask } from "./types";
import type { FieldSummary, FieldSummaryRow } from "./shapes";
import { type FieldUnsold, fieldEstimates, NOTHING_HARVESTED } from "../harvest/field-income";

export interface FieldSummaryInput {
  entityName: string;
  cropYear: number;
  /** The entity's fields, crop resolved for the crop year. */
  fields: ReportField[];
  tasks: ReportTask[];
  /** Each field's unsold crop at the mark price (estimated, never income): marked beside the income. */
  unsold?: FieldUnsold[];
}

function figures(c: MoneySums, acres: DecT): FieldSummary["totals"] {
  const net = c.income.minus(c.cost);
  return {
    acres: round(acres, 2),
    income: toCents(c.income),
    costsCultural: toCents(c.cultural),
    costsOther: toCents(c.other),
    costsEquip: toCents(c.equip),
    totalCosts: toCents(c.cost),
    net: toCents(net),
    netPerAcre: perAcre(net, acres),
  };
}

/**
 * Field-by-Field Performance Summary for a harvest year: Cultural, Other (Farm Management, Water Assessment, Rent)
 * and Equip costs per field, Net = income - total costs. Average Net/Acre is the total net over the total acres, so a
 * large field weighs as much as its acres.
 */
export function fieldSummary(input: FieldSummaryInput): FieldSummary {
  const tasks = input.tasks.filter((t) => t.cropYear === input.cropYear);
  const rows = [...input.fields].sort((a, b) => compareNames(a.name, b.name)).map((field): FieldSummaryRow => {
    const own = tasks.filter((t) => t.fieldId === field.id);
    const best = largestYield(own);
    return {
      fieldId: field.id,
      fieldName: field.name,
      cropType: field.cropType,
      yieldPerAcre: best?.amount ?? "0.00",
      yieldUnit: best?.unit ?? null,
      ...figures(sumTaskMoney(own), dec(field.acreage)),
    };
  });

  const fieldIds = new Set(input.fields.map((f) => f.id));
  const acres = input.fields.reduce((acc, f) => acc.plus(dec(f.acreage)), new Dec(0));
  const totals = figures(sumTaskMoney(tasks.filter((t) => fieldIds.has(t.fieldId))), acres);
  return {
    entityName: input.entityName,
    heading: `${input.entityName.toUpperCase()} - FIELD SUMMARY REPORT - HARVEST YEAR ${input.cropYear}`,
    cropYear: input.cropYear,
    rows,
    totals,
    cards: {
      totalFields: rows.length,
      totalAcres: totals.acres,
      totalIncome: totals.income,
      averageNetPerAcre: totals.netPerAcre,
    },
    estimates: fieldEstimates(input.cropYear, tasks, { estimated: input.unsold ?? [], harvested: NOTHING_HARVESTED }, fieldIds),
  };
}

/**
 * The Net column's text: the absolute amount, with " (Loss)" when negative.
 * @example netWithLoss("-1234.5") === "$1,234.50 (Loss)"; netWithLoss("10") === "$10.00"
 */
export function netWithLoss(net: MaybeDecimal): string {
  const cents = dec(net).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  const text = formatUsd(cents.abs());
  return cents.isNegative() && !cents.isZero() ? `${text} (Loss)` : text;
}

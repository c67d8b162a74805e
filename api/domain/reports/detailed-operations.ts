import { Dec, dec, round, toCents, type Dec as DecT } from "../money";
import { type AccountBook, operationsAccount } from "../accounting/chart";
import { compareNames } from "./period";
import { perAcre, sumTaskMoney, taskMoney } from "../task-money";
import type { ReportField, ReportTask } from "./types";
import type { DetailedOperations, OperationLine, PerAcreAmount } from "./shapes";
import { type FieldUnsold, fieldEstimates, NOTHING_HARVESTED } from "../harvest/field-income";

/** "All Fields" in the field selector. */
export const ALL_FIELDS = 0;

/** The record's field line with All Fields: the whole entity's acres are summed, so no one field is named. */
export const ALL_FIELDS_NAME = "All fields";

/** What the accounting record reads of a task: its place, its words and the money columns `taskMoney` takes. */
export type OperationTask = Pick<
  ReportTask,
  "id" | "name" | "fieldId" | "categoryId" | "categoryName" | "isIncomeCategory" | "date" | "cropYear" | "totalCost" | "acresCovered" | "equipmentTotal" | "totalYieldValue"
>;

export interface DetailedOperationsInput {
  entityName: string;
  cropYear: number;
  /** A field id, or ALL_FIELDS. */
  fieldId: number;
  /** The entity's fields, crop resolved for the crop year. */
  fields: ReportField[];
  tasks: OperationTask[];
  /** The entity's chart of accounts: each line's account code. */
  accounts: AccountBook;
  /** Each field's unsold crop at the mark price (estimated, never income): marked beside the income. */
  unsold?: FieldUnsold[];
}

const amount = (total: DecT, acres: DecT): PerAcreAmount => ({ perAcre: perAcre(total, acres), total: toCents(total) });

/** One task's line of the accounting record: its money columns by the one rule, each a total and a per-acre figure. */
export function operationLine(t: OperationTask, accounts: AccountBook): OperationLine {
  const c = taskMoney(t);
  const acres = dec(t.acresCovered);
  return {
    taskId: t.id,
    date: t.date,
    nbi: "B",
    // A settlement share (a "Crop Sales" line, api/domain/harvest/field-income.ts) is crop sales income.
    accountCode: "settlementId" in t ? accounts.yieldIncomeAccount : operationsAccount(accounts, t.categoryId),
    categoryName: t.categoryName ?? "",
    operation: t.name,
    customFarm: amount(c.cultural, acres),
    costsOther: amount(c.other, acres),
    equipRent: amount(c.equip, acres),
    income: amount(c.income, acres),
    cost: amount(c.cost, acres),
  };
}

/**
 * The accounting record with its lines made when asked for: the tasks of the record, in its order, and the line of
 * each (`operationLine`). A PDF of a busy year makes each page's lines as it draws the page instead of holding them
 * all; `detailedOperations` is this record with every line made.
 */
export interface DetailedOperationsRecord extends Omit<DetailedOperations, "lines"> {
  tasks: readonly OperationTask[];
  line: (task: OperationTask) => OperationLine;
}

/** The accounting record of one field (or all fields) for a harvest year, one line per task, made when asked for. */
export function detailedOperationsRecord(input: DetailedOperationsInput): DetailedOperationsRecord {
  const all = input.fieldId === ALL_FIELDS;
  const fields = [...input.fields].sort((a, b) => compareNames(a.name, b.name));
  const shown = all ? undefined : fields.find((f) => f.id === input.fieldId);
  const tasks = input.tasks
    .filter((t) => t.cropYear === input.cropYear && (all || t.fieldId === input.fieldId))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

  const sums = sumTaskMoney(tasks);
  const net = sums.income.minus(sums.cost);
  const acres = all ? fields.reduce((acc, f) => acc.plus(dec(f.acreage)), new Dec(0)) : dec(shown?.acreage);
  return {
    entityName: input.entityName,
    title: `${input.entityName.toUpperCase()} ACCOUNTING RECORD HARVEST YEAR ${input.cropYear}`,
    cropYear: input.cropYear,
    fieldId: input.fieldId,
    summary: all ? allFieldsSummary(input.entityName, fields, acres) : shown
      ? { fieldName: shown.name, farm: input.entityName, crop: shown.cropType?.trim() || "UNKNOWN", acres: round(dec(shown.acreage), 2) }
      : null,
    results: {
      income: toCents(sums.income),
      costsCultural: toCents(sums.cultural),
      costsOther: toCents(sums.other),
      costsEquip: toCents(sums.equip),
      totalCosts: toCents(sums.cost),
      net: toCents(net),
      netPerAcre: perAcre(net, acres),
    },
    tasks,
    line: (task) => operationLine(task, input.accounts),
    cards: {
      totalOperations: tasks.length,
      totalCustomFarm: toCents(sums.cultural),
      totalCostsOther: toCents(sums.other),
      totalIncome: toCents(sums.income),
      netProfit: toCents(net),
    },
    estimates: fieldEstimates(input.cropYear, tasks, { estimated: input.unsold ?? [], harvested: NOTHING_HARVESTED }, new Set(all ? fields.map((f) => f.id) : [input.fieldId])),
  };
}

/**
 * The field line of All Fields: "All fields", the entity, its fields' crops of the year (by name, each once; UNKNOWN
 * when none has one) and their acres together, the acres the results' per-acre figure divides by. Null without fields.
 */
function allFieldsSummary(farm: string, fields: readonly ReportField[], acres: DecT): DetailedOperations["summary"] {
  if (fields.length === 0) return null;
  const crops = [...new Set(fields.map((f) => f.cropType?.trim()).filter((c): c is string => !!c))].sort(compareNames);
  return { fieldName: ALL_FIELDS_NAME, farm, crop: crops.join(", ") || "UNKNOWN", acres: round(acres, 2) };
}

/** The record with every line made, in the answer's order of keys. */
export function withOperationLines({ tasks, line, cards, estimates, ...head }: DetailedOperationsRecord): DetailedOperations {
  return { ...head, lines: tasks.map(line), cards, estimates };
}

/** The accounting record of one field (or all fields) for a harvest year, one line per task. */
export function detailedOperations(input: DetailedOperationsInput): DetailedOperations {
  return withOperationLines(detailedOperationsRecord(input));
}

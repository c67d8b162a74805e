import { toCents } from "../../domain/money";
import type { ReportTask } from "../../domain/reports";
import { taskMoney } from "../../domain/task-money";
import type { CsvTable } from "../../lib/csv";

/** Fields of every entity. */
export const allFieldsCsv = (rows: Array<{ id: number; entityName: string; name: string; acreage: string; cropType: string | null; location: string | null }>): CsvTable => ({
  header: ["Field Id", "Entity", "Field", "Acreage", "Crop Type", "Location"],
  rows: rows.map((f) => [f.id, f.entityName, f.name, f.acreage, f.cropType, f.location]),
});

/**
 * Tasks of every entity, with the stored values and, by the one rule (`taskMoney`), each task's Cost and Income:
 * those two columns sum to the reports' figures, where Total Cost would add an income task's amount as a cost.
 */
export const allTasksCsv = (rows: Array<ReportTask & { entityName: string }>): CsvTable => ({
  header: ["Task Id", "Date", "Crop Year", "Entity", "Field", "Category", "Task", "Acres Covered", "Cost/Acre", "Total Cost", "Equipment Total", "Kind", "Cost", "Income"],
  rows: rows.map((t) => {
    const m = taskMoney(t);
    return [t.id, t.date, t.cropYear, t.entityName, t.fieldName, t.categoryName, t.name, t.acresCovered, t.costPerAcre, t.totalCost, t.equipmentTotal, m.kind, toCents(m.cost), toCents(m.income)];
  }),
});

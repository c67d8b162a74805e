import type { EquipmentInvoice, EquipmentSummary, MonthlyInvoice } from "../../../domain/reports";
import type { CsvTable } from "../../../lib/csv";

/** One row per invoice line, as printed; income lines (account 9000) are the ones the totals subtract. */
export const monthlyInvoiceCsv = (invoice: MonthlyInvoice): CsvTable => ({
  header: ["Field", "Account", "Category", "Crop Type", "Task Description", "Date", "Total Amount"],
  rows: invoice.fieldReports.map((l) => [l.fieldName, l.accountCode, l.categoryName, l.cropType, l.taskName, l.date, l.totalAmount]),
});

/** One row per rental line; the Total column sums to the invoice's total equipment rental charges. */
export const equipmentInvoiceCsv = (invoice: EquipmentInvoice): CsvTable => ({
  header: ["Date", "Customer", "Field", "Operation/Task", "Equipment", "Acres", "Rate per Acre", "Total"],
  rows: invoice.lines.map((l) => [l.date, invoice.customerName, l.fieldName, l.taskName, l.equipmentDescription, l.acres, l.costPerAcre, l.totalCost]),
});

/** One row per rental task of the month, entity by entity. */
export const equipmentSummaryCsv = (summary: EquipmentSummary): CsvTable => ({
  header: ["Entity", "Date", "Field", "Task", "Equipment", "Equipment Total"],
  rows: summary.entities.flatMap((e) => e.tasks.map((t) => [e.entityName, t.date, t.fieldName, t.name, t.equipmentDescription, t.equipmentTotal])),
});

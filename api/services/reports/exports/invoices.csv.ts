import { INVOICE_TOTAL_LABELS, type EquipmentInvoice, type EquipmentSummary, type MonthlyInvoice } from "../../../domain/reports";
import type { CsvTable } from "../../../lib/csv";

/**
 * The invoice as a spreadsheet reads it: a Row Kind column tells the lines (charge, credit) from the sub-total,
 * category total and total rows. The Amount of the charge and credit rows sums to the invoice total (credits are
 * negative), and so do the sub-totals and the category totals, each on their own.
 */
export function monthlyInvoiceCsv(invoice: MonthlyInvoice): CsvTable {
  const rows: CsvTable["rows"] = [];
  let group = 0;
  invoice.fieldReports.forEach((l, i) => {
    rows.push([l.kind, l.fieldName, l.accountCode, l.categoryName, l.cropType, l.taskName, l.date, l.totalAmount]);
    if (invoice.fieldReports[i + 1]?.fieldName === l.fieldName) return;
    rows.push(["subtotal", l.fieldName, "", "", "", `SUB-TOTAL FOR ${l.fieldName}`, "", invoice.subTotals[group++]?.subTotal]);
  });
  for (const [label, key] of INVOICE_TOTAL_LABELS) rows.push(["category total", "", "", label, "", "", "", invoice.totals[key]]);
  rows.push(["total", "", "", "", "", "INVOICE TOTAL", "", invoice.totals.invoiceTotal]);
  return { header: ["Row Kind", "Field", "Account", "Category", "Crop Type", "Task Description", "Date", "Amount"], rows };
}

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

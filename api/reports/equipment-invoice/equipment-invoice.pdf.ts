import { formatUsd } from "../../domain/money";
import { formatUsDate, MONTH_NAMES, monthLabel, type EquipmentInvoice } from "../../domain/reports";
import { col, HEADER_PAIRS, keep, lazyRows, note, pairs, row, space, table, text, title } from "../../pdf/blocks";
import type { PdfReport } from "../../pdf/model";
import { PAYMENT_TERMS } from "../monthly-invoice/monthly-invoice.pdf";

export const EQUIPMENT_COMPANY = "Stone Equipment Company";
export const RENTAL_NOTE = "Equipment rental charges for agricultural operations as specified above.";
const EXCLUDED_NOTE = "Water Assessment, Rent and Farm Management tasks are excluded as non-billable.";

const COLUMNS = [
  col("DATE", 0.9),
  col("FIELD", 2),
  col("OPERATION/TASK", 2),
  col("EQUIPMENT", 1.8),
  col("ACRES", 0.8, "right"),
  col("RATE PER ACRE", 1, "right"),
  col("TOTAL", 1.1, "right"),
];

/** The equipment company's monthly rental invoice, or its empty state with the counts that explain it. */
export function equipmentInvoicePdf(invoice: EquipmentInvoice): PdfReport {
  const period = monthLabel(invoice.cropYear, invoice.month);
  const heading = `${EQUIPMENT_COMPANY} - Equipment Rental Invoice - ${invoice.customerName} - ${period}`;
  const body = invoice.lines.length
    ? [
        table(COLUMNS, lazyRows(invoice.lines, (l) => row([formatUsDate(l.date), l.fieldName, l.taskName, l.equipmentDescription, l.acres, formatUsd(l.costPerAcre), formatUsd(l.totalCost)]))),
        keep(
          pairs([
            ["Total Acres Serviced", invoice.summary.totalAcres],
            ["Total Equipment Rental Charges", formatUsd(invoice.summary.totalEquipmentCost)],
          ], { fontSize: 10 }),
          space(6),
          text(PAYMENT_TERMS, { bold: true }),
          note(RENTAL_NOTE),
        ),
      ]
    : [
        space(12),
        text(`No billable equipment rental charges found for ${period} (Crop Year ${invoice.cropYear})`, { align: "center", size: 10 }),
        space(6),
        pairs([
          [`Total tasks for crop year ${invoice.cropYear}`, String(invoice.counts.cropYearTasks)],
          ["Billable equipment tasks", String(invoice.counts.billableTasks)],
          ["Total charges", formatUsd(invoice.summary.totalEquipmentCost)],
          ["Selected month", MONTH_NAMES[invoice.month - 1] ?? String(invoice.month)],
          ["Selected crop year", String(invoice.cropYear)],
        ], HEADER_PAIRS),
        note(EXCLUDED_NOTE),
      ];
  return {
    title: `${EQUIPMENT_COMPANY} Invoice - ${invoice.customerName} - ${period}`,
    orientation: "portrait",
    runningHead: heading,
    footer: heading,
    blocks: [
      title(EQUIPMENT_COMPANY.toUpperCase(), 16),
      title("Equipment Rental Invoice", 12),
      space(6),
      pairs([
        ["Customer", invoice.customerName],
        ["Billing Period", `${formatUsDate(invoice.billingPeriod.from)} - ${formatUsDate(invoice.billingPeriod.to)}`],
        ["Invoice Date", formatUsDate(invoice.invoiceDate)],
        ["Crop Year", String(invoice.cropYear)],
      ], HEADER_PAIRS),
      space(8),
      ...body,
    ],
  };
}

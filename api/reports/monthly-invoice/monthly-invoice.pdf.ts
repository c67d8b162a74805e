import { formatUsdParens as formatUsd } from "../../domain/money";
import { formatUsDate, INVOICE_TOTAL_LABELS, monthLabel, type MonthlyInvoice } from "../../domain/reports";
import { col, HEADER_PAIRS, keep, note, pairs, row, space, table, text, title } from "../../pdf/blocks";
import type { PdfReport, Row } from "../../pdf/model";

export const NON_BILLABLE_NOTE = "Note: Water Assessment, Rent, and Farm Management are excluded as non-billable items";
export const PAYMENT_TERMS = "Payment Terms: Net 30 days";

const COLUMNS = [
  col("ACCOUNT", 2.3),
  col("FIELD", 1.6),
  col("CROP TYPE", 1.2),
  col("TASK DESCRIPTION", 2.6),
  col("DATE", 0.9),
  col("TOTAL AMT", 1.2, "right"),
];

/** Lines grouped by field, each group closed by its SUB-TOTAL FOR row. */
function lineRows(invoice: MonthlyInvoice): Row[] {
  const rows: Row[] = [];
  let group = 0;
  invoice.fieldReports.forEach((line, i) => {
    rows.push(row([`${line.accountCode} ${line.categoryName.toUpperCase()}`, line.fieldName, line.cropType, line.taskName, formatUsDate(line.date), formatUsd(line.totalAmount)]));
    if (invoice.fieldReports[i + 1]?.fieldName === line.fieldName) return;
    const sub = invoice.subTotals[group++];
    rows.push(row(["", "", "", `SUB-TOTAL FOR ${line.fieldName}`, "", formatUsd(sub?.subTotal)], { bold: true, rule: true }));
  });
  return rows;
}

/** The Invoice Report as a document a farm can mail: header, lines by field, totals and payment terms; credits in parentheses. */
export function monthlyInvoicePdf(invoice: MonthlyInvoice): PdfReport {
  const period = monthLabel(invoice.cropYear, invoice.month);
  const heading = `${invoice.entityName.toUpperCase()} - Invoice ${period} (Crop Year ${invoice.cropYear})`;
  const t = invoice.totals;
  const totals = INVOICE_TOTAL_LABELS.filter(([, key, always]) => always || t[key] !== "0.00").map(([label, key]): [string, string] => [label, formatUsd(t[key])]);
  const body = invoice.fieldReports.length
    ? [
        table(COLUMNS, lineRows(invoice)),
        keep(
          pairs([["INVOICE TOTAL", formatUsd(t.invoiceTotal)]], { fontSize: 10 }),
          pairs(totals, { perRow: 2 }),
          space(6),
          text(PAYMENT_TERMS, { bold: true }),
        ),
      ]
    : [space(12), text(`No billable tasks found for ${period} (Crop Year ${invoice.cropYear})`, { align: "center", size: 10 }), note(NON_BILLABLE_NOTE, "center")];
  return {
    title: `${invoice.entityName} - Invoice ${period}`,
    orientation: "portrait",
    runningHead: heading,
    footer: heading,
    blocks: [
      title(invoice.entityName.toUpperCase(), 16),
      title("PARTNERSHIP", 11),
      space(6),
      pairs([
        ["Invoice Date", formatUsDate(invoice.invoiceDate)],
        ["Services Period", `${formatUsDate(invoice.servicesPeriod.from)} - ${formatUsDate(invoice.servicesPeriod.to)}`],
        ["Crop Year", String(invoice.cropYear)],
      ], HEADER_PAIRS),
      space(8),
      ...body,
    ],
  };
}

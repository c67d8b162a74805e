import { formatUsdParens as formatUsd } from "../../domain/money";
import { categoryText, type Lang } from "../../domain/reference-names";
import { dateText, INVOICE_TOTAL_LABELS, invoiceTotalNames, monthText, type MonthlyInvoice } from "../../domain/reports";
import { col, HEADER_PAIRS, keep, note, pairs, row, space, table, text, title } from "../../pdf/blocks";
import type { PdfReport, Row } from "../../pdf/model";

type TotalKey = (typeof INVOICE_TOTAL_LABELS)[number][1];
type RowKind = "charge" | "credit" | "subtotal" | "category total" | "total";

/** The invoice's own words in each language an entity may write its invoices in (its invoice language). */
export const INVOICE_TEXTS: Record<Lang, {
  columns: [string, string, string, string, string, string];
  subTotalFor: (field: string) => string;
  invoiceTotal: string;
  totals: Record<TotalKey, string>;
  /** The CSV's Row Kind values. */
  kinds: Record<RowKind, string>;
  invoice: string;
  cropYear: (year: number) => string;
  partnership: string;
  invoiceDate: string;
  servicesPeriod: string;
  cropYearLabel: string;
  paymentTerms: string;
  none: (period: string, year: number) => string;
  nonBillable: string;
}> = {
  en: {
    columns: ["ACCOUNT", "FIELD", "CROP TYPE", "TASK DESCRIPTION", "DATE", "TOTAL AMT"],
    subTotalFor: (field) => `SUB-TOTAL FOR ${field}`,
    invoiceTotal: "INVOICE TOTAL",
    totals: invoiceTotalNames("en"),
    kinds: { charge: "charge", credit: "credit", subtotal: "subtotal", "category total": "category total", total: "total" },
    invoice: "Invoice",
    cropYear: (year) => `Crop Year ${year}`,
    partnership: "PARTNERSHIP",
    invoiceDate: "Invoice Date",
    servicesPeriod: "Services Period",
    cropYearLabel: "Crop Year",
    paymentTerms: "Payment Terms: Net 30 days",
    none: (period, year) => `No billable tasks found for ${period} (Crop Year ${year})`,
    nonBillable: "Note: Water Assessment, Rent, and Farm Management are excluded as non-billable items",
  },
  es: {
    columns: ["CUENTA", "CAMPO", "CULTIVO", "DESCRIPCIÓN DEL TRABAJO", "FECHA", "IMPORTE TOTAL"],
    subTotalFor: (field) => `SUBTOTAL DE ${field}`,
    invoiceTotal: "TOTAL DE LA FACTURA",
    totals: invoiceTotalNames("es"),
    kinds: { charge: "cargo", credit: "crédito", subtotal: "subtotal", "category total": "total por categoría", total: "total" },
    invoice: "Factura",
    cropYear: (year) => `Año de cosecha ${year}`,
    partnership: "SOCIEDAD",
    invoiceDate: "Fecha de factura",
    servicesPeriod: "Periodo de servicios",
    cropYearLabel: "Año de cosecha",
    paymentTerms: "Condiciones de pago: neto a 30 días",
    none: (period, year) => `No se encontraron trabajos facturables para ${period} (año de cosecha ${year})`,
    nonBillable: "Nota: la cuota de agua, la renta y la administración de la finca no se facturan",
  },
};

const WEIGHTS = [2.3, 1.6, 1.2, 2.6, 0.9, 1.2];

/** Lines grouped by field, each group closed by its SUB-TOTAL FOR row. */
function lineRows(invoice: MonthlyInvoice, lang: Lang): Row[] {
  const w = INVOICE_TEXTS[lang];
  const rows: Row[] = [];
  let group = 0;
  invoice.fieldReports.forEach((line, i) => {
    rows.push(row([`${line.accountCode} ${categoryText(line.categoryName, lang).toUpperCase()}`, line.fieldName, line.cropType, line.taskName, dateText(line.date, lang), formatUsd(line.totalAmount)]));
    if (invoice.fieldReports[i + 1]?.fieldName === line.fieldName) return;
    const sub = invoice.subTotals[group++];
    rows.push(row(["", "", "", w.subTotalFor(line.fieldName), "", formatUsd(sub?.subTotal)], { bold: true, rule: true }));
  });
  return rows;
}

/**
 * The Invoice Report as a document a farm can mail, in the entity's invoice language: header, lines by field,
 * totals and payment terms; credits in parentheses.
 */
export function monthlyInvoicePdf(invoice: MonthlyInvoice, lang: Lang = "en"): PdfReport {
  const w = INVOICE_TEXTS[lang];
  const period = monthText(invoice.cropYear, invoice.month, lang);
  const heading = `${invoice.entityName.toUpperCase()} - ${w.invoice} ${period} (${w.cropYear(invoice.cropYear)})`;
  const t = invoice.totals;
  const totals = INVOICE_TOTAL_LABELS.filter(([, key, always]) => always || t[key] !== "0.00").map(([, key]): [string, string] => [w.totals[key], formatUsd(t[key])]);
  const columns = w.columns.map((heading, i) => col(heading, WEIGHTS[i]!, i === 5 ? "right" : "left"));
  const body = invoice.fieldReports.length
    ? [
        table(columns, lineRows(invoice, lang)),
        keep(
          pairs([[w.invoiceTotal, formatUsd(t.invoiceTotal)]], { fontSize: 10 }),
          pairs(totals, { perRow: 2 }),
          space(6),
          text(w.paymentTerms, { bold: true }),
        ),
      ]
    : [space(12), text(w.none(period, invoice.cropYear), { align: "center", size: 10 }), note(w.nonBillable, "center")];
  return {
    title: `${invoice.entityName} - ${w.invoice} ${period}`,
    orientation: "portrait",
    runningHead: heading,
    footer: heading,
    blocks: [
      title(invoice.entityName.toUpperCase(), 16),
      title(w.partnership, 11),
      space(6),
      pairs([
        [w.invoiceDate, dateText(invoice.invoiceDate, lang)],
        [w.servicesPeriod, `${dateText(invoice.servicesPeriod.from, lang)} - ${dateText(invoice.servicesPeriod.to, lang)}`],
        [w.cropYearLabel, String(invoice.cropYear)],
      ], HEADER_PAIRS),
      space(8),
      ...body,
    ],
  };
}

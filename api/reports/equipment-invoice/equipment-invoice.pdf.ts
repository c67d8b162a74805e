import { formatUsd } from "../../domain/money";
import type { Lang } from "../../domain/reference-names";
import { ALL_ENTITIES_CUSTOMER, dateText, monthNameText, monthText, type EquipmentInvoice } from "../../domain/reports";
import { col, HEADER_PAIRS, keep, lazyRows, note, pairs, row, space, table, text, title } from "../../pdf/blocks";
import type { PdfReport } from "../../pdf/model";
import { INVOICE_TEXTS } from "../monthly-invoice/monthly-invoice.pdf";

export const EQUIPMENT_COMPANY = "Stone Equipment Company";

/** The invoice's own words in each language an entity may write its invoices in (its invoice language). */
const TEXTS: Record<Lang, {
  columns: [string, string, string, string, string, string, string];
  invoice: string;
  rentalInvoice: string;
  customer: string;
  allEntities: string;
  billingPeriod: string;
  invoiceDate: string;
  cropYear: string;
  totalAcres: string;
  totalCharges: string;
  rentalNote: string;
  none: (period: string, year: number) => string;
  yearTasks: (year: number) => string;
  billableTasks: string;
  charges: string;
  month: string;
  year: string;
  excluded: string;
}> = {
  en: {
    columns: ["DATE", "FIELD", "OPERATION/TASK", "EQUIPMENT", "ACRES", "RATE PER ACRE", "TOTAL"],
    invoice: "Invoice",
    rentalInvoice: "Equipment Rental Invoice",
    customer: "Customer",
    allEntities: ALL_ENTITIES_CUSTOMER,
    billingPeriod: "Billing Period",
    invoiceDate: "Invoice Date",
    cropYear: "Crop Year",
    totalAcres: "Total Acres Serviced",
    totalCharges: "Total Equipment Rental Charges",
    rentalNote: "Equipment rental charges for agricultural operations as specified above.",
    none: (period, year) => `No billable equipment rental charges found for ${period} (Crop Year ${year})`,
    yearTasks: (year) => `Total tasks for crop year ${year}`,
    billableTasks: "Billable equipment tasks",
    charges: "Total charges",
    month: "Selected month",
    year: "Selected crop year",
    excluded: "Water Assessment, Rent and Farm Management tasks are excluded as non-billable.",
  },
  es: {
    columns: ["FECHA", "CAMPO", "OPERACIÓN/TRABAJO", "EQUIPO", "ACRES", "TARIFA POR ACRE", "TOTAL"],
    invoice: "Factura",
    rentalInvoice: "Factura de renta de equipo",
    customer: "Cliente",
    allEntities: "TODAS LAS ENTIDADES",
    billingPeriod: "Periodo de facturación",
    invoiceDate: "Fecha de factura",
    cropYear: "Año de cosecha",
    totalAcres: "Total de acres atendidos",
    totalCharges: "Total de cargos por renta de equipo",
    rentalNote: "Cargos por renta de equipo para las operaciones agrícolas detalladas arriba.",
    none: (period, year) => `No se encontraron cargos facturables por renta de equipo para ${period} (año de cosecha ${year})`,
    yearTasks: (year) => `Total de trabajos del año de cosecha ${year}`,
    billableTasks: "Trabajos de equipo facturables",
    charges: "Total de cargos",
    month: "Mes elegido",
    year: "Año de cosecha elegido",
    excluded: "Los trabajos de cuota de agua, renta y administración de la finca no se facturan.",
  },
};

/** The invoice's customer as its files name it: an entity's name, or All Entities in the file's language. */
export const customerText = (customerName: string, lang: Lang) => (customerName === ALL_ENTITIES_CUSTOMER ? TEXTS[lang].allEntities : customerName);

const WEIGHTS = [0.9, 2, 2, 1.8, 0.8, 1, 1.1];

/** The equipment company's monthly rental invoice, or its empty state with the counts that explain it, in `lang`. */
export function equipmentInvoicePdf(invoice: EquipmentInvoice, lang: Lang = "en"): PdfReport {
  const w = TEXTS[lang];
  const period = monthText(invoice.cropYear, invoice.month, lang);
  const customer = customerText(invoice.customerName, lang);
  const heading = `${EQUIPMENT_COMPANY} - ${w.rentalInvoice} - ${customer} - ${period}`;
  const columns = w.columns.map((h, i) => col(h, WEIGHTS[i]!, i >= 4 ? "right" : "left"));
  const body = invoice.lines.length
    ? [
        table(columns, lazyRows(invoice.lines, (l) => row([dateText(l.date, lang), l.fieldName, l.taskName, l.equipmentDescription, l.acres, formatUsd(l.costPerAcre), formatUsd(l.totalCost)]))),
        keep(
          pairs([
            [w.totalAcres, invoice.summary.totalAcres],
            [w.totalCharges, formatUsd(invoice.summary.totalEquipmentCost)],
          ], { fontSize: 10 }),
          space(6),
          text(INVOICE_TEXTS[lang].paymentTerms, { bold: true }),
          note(w.rentalNote),
        ),
      ]
    : [
        space(12),
        text(w.none(period, invoice.cropYear), { align: "center", size: 10 }),
        space(6),
        pairs([
          [w.yearTasks(invoice.cropYear), String(invoice.counts.cropYearTasks)],
          [w.billableTasks, String(invoice.counts.billableTasks)],
          [w.charges, formatUsd(invoice.summary.totalEquipmentCost)],
          [w.month, monthNameText(invoice.month, lang)],
          [w.year, String(invoice.cropYear)],
        ], HEADER_PAIRS),
        note(w.excluded),
      ];
  return {
    title: `${EQUIPMENT_COMPANY} ${w.invoice} - ${customer} - ${period}`,
    orientation: "portrait",
    runningHead: heading,
    footer: heading,
    blocks: [
      title(EQUIPMENT_COMPANY.toUpperCase(), 16),
      title(w.rentalInvoice, 12),
      space(6),
      pairs([
        [w.customer, customer],
        [w.billingPeriod, `${dateText(invoice.billingPeriod.from, lang)} - ${dateText(invoice.billingPeriod.to, lang)}`],
        [w.invoiceDate, dateText(invoice.invoiceDate, lang)],
        [w.cropYear, String(invoice.cropYear)],
      ], HEADER_PAIRS),
      space(8),
      ...body,
    ],
  };
}

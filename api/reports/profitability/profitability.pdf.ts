import { formatUsd, formatUsdParens } from "../../domain/money";
import { categoryText, type Lang, unitText } from "../../domain/reference-names";
import { dateText, MONTH_NAMES, monthNameText } from "../../domain/reports";
import type { FieldReport } from "../field-report.service";
import { acres1, col, HEADER_PAIRS, pairs, row, space, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport } from "../../pdf/model";
import { estimateBlocks } from "../income-estimates.pdf";

/** The PDF's own words in each language a report file is written in. */
const TEXTS: Record<Lang, {
  month: (month: number) => string; allMonths: string; cropYear: (year: number) => string; allCropYears: string; fieldReport: string; noCrop: string;
  header: [string, string, string, string]; acres: string; yieldAnalysis: string; yieldColumns: string[]; noYield: string;
  operatingCosts: string; costColumns: string[]; noCosts: string; summary: string; perUnit: string;
  summaryLines: [string, string, string, string, string, string, string, string, string];
}> = {
  en: {
    month: (m) => MONTH_NAMES[m - 1] ?? "", allMonths: "All months", cropYear: (y) => `Crop Year ${y}`, allCropYears: "All crop years",
    fieldReport: "Field Report", noCrop: "No crop", header: ["Field Size", "Total Yield Income", "Equipment Rental", "Net Field Profit"], acres: "acres",
    yieldAnalysis: "Yield Analysis", yieldColumns: ["Date", "Task", "Yield/Acre", "Unit", "Total Units", "Income"], noYield: "No yield recorded.",
    operatingCosts: "Operating Costs", costColumns: ["Date", "Task", "Category", "Total Cost", "Equipment"], noCosts: "No operating costs recorded.",
    summary: "Profitability Summary", perUnit: "per unit",
    summaryLines: ["Revenue per Acre", "Costs per Acre", "Equipment Rental per Acre", "Net Profit per Acre", "Profit Margin", "Return on Investment", "Break-even Price", "Owed to Landlords", "Operator Net"],
  },
  es: {
    // "marzo": the month in the reader's locale.
    month: (m) => monthNameText(m, "es"),
    allMonths: "Todos los meses", cropYear: (y) => `Año de cosecha ${y}`, allCropYears: "Todos los años de cosecha",
    fieldReport: "Informe del campo", noCrop: "Sin cultivo", header: ["Tamaño del campo", "Ingreso total por rendimiento", "Renta de equipo", "Ganancia neta del campo"], acres: "acres",
    yieldAnalysis: "Análisis de rendimiento", yieldColumns: ["Fecha", "Tarea", "Rend./acre", "Unidad", "Unidades totales", "Ingresos"], noYield: "No hay rendimiento registrado.",
    operatingCosts: "Costos de operación", costColumns: ["Fecha", "Tarea", "Categoría", "Costo total", "Equipo"], noCosts: "No hay costos de operación registrados.",
    summary: "Resumen de rentabilidad", perUnit: "por unidad",
    summaryLines: ["Ingresos por acre", "Costos por acre", "Renta de equipo por acre", "Ganancia neta por acre", "Margen de ganancia", "Retorno de la inversión", "Precio de equilibrio", "Adeudado a arrendadores", "Neto del operador"],
  },
};

const YIELD_WEIGHTS = [1, 2.4, 1, 0.9, 1.1, 1.2];
const COST_WEIGHTS = [1, 2.4, 1.6, 1.2, 1.2];
const columnsOf = (heads: string[], weights: number[], rightFrom: number[]) => heads.map((h, i) => col(h, weights[i]!, rightFrom.includes(i) ? "right" : "left"));

/** The field report: the four header figures, yield analysis, operating costs and the profitability summary, in `lang`. */
export function fieldReportPdf(report: FieldReport, lang: Lang = "en"): PdfReport {
  const w = TEXTS[lang];
  const s = w.summaryLines;
  const when = [report.month ? w.month(report.month) : w.allMonths, report.cropYear ? w.cropYear(report.cropYear) : w.allCropYears].join(" - ");
  const heading = `${report.fieldName} (${report.entityName}) - ${w.fieldReport} - ${when}`;
  const t = report.totals;
  const p = report.perAcre;
  return headedReport(heading, "portrait", [
    title(`${report.fieldName} - ${w.fieldReport}`, 14),
    text(`${report.entityName} - ${report.cropType ?? w.noCrop} - ${when}`, { align: "center", size: 10 }),
    space(6),
    pairs([
      [w.header[0], `${acres1(report.fieldSize)} ${w.acres}`],
      [w.header[1], formatUsd(t.revenue)],
      [w.header[2], formatUsd(t.equipmentRental)],
      [w.header[3], formatUsdParens(t.netProfit)],
    ], { perRow: 2 }),
    space(6),
    text(w.yieldAnalysis, { bold: true, size: 10 }),
    table(
      columnsOf(w.yieldColumns, YIELD_WEIGHTS, [2, 4, 5]),
      report.yieldAnalysis.length
        ? report.yieldAnalysis.map((y) => row([dateText(y.date, lang), y.taskName, y.yieldAmount, y.yieldUnit ? unitText(y.yieldUnit, lang) : "", y.totalUnits, formatUsd(y.income)]))
        : [{ span: w.noYield, align: "center" }],
    ),
    text(w.operatingCosts, { bold: true, size: 10 }),
    table(
      columnsOf(w.costColumns, COST_WEIGHTS, [3, 4]),
      report.operatingCosts.length
        ? report.operatingCosts.map((o) => row([dateText(o.date, lang), o.taskName, categoryText(o.categoryName, lang), formatUsd(o.totalCost), formatUsd(o.equipmentTotal)]))
        : [{ span: w.noCosts, align: "center" }],
    ),
    text(w.summary, { bold: true, size: 10 }),
    pairs([
      [s[0], formatUsd(p.revenue)],
      [s[1], formatUsd(p.costs)],
      [s[2], formatUsd(p.equipmentRental)],
      [s[3], formatUsdParens(p.netProfit)],
      [s[4], `${report.profitMargin}%`],
      [s[5], `${report.returnOnInvestment}%`],
      [s[6], report.breakEvenPrice === "N/A" ? "N/A" : `${formatUsd(report.breakEvenPrice)} ${w.perUnit}`],
      ...(report.operatorNet !== undefined
        ? ([[s[7], formatUsd(report.landlordsOwed)], [s[8], formatUsdParens(report.operatorNet)]] as Array<[string, string]>)
        : []),
    ], HEADER_PAIRS),
    ...estimateBlocks(report.estimates, new Map([[report.fieldId, report.fieldName]]), lang),
  ]);
}

import { formatUsd } from "../../domain/money";
import { netWithLoss, type FieldSummary } from "../../domain/reports";
import { acres1, col, pairs, row, signed, space, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport } from "../../pdf/model";
import { type Lang, unitText } from "../../domain/reference-names";
import { estimateBlocks } from "../income-estimates.pdf";

const WEIGHTS = [1.8, 0.7, 1.2, 1, 1.1, 1.1, 1.1, 1.1, 1.1, 1.4, 0.9];

/** The PDF's own words in each language a report file is written in. */
const TEXTS: Record<Lang, {
  columns: string[]; heading: (entity: string, year: number) => string; performance: string; totals: string; noData: (year: number) => string;
  cards: { fields: string; acres: string; income: string; averageNet: string; owed: string; operatorNet: string };
}> = {
  en: {
    columns: ["Field Name", "Acres", "Crop Type", "Yield/Acre", "Income", "Costs Cultural", "Costs Other", "Costs Equip", "Total Costs", "Net", "Net/Acre"],
    heading: (entity, year) => `${entity.toUpperCase()} - FIELD SUMMARY REPORT - HARVEST YEAR ${year}`,
    performance: "Field-by-Field Performance Summary", totals: "TOTALS", noData: (year) => `No field data available for ${year}`,
    cards: { fields: "Total Fields", acres: "Total Acres", income: "Total Income", averageNet: "Average Net/Acre", owed: "Owed to Landlords", operatorNet: "Operator Net" },
  },
  es: {
    columns: ["Campo", "Acres", "Cultivo", "Rend./acre", "Ingresos", "Costos culturales", "Otros costos", "Costos de equipo", "Costos totales", "Neto", "Neto/acre"],
    heading: (entity, year) => `${entity.toUpperCase()} - RESUMEN POR CAMPO - AÑO DE COSECHA ${year}`,
    performance: "Resultados campo por campo", totals: "TOTALES", noData: (year) => `No hay datos de campos para ${year}`,
    cards: { fields: "Campos", acres: "Acres totales", income: "Ingresos totales", averageNet: "Neto promedio/acre", owed: "Adeudado a arrendadores", operatorNet: "Neto del operador" },
  },
};

/** The field summary, landscape as the screen prints it, in `lang`. */
export function fieldSummaryPdf(report: FieldSummary, lang: Lang = "en"): PdfReport {
  const t = report.totals;
  const w = TEXTS[lang];
  const columns = w.columns.map((h, i) => col(h, WEIGHTS[i]!, i === 0 || i === 2 ? "left" : "right"));
  const heading = w.heading(report.entityName, report.cropYear);
  const body = report.rows.length
    ? [
        text(w.performance, { bold: true, size: 10 }),
        table(columns, [
          ...report.rows.map((r) => row([
            r.fieldName, acres1(r.acres), r.cropType ?? "", r.yieldUnit ? `${r.yieldPerAcre} ${unitText(r.yieldUnit, lang)}` : r.yieldPerAcre,
            formatUsd(r.income), formatUsd(r.costsCultural), formatUsd(r.costsOther), formatUsd(r.costsEquip), formatUsd(r.totalCosts),
            signed(r.net, netWithLoss(r.net)), signed(r.netPerAcre, formatUsd(r.netPerAcre)),
          ])),
          row([
            w.totals, acres1(t.acres), "", "", formatUsd(t.income), formatUsd(t.costsCultural), formatUsd(t.costsOther), formatUsd(t.costsEquip),
            formatUsd(t.totalCosts), signed(t.net, netWithLoss(t.net)), signed(t.netPerAcre, formatUsd(t.netPerAcre)),
          ], { bold: true, rule: true }),
        ]),
      ]
    : [space(12), text(w.noData(report.cropYear), { align: "center", size: 10 })];
  return headedReport(heading, "landscape", [
    title(heading, 13),
    space(6),
    ...body,
    pairs([
      [w.cards.fields, String(report.cards.totalFields)],
      [w.cards.acres, acres1(report.cards.totalAcres)],
      [w.cards.income, formatUsd(report.cards.totalIncome)],
      [w.cards.averageNet, formatUsd(report.cards.averageNetPerAcre)],
      // A farm with leases in the year: what they owe the landlords and the net left to the operator.
      ...(t.operatorNet !== undefined
        ? ([[w.cards.owed, formatUsd(t.landlordsOwed)], [w.cards.operatorNet, formatUsd(t.operatorNet)]] as Array<[string, string]>)
        : []),
    ], { perRow: 2 }),
    ...estimateBlocks(report.estimates, new Map(report.rows.map((r) => [r.fieldId, r.fieldName])), lang),
  ]);
}

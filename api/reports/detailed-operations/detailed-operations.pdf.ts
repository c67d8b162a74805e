import { formatUsd, formatUsdParens } from "../../domain/money";
import { dateText, type DetailedOperationsRecord, type OperationLine } from "../../domain/reports";
import { col, HEADER_PAIRS, lazyRows, pairs, row, space, table, text, title } from "../../pdf/blocks";
import type { PdfReport } from "../../pdf/model";
import type { Lang } from "../../domain/reference-names";
import { ALL_FIELDS_NAME } from "../../domain/reports/detailed-operations";

const WEIGHTS = [0.9, 0.5, 0.95, 2.05, 0.85, 1, 0.85, 1, 0.85, 1, 0.85, 1, 0.85, 1];

/** The PDF's own words in each language a report file is written in. */
const TEXTS: Record<Lang, {
  locale: string; title: (entity: string, year: number) => string; printed: string; columns: string[]; results: string[]; cultural: string;
  field: string; farm: string; crop: string; acres: string; allFields: string; unknown: string; noFields: string; noOperations: (year: number) => string; cards: string[];
}> = {
  en: {
    locale: "en-US", title: (entity, year) => `${entity.toUpperCase()} ACCOUNTING RECORD HARVEST YEAR ${year}`, printed: "Printed",
    columns: ["DATE", "N/B/I", "ACCOUNT", "OPERATION PERFORMED", "CUSTOM FARM /AC", "CUSTOM FARM TOTAL", "COSTS OTHER /AC", "COSTS OTHER TOTAL",
      "EQUIP RENT /AC", "EQUIP RENT TOTAL", "INCOME /AC", "INCOME TOTAL", "COST /AC", "COST TOTAL"],
    results: ["INCOME", "COSTS CULTURAL", "COSTS OTHER", "COSTS EQUIP", "TOTAL COSTS", "NET", "NET/ACRE"], cultural: "CULTURAL COSTS",
    field: "Field", farm: "Farm", crop: "Crop", acres: "Acres", allFields: ALL_FIELDS_NAME, unknown: "UNKNOWN", noFields: "This entity has no fields.",
    noOperations: (year) => `No operations recorded for harvest year ${year}.`,
    cards: ["Total Operations", "Total Custom Farm", "Total Costs Other (Farm Mgmt, Water Assessment, Rent)", "Total Income", "Net Profit"],
  },
  es: {
    locale: "es-US", title: (entity, year) => `${entity.toUpperCase()} REGISTRO CONTABLE AÑO DE COSECHA ${year}`, printed: "Impreso",
    columns: ["FECHA", "N/B/I", "CUENTA", "OPERACIÓN REALIZADA", "MAQUILA /AC", "MAQUILA TOTAL", "OTROS COSTOS /AC", "OTROS COSTOS TOTAL",
      "RENTA EQUIPO /AC", "RENTA EQUIPO TOTAL", "INGRESOS /AC", "INGRESOS TOTAL", "COSTO /AC", "COSTO TOTAL"],
    results: ["INGRESOS", "COSTOS CULTURALES", "OTROS COSTOS", "COSTOS EQUIPO", "COSTOS TOTALES", "NETO", "NETO/ACRE"], cultural: "COSTOS CULTURALES",
    field: "Campo", farm: "Finca", crop: "Cultivo", acres: "Acres", allFields: "Todos los campos", unknown: "DESCONOCIDO", noFields: "Esta entidad no tiene campos.",
    noOperations: (year) => `No hay operaciones registradas en el año de cosecha ${year}.`,
    cards: ["Operaciones", "Total de maquila", "Otros costos (administración, cuota de agua, renta)", "Ingresos totales", "Ganancia neta"],
  },
};

const lineRow = (l: OperationLine, lang: Lang) =>
  row([
    dateText(l.date, lang), l.nbi, String(l.accountCode), l.operation,
    formatUsd(l.customFarm.perAcre), formatUsd(l.customFarm.total), formatUsd(l.costsOther.perAcre), formatUsd(l.costsOther.total),
    formatUsd(l.equipRent.perAcre), formatUsd(l.equipRent.total), formatUsd(l.income.perAcre), formatUsd(l.income.total),
    formatUsd(l.cost.perAcre), formatUsd(l.cost.total),
  ]);

/**
 * The accounting record of a harvest year: the field block, the results line, the cultural costs, five cards. Its
 * lines are made from the record's tasks (`detailedOperationsRecord`) as each page is drawn, not held all at once.
 */
export function detailedOperationsPdf(report: DetailedOperationsRecord, printedAt = new Date(), lang: Lang = "en"): PdfReport {
  const r = report.results;
  const s = report.summary;
  const w = TEXTS[lang];
  const heading = w.title(report.entityName, report.cropYear);
  const printed = `${w.printed} ${printedAt.toLocaleString(w.locale)}`;
  const own = (value: string, english: string, spanish: string) => (value === english ? spanish : value);
  return {
    title: heading,
    orientation: "landscape",
    runningHead: heading,
    footer: `${heading} - ${printed}`,
    blocks: [
      title(heading, 13),
      text(printed, { align: "center", size: 7.5 }),
      space(4),
      s
        ? pairs(
            [[w.field, own(s.fieldName, ALL_FIELDS_NAME, w.allFields)], [w.farm, s.farm], [w.crop, own(s.crop, TEXTS.en.unknown, w.unknown)], [w.acres, s.acres]],
            { ...HEADER_PAIRS, perRow: 2 },
          )
        : text(w.noFields, { align: "center" }),
      space(4),
      table(
        w.results.map((h) => col(h, 1, "right")),
        [row([formatUsd(r.income), formatUsd(r.costsCultural), formatUsd(r.costsOther), formatUsd(r.costsEquip), formatUsd(r.totalCosts), formatUsdParens(r.net), formatUsdParens(r.netPerAcre)], { bold: true })],
      ),
      text(w.cultural, { bold: true, size: 10 }),
      table(
        w.columns.map((h, i) => col(h, WEIGHTS[i]!, i === 1 ? "center" : i < 4 ? "left" : "right")),
        report.tasks.length
          ? lazyRows(report.tasks, (t) => lineRow(report.line(t), lang))
          : [{ span: w.noOperations(report.cropYear), align: "center" }],
        { fontSize: 7 },
      ),
      pairs(
        [
          String(report.cards.totalOperations), formatUsd(report.cards.totalCustomFarm), formatUsd(report.cards.totalCostsOther),
          formatUsd(report.cards.totalIncome), formatUsdParens(report.cards.netProfit),
        ].map((value, i): [string, string] => [w.cards[i]!, value]),
        { perRow: 2 },
      ),
    ],
  };
}

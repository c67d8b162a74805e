import { formatUsd } from "../../domain/money";
import type { Lang } from "../../domain/reference-names";
import { dateText, DEFAULT_EQUIPMENT_DESCRIPTION, monthLabel, monthText, type EquipmentSummary } from "../../domain/reports";
import { col, pairs, row, space, span, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport, type Row } from "../../pdf/model";
import { reportTitle } from "../report-info";
import { equipmentSummaryInfo } from "./equipment-summary.info";

const WEIGHTS = [0.9, 1.8, 2.2, 2, 1.1];

/** The PDF's own words in each language a report file is written in. */
const TEXTS: Record<Lang, {
  columns: string[]; period: (year: number, month: number) => string; totalFor: (entity: string) => string; totalRental: string;
  rental: string; empty: string; none: (period: string) => string;
}> = {
  en: {
    columns: ["DATE", "FIELD", "TASK", "EQUIPMENT", "RENTAL"], period: monthLabel, totalFor: (entity) => `Total for ${entity}`,
    totalRental: "Total Rental", rental: DEFAULT_EQUIPMENT_DESCRIPTION, empty: "No Equipment Rentals", none: (period) => `No equipment rentals were recorded in ${period}.`,
  },
  es: {
    columns: ["FECHA", "CAMPO", "TAREA", "EQUIPO", "RENTA"],
    // "marzo de 2025": the month in the reader's locale.
    period: (year, month) => monthText(year, month, "es"),
    totalFor: (entity) => `Total de ${entity}`, totalRental: "Renta total", rental: "Renta de equipo", empty: "Sin rentas de equipo",
    none: (period) => `No se registraron rentas de equipo en ${period}.`,
  },
};

/** The monthly equipment report: total rental, then each entity's rental tasks with its own total, in `lang`. */
export function equipmentSummaryPdf(summary: EquipmentSummary, lang: Lang = "en"): PdfReport {
  const w = TEXTS[lang];
  const name = reportTitle(equipmentSummaryInfo, lang);
  const period = w.period(summary.year, summary.month);
  const columns = w.columns.map((h, i) => col(h, WEIGHTS[i]!, i === 4 ? "right" : "left"));
  // The description the server gives a rental without one is a word of the product, so it is in `lang` too.
  const described = (d: string) => (d === DEFAULT_EQUIPMENT_DESCRIPTION ? w.rental : d);
  const rows: Row[] = summary.entities.flatMap((e): Row[] => [
    span(e.entityName.toUpperCase(), { bold: true, rule: true }),
    ...e.tasks.map((t) => row([dateText(t.date, lang), t.fieldName, t.name, described(t.equipmentDescription), formatUsd(t.equipmentTotal)])),
    row(["", "", w.totalFor(e.entityName), "", formatUsd(e.totalEquipmentRental)], { bold: true }),
  ]);
  return headedReport(`${name} - ${period}`, "portrait", [
    title(name, 14),
    title(period, 11),
    space(6),
    pairs([[w.totalRental, formatUsd(summary.totalRental)]], { fontSize: 10 }),
    space(6),
    ...(rows.length ? [table(columns, rows)] : [space(12), text(w.empty, { align: "center", size: 11, bold: true }), text(w.none(period), { align: "center" })]),
  ]);
}

import { formatUsd } from "../../domain/money";
import { formatUsDate, monthLabel, type EquipmentSummary } from "../../domain/reports";
import { col, pairs, row, space, span, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport, type Row } from "../../pdf/model";

const COLUMNS = [col("DATE", 0.9), col("FIELD", 1.8), col("TASK", 2.2), col("EQUIPMENT", 2), col("RENTAL", 1.1, "right")];

/** The monthly equipment report: total rental, then each entity's rental tasks with its own total. */
export function equipmentSummaryPdf(summary: EquipmentSummary): PdfReport {
  const period = monthLabel(summary.year, summary.month);
  const rows: Row[] = summary.entities.flatMap((e): Row[] => [
    span(e.entityName.toUpperCase(), { bold: true, rule: true }),
    ...e.tasks.map((t) => row([formatUsDate(t.date), t.fieldName, t.name, t.equipmentDescription, formatUsd(t.equipmentTotal)])),
    row(["", "", `Total for ${e.entityName}`, "", formatUsd(e.totalEquipmentRental)], { bold: true }),
  ]);
  return headedReport(`Monthly Equipment Report - ${period}`, "portrait", [
    title("Monthly Equipment Report", 14),
    title(period, 11),
    space(6),
    pairs([["Total Rental", formatUsd(summary.totalRental)]], { fontSize: 10 }),
    space(6),
    ...(rows.length ? [table(COLUMNS, rows)] : [space(12), text("No Equipment Rentals", { align: "center", size: 11, bold: true }), text(`No equipment rentals were recorded in ${period}.`, { align: "center" })]),
  ]);
}

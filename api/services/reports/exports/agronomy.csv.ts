import type { FertilizerReport, IrrigationReport } from "../../../domain/reports";
import type { CsvTable } from "../../../lib/csv";

/** One row per application; a field's N (P, K) per Acre rows add up to its Field Total per Acre. */
export const fertilizerCsv = (report: FertilizerReport): CsvTable => ({
  header: ["Field", "Crop", "Acres", "Date", "Task", "Fertilizer", "Units/Acre", "N/Unit", "P/Unit", "K/Unit", "N per Acre", "P per Acre", "K per Acre"],
  rows: report.fields.flatMap((f) => f.applications.map((a) => [
    f.fieldName, f.cropType, f.acres, a.date, a.taskName, a.fertilizerName, a.unitsPerAcre,
    a.perUnit.n, a.perUnit.p, a.perUnit.k, a.perAcre.n, a.perAcre.p, a.perAcre.k,
  ])),
});

/** One row per irrigation; a field's rows add up to its Field Total Water Applied. */
export const irrigationCsv = (report: IrrigationReport): CsvTable => ({
  header: ["Field", "Crop", "Acres", "Date", "Task", "Irrigation Type", "Duration (Hours)", "Water Applied (Inches)"],
  rows: report.fields.flatMap((f) => f.applications.map((a) => [f.fieldName, f.cropType, f.acres, a.date, a.taskName, a.irrigationType, a.hours, a.inches])),
});

import type { AcreageReport, CostSummary, DetailedOperations } from "../../../domain/reports";
import type { CsvTable } from "../../../lib/csv";

export const costSummaryCsv = (report: CostSummary): CsvTable => ({
  header: ["Field", "Crop", "Total Acres", "Yield/Acre", "Income", "Income/Acre", "Cost", "Cost/Acre", "Net Total", "Net/Acre", "Yield Estimate"],
  rows: report.rows.map((r) => [r.fieldName, r.cropType, r.totalAcres, r.yieldPerAcre, r.income, r.incomePerAcre, r.cost, r.costPerAcre, r.net, r.netPerAcre, r.yieldEstimate]),
});

export const detailedOperationsCsv = (report: DetailedOperations): CsvTable => ({
  header: [
    "Date", "N/B/I", "Account", "Category", "Operation Performed", "Custom Farm/Acre", "Custom Farm", "Costs Other/Acre", "Costs Other",
    "Equip Rent/Acre", "Equip Rent", "Income/Acre", "Income", "Cost/Acre", "Cost",
  ],
  rows: report.lines.map((l) => [
    l.date, l.nbi, l.accountCode, l.categoryName, l.operation, l.customFarm.perAcre, l.customFarm.total, l.costsOther.perAcre, l.costsOther.total,
    l.equipRent.perAcre, l.equipRent.total, l.income.perAcre, l.income.total, l.cost.perAcre, l.cost.total,
  ]),
});

/** The Detailed Field Breakdown: one row per field of every entity. */
export const acreageFieldsCsv = (report: AcreageReport): CsvTable => ({
  header: ["Entity", "Field", "Location", "Crop", "Acres"],
  rows: report.entities.flatMap((e) => e.fields.map((f) => [e.entityName, f.fieldName, f.location, f.cropType, f.acreage])),
});

/** The crop matrix: one row per crop, a column per entity, then the crop's total and its share of the ranch. */
export const acreageMatrixCsv = (report: AcreageReport): CsvTable => ({
  header: ["Crop", ...report.entities.map((e) => e.entityName), "Crop Totals", "Crop Percentage"],
  rows: report.crops.map((c) => [c.cropType, ...c.acres, c.totalAcres, c.percentage]),
});

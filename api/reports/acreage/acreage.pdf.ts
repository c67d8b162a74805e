import type { AcreageReport } from "../../domain/reports";
import { acres1, col, row, space, span, table, text, title } from "../../pdf/blocks";
import { type Block, headedReport, type PdfReport, type Row } from "../../pdf/model";

/** Entity columns per matrix table: more would not fit a landscape letter page at a readable size. */
const ENTITIES_PER_TABLE = 8;
export const ACREAGE_BANNER = "RANCH ACREAGE - ALL ENTITIES";

/** The crops x entities matrix, split into several tables of at most eight entity columns; the last adds the totals. */
function matrixTables(report: AcreageReport): Block[] {
  const blocks: Block[] = [];
  const count = Math.max(1, Math.ceil(report.entities.length / ENTITIES_PER_TABLE));
  for (let part = 0; part < count; part++) {
    const first = part * ENTITIES_PER_TABLE;
    const entities = report.entities.slice(first, first + ENTITIES_PER_TABLE);
    const last = part === count - 1;
    const columns = [
      col("CROP", 1.6),
      ...entities.map((e) => col(e.entityName.toUpperCase(), 1, "right")),
      ...(last ? [col("CROP TOTALS", 1, "right"), col("CROP PERCENTAGES", 1.4, "right")] : []),
    ];
    const rows: Row[] = report.crops.map((c) => row([
      c.cropType,
      ...c.acres.slice(first, first + ENTITIES_PER_TABLE).map(acres1),
      ...(last ? [acres1(c.totalAcres), `${c.percentage}% ${c.cropType}`] : []),
    ]));
    rows.push(row([
      "RANCH TOTALS",
      ...report.entityCropTotals.slice(first, first + ENTITIES_PER_TABLE).map(acres1),
      ...(last ? [acres1(report.ranchTotal), "100.0% RANCH TOTALS"] : []),
    ], { bold: true, rule: true }));
    if (count > 1) blocks.push(text(`Entities ${first + 1}-${first + entities.length} of ${report.entities.length}`, { size: 7.5 }));
    blocks.push(table(columns, rows));
  }
  return blocks;
}

/** The acreage report: company banner, the crop matrix and each entity's Detailed Field Breakdown. */
export function acreagePdf(report: AcreageReport): PdfReport {
  const hasFields = report.entities.some((e) => e.fields.length > 0);
  const breakdown: Row[] = report.entities.filter((e) => e.fields.length).flatMap((e): Row[] => [
    span(`${e.entityName.toUpperCase()} - ${acres1(e.totalAcres)} acres`, { bold: true, rule: true }),
    ...e.fields.map((f) => row([f.fieldName, f.location, f.cropType, acres1(f.acreage)])),
  ]);
  return headedReport(report.title, "landscape", [
    title(ACREAGE_BANNER, 11),
    title(report.title, 14),
    space(6),
    ...(hasFields
      ? [
          ...(report.crops.length ? matrixTables(report) : [text("No crops assigned for this year.", { align: "center" })]),
          text("Detailed Field Breakdown", { bold: true, size: 10 }),
          table([col("Field", 2), col("Location", 2), col("Crop", 1.5), col("Acres", 0.8, "right")], breakdown),
        ]
      : [space(12), text("No Acreage Data", { align: "center", bold: true, size: 11 }), text(`No fields found for ${report.year}.`, { align: "center" })]),
  ]);
}

import type { CostOfProduction } from "../../domain/budgets";
import { formatUsd } from "../../domain/money";
import { acres1, col, row, space, span, table, text, title } from "../../pdf/blocks";
import { type Cell, headedReport, type PdfReport } from "../../pdf/model";

const usdOrNA = (v: string | null) => (v === null ? "N/A" : formatUsd(v));

/** Cost of production per field and per crop, actual and budget side by side. */
export function costOfProductionPdf(r: CostOfProduction): PdfReport {
  const heading = `Cost of Production - ${r.entityName} - ${r.cropYear}`;
  const columns = [
    col("Name", 1.8), col("Acres", 0.7, "right"), col("Exp. Yield", 0.9, "right"), col("Exp. Price", 0.9, "right"), col("Act. Yield", 0.9, "right"),
    col("Actual Cost", 1.1, "right"), col("Cost/Unit", 0.9, "right"), col("B/E Price", 0.9, "right"), col("B/E Yield", 0.9, "right"),
    col("Budget Cost", 1.1, "right"), col("B/E Price", 0.9, "right"), col("B/E Yield", 0.9, "right"),
  ];
  type Row = CostOfProduction["crops"][number];
  const cells = (name: string, x: Omit<Row, "crop" | "fieldCount">): Cell[] => [
    name, acres1(x.acres), `${x.expectedYieldPerAcre}${x.yieldUnit ? ` ${x.yieldUnit}` : ""}`, formatUsd(x.expectedPricePerUnit), x.actualYieldPerAcre ?? "N/A",
    formatUsd(x.actual.cost), usdOrNA(x.actual.costPerUnit), usdOrNA(x.actual.breakEvenPrice), x.actual.breakEvenYield ?? "N/A",
    formatUsd(x.budget.cost), usdOrNA(x.budget.breakEvenPrice), x.budget.breakEvenYield ?? "N/A",
  ];
  return headedReport(heading, "landscape", [
    title(heading, 13),
    text("Cost/Unit = cost / (yield per acre x acres); B/E Price at the expected yield; B/E Yield (per acre) at the expected price. N/A: nothing to divide by.", { size: 8 }),
    space(6),
    table(columns, [
      span("Fields", { bold: true }),
      ...r.fields.map((f) => row(cells(f.fieldName, f))),
      span("Crops", { bold: true, rule: true }),
      ...r.crops.map((c) => row(cells(`${c.crop ?? "(no crop)"} (${c.fieldCount})`, c))),
    ], { fontSize: 7.5 }),
  ]);
}

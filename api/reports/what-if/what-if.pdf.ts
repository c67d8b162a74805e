import type { WhatIf } from "../../domain/budgets";
import { formatUsd } from "../../domain/money";
import { acres1, col, row, signed, space, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport } from "../../pdf/model";

/** The what-if grids: profit per acre, price changes down, yield changes across. */
export function whatIfPdf(r: WhatIf): PdfReport {
  const heading = `What-if Prices and Yields - ${r.entityName} - ${r.cropYear}`;
  const columns = [col("Price \\ Yield", 1.2), ...r.yieldSteps.map((y) => col(`${y > 0 ? "+" : ""}${y}%`, 1, "right"))];
  const grid = (rows: string[][]) =>
    table(columns, rows.map((cells, i) => row([`${r.priceSteps[i]! > 0 ? "+" : ""}${r.priceSteps[i]}%`, ...cells.map((c) => signed(c, formatUsd(c)))])));
  return headedReport(heading, "portrait", [
    title(heading, 13),
    text(`Profit per acre; cost from the ${r.basis === "budget" ? "budget" : "actual costs so far"}.`, { size: 8 }),
    space(6),
    text(`Entity (${acres1(r.entity.acres)} budgeted acres)`, { bold: true, size: 10 }),
    grid(r.entity.rows),
    ...r.fields.flatMap((f) => [
      space(6),
      text(`${f.fieldName} - ${acres1(f.acres)} acres - ${f.expectedYieldPerAcre}/acre at ${formatUsd(f.expectedPricePerUnit)} - cost ${formatUsd(f.costPerAcre)}/acre`, { bold: true, size: 9 }),
      grid(f.rows),
    ]),
  ]);
}

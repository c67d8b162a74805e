import type { CostOfProduction } from "../../domain/budgets";
import { formatUsd } from "../../domain/money";
import { type Lang, unitText } from "../../domain/reference-names";
import { acres1, col, row, space, span, table, text, title } from "../../pdf/blocks";
import { type Cell, headedReport, type PdfReport } from "../../pdf/model";
import { reportTitle } from "../report-info";
import { costOfProductionInfo } from "./cost-of-production.info";

const usdOrNA = (v: string | null) => (v === null ? "N/A" : formatUsd(v));

const WEIGHTS = [1.8, 0.7, 0.9, 0.9, 0.9, 1.1, 0.9, 0.9, 0.9, 1.1, 0.9, 0.9];

/** The PDF's own words in each language a report file is written in. */
const TEXTS: Record<Lang, { columns: string[]; note: string; fields: string; crops: string; noCrop: string }> = {
  en: {
    columns: ["Name", "Acres", "Exp. Yield", "Exp. Price", "Act. Yield", "Actual Cost", "Cost/Unit", "B/E Price", "B/E Yield", "Budget Cost", "B/E Price", "B/E Yield"],
    note: "Cost/Unit = cost / (yield per acre x acres); B/E Price at the expected yield; B/E Yield (per acre) at the expected price. N/A: nothing to divide by.",
    fields: "Fields", crops: "Crops", noCrop: "(no crop)",
  },
  es: {
    columns: ["Nombre", "Acres", "Rend. esp.", "Precio esp.", "Rend. real", "Costo real", "Costo/unidad", "Precio E/P", "Rend. E/P", "Costo presup.", "Precio E/P", "Rend. E/P"],
    note: "Costo/unidad = costo / (rendimiento por acre x acres); precio de equilibrio (E/P) al rendimiento esperado; rendimiento de equilibrio (por acre) al precio esperado. N/A: nada que dividir.",
    fields: "Campos", crops: "Cultivos", noCrop: "(sin cultivo)",
  },
};

/** Cost of production per field and per crop, actual and budget side by side, in `lang`. */
export function costOfProductionPdf(r: CostOfProduction, lang: Lang = "en"): PdfReport {
  const w = TEXTS[lang];
  const heading = `${reportTitle(costOfProductionInfo, lang)} - ${r.entityName} - ${r.cropYear}`;
  const columns = w.columns.map((h, i) => col(h, WEIGHTS[i]!, i === 0 ? "left" : "right"));
  type Row = CostOfProduction["crops"][number];
  const cells = (name: string, x: Omit<Row, "crop" | "fieldCount">): Cell[] => [
    name, acres1(x.acres), `${x.expectedYieldPerAcre}${x.yieldUnit ? ` ${unitText(x.yieldUnit, lang)}` : ""}`, formatUsd(x.expectedPricePerUnit), x.actualYieldPerAcre ?? "N/A",
    formatUsd(x.actual.cost), usdOrNA(x.actual.costPerUnit), usdOrNA(x.actual.breakEvenPrice), x.actual.breakEvenYield ?? "N/A",
    formatUsd(x.budget.cost), usdOrNA(x.budget.breakEvenPrice), x.budget.breakEvenYield ?? "N/A",
  ];
  return headedReport(heading, "landscape", [
    title(heading, 13),
    text(w.note, { size: 8 }),
    space(6),
    table(columns, [
      span(w.fields, { bold: true }),
      ...r.fields.map((f) => row(cells(f.fieldName, f))),
      span(w.crops, { bold: true, rule: true }),
      ...r.crops.map((c) => row(cells(`${c.crop ?? w.noCrop} (${c.fieldCount})`, c))),
    ], { fontSize: 7.5 }),
  ]);
}

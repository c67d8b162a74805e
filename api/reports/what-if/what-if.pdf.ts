import type { WhatIf } from "../../domain/budgets";
import { formatUsd } from "../../domain/money";
import type { Lang } from "../../domain/reference-names";
import { acres1, col, row, signed, space, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport } from "../../pdf/model";
import { reportTitle } from "../report-info";
import { whatIfInfo } from "./what-if.info";

/** The what-if files' own words in each language a report file is written in (the CSV's too). */
export const WHAT_IF_TEXTS: Record<Lang, {
  corner: string; note: (basis: WhatIf["basis"]) => string; entity: (acres: string) => string; entityRow: string; yieldStep: (step: string) => string;
  field: (name: string, acres: string, yieldPerAcre: string, price: string, cost: string) => string;
}> = {
  en: {
    corner: "Price \\ Yield", note: (basis) => `Profit per acre; cost from the ${basis === "budget" ? "budget" : "actual costs so far"}.`,
    entity: (acres) => `Entity (${acres} budgeted acres)`, entityRow: "ENTITY", yieldStep: (step) => `Yield ${step}`,
    field: (name, acres, yieldPerAcre, price, cost) => `${name} - ${acres} acres - ${yieldPerAcre}/acre at ${price} - cost ${cost}/acre`,
  },
  es: {
    corner: "Precio \\ Rend.", note: (basis) => `Ganancia por acre; costo ${basis === "budget" ? "del presupuesto" : "de los costos reales hasta ahora"}.`,
    entity: (acres) => `Entidad (${acres} acres presupuestados)`, entityRow: "ENTIDAD", yieldStep: (step) => `Rendimiento ${step}`,
    field: (name, acres, yieldPerAcre, price, cost) => `${name} - ${acres} acres - ${yieldPerAcre}/acre a ${price} - costo ${cost}/acre`,
  },
};

/** A step of the grid as its heading prints it: "+10%", "0%", "-20%". */
export const stepText = (step: number) => `${step > 0 ? "+" : ""}${step}%`;

/** The what-if grids: profit per acre, price changes down, yield changes across, in `lang`. */
export function whatIfPdf(r: WhatIf, lang: Lang = "en"): PdfReport {
  const w = WHAT_IF_TEXTS[lang];
  const heading = `${reportTitle(whatIfInfo, lang)} - ${r.entityName} - ${r.cropYear}`;
  const columns = [col(w.corner, 1.2), ...r.yieldSteps.map((y) => col(stepText(y), 1, "right"))];
  const grid = (rows: string[][]) =>
    table(columns, rows.map((cells, i) => row([stepText(r.priceSteps[i]!), ...cells.map((c) => signed(c, formatUsd(c)))])));
  return headedReport(heading, "portrait", [
    title(heading, 13),
    text(w.note(r.basis), { size: 8 }),
    space(6),
    text(w.entity(acres1(r.entity.acres)), { bold: true, size: 10 }),
    grid(r.entity.rows),
    ...r.fields.flatMap((f) => [
      space(6),
      text(w.field(f.fieldName, acres1(f.acres), f.expectedYieldPerAcre, formatUsd(f.expectedPricePerUnit), formatUsd(f.costPerAcre)), { bold: true, size: 9 }),
      grid(f.rows),
    ]),
  ]);
}

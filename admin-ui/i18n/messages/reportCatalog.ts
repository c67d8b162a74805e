import { REPORT_CATALOG } from "../../../api/client/rules";
import type { AreaMessages, Messages } from "./types";

/**
 * The registered reports' titles, column headings and inputs' own labels (`reportTitles.<report>`,
 * `reportColumns.<report>.<key>`, `reportInputs.<report>.<option>`), in
 * English and Spanish, come from the report catalog itself: each report declares both with its columns
 * (api/reports/<name>/<name>.info.ts); the English is also its CSV header and PDF. Then the generic report screen's
 * own texts.
 */
function nested(flat: Readonly<Record<string, string>>): Messages {
  const out: Messages = {};
  for (const [id, text] of Object.entries(flat)) {
    const parts = id.split(".");
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Messages;
    node[parts.at(-1)!] = text;
  }
  return out;
}

const english = Object.assign({}, ...REPORT_CATALOG.map((r) => r.messages)) as Record<string, string>;
const spanish = Object.assign({}, ...REPORT_CATALOG.map((r) => r.translations.es)) as Record<string, string>;

export const reportCatalog: AreaMessages = {
  en: {
    ...nested(english),
    registeredReport: {
      moreReports: "More reports",
      field: "Field",
      month: "Month",
      wholeYear: "Whole year",
      from: "From",
      to: "To",
      asOf: "As of",
      year: "Crop year %{year}",
      selectEntity: "Choose a farm entity in the sidebar to see this report.",
      chooseField: "Choose a field to see this report.",
      chooseMonth: "Choose a month to see this report.",
      noFields: "This farm entity has no fields yet.",
      empty: "Nothing recorded for this choice yet.",
      linesInFiles: "This report's task lines are in its CSV and PDF.",
      totals: "Totals",
      scheduleF: { grossIncome: "Gross income", totalExpenses: "Total expenses", netProfit: "Net farm profit or (loss)" },
    },
  },
  es: {
    ...nested(spanish),
    registeredReport: {
      moreReports: "Más informes",
      field: "Campo",
      month: "Mes",
      wholeYear: "Todo el año",
      from: "Desde",
      to: "Hasta",
      asOf: "Al día",
      year: "Año de cosecha %{year}",
      selectEntity: "Elija una entidad agrícola en la barra lateral para ver este informe.",
      chooseField: "Elija un campo para ver este informe.",
      chooseMonth: "Elija un mes para ver este informe.",
      noFields: "Esta entidad agrícola aún no tiene campos.",
      empty: "Todavía no hay nada registrado para esta selección.",
      linesInFiles: "Las líneas de tareas de este informe están en su CSV y PDF.",
      totals: "Totales",
      scheduleF: { grossIncome: "Ingreso bruto", totalExpenses: "Gastos totales", netProfit: "Ganancia o (pérdida) neta de la finca" },
    },
  },
};

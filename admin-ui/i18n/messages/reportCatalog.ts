import { REPORT_CATALOG } from "../../../api/client/rules";
import type { AreaMessages, Messages } from "./types";

/**
 * The registered reports' titles and column headings (`reportTitles.<report>`, `reportColumns.<report>.<key>`): the
 * English comes from the report catalog itself (the same texts as the CSV header and the PDF), the Spanish is here;
 * tests/api/reports/registry.test.ts checks every id has both. Then the generic report screen's own texts.
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
      year: "Year %{year}",
      selectEntity: "Choose a farm entity in the sidebar to see this report.",
      chooseField: "Choose a field to see this report.",
      noFields: "This farm entity has no fields yet.",
      empty: "Nothing recorded for this choice yet.",
      linesInFiles: "This report's task lines are in its CSV and PDF.",
      totals: "Totals",
      scheduleF: { grossIncome: "Gross income", totalExpenses: "Total expenses", netProfit: "Net farm profit or (loss)" },
    },
  },
  es: {
    reportTitles: {
      fieldSummary: "Resumen por campo",
      scheduleF: "Resumen del Anexo F",
      profitability: "Rentabilidad del campo",
      fieldHistory: "Historial del campo",
    },
    reportColumns: {
      fieldSummary: {
        fieldName: "Campo",
        acres: "Acres",
        cropType: "Cultivo",
        yieldPerAcre: "Rendimiento/acre",
        yieldUnit: "Unidad de rendimiento",
        income: "Ingresos",
        costsCultural: "Costos culturales",
        costsOther: "Otros costos",
        costsEquip: "Costos de equipo",
        totalCosts: "Costos totales",
        net: "Neto",
        netPerAcre: "Neto/acre",
        landlordsOwed: "Adeudado a arrendadores",
        operatorNet: "Neto del operador",
      },
      scheduleF: { part: "Parte", line: "Línea", description: "Descripción", amount: "Importe", categories: "Categorías" },
      profitability: {
        date: "Fecha",
        task: "Tarea",
        category: "Categoría",
        acresCovered: "Acres cubiertos",
        totalCost: "Costo total",
        income: "Ingresos",
        costs: "Costos",
        equipment: "Equipo",
      },
      fieldHistory: {
        cropYear: "Año de cultivo",
        cropType: "Cultivo",
        acres: "Acres",
        cost: "Costo",
        income: "Ingresos",
        net: "Neto",
        netPerAcre: "Neto/acre",
        yieldPerAcre: "Rendimiento/acre",
        yieldUnit: "Unidad de rendimiento",
      },
    },
    registeredReport: {
      moreReports: "Más informes",
      field: "Campo",
      month: "Mes",
      wholeYear: "Todo el año",
      from: "Desde",
      to: "Hasta",
      year: "Año %{year}",
      selectEntity: "Elija una entidad agrícola en la barra lateral para ver este informe.",
      chooseField: "Elija un campo para ver este informe.",
      noFields: "Esta entidad agrícola aún no tiene campos.",
      empty: "Todavía no hay nada registrado para esta selección.",
      linesInFiles: "Las líneas de tareas de este informe están en su CSV y PDF.",
      totals: "Totales",
      scheduleF: { grossIncome: "Ingreso bruto", totalExpenses: "Gastos totales", netProfit: "Ganancia o (pérdida) neta de la finca" },
    },
  },
};

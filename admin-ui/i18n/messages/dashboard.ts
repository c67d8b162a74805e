import { dashboardEnglish } from "./dashboard.en";
import type { AreaMessages } from "./types";

/** The dashboard: summary cards, charts, quick actions, recent activity, rent due, bulk import. */
export const dashboard: AreaMessages = {
  en: dashboardEnglish,
  es: {
    dashboard: {
      noCostsRecordedForThis: "Todavía no hay costos registrados para este año de cosecha.",
      costByCategory: "Costo por categoría",
      totalCost: "Costo total",
      costPerAcreByField: "Costo por acre por campo",
      costPerAcre: "Costo por acre",
      dashboard: "Panel",
      networkAccess: "Acceso a la red",
      online: "En línea",
      offline: "Sin conexión",
      quickActions: "Acciones rápidas",
      addNewTask: "Registrar trabajo",
      addNewField: "Agregar campo",
      bulkImport: "Importar en lote",
      generateReport: "Generar informe",
      recentFieldActivity: "Actividad reciente en los campos",
      noFieldActivityRecordedFor: "Todavía no hay actividad registrada para el año de cosecha",
      yet: ".",
      rentDue: "Renta por pagar",
      overdueNextDays: "Vencido %{overdueTotal} · próximos %{days} días %{soonTotal}",
      overdue: "Vencido",
      due: "Vence",
      cropYear: "· año de cosecha",
      failedToLoadTheSummary: "No se pudo cargar el resumen",
      totalFields: "Total de campos",
      totalAcres: "%{totalAcres} acres en total",
      monthlyCost: "Costo mensual",
      t82VsLastMonth: "↓ 8.2% vs. el mes pasado",
      costPerAcre2: "Costo por acre",
      averageAcrossAllFields: "Promedio de todos los campos",
      activeTasks: "Trabajos activos",
      inProgressThisMonth: "En curso este mes",
    },
  },
};

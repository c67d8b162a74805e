import { defineReportInfo, param } from "../report-info";

/**
 * The payroll of a pay period (from..to): one row per worker per period, approved time only, in the order a payroll
 * service keys it in (docs/labor.md "Reports"): worker, crew, period, hours by kind, pay by kind, gross, the
 * employer's burden and the labor cost. An entity's, or every entity's the caller reaches (default).
 */
export const payrollInfo = defineReportInfo({
  name: "payroll",
  title: "Payroll",
  path: "/reports/payroll",
  params: [param("entity", "query", "entity", false, { all: true }), param("from", "query", "from"), param("to", "query", "to")],
  columns: [
    ["worker", "text", "Worker"],
    ["crew", "text", "Crew"],
    ["entityName", "text", "Entity", "optional"],
    ["periodStart", "date", "Period Start"],
    ["periodEnd", "date", "Period End"],
    ["regularHours", "quantity", "Regular Hours"],
    ["overtimeHours", "quantity", "Overtime Hours"],
    ["doubleHours", "quantity", "Double-Time Hours"],
    ["regularPay", "money", "Regular Pay"],
    ["overtimePay", "money", "Overtime Pay"],
    ["gross", "money", "Gross"],
    ["burden", "money", "Employer Burden"],
    ["laborCost", "money", "Labor Cost"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Nómina",
    columns: {
      worker: "Trabajador",
      crew: "Cuadrilla",
      entityName: "Entidad",
      periodStart: "Inicio del periodo",
      periodEnd: "Fin del periodo",
      regularHours: "Horas regulares",
      overtimeHours: "Horas extra",
      doubleHours: "Horas dobles",
      regularPay: "Pago regular",
      overtimePay: "Pago de horas extra",
      gross: "Bruto",
      burden: "Cargas patronales",
      laborCost: "Costo de mano de obra",
    },
  },
});

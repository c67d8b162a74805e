import { defineReportInfo, param } from "../report-info";

/**
 * The general journal of a period for an entity or every entity (`entity=all`), nothing recorded: a row per journal
 * line, each task's entry a debit and a credit. The route also takes `month=YYYY-MM` in place of from and to (the
 * chart of accounts screen and the export use months); farmctl and the report screen give from and to.
 */
export const journalInfo = defineReportInfo({
  name: "journal",
  title: "General Journal",
  path: "/accounting/journal",
  params: [param("entity", "query", "entity", true, { all: true }), param("from", "query", "from"), param("to", "query", "to")],
  columns: [
    ["date", "date", "Date"],
    ["number", "text", "Number"],
    ["entityName", "text", "Entity"],
    ["fieldName", "text", "Field"],
    ["memo", "text", "Description"],
    ["account", "text", "Account"],
    ["accountName", "text", "Account Name"],
    ["debit", "money", "Debit"],
    ["credit", "money", "Credit"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Diario general",
    columns: {
      date: "Fecha",
      number: "Número",
      entityName: "Entidad",
      fieldName: "Campo",
      memo: "Descripción",
      account: "Cuenta",
      accountName: "Nombre de la cuenta",
      debit: "Debe",
      credit: "Haber",
    },
  },
});

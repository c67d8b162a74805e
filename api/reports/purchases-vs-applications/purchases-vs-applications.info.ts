import { defineReportInfo, param } from "../report-info";

/**
 * Per product at an entity, at the end of a day: purchases + adjustments - returns = applications + value on hand, to
 * the cent (docs/decisions/inventory-weighted-average.md); the Difference column shows by how much it does not.
 */
export const purchasesVsApplicationsInfo = defineReportInfo({
  name: "purchases-vs-applications",
  title: "Purchases vs Applications",
  path: "/entities/{id}/reports/purchases-vs-applications",
  params: [param("id", "path", "entity"), param("asOf", "query", "as-of", false)],
  columns: [
    ["productName", "text", "Product"],
    ["purchases", "money", "Purchases"],
    ["adjustments", "money", "Adjustments"],
    ["returns", "money", "Returns"],
    ["applications", "money", "Applications"],
    ["onHandQuantity", "quantity", "On Hand"],
    ["stockUnit", "text", "Unit"],
    ["onHandValue", "money", "Value on Hand"],
    ["difference", "money", "Difference"],
    ["check", "text", "Check"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Compras frente a aplicaciones",
    columns: {
      productName: "Producto",
      purchases: "Compras",
      adjustments: "Ajustes",
      returns: "Devoluciones",
      applications: "Aplicaciones",
      onHandQuantity: "Existencia",
      stockUnit: "Unidad",
      onHandValue: "Valor en existencia",
      difference: "Diferencia",
      check: "Verificación",
    },
  },
});

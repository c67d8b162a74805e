import { defineReportInfo, param } from "../report-info";

/** Stock on hand and its value at weighted-average cost, per entity and product, at the end of a day. */
export const inventoryInfo = defineReportInfo({
  name: "inventory",
  title: "Inventory on Hand",
  path: "/reports/inventory",
  params: [param("entity", "query", "entity", true, { all: true }), param("asOf", "query", "as-of", false)],
  columns: [
    ["entityName", "text", "Entity"],
    ["productName", "text", "Product"],
    ["kind", "productKind", "Kind"],
    ["onHandQuantity", "quantity", "On Hand"],
    ["stockUnit", "text", "Unit"],
    ["averageCost", "quantity", "Average Cost/Unit"],
    ["onHandValue", "money", "Value"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Inventario en existencia",
    columns: {
      entityName: "Entidad",
      productName: "Producto",
      kind: "Tipo",
      onHandQuantity: "Existencia",
      stockUnit: "Unidad",
      averageCost: "Costo promedio/unidad",
      onHandValue: "Valor",
    },
  },
});

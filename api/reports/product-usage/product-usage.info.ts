import { defineReportInfo, param } from "../report-info";

/** The products a crop year's tasks applied, per field and product: quantity in the stock unit, cost, cost per acre. */
export const productUsageInfo = defineReportInfo({
  name: "product-usage",
  title: "Product Usage",
  path: "/entities/{id}/reports/product-usage",
  params: [param("id", "path", "entity"), param("year", "query", "year")],
  columns: [
    ["fieldName", "text", "Field"],
    ["cropType", "text", "Crop"],
    ["acres", "acres", "Acres"],
    ["productName", "text", "Product"],
    ["quantity", "quantity", "Quantity"],
    ["stockUnit", "text", "Unit"],
    ["cost", "money", "Cost"],
    ["costPerAcre", "money", "Cost/Acre"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Uso de productos",
    columns: {
      fieldName: "Campo",
      cropType: "Cultivo",
      acres: "Acres",
      productName: "Producto",
      quantity: "Cantidad",
      stockUnit: "Unidad",
      cost: "Costo",
      costPerAcre: "Costo/acre",
    },
  },
});

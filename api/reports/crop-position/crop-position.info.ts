import { defineReportInfo, param } from "../report-info";

/** Per crop pool (entity, crop, crop year): harvested, in storage, contracted, delivered, settled, unsold, and their value. */
export const cropPositionInfo = defineReportInfo({
  name: "crop-position",
  title: "Crop Position",
  path: "/reports/crop-position",
  params: [param("entity", "query", "entity", true, { all: true }), param("year", "query", "year", false)],
  columns: [
    ["entityName", "text", "Entity"],
    ["crop", "text", "Crop"],
    ["cropYear", "text", "Crop Year"],
    ["unit", "unit", "Unit"],
    ["harvested", "quantity", "Harvested"],
    ["adjusted", "quantity", "Adjusted"],
    ["inStorage", "quantity", "In Storage"],
    ["contracted", "quantity", "Contracted"],
    ["delivered", "quantity", "Delivered"],
    ["settled", "quantity", "Settled"],
    ["unsold", "quantity", "Unsold"],
    ["settledValue", "money", "Settled (Net)"],
    ["markPrice", "quantity", "Mark Price"],
    ["markUnit", "unit", "Mark Unit"],
    ["estimatedValue", "money", "Unsold at Mark (Estimated)"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Posición de cosecha",
    columns: {
      entityName: "Entidad",
      crop: "Cultivo",
      cropYear: "Año de cultivo",
      unit: "Unidad",
      harvested: "Cosechado",
      adjusted: "Ajustado",
      inStorage: "En almacén",
      contracted: "Contratado",
      delivered: "Entregado",
      settled: "Liquidado",
      unsold: "Sin vender",
      settledValue: "Liquidado (neto)",
      markPrice: "Precio de referencia",
      markUnit: "Unidad del precio",
      estimatedValue: "Sin vender al precio de referencia (estimado)",
    },
  },
});

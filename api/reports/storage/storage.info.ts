import { defineReportInfo, param } from "../report-info";

/** Crop on hand per entity, crop, crop year and storage location at the end of a day: in, out, adjusted, on hand. */
export const storageInfo = defineReportInfo({
  name: "storage",
  title: "Crop in Storage",
  path: "/reports/storage",
  params: [param("entity", "query", "entity", true, { all: true }), param("asOf", "query", "as-of", false)],
  columns: [
    ["entityName", "text", "Entity"],
    ["locationName", "text", "Location"],
    ["crop", "text", "Crop"],
    ["cropYear", "text", "Crop Year"],
    ["unit", "unit", "Unit"],
    ["in", "quantity", "In"],
    ["out", "quantity", "Out"],
    ["adjusted", "quantity", "Adjusted"],
    ["onHand", "quantity", "On Hand"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Cosecha en almacén",
    columns: {
      entityName: "Entidad",
      locationName: "Ubicación",
      crop: "Cultivo",
      cropYear: "Año de cultivo",
      unit: "Unidad",
      in: "Entradas",
      out: "Salidas",
      adjusted: "Ajustes",
      onHand: "Existencia",
    },
  },
});

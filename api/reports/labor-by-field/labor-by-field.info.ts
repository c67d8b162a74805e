import { defineReportInfo, param } from "../report-info";

/** A crop year's labor and machine cost per field (the tasks' labor and machine columns), hours and per acre. */
export const laborByFieldInfo = defineReportInfo({
  name: "labor-by-field",
  title: "Labor by Field",
  path: "/entities/{id}/reports/labor-by-field",
  params: [param("id", "path", "entity"), param("year", "query", "year")],
  columns: [
    ["fieldName", "text", "Field"],
    ["crop", "text", "Crop"],
    ["acres", "acres", "Acres"],
    ["laborHours", "quantity", "Labor Hours"],
    ["laborCost", "money", "Labor"],
    ["laborPerAcre", "money", "Labor/Acre"],
    ["machineHours", "quantity", "Machine Hours"],
    ["machineCost", "money", "Machine"],
    ["machinePerAcre", "money", "Machine/Acre"],
    ["total", "money", "Total"],
    ["totalPerAcre", "money", "Total/Acre"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Mano de obra por campo",
    columns: {
      fieldName: "Campo",
      crop: "Cultivo",
      acres: "Acres",
      laborHours: "Horas de trabajo",
      laborCost: "Mano de obra",
      laborPerAcre: "Mano de obra/acre",
      machineHours: "Horas de máquina",
      machineCost: "Maquinaria",
      machinePerAcre: "Maquinaria/acre",
      total: "Total",
      totalPerAcre: "Total/acre",
    },
  },
});

import { defineReportInfo, param } from "../report-info";

/**
 * Per machine of an entity over from..to: hours worked (approved time), fuel from its log, cost per hour planned
 * against actual, what its time charged the tasks and per acre of the tasks it worked (docs/labor.md "Reports").
 */
export const machineUtilisationInfo = defineReportInfo({
  name: "machine-utilisation",
  title: "Machine Utilisation",
  path: "/entities/{id}/reports/machine-utilisation",
  params: [param("id", "path", "entity"), param("from", "query", "from"), param("to", "query", "to")],
  columns: [
    ["machine", "text", "Machine"],
    ["kind", "text", "Kind"],
    ["hours", "quantity", "Hours"],
    ["fuelGallons", "quantity", "Fuel (gal)"],
    ["fuelCost", "money", "Fuel Cost"],
    ["plannedPerHour", "money", "Planned/Hour"],
    ["ownershipPerHour", "money", "Ownership/Hour"],
    ["ownershipShare", "money", "Ownership Share"],
    ["actualPerHour", "money", "Actual/Hour"],
    ["charged", "money", "Charged to Tasks"],
    ["acres", "acres", "Acres Worked"],
    ["costPerAcre", "money", "Cost/Acre"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Uso de maquinaria",
    columns: {
      machine: "Máquina",
      kind: "Tipo",
      hours: "Horas",
      fuelGallons: "Combustible (gal)",
      fuelCost: "Costo de combustible",
      plannedPerHour: "Previsto/hora",
      ownershipPerHour: "Propiedad/hora",
      ownershipShare: "Parte de propiedad",
      actualPerHour: "Real/hora",
      charged: "Cargado a tareas",
      acres: "Acres trabajados",
      costPerAcre: "Costo/acre",
    },
  },
});

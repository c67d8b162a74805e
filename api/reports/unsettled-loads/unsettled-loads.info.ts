import { defineReportInfo, param } from "../report-info";

/** "Lost loads": deliveries and tickets to buyers that no settlement pays yet, oldest first. */
export const unsettledLoadsInfo = defineReportInfo({
  name: "unsettled-loads",
  title: "Loads Not Yet Settled",
  path: "/reports/unsettled-loads",
  params: [param("entity", "query", "entity", true, { all: true }), param("asOf", "query", "as-of", false)],
  columns: [
    ["date", "date", "Date"],
    ["entityName", "text", "Entity", "optional"],
    ["buyerName", "text", "Buyer"],
    ["crop", "text", "Crop"],
    ["cropYear", "text", "Crop Year"],
    ["ticketNumber", "text", "Ticket"],
    ["reference", "text", "Buyer's Ref."],
    ["source", "text", "From"],
    ["quantity", "quantity", "Quantity"],
    ["unit", "unit", "Unit"],
    ["contracts", "text", "Contract"],
    ["daysWaiting", "quantity", "Days Waiting"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Cargas sin liquidar",
    columns: {
      date: "Fecha",
      entityName: "Entidad",
      buyerName: "Comprador",
      crop: "Cultivo",
      cropYear: "Año de cultivo",
      ticketNumber: "Boleta",
      reference: "Ref. del comprador",
      source: "Desde",
      quantity: "Cantidad",
      unit: "Unidad",
      contracts: "Contrato",
      daysWaiting: "Días en espera",
    },
  },
});

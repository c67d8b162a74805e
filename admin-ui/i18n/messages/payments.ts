import type { AreaMessages } from "./types";

/** Rent payments. */
export const payments: AreaMessages = {
  en: {
    payments: {
      rentPayments: "Rent payments",
      landlord: "Landlord",
      field: "Field",
      entity: "Entity",
      cropYear: "Crop year",
      recordAPayment: "Record a payment",
      lease: "Lease",
      cropYearBlankTheDate: "Crop year (blank = the date's year)",
      amount: "Amount ($)",
    },
  },
  es: {
    payments: {
      rentPayments: "Pagos de renta",
      landlord: "Arrendador",
      field: "Campo",
      entity: "Entidad",
      cropYear: "Año de cosecha",
      recordAPayment: "Registrar un pago",
      lease: "Arrendamiento",
      cropYearBlankTheDate: "Año de cosecha (en blanco = el año de la fecha)",
      amount: "Monto ($)",
    },
  },
};

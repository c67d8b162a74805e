import type { AreaMessages } from "./types";

/** Rent payments. */
export const payments: AreaMessages = {
  en: {
    // react-admin's own labels for the resource (titles, breadcrumbs, inputs without a label).
    resources: { payments: { name: "Payment |||| Payments", fields: { date: "Date", amount: "Amount", method: "Method", memo: "Memo" } } },
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
      methods: {
        check: "Check",
        ach: "ACH",
        wire: "Wire",
        cash: "Cash",
        other: "Other",
      },
    },
  },
  es: {
    // react-admin's own labels for the resource (titles, breadcrumbs, inputs without a label).
    resources: { payments: { name: "Pago |||| Pagos", fields: { date: "Fecha", amount: "Monto", method: "Forma de pago", memo: "Nota" } } },
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
      methods: {
        check: "Cheque",
        ach: "ACH",
        wire: "Transferencia",
        cash: "Efectivo",
        other: "Otro",
      },
    },
  },
};

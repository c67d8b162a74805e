import type { AreaMessages } from "./types";

/** Landlords and their statements. */
export const landlords: AreaMessages = {
  en: {
    landlords: {
      phoneOrEmail: "Phone or email",
      mailingAddress: "Mailing address",
      taxIdSsnOrEin: "Tax ID (SSN or EIN)",
      storedMaskedLeaveBlankTo: "Stored masked; leave blank to keep the one on file",
      optionalOnlyEverShownMasked: "Optional; only ever shown masked",
      statement: "Statement",
      newLandlord: "New landlord",
      landlord: "Landlord",
      leases: "Leases",
      payments: "Payments",
      landlords: "Landlords",
      taxId: "Tax ID",
      landlordStatement: "Landlord statement",
      statementYear: "Statement year",
      loading: "Loading...",
      cropYear: "- Crop Year",
      noLeaseInForceThis: "No lease in force this crop year.",
      totals: "Totals",
    },
  },
  es: {
    landlords: {
      phoneOrEmail: "Teléfono o correo electrónico",
      mailingAddress: "Dirección postal",
      taxIdSsnOrEin: "Número fiscal (SSN o EIN)",
      storedMaskedLeaveBlankTo: "Se guarda oculto; déjelo en blanco para conservar el registrado",
      optionalOnlyEverShownMasked: "Opcional; siempre se muestra oculto",
      statement: "Estado de cuenta",
      newLandlord: "Nuevo arrendador",
      landlord: "Arrendador",
      leases: "Arrendamientos",
      payments: "Pagos",
      landlords: "Arrendadores",
      taxId: "Número fiscal",
      landlordStatement: "Estado de cuenta del arrendador",
      statementYear: "Año del estado de cuenta",
      loading: "Cargando...",
      cropYear: "- Año de cosecha",
      noLeaseInForceThis: "No hay arrendamiento vigente este año de cosecha.",
      totals: "Totales",
    },
  },
};

import type { LandlordStatement } from "../../domain/leases/statement";
import { dec, formatUsd, formatUsdParens } from "../../domain/money";
import { acres1, col, keep, note, pairs, row, space, span, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport } from "../../pdf/model";
import { categoryText, type Lang, unitText } from "../../domain/reference-names";

/** An amount taken off what the landlord is owed, in parentheses. */
const deduct = (v: string) => formatUsdParens(dec(v).neg());

/** How each lease type is named on the statement (its PDF and CSV). */
export const LEASE_TYPE_NAMES = { cash: "Cash rent", crop_share: "Crop share", flex: "Flex" } as const;

/** The statement's own words in each language a report file is written in (its CSV's line words too). */
export const STATEMENT_TEXTS: Record<Lang, {
  leaseTypes: Record<keyof typeof LEASE_TYPE_NAMES, string>;
  title: (year: number) => string; heading: (landlord: string, year: number) => string;
  leaseLine: (field: string, entity: string, acres: string, crop: string, type: string, share: string) => string; noCrop: string;
  item: string; total: string; yourShare: string; grossIncome: string; cost: (category: string) => string; cashRentDue: string; flexBonus: string;
  paymentsMade: string; netOwedBy: string; netOwedTo: string; noLease: string; totals: string; incomeShare: string; costsShared: string; cashRent: string;
  note: string; lines: { lease: string; cost: string; total: string };
  harvested: (quantity: string, unit: string) => string; settledIncome: string; estimatedIncome: string; estimatedNote: string;
}> = {
  en: {
    leaseTypes: LEASE_TYPE_NAMES,
    title: (year) => `Landlord Statement - Crop Year ${year}`,
    heading: (landlord, year) => `${landlord} - Landlord Statement - Crop Year ${year}`,
    leaseLine: (field, entity, acres, crop, type, share) => `${field} (${entity}) - ${acres} acres - ${crop} - ${type}, your share ${share}%`,
    noCrop: "No crop", item: "Item", total: "Total", yourShare: "Your Share", grossIncome: "Gross income", cost: (c) => `Cost: ${c}`,
    cashRentDue: "Cash rent due", flexBonus: "Flex bonus", paymentsMade: "Payments made", netOwedBy: "Net owed by you", netOwedTo: "Net owed to you",
    noLease: "No lease in force this crop year.", totals: "Totals", incomeShare: "Income share", costsShared: "Costs shared", cashRent: "Cash rent",
    note: "Amounts are exact to the cent; where a lease has several landlords, odd cents go by the largest remainder.",
    lines: { lease: "Lease", cost: "Cost", total: "TOTAL" },
    harvested: (q, unit) => `Harvested, your share: ${q} ${unit}`, settledIncome: "  of which settled crop sales",
    estimatedIncome: "Unsold crop at the mark price (estimated, not in net)",
    estimatedNote: "Settled crop sales are the field's share of its buyers' settlements, by harvested quantity; unsold crop is valued at the office's mark price and shown apart as an estimate, never in the net.",
  },
  es: {
    leaseTypes: { cash: "Renta en efectivo", crop_share: "Aparcería", flex: "Flexible" },
    title: (year) => `Estado de cuenta del arrendador - Año de cosecha ${year}`,
    heading: (landlord, year) => `${landlord} - Estado de cuenta del arrendador - Año de cosecha ${year}`,
    leaseLine: (field, entity, acres, crop, type, share) => `${field} (${entity}) - ${acres} acres - ${crop} - ${type}, su parte ${share}%`,
    noCrop: "Sin cultivo", item: "Concepto", total: "Total", yourShare: "Su parte", grossIncome: "Ingreso bruto", cost: (c) => `Costo: ${c}`,
    cashRentDue: "Renta en efectivo debida", flexBonus: "Bono flexible", paymentsMade: "Pagos hechos", netOwedBy: "Neto que usted debe", netOwedTo: "Neto que se le debe",
    noLease: "Ningún arrendamiento vigente este año de cosecha.", totals: "Totales", incomeShare: "Parte de ingresos", costsShared: "Costos compartidos", cashRent: "Renta en efectivo",
    note: "Los importes son exactos al centavo; cuando un arrendamiento tiene varios arrendadores, los centavos sobrantes van por el mayor residuo.",
    lines: { lease: "Arrendamiento", cost: "Costo", total: "TOTAL" },
    harvested: (q, unit) => `Cosechado, su parte: ${q} ${unit}`, settledIncome: "  de ello, ventas de cosecha liquidadas",
    estimatedIncome: "Cosecha sin vender al precio de referencia (estimado, fuera del neto)",
    estimatedNote: "Las ventas de cosecha liquidadas son la parte del campo en las liquidaciones de sus compradores, según la cantidad cosechada; la cosecha sin vender se valora al precio de referencia de la oficina y se muestra aparte como estimación, nunca en el neto.",
  },
};

/** A quantity as printed: en-US grouping, 2 decimals ("2,000.00"). */
const quantity = (q: string) => Number(q).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A crop share's harvest under its gross income: the quantity, the settled part of the income share, the estimate apart. */
function harvestRows(h: NonNullable<LandlordStatement["leases"][number]["harvest"]>, w: (typeof STATEMENT_TEXTS)[Lang], lang: Lang) {
  return [
    ...(h.quantity !== null ? [row([w.harvested(quantity(h.quantity), unitText(h.unit ?? "", lang)), "", "", ""])] : []),
    row([w.settledIncome, "", "", formatUsd(h.settledIncome)]),
    row([w.estimatedIncome, "", "", formatUsd(h.estimatedIncome)]),
  ];
}

/** The landlord's year-end statement: per lease the shared income and costs, rent, payments and the net. */
export function landlordStatementPdf(s: LandlordStatement, lang: Lang = "en"): PdfReport {
  const w = STATEMENT_TEXTS[lang];
  const heading = w.heading(s.landlord.name, s.year);
  const t = s.totals;
  const leases = s.leases.flatMap((l) => [
    text(w.leaseLine(l.fieldName, l.entityName, acres1(l.leasedAcres), l.crop ?? w.noCrop, w.leaseTypes[l.type], l.sharePercent), { bold: true, size: 9.5 }),
    table(
      [col(w.item, 2.6), col(w.total, 1.2, "right"), col("%", 0.7, "right"), col(w.yourShare, 1.2, "right")],
      [
        ...(l.type === "crop_share"
          ? [
              row([w.grossIncome, formatUsd(l.grossIncome), `${l.incomePercent}%`, formatUsd(l.incomeShare)]),
              ...(l.harvest ? harvestRows(l.harvest, w, lang) : []),
              ...l.costs.map((c) => row([w.cost(categoryText(c.categoryName, lang)), formatUsd(c.total), `${c.percent}%`, deduct(c.share)])),
            ]
          : []),
        ...(l.cashRent !== "0.00" || l.type !== "crop_share" ? [row([w.cashRentDue, "", "", formatUsd(l.cashRent)])] : []),
        ...(l.type === "flex" ? [row([w.flexBonus, "", "", formatUsd(l.flexBonus)])] : []),
        row([w.paymentsMade, "", "", deduct(l.payments)]),
        row([l.net.startsWith("-") ? w.netOwedBy : w.netOwedTo, "", "", formatUsdParens(l.net)], { bold: true, rule: true }),
      ],
      { fontSize: 8.5 },
    ),
    space(4),
  ]);
  return headedReport(heading, "portrait", [
    title(w.title(s.year), 14),
    text(s.landlord.name, { bold: true, size: 11 }),
    ...(s.landlord.mailingAddress ? [text(s.landlord.mailingAddress, { size: 9.5 })] : []),
    space(8),
    ...(s.leases.length ? leases : [table([col("", 1)], [span(w.noLease, { align: "center" })], { header: false })]),
    keep(
      text(w.totals, { bold: true, size: 10 }),
      pairs([
        [w.incomeShare, formatUsd(t.incomeShare)],
        [w.costsShared, deduct(t.costShare)],
        [w.cashRent, formatUsd(t.cashRent)],
        [w.flexBonus, formatUsd(t.flexBonus)],
        [w.paymentsMade, deduct(t.payments)],
        [t.net.startsWith("-") ? w.netOwedBy : w.netOwedTo, formatUsdParens(t.net)],
      ]),
      ...(s.harvest.settledIncome !== "0.00" || s.harvest.estimatedIncome !== "0.00"
        ? [pairs([[w.settledIncome.trim(), formatUsd(s.harvest.settledIncome)], [w.estimatedIncome, formatUsd(s.harvest.estimatedIncome)]]), note(w.estimatedNote)]
        : []),
      note(w.note),
    ),
  ]);
}

import type { LandlordStatement } from "../../domain/leases/statement";
import { dec, formatUsd, formatUsdParens } from "../../domain/money";
import { acres1, col, keep, note, pairs, row, space, span, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport } from "../../pdf/model";

/** An amount taken off what the landlord is owed, in parentheses. */
const deduct = (v: string) => formatUsdParens(dec(v).neg());

/** How each lease type is named on the statement (its PDF and CSV). */
export const LEASE_TYPE_NAMES = { cash: "Cash rent", crop_share: "Crop share", flex: "Flex" } as const;

/** The landlord's year-end statement: per lease the shared income and costs, rent, payments and the net. */
export function landlordStatementPdf(s: LandlordStatement): PdfReport {
  const heading = `${s.landlord.name} - Landlord Statement - Crop Year ${s.year}`;
  const t = s.totals;
  const leases = s.leases.flatMap((l) => [
    text(`${l.fieldName} (${l.entityName}) - ${acres1(l.leasedAcres)} acres - ${l.crop ?? "No crop"} - ${LEASE_TYPE_NAMES[l.type]}, your share ${l.sharePercent}%`, { bold: true, size: 9.5 }),
    table(
      [col("Item", 2.6), col("Total", 1.2, "right"), col("%", 0.7, "right"), col("Your Share", 1.2, "right")],
      [
        ...(l.type === "crop_share"
          ? [
              row(["Gross income", formatUsd(l.grossIncome), `${l.incomePercent}%`, formatUsd(l.incomeShare)]),
              ...l.costs.map((c) => row([`Cost: ${c.categoryName}`, formatUsd(c.total), `${c.percent}%`, deduct(c.share)])),
            ]
          : []),
        ...(l.cashRent !== "0.00" || l.type !== "crop_share" ? [row(["Cash rent due", "", "", formatUsd(l.cashRent)])] : []),
        ...(l.type === "flex" ? [row(["Flex bonus", "", "", formatUsd(l.flexBonus)])] : []),
        row(["Payments made", "", "", deduct(l.payments)]),
        row([l.net.startsWith("-") ? "Net owed by you" : "Net owed to you", "", "", formatUsdParens(l.net)], { bold: true, rule: true }),
      ],
      { fontSize: 8.5 },
    ),
    space(4),
  ]);
  return headedReport(heading, "portrait", [
    title(`Landlord Statement - Crop Year ${s.year}`, 14),
    text(s.landlord.name, { bold: true, size: 11 }),
    ...(s.landlord.mailingAddress ? [text(s.landlord.mailingAddress, { size: 9.5 })] : []),
    space(8),
    ...(s.leases.length ? leases : [table([col("", 1)], [span("No lease in force this crop year.", { align: "center" })], { header: false })]),
    keep(
      text("Totals", { bold: true, size: 10 }),
      pairs([
        ["Income share", formatUsd(t.incomeShare)],
        ["Costs shared", deduct(t.costShare)],
        ["Cash rent", formatUsd(t.cashRent)],
        ["Flex bonus", formatUsd(t.flexBonus)],
        ["Payments made", deduct(t.payments)],
        [t.net.startsWith("-") ? "Net owed by you" : "Net owed to you", formatUsdParens(t.net)],
      ]),
      note("Amounts are exact to the cent; where a lease has several landlords, odd cents go by the largest remainder."),
    ),
  ]);
}

import type { LandlordStatement } from "../../../domain/leases/statement";
import type { CsvTable } from "../../../lib/csv";

const TYPE_NAMES = { cash: "Cash rent", crop_share: "Crop share", flex: "Flex" } as const;

/**
 * The landlord statement as CSV: one row per lease with its figures, one row per shared cost category under it
 * (Line = "Cost"), and a TOTAL row; the same figures as the JSON, to the cent.
 */
export function landlordStatementCsv(s: LandlordStatement): CsvTable {
  const header = [
    "Line", "Entity", "Field", "Crop", "Acres", "Lease Type", "Share %", "Category", "Gross Income", "Income %", "Income Share",
    "Cost Total", "Cost %", "Cost Share", "Cash Rent", "Flex Bonus", "Payments", "Net",
  ];
  const rows = s.leases.flatMap((l) => [
    ["Lease", l.entityName, l.fieldName, l.crop, l.leasedAcres, TYPE_NAMES[l.type], l.sharePercent, "", l.grossIncome, l.incomePercent, l.incomeShare, "", "", l.costShare, l.cashRent, l.flexBonus, l.payments, l.net],
    ...l.costs.map((c) => ["Cost", l.entityName, l.fieldName, "", "", "", "", c.categoryName, "", "", "", c.total, c.percent, c.share, "", "", "", ""]),
  ]);
  const t = s.totals;
  rows.push(["TOTAL", "", "", "", "", "", "", "", t.grossIncome, "", t.incomeShare, "", "", t.costShare, t.cashRent, t.flexBonus, t.payments, t.net]);
  return { header, rows };
}

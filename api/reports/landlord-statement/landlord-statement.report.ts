import { z } from "@hono/zod-openapi";
import { type LandlordStatement, LandlordStatementShape } from "../../domain/leases/statement";
import { fileSlug } from "../../lib/csv";
import { IdParams, yearSchema } from "../../schemas/common";
import { getLandlordStatement } from "../../services/lease-figures.service";
import { type ReportRow, defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { landlordStatementInfo as info } from "./landlord-statement.info";
import { LEASE_TYPE_NAMES, landlordStatementPdf } from "./landlord-statement.pdf";

/** One row per lease with its figures, one per shared cost category under it (Line "Cost"), and a TOTAL row; to the cent. */
function statementRows(s: LandlordStatement): ReportRow[] {
  const rows = s.leases.flatMap((l): ReportRow[] => [
    {
      line: "Lease", entity: l.entityName, field: l.fieldName, crop: l.crop, acres: l.leasedAcres, leaseType: LEASE_TYPE_NAMES[l.type], sharePercent: l.sharePercent,
      category: "", grossIncome: l.grossIncome, incomePercent: l.incomePercent, incomeShare: l.incomeShare, costTotal: "", costPercent: "", costShare: l.costShare,
      cashRent: l.cashRent, flexBonus: l.flexBonus, payments: l.payments, net: l.net,
    },
    ...l.costs.map((c): ReportRow => ({
      line: "Cost", entity: l.entityName, field: l.fieldName, crop: "", acres: "", leaseType: "", sharePercent: "", category: c.categoryName, grossIncome: "",
      incomePercent: "", incomeShare: "", costTotal: c.total, costPercent: c.percent, costShare: c.share, cashRent: "", flexBonus: "", payments: "", net: "",
    })),
  ]);
  const t = s.totals;
  rows.push({
    line: "TOTAL", entity: "", field: "", crop: "", acres: "", leaseType: "", sharePercent: "", category: "", grossIncome: t.grossIncome, incomePercent: "",
    incomeShare: t.incomeShare, costTotal: "", costPercent: "", costShare: t.costShare, cashRent: t.cashRent, flexBonus: t.flexBonus, payments: t.payments, net: t.net,
  });
  return rows;
}

export const landlordStatementReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdParams,
    query: z.object({ year: yearSchema, ...formatQuery }),
    shape: LandlordStatementShape,
    summary: "A landlord's statement for a crop year over every entity's leases (JSON, CSV or PDF)",
    tags: ["Landlords"],
  }),
  // 404 for an unknown landlord.
  load: (ctx, { id, year }) => getLandlordStatement(ctx, id, year),
  json: (data) => data,
  rows: statementRows,
  filename: (data, { year }) => `landlord-statement-${fileSlug(data.landlord.name)}-${year}`,
  pdf: landlordStatementPdf,
});

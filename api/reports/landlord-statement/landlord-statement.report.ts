import { z } from "@hono/zod-openapi";
import { type LandlordStatement, LandlordStatementShape } from "../../domain/leases/statement";
import { fileSlug } from "../../lib/csv";
import { IdParams, yearSchema } from "../../schemas/common";
import { getLandlordStatement } from "../../services/lease-figures.service";
import { type ReportRow, defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { landlordStatementInfo as info } from "./landlord-statement.info";
import { STATEMENT_TEXTS, landlordStatementPdf } from "./landlord-statement.pdf";
import type { Lang } from "../../domain/reference-names";

/**
 * One row per lease with its figures, one per shared cost category under it (Line "Cost"), and a TOTAL row; to the
 * cent. A crop share's harvest (quantity, settled and estimated income) is on its lease row; the TOTAL row sums the
 * settled and estimated income, the estimate never in Net.
 */
function statementRows(s: LandlordStatement, _input: unknown, lang: Lang = "en"): ReportRow[] {
  const w = STATEMENT_TEXTS[lang];
  const rows = s.leases.flatMap((l): ReportRow[] => [
    {
      line: w.lines.lease, entity: l.entityName, field: l.fieldName, crop: l.crop, acres: l.leasedAcres, leaseType: w.leaseTypes[l.type], sharePercent: l.sharePercent,
      category: "", grossIncome: l.grossIncome, incomePercent: l.incomePercent, incomeShare: l.incomeShare, costTotal: "", costPercent: "", costShare: l.costShare,
      cashRent: l.cashRent, flexBonus: l.flexBonus, payments: l.payments, net: l.net,
      harvested: l.harvest?.quantity ?? "", unit: l.harvest?.unit ?? "", settledIncome: l.harvest?.settledIncome ?? "", estimatedIncome: l.harvest?.estimatedIncome ?? "",
    },
    ...l.costs.map((c): ReportRow => ({
      line: w.lines.cost, entity: l.entityName, field: l.fieldName, crop: "", acres: "", leaseType: "", sharePercent: "", category: c.categoryName, grossIncome: "",
      incomePercent: "", incomeShare: "", costTotal: c.total, costPercent: c.percent, costShare: c.share, cashRent: "", flexBonus: "", payments: "", net: "",
      harvested: "", unit: "", settledIncome: "", estimatedIncome: "",
    })),
  ]);
  const t = s.totals;
  rows.push({
    line: w.lines.total, entity: "", field: "", crop: "", acres: "", leaseType: "", sharePercent: "", category: "", grossIncome: t.grossIncome, incomePercent: "",
    incomeShare: t.incomeShare, costTotal: "", costPercent: "", costShare: t.costShare, cashRent: t.cashRent, flexBonus: t.flexBonus, payments: t.payments, net: t.net,
    harvested: "", unit: "", settledIncome: s.harvest.settledIncome, estimatedIncome: s.harvest.estimatedIncome,
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
  pdf: (data, _input, lang) => landlordStatementPdf(data, lang),
});

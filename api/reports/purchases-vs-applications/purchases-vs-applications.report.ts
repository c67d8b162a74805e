import { PurchasesVsApplicationsShape } from "../../domain/reports/shapes";
import { z } from "@hono/zod-openapi";
import { fileSlug } from "../../lib/csv";
import { IdPath } from "../../schemas/reports.schemas";
import { getPurchasesVsApplications } from "../../services/input-reports.service";
import { defineReport, reportRoute } from "../define-report";
import { asOfQuery } from "../inventory/inventory.report";
import { formatQuery, today } from "../report-route";
import { purchasesVsApplicationsInfo as info } from "./purchases-vs-applications.info";
import type { Lang } from "../../domain/reference-names";

const TEXTS: Record<Lang, { ok: string; off: string; asOf: string; totals: string }> = {
  en: { ok: "OK", off: "OFF", asOf: "as of", totals: "TOTALS" },
  es: { ok: "OK", off: "DESCUADRE", asOf: "al", totals: "TOTALES" },
};

export const purchasesVsApplicationsReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({ asOf: asOfQuery, ...formatQuery }),
    shape: PurchasesVsApplicationsShape.openapi("PurchasesVsApplications"),
    tags: ["Reports", "Inputs"],
    summary: "Per product at an entity: purchases + adjustments - returns = applications + value on hand, to the cent, as of a day",
    description:
      "Purchases are the purchase lines' values and applications the task product lines' stored costs (what every other report reads); " +
      "adjustments, returns and the value on hand are the moving-average ledger's. difference = 0.00 (Check OK) when the invariant holds.",
  }),
  load: (ctx, { id, asOf }) => getPurchasesVsApplications(ctx, id, asOf ?? today()),
  json: (data) => data,
  rows: (data, _input, lang) => data.rows.map(({ balanced, ...r }) => ({ ...r, check: balanced ? TEXTS[lang].ok : TEXTS[lang].off })),
  filename: (data) => `purchases-vs-applications-${fileSlug(data.entityName)}-${data.asOf}`,
  subtitle: (data, _input, lang) => `${data.entityName}, ${TEXTS[lang].asOf} ${data.asOf}`,
  totals: (data, lang) => ({ productName: TEXTS[lang].totals, ...data.totals, check: data.balanced ? TEXTS[lang].ok : TEXTS[lang].off }),
});

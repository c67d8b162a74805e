import { z } from "@hono/zod-openapi";
import { ALL_FIELDS, type DetailedOperations, detailedOperationsRecord, withOperationLines } from "../../domain/reports";
import { fileSlug } from "../../lib/csv";
import { yearSchema } from "../../schemas/common";
import { DetailedOperationsSchema, IdPath } from "../../schemas/reports.schemas";
import { type ReportRow, defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { detailedOperationsPdf } from "./detailed-operations.pdf";
import { detailedOperationsInfo as info } from "./detailed-operations.info";
import { loadDetailedOperationsInput } from "./detailed-operations.service";

/** One CSV row per line of the record, each amount per acre and in total. */
const lineRows = (report: DetailedOperations): ReportRow[] =>
  report.lines.map((l) => ({
    date: l.date,
    nbi: l.nbi,
    accountCode: l.accountCode,
    categoryName: l.categoryName,
    operation: l.operation,
    customFarmPerAcre: l.customFarm.perAcre,
    customFarm: l.customFarm.total,
    costsOtherPerAcre: l.costsOther.perAcre,
    costsOther: l.costsOther.total,
    equipRentPerAcre: l.equipRent.perAcre,
    equipRent: l.equipRent.total,
    incomePerAcre: l.income.perAcre,
    income: l.income.total,
    costPerAcre: l.cost.perAcre,
    cost: l.cost.total,
  }));

export const detailedOperationsReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({
      year: yearSchema,
      fieldId: z.coerce
        .number({ error: "must be a number" })
        .int("must be a whole number")
        .min(0, "must be 0 (all fields) or a field id")
        .max(2_147_483_647, "is not a known id")
        .optional()
        .openapi({ type: "integer", example: 0, description: "0 or absent: all fields" }),
      ...formatQuery,
    }),
    shape: DetailedOperationsSchema,
    summary: "Accounting record of one field (or all fields) for a harvest year",
  }),
  // A busy year's PDF makes each page's lines as it draws it (the record); the CSV and the JSON hold them all.
  load: async (ctx, { id, year, fieldId = ALL_FIELDS }) => detailedOperationsRecord(await loadDetailedOperationsInput(ctx, { entityId: id, year, fieldId })),
  json: (record) => withOperationLines(record),
  rows: (record) => lineRows(withOperationLines(record)),
  filename: (record, { year }) => `detailed-operations-${fileSlug(record.entityName)}-${year}`,
  pdf: (record, _input, lang) => detailedOperationsPdf(record, new Date(), lang),
});

import { fileSlug } from "../../lib/csv";
import { IrrigationReportSchema } from "../../schemas/reports.schemas";
import { getIrrigationReport } from "../agronomy.service";
import { defineReport, reportRoute } from "../define-report";
import { agronomyQuery, applicationCells } from "../fertilizer/fertilizer.report";
import { irrigationPdf } from "./irrigation.pdf";
import { irrigationInfo as info } from "./irrigation.info";

export const irrigationReport = defineReport({
  info,
  route: reportRoute(info, {
    query: agronomyQuery,
    shape: IrrigationReportSchema,
    summary: "Irrigation Report of a crop year",
    description:
      "Water-category tasks with an irrigation type, hours > 0 and inches > 0; the Entity Average is weighted by field acres. " +
      "entity defaults to current when currentEntityId is given, else to all.",
  }),
  // The irrigation screen opens on the current entity (spec 001 section 2.1).
  load: (ctx, { year, entity, currentEntityId, crop }) =>
    getIrrigationReport(ctx, { year, entity: entity ?? (currentEntityId !== undefined ? "current" : "all"), currentEntityId, cropType: crop }),
  json: (data) => data,
  // One row per irrigation; a field's rows add up to its Field Total Water Applied.
  rows: (data) =>
    data.fields.flatMap((f) =>
      f.applications.map((a) => ({
        ...applicationCells(f, a),
        irrigationType: a.irrigationType,
        hours: a.hours,
        inches: a.inches,
      })),
    ),
  // All Entities: an Entity column beside the field (two entities may each have a "Hilltop").
  shows: (data, column) => column.key === "entityName" && data.entity === "all",
  filename: (data, { year }) => `irrigation-${fileSlug(data.entityName)}-${year}`,
  pdf: (report, _input, lang) => irrigationPdf(report, lang),
});

import { z } from "@hono/zod-openapi";
import { ScheduleFShape } from "../domain/accounting/schedule-f";
import * as shapes from "../domain/reports/shapes";
import { idSchema, languageSchema, yearSchema } from "./common";

/* ---------- Request pieces ---------- */

export const monthSchema = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole month")
  .min(1, "must be between 1 and 12")
  .max(12, "must be between 1 and 12")
  .openapi({ type: "integer", example: 3 });

/** Every report answers JSON, `?format=csv` (an attachment) or `?format=pdf` (inline). */
export const formatSchema = z
  .enum(["json", "csv", "pdf"], { error: "must be json, csv or pdf" })
  .default("json")
  .openapi({ example: "pdf", description: "json (default), csv or pdf" });
export type ReportFormat = z.output<typeof formatSchema>;

/** The language of a report file's headings and reference names; without it, the caller's saved language. */
export const langSchema = languageSchema
  .optional()
  .openapi({ example: "es", description: "en or es: the language of the CSV and PDF headings (default: the caller's saved language)" });

/** A YYYY-MM-DD day that exists. */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "is not a real date")
  .openapi({ example: "2025-01-01" });

const pathId = (name: string) => idSchema.openapi({ param: { name, in: "path" }, example: 1 });
export const IdPath = z.object({ id: pathId("id") });
export const EntityIdPath = z.object({ entityId: pathId("entityId") });
export const FieldIdPath = z.object({ fieldId: pathId("fieldId") });
export const EntityFieldPath = z.object({ entityId: pathId("entityId"), fieldId: pathId("fieldId") });
export const IdYearPath = z.object({ id: pathId("id"), year: yearSchema.openapi({ param: { name: "year", in: "path" }, example: 2025 }) });
export const YearPath = z.object({ year: yearSchema.openapi({ param: { name: "year", in: "path" }, example: 2025 }) });

/** `all`, `current` (with currentEntityId) or an entity id. */
export const entityFilterSchema = z
  .union([z.enum(["all", "current"]), idSchema], { error: "must be all, current or an entity id" })
  .openapi({ type: "string", example: "all", description: "all, current (needs currentEntityId) or an entity id" });
/** A crop, or blank / `all` / `All Crops` for every crop. */
export const cropFilterSchema = z
  .string()
  .trim()
  .max(100, "must be at most 100 characters")
  .transform((v) => (v === "" || /^all( crops)?$/i.test(v) ? null : v))
  .optional()
  .openapi({ type: "string", example: "Alfalfa" });

/* ---------- Responses: the domain's one shape per report, named for the OpenAPI document ---------- */

export const MonthlyInvoiceSchema = shapes.MonthlyInvoiceShape.openapi("MonthlyInvoice");
export const CostSummarySchema = shapes.CostSummaryShape.openapi("CostSummary");
export const DetailedOperationsSchema = shapes.DetailedOperationsShape.openapi("DetailedOperations");
export const FieldSummarySchema = shapes.FieldSummaryShape.openapi("FieldSummary");
export const AcreageEntitySchema = shapes.AcreageEntityShape.openapi("AcreageEntity");
export const AcreageReportSchema = shapes.AcreageReportShape.openapi("AcreageReport");
export const FertilizerReportSchema = shapes.FertilizerReportShape.openapi("FertilizerReport");
export const IrrigationReportSchema = shapes.IrrigationReportShape.openapi("IrrigationReport");
export const EquipmentInvoiceSchema = shapes.EquipmentInvoiceShape.openapi("EquipmentInvoice");
export const EquipmentSummarySchema = shapes.EquipmentSummaryShape.openapi("EquipmentSummary");
export const FieldProfitabilitySchema = shapes.FieldReportShape.openapi("FieldProfitability");
export const ScheduleFSchema = ScheduleFShape.openapi("ScheduleF");

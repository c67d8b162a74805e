import type { z } from "@hono/zod-openapi";
import type * as R from "../../api/client";

// The report endpoints' own response schemas: every figure on these screens is the server's.
export type MonthlyInvoice = z.infer<typeof R.MonthlyInvoiceSchema>;
export type CostSummary = z.infer<typeof R.CostSummarySchema>;
export type DetailedOperations = z.infer<typeof R.DetailedOperationsSchema>;
export type FieldSummary = z.infer<typeof R.FieldSummarySchema>;
export type AcreageReport = z.infer<typeof R.AcreageReportSchema>;
export type FertilizerReport = z.infer<typeof R.FertilizerReportSchema>;
export type IrrigationReport = z.infer<typeof R.IrrigationReportSchema>;
export type EquipmentInvoice = z.infer<typeof R.EquipmentInvoiceSchema>;
export type EquipmentSummary = z.infer<typeof R.EquipmentSummarySchema>;
export type FieldProfitability = z.infer<typeof R.FieldProfitabilitySchema>;

/**
 * What admin-ui/ may run of the server's code, and farmctl too (through ./index.ts): the pure domain rules it
 * previews with and the plain-zod request rules its forms check before sending. Nothing here reaches db/, drizzle
 * or @hono/zod-openapi, so the SPA bundle stays small (checked by .dependency-cruiser.cjs, `client-rules-are-plain`).
 * Every module re-exported here is free of side effects (package.json `sideEffects`): the bundler keeps only what a
 * screen uses, in that screen's chunk. docs/decisions/one-way-in.md.
 */
export { lastMonth } from "../domain/accounting/period";
export { SCHEDULE_F_LINES } from "../domain/accounting/schedule-f";
export type { CostBreakdown, TaskFilterValues, TaskTotals as TaskListTotals } from "../domain/farm-figures";
export { PAYMENT_METHODS } from "../domain/leases/payments";
export { landlordSharesShape } from "../domain/leases/terms";
export { crewCategories } from "../domain/crew-tasks";
export { formatUsd, formatUsdParens } from "../domain/money";
export { decimalText, usdText } from "../domain/money-text";
export { dateText } from "../domain/date-text";
export { recordedAcres } from "../domain/boundaries/acreage";
export { MAP_FIGURES } from "../domain/map-figures";
export { AUDIT_RESOURCES, type AuditResource } from "../domain/audit-actions";
export { INVOICE_TOTAL_LABELS, invoiceTotalNames } from "../domain/reports/monthly-invoice";
export { CATEGORY_ID, CATEGORY_NAME } from "../domain/task-categories";
export { isIncome } from "../domain/task-kind";
export { mayWrite, type WriteVerb, type WrittenRecord, WRITERS } from "../domain/write-access";
export { accountText, categoryText, irrigationText, type Lang, LANGS, productKindText, REFERENCE_TEXTS, scheduleFText, unitText } from "../domain/reference-names";
export { CATEGORY_TEXTS } from "../domain/category-names";
export {
  computeTaskTotals,
  fertilizerUnit,
  IRRIGATION_RATES,
  IRRIGATION_TYPES,
  type IrrigationType,
  type TaskTotals,
  YIELD_UNITS,
} from "../domain/task-formulas";
export { BASE_UNIT_NAMES, BASE_UNITS } from "../domain/input-units";
export { HARVEST_UNITS, type HarvestUnit } from "../domain/harvest/units";
export { DEDUCTION_KINDS } from "../domain/harvest/settlement";
export { PRODUCT_KINDS, type ProductKind, SIGNAL_WORDS } from "../domain/products";
export { purchaseMoney } from "../domain/purchase-lines";
export { withoutOffCategoryDetails } from "../domain/task-preparation";
export { appliedQuantity, toStockQuantity } from "../domain/input-units";
export { applicationsAtAverage, costAtAverage, heldBeforeOwn } from "../domain/inventory";
export { APPLICATION_METHODS, APPLIED_KIND_BY_CATEGORY } from "../domain/task-products";
export { decodeText } from "../domain/text-encoding";
export { type ColumnKind, columnHeadings, REPORT_CATALOG, type ReportColumn, type ReportInfo, reportInfo, type ReportName, type ReportParam } from "../reports/catalog";
export { type PublicUser, ROLES, type Role, SESSION_COOKIE } from "../domain/users";
export { FieldCreateSchema, FieldUpdateSchema } from "../schemas/field-input.schemas";
export { yearSchema } from "../schemas/input-rules";
export { CrewTaskCreateSchema, TaskCreateSchema } from "../schemas/task-input.schemas";

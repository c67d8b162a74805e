import { Dec, dec, round, toCents } from "../money";
import { isNonBillable } from "../task-categories";
import { compareNames, monthOf, monthPeriod } from "./period";
import { isPositive } from "./task-rules";
import type { ReportTask } from "./types";
import type { EquipmentInvoice, EquipmentInvoiceLine } from "./shapes";

export const DEFAULT_EQUIPMENT_DESCRIPTION = "Equipment Rental";
export const ALL_ENTITIES_CUSTOMER = "ALL ENTITIES";
/** Between the entity and the field in All Entities mode (docs/decisions/report-equipment.md). */
export const ENTITY_FIELD_SEPARATOR = " - ";

/** The spec's billable rule (001 section 5), shared by the invoice and the monthly equipment summary. */
export function isBillableRental(task: ReportTask): boolean {
  return isPositive(task.equipmentTotal) && !isNonBillable(task.categoryName);
}

export interface EquipmentInvoiceInput {
  cropYear: number;
  month: number;
  invoiceDate: string;
  /** The one entity's name, or null in All Entities mode. */
  entityName: string | null;
  tasks: ReportTask[];
}

/**
 * The equipment company's monthly invoice: equipmentTotal > 0, task date in the month, cropYear = the crop year,
 * non-billable categories left off. Rate per acre = equipmentTotal / acresCovered, where missing or zero acres count
 * as 1 in that division only.
 */
export function equipmentInvoice(input: EquipmentInvoiceInput): EquipmentInvoice {
  const allEntities = input.entityName === null;
  const ofYear = input.tasks.filter((t) => t.cropYear === input.cropYear);
  const billable = ofYear
    .filter((t) => monthOf(t.date) === input.month && isBillableRental(t))
    .sort((a, b) => a.date.localeCompare(b.date) || compareNames(a.entityName ?? "", b.entityName ?? "")
      || compareNames(a.fieldName, b.fieldName) || a.id - b.id);

  const lines = billable.map((t): EquipmentInvoiceLine => {
    const acres = dec(t.acresCovered);
    const divisor = acres.greaterThan(0) ? acres : new Dec(1);
    const entityPrefix = allEntities && t.entityName ? `${t.entityName.toUpperCase()}${ENTITY_FIELD_SEPARATOR}` : "";
    return {
      taskId: t.id,
      date: t.date,
      fieldName: `${entityPrefix}${t.fieldName}`,
      taskName: t.name,
      equipmentDescription: t.equipmentDescription?.trim() || DEFAULT_EQUIPMENT_DESCRIPTION,
      acres: round(acres, 2),
      costPerAcre: toCents(dec(t.equipmentTotal).div(divisor)),
      totalCost: toCents(dec(t.equipmentTotal)),
    };
  });

  return {
    invoiceDate: input.invoiceDate,
    billingPeriod: monthPeriod(input.cropYear, input.month),
    customerName: input.entityName === null ? ALL_ENTITIES_CUSTOMER : input.entityName.toUpperCase(),
    cropYear: input.cropYear,
    month: input.month,
    lines,
    summary: {
      totalAcres: round(billable.reduce((acc, t) => acc.plus(dec(t.acresCovered)), new Dec(0)), 2),
      totalEquipmentCost: toCents(billable.reduce((acc, t) => acc.plus(dec(t.equipmentTotal)), new Dec(0))),
    },
    counts: { cropYearTasks: ofYear.length, billableTasks: billable.length },
  };
}

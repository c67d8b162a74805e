import { Dec, dec, toCents, type Dec as DecT } from "../money";
import { DEFAULT_EQUIPMENT_DESCRIPTION, isBillableRental } from "./equipment-invoice";
import { compareNames, monthOf, yearOf } from "./period";
import type { ReportEntity, ReportTask } from "./types";
import type { EquipmentSummary, EquipmentSummaryEntity, } from "./shapes";

export interface EquipmentSummaryInput {
  month: number;
  year: number;
  entities: ReportEntity[];
  /** Tasks of every entity; each needs its entityId. */
  tasks: ReportTask[];
}

/**
 * The monthly equipment report (/equipment-reports) is a calendar report (DECISIONS.md): task date in that calendar
 * month and year whatever its crop year, equipmentTotal > 0, Water Assessment, Rent and Farm Management left off.
 */
export function equipmentSummary(input: EquipmentSummaryInput): EquipmentSummary {
  const rentals = input.tasks
    .filter((t) => yearOf(t.date) === input.year && monthOf(t.date) === input.month && isBillableRental(t))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

  let totalRental: DecT = new Dec(0);
  const entities: EquipmentSummaryEntity[] = [];
  for (const entity of [...input.entities].sort((a, b) => compareNames(a.name, b.name))) {
    const own = rentals.filter((t) => t.entityId === entity.id);
    if (own.length === 0) continue;
    const sum = own.reduce((acc, t) => acc.plus(dec(t.equipmentTotal)), new Dec(0));
    totalRental = totalRental.plus(sum);
    entities.push({
      entityId: entity.id,
      entityName: entity.name,
      month: input.month,
      totalEquipmentRental: toCents(sum),
      tasks: own.map((t) => ({
        id: t.id,
        name: t.name,
        fieldName: t.fieldName,
        date: t.date,
        equipmentDescription: t.equipmentDescription?.trim() || DEFAULT_EQUIPMENT_DESCRIPTION,
        equipmentTotal: toCents(dec(t.equipmentTotal)),
      })),
    });
  }
  return { month: input.month, year: input.year, totalRental: toCents(totalRental), entities };
}

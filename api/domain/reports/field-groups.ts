import { Dec, dec, round, type Dec as DecT } from "../money";
import { compareNames } from "./period";
import { cropOrNull } from "./task-rules";
import type { DecimalString, ReportField, ReportTask } from "./types";

export interface FieldGroup {
  acres: DecT;
  cropType: string | null;
  /** By date, then id. */
  tasks: ReportTask[];
  view: { fieldId: number; fieldName: string; entityName?: string; cropType: string | null; acres: DecimalString };
}

/**
 * The tasks of each field that has any, fields by name. A task whose field is not in the list (a field deleted
 * since) still shows, under its own field name, with 0 acres. With `nameEntities` (a report over several entities)
 * each field also names its entity, the task's, and fields of the same name are ordered by it.
 */
export function groupByField(tasks: ReportTask[], fields: ReportField[], nameEntities = false): FieldGroup[] {
  const known = new Map(fields.map((f) => [f.id, f]));
  const groups = new Map<number, FieldGroup>();
  for (const task of [...tasks].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)) {
    let group = groups.get(task.fieldId);
    if (!group) {
      const field = known.get(task.fieldId);
      const acres = dec(field?.acreage);
      const cropType = cropOrNull(field?.cropType);
      group = {
        acres,
        cropType,
        tasks: [],
        view: {
          fieldId: task.fieldId,
          fieldName: field?.name ?? task.fieldName,
          ...(nameEntities ? { entityName: task.entityName ?? "" } : {}),
          cropType,
          acres: round(acres, 2),
        },
      };
      groups.set(task.fieldId, group);
    }
    group.tasks.push(task);
  }
  return [...groups.values()].sort((a, b) =>
    compareNames(a.view.fieldName, b.view.fieldName) || compareNames(a.view.entityName ?? "", b.view.entityName ?? "") || a.view.fieldId - b.view.fieldId);
}

/**
 * Σ(weight x value) / Σ weight, exact; the plain mean when every weight is 0, and 0 for no items.
 * @example weightedAverage([{ weight: 10, value: 1 }, { weight: 30, value: 5 }]) // 4
 */
export function weightedAverage(items: Array<{ weight: DecT | number; value: DecT | number }>): DecT {
  if (items.length === 0) return new Dec(0);
  const weights = items.map((i) => new Dec(i.weight));
  const totalWeight = weights.reduce((acc, w) => acc.plus(w), new Dec(0));
  if (!totalWeight.greaterThan(0)) return items.reduce((acc, i) => acc.plus(i.value), new Dec(0)).div(items.length);
  return items.reduce((acc, i, n) => acc.plus(weights[n]!.times(i.value)), new Dec(0)).div(totalWeight);
}

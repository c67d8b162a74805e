import { Dec, dec, round, type Dec as DecT } from "../money";
import { CATEGORY_ID, CATEGORY_NAME } from "../task-categories";
import { groupByField, weightedAverage } from "./field-groups";
import { compareNames } from "./period";
import { cropOrNull, isPositive } from "./task-rules";
import type { ReportField, ReportTask } from "./types";
import type { IrrigationField, IrrigationFigures, WaterTotals } from "./shapes";

export interface IrrigationInput {
  cropYear: number;
  /** Fields of the entities in view, crop resolved for the crop year. */
  fields: ReportField[];
  tasks: ReportTask[];
  /** A crop to keep, or null/undefined for All Crops. */
  cropType?: string | null;
  /** All Entities mode: each field names its entity. */
  nameEntities?: boolean;
}

/** Category id 1 is Water (spec 001 section 3); a task without an id is judged by its category name. */
const isWaterTask = (t: ReportTask) =>
  t.categoryId != null ? t.categoryId === CATEGORY_ID.WATER : t.categoryName === CATEGORY_NAME.WATER;

const water = (hours: DecT, inches: DecT): WaterTotals => ({ hours: round(hours, 2), inches: round(inches, 3) });

/** Irrigations of a crop year: Water tasks with an irrigation type, hours > 0 and inches > 0. */
export function irrigationReport(input: IrrigationInput): IrrigationFigures {
  const irrigations = input.tasks.filter((t) => t.cropYear === input.cropYear && isWaterTask(t)
    && !!t.irrigationType?.trim() && isPositive(t.irrigationHours) && isPositive(t.waterInchesApplied));
  const groups = groupByField(irrigations, input.fields, input.nameEntities);
  const wanted = cropOrNull(input.cropType);

  const fields = groups.filter((g) => !wanted || g.cropType === wanted).map((g) => {
    const hours = g.tasks.reduce((acc, t) => acc.plus(dec(t.irrigationHours)), new Dec(0));
    const inches = g.tasks.reduce((acc, t) => acc.plus(dec(t.waterInchesApplied)), new Dec(0));
    const view: IrrigationField = {
      ...g.view,
      applications: g.tasks.map((t) => ({
        taskId: t.id,
        date: t.date,
        taskName: t.name,
        irrigationType: t.irrigationType!.trim(),
        hours: round(dec(t.irrigationHours), 2),
        inches: round(dec(t.waterInchesApplied), 3),
      })),
      total: water(hours, inches),
    };
    return { acres: g.acres, hours, inches, view };
  });

  return {
    cropYear: input.cropYear,
    cropsFound: [...new Set(groups.flatMap((g) => (g.cropType ? [g.cropType] : [])))].sort(compareNames),
    fields: fields.map((f) => f.view),
    entityAverage: water(
      weightedAverage(fields.map((f) => ({ weight: f.acres, value: f.hours }))),
      weightedAverage(fields.map((f) => ({ weight: f.acres, value: f.inches }))),
    ),
  };
}

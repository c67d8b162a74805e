import { Dec, dec, round, type Dec as DecT } from "../money";
import { groupByField, weightedAverage } from "./field-groups";
import { compareNames } from "./period";
import { cropOrNull, isPositive } from "./task-rules";
import type { ReportFertilizer, ReportField, ReportTask } from "./types";
import type { FertilizerApplication, FertilizerFigures, Npk } from "./shapes";

export interface FertilizerInput {
  cropYear: number;
  /** Fields of the entities in view, crop resolved for the crop year. */
  fields: ReportField[];
  fertilizers: ReportFertilizer[];
  tasks: ReportTask[];
  /** A crop to keep, or null/undefined for All Crops. */
  cropType?: string | null;
  /** All Entities mode: each field names its entity. */
  nameEntities?: boolean;
}

type ExactNpk = { n: DecT; p: DecT; k: DecT };
const ZERO: ExactNpk = { n: new Dec(0), p: new Dec(0), k: new Dec(0) };
const npk = (v: ExactNpk): Npk => ({ n: round(v.n, 2), p: round(v.p, 2), k: round(v.k, 2) });

/**
 * Fertilizer applications of a crop year (a fertilizer and gallons > 0): Units/Acre is fertilizerGallonsApplied,
 * N (P, K) per acre = units x nPerGal (pPerGal, kPerGal); exact until each figure is printed.
 */
export function fertilizerReport(input: FertilizerInput): FertilizerFigures {
  const byId = new Map(input.fertilizers.map((f) => [f.id, f]));
  const applied = input.tasks.filter((t) => t.cropYear === input.cropYear && t.fertilizerId !== null && isPositive(t.fertilizerGallonsApplied));
  const groups = groupByField(applied, input.fields, input.nameEntities);
  const wanted = cropOrNull(input.cropType);

  const fields = groups.filter((g) => !wanted || g.cropType === wanted).map((g) => {
    let total = ZERO;
    const applications = g.tasks.map((t): FertilizerApplication => {
      const fert = byId.get(t.fertilizerId!);
      const units = dec(t.fertilizerGallonsApplied);
      const per: ExactNpk = { n: dec(fert?.nPerGal), p: dec(fert?.pPerGal), k: dec(fert?.kPerGal) };
      const perAcre = { n: units.times(per.n), p: units.times(per.p), k: units.times(per.k) };
      total = { n: total.n.plus(perAcre.n), p: total.p.plus(perAcre.p), k: total.k.plus(perAcre.k) };
      return {
        taskId: t.id,
        date: t.date,
        taskName: t.name,
        fertilizerName: fert?.name ?? "Unknown fertilizer",
        unitsPerAcre: round(units, 2),
        perUnit: npk(per),
        perAcre: npk(perAcre),
      };
    });
    return { group: g, total, view: { ...g.view, applications, totalPerAcre: npk(total) } };
  });

  const average = (pick: (v: ExactNpk) => DecT) => weightedAverage(fields.map((f) => ({ weight: f.group.acres, value: pick(f.total) })));
  return {
    cropYear: input.cropYear,
    cropsFound: [...new Set(groups.flatMap((g) => (g.cropType ? [g.cropType] : [])))].sort(compareNames),
    fields: fields.map((f) => f.view),
    entityAverage: npk({ n: average((v) => v.n), p: average((v) => v.p), k: average((v) => v.k) }),
  };
}

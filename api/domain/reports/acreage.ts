import { Dec, dec, round, type Dec as DecT } from "../money";
import { largestRemainderTenths } from "./percentages";
import { compareNames } from "./period";
import { cropOfField } from "./task-rules";
import type { FieldCropYear, ReportEntity, ReportField } from "./types";
import type { AcreageEntity, AcreageReport } from "./shapes";

export interface AcreageInput {
  year: number;
  entities: ReportEntity[];
  /** Every active field of every entity, with the field's own cropType (the year's row is looked up here). */
  fields: Array<ReportField & { entityId: number }>;
  cropYears: FieldCropYear[];
}

const sum = (values: DecT[]) => values.reduce((acc, v) => acc.plus(v), new Dec(0));

/** The crop year's acreage across all entities: a crops x entities matrix and each entity's fields. */
export function acreageReport(input: AcreageInput): AcreageReport {
  const entities = [...input.entities].sort((a, b) => compareNames(a.name, b.name));
  const fields = input.fields.map((f) => ({ ...f, crop: cropOfField(f, input.cropYears, input.year), acres: dec(f.acreage) }));

  const cropNames = [...new Set(fields.flatMap((f) => (f.crop ? [f.crop] : [])))].sort(compareNames);
  const matrix = cropNames
    .map((crop) => {
      const acres = entities.map((e) => sum(fields.filter((f) => f.entityId === e.id && f.crop === crop).map((f) => f.acres)));
      return { crop, acres, total: sum(acres) };
    })
    .filter((row) => row.total.greaterThan(0));
  const shares = largestRemainderTenths(matrix.map((row) => ({ key: row.crop, value: row.total })));

  return {
    year: input.year,
    title: `${input.year} CROP YEAR ACREAGE`,
    entities: entities.map((e): AcreageEntity => {
      const own = fields.filter((f) => f.entityId === e.id);
      return {
        entityId: e.id,
        entityName: e.name,
        totalAcres: round(sum(own.map((f) => f.acres)), 2),
        cropBreakdown: matrix
          .map((row) => ({ cropType: row.crop, acres: row.acres[entities.indexOf(e)] ?? new Dec(0) }))
          .filter((c) => c.acres.greaterThan(0))
          .map((c) => ({ cropType: c.cropType, totalAcres: round(c.acres, 2) })),
        fields: own
          .sort((a, b) => b.acres.comparedTo(a.acres) || compareNames(a.name, b.name))
          .map((f) => ({
            fieldId: f.id,
            fieldName: f.name,
            location: f.location?.trim() || "-",
            cropType: f.crop ?? "Unassigned",
            acreage: round(f.acres, 2),
          })),
      };
    }),
    crops: matrix.map((row, i) => ({
      cropType: row.crop,
      acres: row.acres.map((a) => round(a, 2)),
      totalAcres: round(row.total, 2),
      percentage: shares[i] ?? "0.0",
    })),
    entityCropTotals: entities.map((_, i) => round(sum(matrix.map((row) => row.acres[i] ?? new Dec(0))), 2)),
    ranchTotal: round(sum(matrix.map((row) => row.total)), 2),
  };
}

import { describe, expect, test } from "bun:test";
import { fertilizerReport } from "../../../api/domain/reports/fertilizer";
import { field, task } from "./fixtures";

const fertilizers = [
  { id: 10, name: "UAN-32", nPerGal: "3.54", pPerGal: "0.00", kPerGal: "0.00" },
  { id: 11, name: "10-34-0", nPerGal: "1.17", pPerGal: "3.98", kPerGal: "0.00" },
  { id: 12, name: "Potash", nPerGal: "0.00", pPerGal: "0.00", kPerGal: "2.50" },
];
const fields = [
  field({ id: 1, name: "North", acreage: "100.00", cropType: "Alfalfa" }),
  field({ id: 2, name: "Block 7", acreage: "50.00", cropType: "Cotton" }),
  field({ id: 3, name: "Idle", acreage: "10.00", cropType: "Alfalfa" }),
];
const north = { fieldId: 1, fieldName: "North", categoryName: "Fertilizer" };
const block = { fieldId: 2, fieldName: "Block 7", categoryName: "Fertilizer" };

const tasks = [
  task({ ...north, name: "Spring UAN", date: "2025-03-01", fertilizerId: 10, fertilizerGallonsApplied: "15.00" }),
  task({ ...north, name: "Starter", date: "2025-04-01", fertilizerId: 11, fertilizerGallonsApplied: "12.50" }),
  task({ ...block, name: "Potash", date: "2025-03-10", fertilizerId: 12, fertilizerGallonsApplied: "20.00" }),
  task({ ...block, name: "Side dress", date: "2025-05-10", fertilizerId: 10, fertilizerGallonsApplied: "10.00" }),
  // Left off: no gallons, no fertilizer, another crop year
  task({ ...north, date: "2025-05-01", fertilizerId: 10, fertilizerGallonsApplied: "0.00" }),
  task({ ...north, date: "2025-05-01", fertilizerId: null, fertilizerGallonsApplied: "5.00" }),
  task({ fieldId: 3, fieldName: "Idle", date: "2024-05-01", cropYear: 2024, fertilizerId: 10, fertilizerGallonsApplied: "10.00" }),
];

const report = fertilizerReport({ cropYear: 2025, fields, fertilizers, tasks });

describe("fertilizerReport applications", () => {
  test("N/P/K per acre = units x per-unit content, rows rounded half-up", () => {
    const northField = report.fields[1]!;
    expect(northField.applications.map((a) => [a.taskName, a.fertilizerName, a.unitsPerAcre, a.perUnit, a.perAcre])).toEqual([
      // 15 x 3.54 = 53.10
      ["Spring UAN", "UAN-32", "15.00", { n: "3.54", p: "0.00", k: "0.00" }, { n: "53.10", p: "0.00", k: "0.00" }],
      // 12.5 x 1.17 = 14.625 -> 14.63 (half-up); 12.5 x 3.98 = 49.75
      ["Starter", "10-34-0", "12.50", { n: "1.17", p: "3.98", k: "0.00" }, { n: "14.63", p: "49.75", k: "0.00" }],
    ]);
    // field total per acre, exact then rounded: 53.10 + 14.625 = 67.725 -> 67.73
    expect(northField.totalPerAcre).toEqual({ n: "67.73", p: "49.75", k: "0.00" });
  });

  test("fields with applications only, by name, with acres and crop", () => {
    // Block 7: 20 x 2.50 = 50.00 K; 10 x 3.54 = 35.40 N
    expect(report.fields.map((f) => [f.fieldName, f.acres, f.cropType, f.totalPerAcre])).toEqual([
      ["Block 7", "50.00", "Cotton", { n: "35.40", p: "0.00", k: "50.00" }],
      ["North", "100.00", "Alfalfa", { n: "67.73", p: "49.75", k: "0.00" }],
    ]);
    expect(report.cropsFound).toEqual(["Alfalfa", "Cotton"]);
  });
});

describe("fertilizerReport entity average (weighted by field acreage)", () => {
  test("all crops", () => {
    // N (100 x 67.725 + 50 x 35.40) / 150 = (6772.5 + 1770) / 150 = 56.95
    // P (100 x 49.75) / 150 = 33.1666 -> 33.17; K (50 x 50) / 150 = 16.666 -> 16.67
    expect(report.entityAverage).toEqual({ n: "56.95", p: "33.17", k: "16.67" });
  });

  test("one crop: only its fields, the average is that field's totals", () => {
    const cotton = fertilizerReport({ cropYear: 2025, fields, fertilizers, tasks, cropType: "Cotton" });
    expect(cotton.fields.map((f) => f.fieldName)).toEqual(["Block 7"]);
    expect(cotton.entityAverage).toEqual({ n: "35.40", p: "0.00", k: "50.00" });
    // the filter's options still list every crop found
    expect(cotton.cropsFound).toEqual(["Alfalfa", "Cotton"]);
  });

  test("no applications", () => {
    const empty = fertilizerReport({ cropYear: 2023, fields, fertilizers, tasks });
    expect(empty).toEqual({ cropYear: 2023, cropsFound: [], fields: [], entityAverage: { n: "0.00", p: "0.00", k: "0.00" } });
  });
});

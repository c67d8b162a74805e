import { describe, expect, test } from "bun:test";
import { irrigationReport } from "../../../api/domain/reports/irrigation";
import { field, task } from "./fixtures";

const fields = [
  field({ id: 1, name: "North", acreage: "100.00", cropType: "Alfalfa" }),
  field({ id: 2, name: "Block 7", acreage: "50.00", cropType: "Cotton" }),
];
const north = { fieldId: 1, fieldName: "North", categoryId: 1, categoryName: "Water" };

const tasks = [
  task({ ...north, name: "Drip set", date: "2025-05-01", irrigationType: "Drip", irrigationHours: "24.00", waterInchesApplied: "1.090" }),
  task({ ...north, name: "Flood", date: "2025-06-01", irrigationType: "Flood", irrigationHours: "12.00", waterInchesApplied: "2.501" }),
  // no category id: the category name decides
  task({ fieldId: 2, fieldName: "Block 7", categoryName: "Water", name: "Sprinkle", date: "2025-05-15", irrigationType: "Sprinklers", irrigationHours: "6.00", waterInchesApplied: "1.250" }),
  // Left off: not the Water category, no type, no hours, no inches, another crop year
  task({ ...north, categoryId: 3, categoryName: "Fertilizer", irrigationType: "Drip", irrigationHours: "5.00", waterInchesApplied: "1.000" }),
  task({ ...north, irrigationType: null, irrigationHours: "5.00", waterInchesApplied: "1.000" }),
  task({ ...north, irrigationType: "Drip", irrigationHours: "0.00", waterInchesApplied: "1.000" }),
  task({ ...north, irrigationType: "Drip", irrigationHours: "5.00", waterInchesApplied: "0.000" }),
  task({ ...north, cropYear: 2024, irrigationType: "Drip", irrigationHours: "5.00", waterInchesApplied: "1.000" }),
];

const report = irrigationReport({ cropYear: 2025, fields, tasks });

describe("irrigationReport", () => {
  test("per field applications and 'Field Total Water Applied'", () => {
    // North: 24 + 12 = 36.00 hours; 1.090 + 2.501 = 3.591 inches. Block 7: 6.00 hours, 1.250 inches
    expect(report.fields.map((f) => [f.fieldName, f.applications.map((a) => a.taskName), f.total])).toEqual([
      ["Block 7", ["Sprinkle"], { hours: "6.00", inches: "1.250" }],
      ["North", ["Drip set", "Flood"], { hours: "36.00", inches: "3.591" }],
    ]);
    expect(report.fields[1]!.applications[0]).toEqual({
      taskId: tasks[0]!.id, date: "2025-05-01", taskName: "Drip set", irrigationType: "Drip", hours: "24.00", inches: "1.090",
    });
  });

  test("Entity Average weighted by acres", () => {
    // hours (100 x 36 + 50 x 6) / 150 = 3900 / 150 = 26.00
    // inches (100 x 3.591 + 50 x 1.250) / 150 = (359.1 + 62.5) / 150 = 2.810666 -> 2.811
    expect(report.entityAverage).toEqual({ hours: "26.00", inches: "2.811" });
  });

  test("crop filter and empty year", () => {
    const cotton = irrigationReport({ cropYear: 2025, fields, tasks, cropType: "Cotton" });
    expect(cotton.fields.map((f) => f.fieldName)).toEqual(["Block 7"]);
    expect(cotton.entityAverage).toEqual({ hours: "6.00", inches: "1.250" });
    const empty = irrigationReport({ cropYear: 2023, fields, tasks });
    expect(empty).toEqual({ cropYear: 2023, cropsFound: [], fields: [], entityAverage: { hours: "0.00", inches: "0.000" } });
  });

  test("fields without acres: the plain mean", () => {
    const bare = irrigationReport({
      cropYear: 2025,
      fields: [field({ id: 1, name: "North", acreage: "0.00" }), field({ id: 2, name: "Block 7", acreage: "0.00" })],
      tasks,
    });
    // (36 + 6) / 2 = 21.00 hours; (3.591 + 1.250) / 2 = 2.4205 -> 2.421 (half-up)
    expect(bare.entityAverage).toEqual({ hours: "21.00", inches: "2.421" });
  });
});

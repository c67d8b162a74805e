import { describe, expect, test } from "bun:test";
import { acreageReport } from "../../../api/domain/reports/acreage";
import { largestRemainderTenths } from "../../../api/domain/reports/percentages";
import { field } from "./fixtures";

const entities = [
  { id: 1, name: "Stone Ranch" },
  { id: 2, name: "Acme Farms" },
  { id: 3, name: "Empty Co" },
];
const fields = [
  // North's 2025 row says Cotton; South's only row is for 2024, so its own Alfalfa stands in 2025
  field({ id: 1, entityId: 1, name: "North", acreage: "100.00", cropType: "Alfalfa", location: "Hwy 99" }),
  field({ id: 2, entityId: 1, name: "South", acreage: "50.00", cropType: "Alfalfa" }),
  field({ id: 3, entityId: 1, name: "Shop yard", acreage: "5.00", cropType: null, location: "  " }),
  field({ id: 4, entityId: 1, name: "Lot", acreage: "0.00", cropType: "Wheat" }),
  field({ id: 5, entityId: 2, name: "Ridge", acreage: "50.00", cropType: "Alfalfa", location: "Hill" }),
  field({ id: 6, entityId: 2, name: "Creek", acreage: "0.00", cropType: "   " }),
];
const cropYears = [
  { fieldId: 1, year: 2025, cropType: "Cotton" },
  { fieldId: 2, year: 2024, cropType: "Tomatoes" },
];

const report = acreageReport({ year: 2025, entities, fields, cropYears });

describe("acreageReport matrix", () => {
  test("crops alphabetical, blank and zero-acre crops dropped, entities by name", () => {
    // Alfalfa: Acme 50 (Ridge) + Stone 50 (South) = 100; Cotton: Stone 100 (North); Wheat has 0 acres; blanks dropped
    expect(report.crops).toEqual([
      { cropType: "Alfalfa", acres: ["50.00", "0.00", "50.00"], totalAcres: "100.00", percentage: "50.0" },
      { cropType: "Cotton", acres: ["0.00", "0.00", "100.00"], totalAcres: "100.00", percentage: "50.0" },
    ]);
    expect(report.entities.map((e) => e.entityName)).toEqual(["Acme Farms", "Empty Co", "Stone Ranch"]);
    expect(report.entityCropTotals).toEqual(["50.00", "0.00", "150.00"]);
    expect(report.ranchTotal).toBe("200.00");
    expect(report.title).toBe("2025 CROP YEAR ACREAGE");
  });

  test("the same fields in 2024 take the 2024 rows", () => {
    // 2024: North falls back to Alfalfa (100), South is Tomatoes (50), Ridge Alfalfa (50): 150 + 50 = 200
    const y2024 = acreageReport({ year: 2024, entities, fields, cropYears });
    // 150 / 200 = 75.0%, 50 / 200 = 25.0%
    expect(y2024.crops.map((c) => [c.cropType, c.totalAcres, c.percentage])).toEqual([
      ["Alfalfa", "150.00", "75.0"],
      ["Tomatoes", "50.00", "25.0"],
    ]);
  });
});

describe("acreageReport per entity", () => {
  test("totalAcres counts every field; breakdown largest first with '-' and 'Unassigned'", () => {
    const stone = report.entities[2]!;
    // 100 + 50 + 5 + 0 = 155, the blank-crop yard included
    expect(stone.totalAcres).toBe("155.00");
    expect(stone.cropBreakdown).toEqual([
      { cropType: "Alfalfa", totalAcres: "50.00" },
      { cropType: "Cotton", totalAcres: "100.00" },
    ]);
    expect(stone.fields).toEqual([
      { fieldId: 1, fieldName: "North", location: "Hwy 99", cropType: "Cotton", acreage: "100.00" },
      { fieldId: 2, fieldName: "South", location: "-", cropType: "Alfalfa", acreage: "50.00" },
      { fieldId: 3, fieldName: "Shop yard", location: "-", cropType: "Unassigned", acreage: "5.00" },
      { fieldId: 4, fieldName: "Lot", location: "-", cropType: "Wheat", acreage: "0.00" },
    ]);
    expect(report.entities[1]).toEqual({ entityId: 3, entityName: "Empty Co", totalAcres: "0.00", cropBreakdown: [], fields: [] });
  });

  test("no fields at all", () => {
    const empty = acreageReport({ year: 2025, entities, fields: [], cropYears: [] });
    expect(empty.crops).toEqual([]);
    expect(empty.ranchTotal).toBe("0.00");
  });
});

describe("percentages add up to 100.0", () => {
  const sumTenths = (shares: string[]) => shares.reduce((acc, s) => acc + Math.round(Number(s) * 10), 0);

  test.each([
    // thirds: 33.333 each; each rounds down to 33.3 (999 tenths), the missing tenth goes to the first by name
    [[10, 10, 10], ["33.4", "33.3", "33.3"]],
    // 1 : 2 -> 33.333 and 66.666; the larger remainder (.666) takes the missing tenth
    [[1, 2], ["33.3", "66.7"]],
    // 1 : 7 -> 12.5 and 87.5 exactly
    [[1, 7], ["12.5", "87.5"]],
    // seven equal crops: 14.2857 each; 7 x 14.2 = 99.4, the 6 missing tenths go to the first six by name
    [[1, 1, 1, 1, 1, 1, 1], ["14.3", "14.3", "14.3", "14.3", "14.3", "14.3", "14.2"]],
    // 0.05 of 1000 acres is 0.005%: rounds to 0.0 and the rest is 100.0
    [[999.95, 0.05], ["100.0", "0.0"]],
  ])("%p -> %p", (values, expected) => {
    const shares = largestRemainderTenths(values.map((v, i) => ({ key: String.fromCharCode(65 + i), value: v })));
    expect(shares).toEqual(expected);
    expect(sumTenths(shares)).toBe(1000);
  });

  test("a matrix of awkward acres prints 100.0 in total", () => {
    const three = acreageReport({
      year: 2025,
      entities: [{ id: 1, name: "A" }],
      fields: [
        field({ id: 1, entityId: 1, name: "f1", acreage: "33.00", cropType: "Corn" }),
        field({ id: 2, entityId: 1, name: "f2", acreage: "33.00", cropType: "Beans" }),
        field({ id: 3, entityId: 1, name: "f3", acreage: "34.50", cropType: "Wheat" }),
      ],
      cropYears: [],
    });
    // 33 / 100.5 = 32.836 -> 32.8 (twice), 34.5 / 100.5 = 34.328 -> 34.3: 99.9; Corn and Beans tie (remainder .358 tenths),
    // Beans comes first by name and takes the missing tenth
    expect(three.crops.map((c) => [c.cropType, c.percentage])).toEqual([
      ["Beans", "32.9"],
      ["Corn", "32.8"],
      ["Wheat", "34.3"],
    ]);
  });
});

import { describe, expect, test } from "bun:test";
import { cropOfField } from "../../../api/domain/reports";
import type { FieldCropYear } from "../../../api/domain/reports/types";

const row = (fieldId: number, year: number, cropType: string | null) => ({ fieldId, year, cropType }) as FieldCropYear;

describe("cropOfField: the crop a report shows for a field in a year", () => {
  test("the year's row wins over the field's own crop; another year's row does not", () => {
    const years = [row(1, 2024, "Wheat"), row(1, 2025, "Cotton"), row(2, 2024, "Corn")];
    expect(cropOfField({ id: 1, cropType: "Alfalfa" }, years, 2025)).toBe("Cotton");
    expect(cropOfField({ id: 2, cropType: "Alfalfa" }, years, 2025)).toBe("Alfalfa");
    expect(cropOfField({ id: 3, cropType: null }, years, 2025)).toBeNull();
  });

  test("a row without a crop is passed over for a later row of the same field and year", () => {
    const years = [row(1, 2025, "  "), row(1, 2025, null), row(1, 2025, "Tomatoes"), row(1, 2025, "Onions")];
    expect(cropOfField({ id: 1, cropType: "Alfalfa" }, years, 2025)).toBe("Tomatoes");
  });

  test("a list that grows after a first question is read again", () => {
    const years = [row(1, 2024, "Wheat")];
    expect(cropOfField({ id: 1, cropType: "Alfalfa" }, years, 2025)).toBe("Alfalfa");
    years.push(row(1, 2025, "Cotton"));
    expect(cropOfField({ id: 1, cropType: "Alfalfa" }, years, 2025)).toBe("Cotton");
  });

  test("10,000 fields against 10,000 rows: each field gets its own row", () => {
    const years = Array.from({ length: 10_000 }, (_, i) => row(i, 2025, `Crop ${i}`));
    const fields = Array.from({ length: 10_000 }, (_, i) => ({ id: i, cropType: null }));
    expect(fields.map((f) => cropOfField(f, years, 2025))).toEqual(years.map((y) => y.cropType));
  });
});

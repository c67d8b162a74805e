import { describe, expect, test } from "bun:test";
import { monthLabel, monthNameText, monthOf, monthPeriod, monthText, yearOf } from "../../../api/domain/reports/period";

describe("monthPeriod: the 1st to the last day of the month", () => {
  test.each([
    [2025, 2, "2025-02-01", "2025-02-28"],
    // 2024 is a leap year; 2000 too (divisible by 400); 2100 is not (divisible by 100)
    [2024, 2, "2024-02-01", "2024-02-29"],
    [2000, 2, "2000-02-01", "2000-02-29"],
    [2100, 2, "2100-02-01", "2100-02-28"],
    [2025, 4, "2025-04-01", "2025-04-30"],
    [2025, 1, "2025-01-01", "2025-01-31"],
    [2025, 12, "2025-12-01", "2025-12-31"],
  ])("%i-%i", (year, month, from, to) => {
    expect(monthPeriod(year, month)).toEqual({ from, to });
  });
});

describe("date parts are read from the text", () => {
  test("month and year of a date, whatever the time zone", () => {
    expect(monthOf("2025-12-31")).toBe(12);
    expect(monthOf("2026-01-01")).toBe(1);
    expect(yearOf("2026-01-01")).toBe(2026);
  });

  test("printed forms", () => {
    expect(monthLabel(2025, 2)).toBe("February 2025");
    expect(monthText(2025, 3, "en")).toBe("March 2025");
    expect(monthText(2025, 3, "es")).toBe("marzo de 2025");
    expect(monthNameText(12, "es")).toBe("diciembre");
  });
});

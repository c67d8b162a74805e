import { describe, expect, test } from "bun:test";
import { CALIFORNIA_AG_DEFAULT, effectivePolicy } from "../../../api/domain/labor/policy";
import { rateOn } from "../../../api/domain/labor/rates";

describe("the employer's rule", () => {
  test("no row is California agriculture for employers of 26+: OT after 8 h a day and 40 a week, DT after 12", () => {
    expect(effectivePolicy(null)).toEqual({
      burdenPercent: "0",
      dailyOvertimeAfter: "8",
      dailyDoubleAfter: "12",
      weeklyOvertimeAfter: "40",
      overtimeMultiplier: "1.5",
      doubleMultiplier: "2",
      weekStartsOn: 0,
      seventhDay: true,
    });
    expect(effectivePolicy(undefined)).toBe(CALIFORNIA_AG_DEFAULT);
    expect(Object.isFrozen(CALIFORNIA_AG_DEFAULT)).toBe(true);
  });

  test("a row is the entity's rule as it stands; the seventh-day rule applies unless the row turns it off", () => {
    const row = {
      burdenPercent: "22.00",
      dailyOvertimeAfter: null,
      dailyDoubleAfter: null,
      weeklyOvertimeAfter: "40.00",
      overtimeMultiplier: "1.50",
      doubleMultiplier: "2.00",
      weekStartsOn: 1,
    };
    expect(effectivePolicy(row)).toEqual({ ...row, seventhDay: true });
    expect(effectivePolicy({ ...row, seventhDayOvertime: false }).seventhDay).toBe(false);
  });
});

describe("the rate on a date", () => {
  const rates = [
    { id: 2, effectiveFrom: "2026-03-04", hourlyRate: "19.25" },
    { id: 1, effectiveFrom: "2026-01-01", hourlyRate: "18.50" },
    { id: 3, effectiveFrom: "2026-06-01", hourlyRate: "20.00" },
  ];
  test.each([
    ["2026-03-02", 1], // Monday: the old rate
    ["2026-03-03", 1],
    ["2026-03-04", 2], // Wednesday: the new rate from that day on
    ["2026-05-31", 2],
    ["2026-06-01", 3],
    ["2027-01-01", 3],
  ])("on %s it is rate %d (the latest effectiveFrom on or before the date, in any order given)", (date, id) => {
    expect(rateOn(rates, date)?.id).toBe(id);
  });

  test("none before the first rate, and none from no rates", () => {
    expect(rateOn(rates, "2025-12-31")).toBeNull();
    expect(rateOn([], "2026-03-02")).toBeNull();
  });
});

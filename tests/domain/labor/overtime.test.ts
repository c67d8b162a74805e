import { describe, expect, test } from "bun:test";
import { byTimeOrder, splitWeek, type WeekEntry, workweekOf, workweekRange } from "../../../api/domain/labor/overtime";
import { CALIFORNIA_AG_DEFAULT, type LaborPolicy } from "../../../api/domain/labor/policy";

// March 2026: Sunday the 1st, Monday the 2nd ... Saturday the 7th.
const CA = CALIFORNIA_AG_DEFAULT;
const day = (n: number) => `2026-03-${String(n).padStart(2, "0")}`;
const split = (regular: string, overtime: string, double: string) => ({ regular, overtime, double });
const totals = (rows: ReturnType<typeof splitWeek>) =>
  rows.reduce(
    (t, r) => ({ regular: t.regular + Number(r.regular), overtime: t.overtime + Number(r.overtime), double: t.double + Number(r.double) }),
    { regular: 0, overtime: 0, double: 0 },
  );

describe("the workweek", () => {
  test.each([
    ["2026-03-04", 0, "2026-03-01"], // a Wednesday, weeks from Sunday
    ["2026-03-04", 1, "2026-03-02"], // weeks from Monday
    ["2026-03-01", 0, "2026-03-01"], // the first day is its own week's start
    ["2026-03-01", 1, "2026-02-23"], // a Sunday in a Monday week belongs to the week before
    ["2026-01-01", 0, "2025-12-28"], // a Thursday: back across the year
    ["2026-03-06", 6, "2026-02-28"], // weeks from Saturday
  ])("%s with weeks starting on day %d begins %s", (date, start, first) => {
    expect(workweekOf(date, start)).toBe(first);
  });

  test("its range is seven dates", () => {
    expect(workweekRange("2026-03-04", 0)).toEqual({ from: "2026-03-01", to: "2026-03-07" });
    expect(workweekRange("2026-02-27", 1)).toEqual({ from: "2026-02-23", to: "2026-03-01" });
  });
});

describe("splitting a week's hours by the California default", () => {
  test("the issue's Monday: 10 h = 8 regular + 2 overtime", () => {
    expect(splitWeek([{ id: 1, date: day(2), hours: "10" }], CA)).toEqual([{ id: 1, ...split("8.00", "2.00", "0.00") }]);
  });

  test("one day of 13 h: 8 regular, 4 overtime (8 to 12), 1 double time (past 12)", () => {
    expect(splitWeek([{ id: 1, date: day(2), hours: "13" }], CA)).toEqual([{ id: 1, ...split("8.00", "4.00", "1.00") }]);
  });

  test("5 x 9 h = 45 h: 40 regular and 5 daily overtime; no weekly overtime, since daily overtime does not count", () => {
    const rows = splitWeek([2, 3, 4, 5, 6].map((d) => ({ id: d, date: day(d), hours: "9" })), CA);
    for (const r of rows) expect(r).toEqual({ id: r.id, ...split("8.00", "1.00", "0.00") });
    expect(totals(rows)).toEqual({ regular: 40, overtime: 5, double: 0 });
  });

  test("6 x 8 h: 40 regular, and the sixth day's 8 h are weekly overtime", () => {
    const rows = splitWeek([2, 3, 4, 5, 6, 7].map((d) => ({ id: d, date: day(d), hours: "8" })), CA);
    expect(rows.slice(0, 5).every((r) => r.regular === "8.00" && r.overtime === "0.00")).toBe(true);
    expect(rows[5]).toEqual({ id: 7, ...split("0.00", "8.00", "0.00") });
  });

  test("weekly overtime goes to the entries that cross 40 h, in time order, splitting the one that crosses", () => {
    // Mon-Thu 9 h: 8 regular + 1 daily OT each (32 regular); Fri 6 h (38); Saturday 07:00 3 h crosses 40 (2 + 1),
    // Saturday 11:00 4 h is all overtime. Ids are given out of time order: the start time decides.
    const entries: WeekEntry[] = [
      { id: 20, date: day(7), startTime: "11:00", hours: "4" },
      { id: 21, date: day(7), startTime: "07:00", hours: "3" },
      ...[2, 3, 4, 5].map((d) => ({ id: d, date: day(d), hours: "9" })),
      { id: 6, date: day(6), hours: "6" },
    ];
    const rows = splitWeek(entries, CA);
    expect(rows.map((r) => r.id)).toEqual([2, 3, 4, 5, 6, 21, 20]);
    expect(rows[4]).toEqual({ id: 6, ...split("6.00", "0.00", "0.00") });
    expect(rows[5]).toEqual({ id: 21, ...split("2.00", "1.00", "0.00") });
    expect(rows[6]).toEqual({ id: 20, ...split("0.00", "4.00", "0.00") });
    expect(totals(rows)).toEqual({ regular: 40, overtime: 9, double: 0 });
  });

  test("a day's entries cross the daily thresholds in time order: 06:00 5 h, 12:00 5 h, then 4 h untimed", () => {
    const rows = splitWeek(
      [
        { id: 1, date: day(2), startTime: "12:00", hours: "5" },
        { id: 9, date: day(2), hours: "4" },
        { id: 2, date: day(2), startTime: "06:00", hours: "5" },
      ],
      CA,
    );
    expect(rows).toEqual([
      { id: 2, ...split("5.00", "0.00", "0.00") },
      { id: 1, ...split("3.00", "2.00", "0.00") }, // 5 -> 10 h: crosses 8
      { id: 9, ...split("0.00", "2.00", "2.00") }, // 10 -> 14 h: crosses 12
    ]);
  });

  test("quarter hours stay exact", () => {
    expect(splitWeek([{ id: 1, date: day(2), hours: "8.25" }], CA)).toEqual([{ id: 1, ...split("8.00", "0.25", "0.00") }]);
    expect(splitWeek([{ id: 1, date: day(2), hours: "7.333" }], CA)).toEqual([{ id: 1, ...split("7.333", "0.00", "0.00") }]);
  });

  test("the seventh day of work in the week: its first 8 h overtime, beyond 8 double time", () => {
    // 7 x 4 h = 28 h: under 40, yet Saturday, the seventh day worked, is overtime.
    const short = splitWeek([1, 2, 3, 4, 5, 6, 7].map((d) => ({ id: d, date: day(d), hours: "4" })), CA);
    expect(short.slice(0, 6).every((r) => r.regular === "4.00")).toBe(true);
    expect(short[6]).toEqual({ id: 7, ...split("0.00", "4.00", "0.00") });
    // 6 x 8 h then 10 h on the seventh: Friday is weekly overtime; Saturday 8 OT + 2 DT.
    const long = splitWeek([1, 2, 3, 4, 5, 6, 7].map((d) => ({ id: d, date: day(d), hours: d === 7 ? "10" : "8" })), CA);
    expect(long[5]).toEqual({ id: 6, ...split("0.00", "8.00", "0.00") });
    expect(long[6]).toEqual({ id: 7, ...split("0.00", "8.00", "2.00") });
    // A zero-hour entry on Tuesday: six days of work, so Saturday is regular.
    const six = splitWeek([1, 2, 3, 4, 5, 6, 7].map((d) => ({ id: d, date: day(d), hours: d === 3 ? "0" : "4" })), CA);
    expect(six.every((r) => r.overtime === "0.00")).toBe(true);
    expect(six[6]).toEqual({ id: 7, ...split("4.00", "0.00", "0.00") });
    // An entity that turns the rule off: 7 x 4 h all regular.
    const off = splitWeek([1, 2, 3, 4, 5, 6, 7].map((d) => ({ id: d, date: day(d), hours: "4" })), { ...CA, seventhDay: false });
    expect(off.every((r) => r.regular === "4.00")).toBe(true);
  });
});

describe("other rules", () => {
  const none: LaborPolicy = { ...CA, dailyOvertimeAfter: null, dailyDoubleAfter: null, weeklyOvertimeAfter: null, seventhDay: false };
  test("no thresholds: every hour regular", () => {
    expect(splitWeek([{ id: 1, date: day(2), hours: "16" }], none)).toEqual([{ id: 1, ...split("16.00", "0.00", "0.00") }]);
  });
  test("weekly only (the federal-style 40 h): a 10 h day is regular until the week passes 40", () => {
    const rows = splitWeek([2, 3, 4, 5, 6].map((d) => ({ id: d, date: day(d), hours: "10" })), { ...none, weeklyOvertimeAfter: "40" });
    expect(rows.map((r) => [r.regular, r.overtime])).toEqual([
      ["10.00", "0.00"],
      ["10.00", "0.00"],
      ["10.00", "0.00"],
      ["10.00", "0.00"],
      ["0.00", "10.00"],
    ]);
  });
  test("double time without daily overtime: regular up to the double threshold", () => {
    expect(splitWeek([{ id: 1, date: day(2), hours: "13" }], { ...none, dailyDoubleAfter: "12" })).toEqual([{ id: 1, ...split("12.00", "0.00", "1.00") }]);
  });
  test("a week starting Monday keeps Sunday as its seventh day", () => {
    const rows = splitWeek([2, 3, 4, 5, 6, 7, 8].map((d) => ({ id: d, date: day(d), hours: "2" })), { ...CA, weekStartsOn: 1 });
    expect(rows[6]).toEqual({ id: 8, ...split("0.00", "2.00", "0.00") });
  });
  test("entries of two workweeks, or negative hours, are a caller's mistake", () => {
    expect(() => splitWeek([{ id: 1, date: day(7), hours: "1" }, { id: 2, date: day(8), hours: "1" }], CA)).toThrow(RangeError);
    expect(() => splitWeek([{ id: 1, date: day(2), hours: "-1" }], CA)).toThrow(RangeError);
    expect(splitWeek([], CA)).toEqual([]);
  });
  test("time order: date, then start time (untimed last), then id", () => {
    const e = (id: number, date: string, startTime?: string) => ({ id, date, startTime, hours: "1" });
    const sorted = [e(5, day(3)), e(4, day(2)), e(3, day(2), "06:00"), e(1, day(2)), e(2, day(2), "05:30")].sort(byTimeOrder);
    expect(sorted.map((x) => x.id)).toEqual([2, 3, 1, 4, 5]);
  });
});

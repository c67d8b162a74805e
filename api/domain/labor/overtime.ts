import { Dec, dec } from "../money";
import type { LaborPolicy } from "./policy";

type Num = Dec | string | number;

/** One approved time entry of a worker's workweek: what the split needs. */
export interface WeekEntry {
  id: number | string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** HH:MM when recorded as start and end; orders the day's entries. */
  startTime?: string | null;
  hours: Num;
}

/** An entry's hours split by the employer's rule: exact plain decimals with at least two places ("8.00", "0.25"). */
export interface HoursSplit {
  id: number | string;
  regular: string;
  overtime: string;
  double: string;
}

const DAY_MS = 86_400_000;
const ZERO = new Dec(0);
/** Labor Code section 510: on the seventh day of work in a workweek, hours beyond 8 are double time. */
const SEVENTH_DAY_DOUBLE_AFTER = new Dec(8);

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The first date of the workweek a date falls in, the week starting on `weekStartsOn` (0 = Sunday ... 6 = Saturday).
 * @example workweekOf("2026-03-04", 0) === "2026-03-01"; workweekOf("2026-03-04", 1) === "2026-03-02"
 */
export function workweekOf(date: string, weekStartsOn: number): string {
  const day = dayNumber(date);
  if (Number.isNaN(day)) throw new RangeError(`workweekOf: not a date: ${date}`);
  // 1970-01-01 was a Thursday (4).
  const weekday = (((day + 4) % 7) + 7) % 7;
  return isoOf(day - ((weekday - weekStartsOn + 7) % 7));
}

/**
 * The first and last dates of the workweek a date falls in.
 * @example workweekRange("2026-03-04", 0) deep-equals { from: "2026-03-01", to: "2026-03-07" }
 */
export function workweekRange(date: string, weekStartsOn: number): { from: string; to: string } {
  const from = workweekOf(date, weekStartsOn);
  return { from, to: isoOf(dayNumber(from) + 6) };
}

/**
 * Time order: date, then start time (an entry with no start time after the day's timed ones), then id.
 * @example [b, a].sort(byTimeOrder) puts { date: "2026-03-02", startTime: "06:00" } before { date: "2026-03-02" }
 */
export function byTimeOrder(a: WeekEntry, b: WeekEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const [sa, sb] = [a.startTime || "~", b.startTime || "~"];
  if (sa !== sb) return sa < sb ? -1 : 1;
  if (typeof a.id === "number" && typeof b.id === "number") return a.id - b.id;
  const [ia, ib] = [String(a.id), String(b.id)];
  return ia < ib ? -1 : ia > ib ? 1 : 0;
}

/** The part of [start, end) that lies in [lo, hi); hi null = no end. */
function overlap(start: Dec, end: Dec, lo: Dec, hi: Dec | null): Dec {
  const top = hi === null ? end : Dec.min(end, hi);
  const d = top.minus(Dec.max(start, lo));
  return d.gt(0) ? d : ZERO;
}

const threshold = (v: string | null) => (v === null || v === "" ? null : dec(v));
const hoursText = (d: Dec) => d.toFixed(Math.max(2, d.decimalPlaces()));

/**
 * Splits one worker's approved entries of one workweek into regular, overtime and double-time hours by the
 * employer's rule, in time order (docs/decisions/labor-overtime.md): in a day, hours beyond dailyDoubleAfter are
 * double time and those beyond dailyOvertimeAfter overtime; regular hours that take the week's regular total beyond
 * weeklyOvertimeAfter become overtime (daily overtime does not count toward it: no pyramiding); with the seventh-day
 * rule, when all seven days of the week are worked, the seventh day's first 8 h are overtime and the rest double time.
 * An entry that crosses a threshold is split. Answers in time order; regular + overtime + double = hours exactly.
 * @example
 * // 10 h on Monday under the California default: 8 regular, 2 overtime.
 * splitWeek([{ id: 1, date: "2026-03-02", hours: "10" }], CALIFORNIA_AG_DEFAULT)
 *   deep-equals [{ id: 1, regular: "8.00", overtime: "2.00", double: "0.00" }]
 */
export function splitWeek(entries: readonly WeekEntry[], policy: Readonly<LaborPolicy>): HoursSplit[] {
  const sorted = [...entries].sort(byTimeOrder);
  if (sorted.length === 0) return [];
  const week = workweekOf(sorted[0]!.date, policy.weekStartsOn);
  const worked = new Set<string>();
  for (const e of sorted) {
    if (workweekOf(e.date, policy.weekStartsOn) !== week) {
      throw new RangeError(`splitWeek: ${e.date} is not in the workweek of ${week}`);
    }
    if (dec(e.hours).isNegative()) throw new RangeError(`splitWeek: entry ${e.id} has negative hours`);
    if (dec(e.hours).gt(0)) worked.add(e.date);
  }
  const seventhDate = policy.seventhDay && worked.size === 7 ? workweekRange(week, policy.weekStartsOn).to : null;
  const dailyOt = threshold(policy.dailyOvertimeAfter);
  const dailyDt = threshold(policy.dailyDoubleAfter);
  const weekly = threshold(policy.weeklyOvertimeAfter);
  // Regular hours end where overtime or double time starts, whichever comes first.
  const regularEnd = dailyOt === null ? dailyDt : dailyDt === null ? dailyOt : Dec.min(dailyOt, dailyDt);

  let day = "";
  let dayHours = ZERO;
  let weekRegular = ZERO;
  return sorted.map((e) => {
    if (e.date !== day) [day, dayHours] = [e.date, ZERO];
    const start = dayHours;
    const end = start.plus(dec(e.hours));
    dayHours = end;
    let regular: Dec;
    let overtime: Dec;
    let double: Dec;
    if (e.date === seventhDate) {
      regular = ZERO;
      overtime = overlap(start, end, ZERO, SEVENTH_DAY_DOUBLE_AFTER);
      double = overlap(start, end, SEVENTH_DAY_DOUBLE_AFTER, null);
    } else {
      regular = overlap(start, end, ZERO, regularEnd);
      overtime = dailyOt === null || regularEnd === null ? ZERO : overlap(start, end, dailyOt, dailyDt);
      double = dailyDt === null ? ZERO : overlap(start, end, dailyDt, null);
      if (weekly !== null) {
        const room = Dec.max(ZERO, weekly.minus(weekRegular));
        const moved = Dec.max(ZERO, regular.minus(room));
        regular = regular.minus(moved);
        overtime = overtime.plus(moved);
      }
      weekRegular = weekRegular.plus(regular);
    }
    return { id: e.id, regular: hoursText(regular), overtime: hoursText(overtime), double: hoursText(double) };
  });
}

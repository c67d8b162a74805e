import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { Dec, dec } from "../../../api/domain/money";
import { byTimeOrder, splitWeek, type WeekEntry, workweekOf, workweekRange } from "../../../api/domain/labor/overtime";
import { entryCost, machineCost } from "../../../api/domain/labor/pay";
import { CALIFORNIA_AG_DEFAULT, type LaborPolicy } from "../../../api/domain/labor/policy";

/**
 * Random approved entries of one worker's workweek under random employer rules. Hours are drawn as whole hundredths
 * so the checks read exactly; the split is checked against what it was given (hours kept, thresholds held, the
 * week's regular total as a day-by-day model finds it), never against a second copy of its loop.
 */
const ZERO = new Dec(0);
const hundredths = (n: number) => (n / 100).toFixed(2);
const threshold = fc.option(fc.integer({ min: 0, max: 1600 }).map(hundredths), { nil: null });

const policyDraw = fc
  .record({
    dailyOvertimeAfter: threshold,
    dailyDoubleAfter: threshold,
    weeklyOvertimeAfter: fc.option(fc.integer({ min: 0, max: 6000 }).map(hundredths), { nil: null }),
    overtimeMultiplier: fc.integer({ min: 100, max: 200 }).map(hundredths),
    extraDouble: fc.integer({ min: 0, max: 100 }),
    weekStartsOn: fc.integer({ min: 0, max: 6 }),
    seventhDay: fc.boolean(),
    burdenPercent: fc.integer({ min: 0, max: 5000 }).map(hundredths),
  })
  .map(({ extraDouble, ...p }): LaborPolicy => ({ ...p, doubleMultiplier: hundredths(Number(p.overtimeMultiplier) * 100 + extraDouble) }));

const entryDraw = fc.record({
  day: fc.integer({ min: 0, max: 6 }),
  start: fc.option(fc.integer({ min: 0, max: 23 * 60 }), { nil: null }),
  hours: fc.integer({ min: 0, max: 1400 }),
});

/** Entries in the workweek that starts on a random Sunday-to-Saturday of March 2026, ids in draw order. */
function weekOf(policy: LaborPolicy, draws: { day: number; start: number | null; hours: number }[]): WeekEntry[] {
  const first = workweekOf("2026-03-11", policy.weekStartsOn);
  const base = Date.parse(`${first}T00:00:00Z`);
  return draws.map((d, i) => ({
    id: i + 1,
    date: new Date(base + d.day * 86_400_000).toISOString().slice(0, 10),
    startTime: d.start === null ? null : `${String(Math.floor(d.start / 60)).padStart(2, "0")}:${String(d.start % 60).padStart(2, "0")}`,
    hours: hundredths(d.hours),
  }));
}

const sumOf = (values: string[]) => values.reduce((acc, v) => acc.plus(dec(v)), ZERO);

describe("a week's split holds for any entries and any rule", () => {
  test("every entry's hours = regular + overtime + double, none negative, answered in time order", () => {
    fc.assert(
      fc.property(policyDraw, fc.array(entryDraw, { maxLength: 25 }), (policy, draws) => {
        const entries = weekOf(policy, draws);
        const rows = splitWeek(entries, policy);
        expect(rows.map((r) => r.id)).toEqual([...entries].sort(byTimeOrder).map((e) => e.id));
        const byId = new Map(entries.map((e) => [e.id, e]));
        for (const r of rows) {
          for (const part of [r.regular, r.overtime, r.double]) expect(dec(part).isNegative()).toBe(false);
          expect(sumOf([r.regular, r.overtime, r.double]).equals(dec(byId.get(r.id)!.hours))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("regular hours never pass the weekly threshold nor a day's, and the week's regular total is the model's", () => {
    fc.assert(
      fc.property(policyDraw, fc.array(entryDraw, { maxLength: 25 }), (policy, draws) => {
        const entries = weekOf(policy, draws);
        const rows = splitWeek(entries, policy);
        const dateOf = new Map(entries.map((e) => [e.id, e.date]));
        const regular = sumOf(rows.map((r) => r.regular));
        if (policy.weeklyOvertimeAfter !== null) expect(regular.lte(dec(policy.weeklyOvertimeAfter))).toBe(true);

        // Model: per day, the hours before the first daily threshold; the seventh day of seven worked has none; the
        // week's regular total is their sum capped at the weekly threshold.
        const dayHours = new Map<string, Dec>();
        for (const e of entries) dayHours.set(e.date, (dayHours.get(e.date) ?? ZERO).plus(dec(e.hours)));
        const worked = [...dayHours.values()].filter((h) => h.gt(0)).length;
        const seventh = policy.seventhDay && worked === 7 ? workweekRange(entries[0]!.date, policy.weekStartsOn).to : null;
        const caps = [policy.dailyOvertimeAfter, policy.dailyDoubleAfter].filter((t): t is string => t !== null).map((t) => dec(t));
        let model = ZERO;
        for (const [date, h] of dayHours) {
          const dayRegular = sumOf(rows.filter((r) => dateOf.get(r.id) === date).map((r) => r.regular));
          if (date === seventh) {
            expect(dayRegular.isZero()).toBe(true);
            continue;
          }
          const cap = caps.length ? Dec.min(...caps) : null;
          if (cap !== null) expect(dayRegular.lte(cap)).toBe(true);
          model = model.plus(cap === null ? h : Dec.min(h, cap));
        }
        if (policy.weeklyOvertimeAfter !== null) model = Dec.min(model, dec(policy.weeklyOvertimeAfter));
        expect(regular.equals(model)).toBe(true);

        // Time order: once the week's regular total reaches the threshold, no later entry has regular hours.
        if (policy.weeklyOvertimeAfter !== null) {
          let running = ZERO;
          for (const r of rows) {
            if (running.gte(dec(policy.weeklyOvertimeAfter))) expect(dec(r.regular).isZero()).toBe(true);
            running = running.plus(dec(r.regular));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  test("cost is monotonic in hours: more hours on one entry never lowers any entry's cost, nor a machine's", () => {
    fc.assert(
      fc.property(
        policyDraw,
        fc.array(entryDraw, { minLength: 1, maxLength: 15 }),
        fc.nat(),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 0, max: 10_000_00 }).map((n) => (n / 10000).toFixed(4)),
        (policy, draws, pick, extra, rate) => {
          const at = pick % draws.length;
          const more = draws.map((d, i) => (i === at ? { ...d, hours: d.hours + extra } : d));
          const cost = (ds: typeof draws) =>
            new Map(splitWeek(weekOf(policy, ds), policy).map((s) => [s.id, dec(entryCost({ ...s, rate, policy }).laborCost)]));
          const [before, after] = [cost(draws), cost(more)];
          for (const [id, c] of before) expect(after.get(id)!.gte(c)).toBe(true);
          const hours = hundredths(draws[at]!.hours);
          expect(dec(machineCost(hundredths(draws[at]!.hours + extra), rate)).gte(dec(machineCost(hours, rate)))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("gross + burden = laborCost, and laborCost is pay x (1 + burden%) rounded once", () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 0, max: 1600 }), fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 800 })),
        fc.integer({ min: 0, max: 10_000_00 }).map((n) => (n / 10000).toFixed(4)),
        fc.integer({ min: 0, max: 5000 }).map(hundredths),
        ([r, o, d], rate, burdenPercent) => {
          const policy = { ...CALIFORNIA_AG_DEFAULT, burdenPercent };
          const c = entryCost({ regular: hundredths(r), overtime: hundredths(o), double: hundredths(d), rate, policy });
          expect(dec(c.gross).plus(dec(c.burden)).equals(dec(c.laborCost))).toBe(true);
          const pay = dec(hundredths(r)).plus(dec(hundredths(o)).times("1.5")).plus(dec(hundredths(d)).times(2)).times(dec(rate));
          const exact = pay.times(dec(burdenPercent).div(100).plus(1));
          expect(dec(c.laborCost).minus(exact).abs().lte("0.005")).toBe(true);
          expect(dec(c.gross).minus(pay).abs().lte("0.005")).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/**
 * An entity's employer rule for pay (docs/labor.md, docs/decisions/labor-overtime.md): burden on top of pay, and the
 * daily and weekly overtime thresholds with their multipliers. Thresholds are hours; null = no such threshold.
 */
export interface LaborPolicy {
  /** Payroll taxes, workers' compensation...: a percent of pay ("22" = 22%). */
  burdenPercent: string;
  /** Hours in a day beyond which hours are overtime; null = no daily overtime. */
  dailyOvertimeAfter: string | null;
  /** Hours in a day beyond which hours are double time; null = no daily double time. */
  dailyDoubleAfter: string | null;
  /** Regular hours in a workweek beyond which regular hours become overtime; null = no weekly overtime. */
  weeklyOvertimeAfter: string | null;
  overtimeMultiplier: string;
  doubleMultiplier: string;
  /** The workweek's first day: 0 = Sunday ... 6 = Saturday. */
  weekStartsOn: number;
  /**
   * California's seventh-day rule (Labor Code section 510, applied to agriculture by section 862(b)): when a worker
   * works all seven days of a workweek, the seventh day's first 8 hours are overtime and the rest double time.
   */
  seventhDay: boolean;
}

/** What a labor_policies row carries (db/schema/labor.ts), read structurally: the domain imports nothing of db/. */
export interface LaborPolicyRowLike {
  burdenPercent: string;
  dailyOvertimeAfter: string | null;
  dailyDoubleAfter: string | null;
  weeklyOvertimeAfter: string | null;
  overtimeMultiplier: string;
  doubleMultiplier: string;
  weekStartsOn: number;
  /** Not a column yet: absent = the rule applies, as it does in California. */
  seventhDayOvertime?: boolean | null;
}

/**
 * The default when an entity has set no rule: California agricultural overtime for employers of 26 or more, fully
 * phased in on 1 January 2022 (Labor Code sections 857-864, AB 1066; employers of 25 or fewer on 1 January 2025):
 * overtime at 1.5x after 8 h a day and 40 h a week, double time at 2x after 12 h a day, the seventh-day rule; burden
 * 0 until the office sets it; the week starts on Sunday.
 * @example CALIFORNIA_AG_DEFAULT.dailyOvertimeAfter === "8"; CALIFORNIA_AG_DEFAULT.weeklyOvertimeAfter === "40"
 */
export const CALIFORNIA_AG_DEFAULT: Readonly<LaborPolicy> = Object.freeze({
  burdenPercent: "0",
  dailyOvertimeAfter: "8",
  dailyDoubleAfter: "12",
  weeklyOvertimeAfter: "40",
  overtimeMultiplier: "1.5",
  doubleMultiplier: "2",
  weekStartsOn: 0,
  seventhDay: true,
});

/**
 * The rule an entity pays by: its row, or the California default when it has none.
 * @example
 * effectivePolicy(null) === CALIFORNIA_AG_DEFAULT
 * effectivePolicy({ ...row, burdenPercent: "22.00" }).burdenPercent === "22.00"
 */
export function effectivePolicy(row: LaborPolicyRowLike | null | undefined): Readonly<LaborPolicy> {
  if (!row) return CALIFORNIA_AG_DEFAULT;
  return {
    burdenPercent: row.burdenPercent,
    dailyOvertimeAfter: row.dailyOvertimeAfter,
    dailyDoubleAfter: row.dailyDoubleAfter,
    weeklyOvertimeAfter: row.weeklyOvertimeAfter,
    overtimeMultiplier: row.overtimeMultiplier,
    doubleMultiplier: row.doubleMultiplier,
    weekStartsOn: row.weekStartsOn,
    seventhDay: row.seventhDayOvertime ?? true,
  };
}

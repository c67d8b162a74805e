import { z } from "@hono/zod-openapi";
import { dateTime, decimalString } from "./common";
import { decimalOf, optionalDecimalOf } from "./labor-inputs";

/**
 * An entity's employer rule for pay (docs/labor.md): burden on top of pay, overtime thresholds and multipliers. An
 * entity that has set none pays by the documented default (California agriculture), answered with isDefault: true.
 */
export const LaborPolicySchema = z
  .object({
    entityId: z.number().int(),
    burdenPercent: decimalString.openapi({ description: "Payroll taxes, workers' compensation...: a percent of pay" }),
    dailyOvertimeAfter: decimalString.nullable().openapi({ description: "Hours in a day beyond which hours are overtime; null = none" }),
    dailyDoubleAfter: decimalString.nullable().openapi({ description: "Hours in a day beyond which hours are double time; null = none" }),
    weeklyOvertimeAfter: decimalString.nullable().openapi({ description: "Regular hours in a workweek beyond which they are overtime; null = none" }),
    overtimeMultiplier: decimalString,
    doubleMultiplier: decimalString,
    weekStartsOn: z.number().int().openapi({ description: "The workweek's first day: 0 = Sunday ... 6 = Saturday" }),
    seventhDay: z.boolean().openapi({ description: "California's seventh-day rule (read only: it always applies)" }),
    isDefault: z.boolean().openapi({ description: "True while the entity has set no rule and pays by the California default (read only)" }),
    updatedAt: dateTime.nullable(),
  })
  .openapi("LaborPolicy");
export type LaborPolicyJson = z.output<typeof LaborPolicySchema>;

const HOURS = { int: 6, scale: 2 } as const;
const MULTIPLIER = { int: 2, scale: 2, min: 1 } as const;

/** A partial: keys left out keep the entity's current value (the default's while it has set none). */
export const LaborPolicyUpdateSchema = z
  .object({
    burdenPercent: decimalOf({ int: 3, scale: 2, min: 0, max: 100, what: "a percent from 0 to 100" }),
    dailyOvertimeAfter: optionalDecimalOf({ ...HOURS, above: 0, max: 24, what: "hours in a day" }),
    dailyDoubleAfter: optionalDecimalOf({ ...HOURS, above: 0, max: 24, what: "hours in a day" }),
    weeklyOvertimeAfter: optionalDecimalOf({ ...HOURS, above: 0, max: 168, what: "hours in a week" }),
    overtimeMultiplier: decimalOf({ ...MULTIPLIER, what: "a multiplier of 1 or more" }),
    doubleMultiplier: decimalOf({ ...MULTIPLIER, what: "a multiplier of 1 or more" }),
    weekStartsOn: z.number({ error: "must be a day from 0 (Sunday) to 6 (Saturday)" }).int("must be a day from 0 (Sunday) to 6 (Saturday)")
      .min(0, "must be a day from 0 (Sunday) to 6 (Saturday)").max(6, "must be a day from 0 (Sunday) to 6 (Saturday)"),
    seventhDay: z.literal(true, { error: "the seventh-day rule always applies; it cannot be turned off" }),
  })
  .partial()
  .openapi("LaborPolicyUpdate");
export type LaborPolicyPatch = z.output<typeof LaborPolicyUpdateSchema>;

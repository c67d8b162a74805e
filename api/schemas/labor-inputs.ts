import { z } from "@hono/zod-openapi";

/*
 * Inputs of the labor and machine records (docs/labor.md): exact decimals sent as text or a number, each checked
 * against its column (digits before and after the point) and its range, so a bad value is a 400 naming its key.
 */

const asText = (v: string | number) => (typeof v === "number" ? String(v) : v.trim());

export interface DecimalRule {
  /** Digits before the point the column holds. */
  int: number;
  /** Digits after the point the column holds. */
  scale: number;
  /** What the value is, in the user's words ("an hourly rate"). */
  what: string;
  /** Smallest value allowed (inclusive); `above` = strictly above this. */
  min?: number;
  above?: number;
  /** Largest value allowed (inclusive). */
  max?: number;
}

function check(rule: DecimalRule, v: string, ctx: z.RefinementCtx) {
  if (!new RegExp(`^\\d{1,${rule.int}}(\\.\\d{1,${rule.scale}})?$`).test(v)) {
    ctx.addIssue({ code: "custom", message: `must be ${rule.what}: a number, not negative, with at most ${rule.scale} decimal places` });
    return;
  }
  const n = Number(v);
  if (rule.above !== undefined && !(n > rule.above)) ctx.addIssue({ code: "custom", message: `must be above ${rule.above}` });
  else if (rule.min !== undefined && n < rule.min) ctx.addIssue({ code: "custom", message: `must be at least ${rule.min}` });
  else if (rule.max !== undefined && n > rule.max) ctx.addIssue({ code: "custom", message: `must be at most ${rule.max}` });
}

/** A required exact decimal. @example decimalOf({ int: 10, scale: 4, what: "an hourly rate" }).parse(18.5) === "18.5" */
export const decimalOf = (rule: DecimalRule) =>
  z
    .union([z.string(), z.number()], { error: `must be ${rule.what}` })
    .transform(asText)
    .superRefine((v, ctx) => check(rule, v, ctx))
    .openapi({ type: "string", example: "18.50" });

/** An exact decimal that may be left blank (null, "" or absent = none). */
export const optionalDecimalOf = (rule: DecimalRule) =>
  z
    .union([z.string(), z.number()], { error: `must be ${rule.what}` })
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : asText(v) || null))
    .superRefine((v, ctx) => {
      if (v !== null) check(rule, v, ctx);
    })
    .openapi({ type: "string", example: "42.75" });

/** Money (a numeric(10, 2) column): dollars and cents, not negative. */
export const MONEY_RULE = { int: 8, scale: 2, what: "an amount in dollars and cents" } as const;

import { InvalidArgumentError } from "commander";
import { yearSchema } from "../api/client";

/** Commander parsers: a bad value is bad usage (exit 2), reported with the option's name by commander. */
export function year(value: string): number {
  const parsed = yearSchema.safeParse(value);
  if (!parsed.success) throw new InvalidArgumentError(parsed.error.issues[0]?.message ?? "must be a year");
  return parsed.data;
}

export function positiveInt(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError("must be a positive whole number");
  return Number(value);
}

export function month(value: string): number {
  if (!/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > 12) throw new InvalidArgumentError("must be a month number, 1-12");
  return Number(value);
}

/**
 * A month as 1-12, or as YYYY-MM (a calendar month with its year).
 * @example monthOfYear("4") === 4; monthOfYear("2026-04") -> { year: 2026, month: 4 }
 */
export function monthOfYear(value: string): number | { year: number; month: number } {
  const own = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value.trim());
  if (own) return { year: year(own[1]!), month: Number(own[2]) };
  if (!/^\d{1,2}$/.test(value.trim())) throw new InvalidArgumentError("must be a month number, 1-12, or a month as YYYY-MM");
  return month(value.trim());
}

/** One of a fixed set, matched without regard to case. */
export const oneOf = <T extends string>(choices: readonly T[]) => (value: string): T => {
  const found = choices.find((c) => c.toLowerCase() === value.toLowerCase());
  if (!found) throw new InvalidArgumentError(`must be one of ${choices.join(", ")}`);
  return found;
};

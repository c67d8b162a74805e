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

/** One of a fixed set, matched without regard to case. */
export const oneOf = <T extends string>(choices: readonly T[]) => (value: string): T => {
  const found = choices.find((c) => c.toLowerCase() === value.toLowerCase());
  if (!found) throw new InvalidArgumentError(`must be one of ${choices.join(", ")}`);
  return found;
};

import { dec, formatUsd, round } from "../../api/domain/money";

type Num = string | number | null | undefined;

/**
 * Money as the product shows it: $ prefix, en-US grouping, 2 decimals (the domain's formatter, exact on the
 * decimal string). Anything that is not a number shows as $0.00.
 * @example money("1234.5") === "$1,234.50"
 */
export function money(v: Num): string {
  try {
    return formatUsd(v);
  } catch {
    return formatUsd(0);
  }
}

/** Acres to 1 decimal, half-up on the decimal string, with en-US grouping. @example acres("1234.05") === "1,234.1" */
export function acres(v: Num): string {
  try {
    const [whole = "0", fraction] = round(dec(v), 1).split(".");
    return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
  } catch {
    return "0.0";
  }
}

/** Cost per acre: money to 2 decimals. */
export const perAcre = (v: Num) => money(v);

/** A task date (YYYY-MM-DD) as M/D/YYYY, without time-zone shifts. */
export function shortDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? "");
  return m ? `${Number(m[2])}/${Number(m[3])}/${m[1]}` : "";
}

/** Today as YYYY-MM-DD in local time (a task date). */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

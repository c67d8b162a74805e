import { api, type Success } from "../lib/api";
import { formatLocale } from "../lib/format";
import { decimalText } from "../../api/client/rules";

/**
 * What the Labor & Machines screens share: the records as the API answers them (typed by its routes through the
 * typed client, JSON: the schemas' column names, hours and money as decimal strings), a week's days, and the crew
 * form's memory of the last machine.
 */

type Answer<F extends (...args: never[]) => unknown> = Success<Awaited<ReturnType<F>>>;

/** A time entry (GET /api/time-entries); a crew account's carries no money. */
export type TimeEntry = Answer<typeof api.api["time-entries"]["$get"]>[number];
/** A worker as the office reads it (GET /api/workers/{id}). */
export type Worker = Extract<Answer<typeof api.api.workers[":id"]["$get"]>, { notes: string }>;
/** A worker's rate from a date on. */
export type WorkerRate = Answer<typeof api.api.workers[":id"]["rates"]["$get"]>[number];
/** A machine as the office reads it, with its cost per hour and where it comes from. */
export type Machine = Extract<Answer<typeof api.api.machines[":id"]["$get"]>, { notes: string }>;
export type FuelRow = Answer<typeof api.api.machines[":id"]["fuel"]["$get"]>[number];
/** The entity's labor rule (the California default while it has set none: isDefault). */
export type LaborPolicy = Answer<typeof api.api.entities[":id"]["labor-policy"]["$get"]>;
/** A task whose cost a change moved, and whether a journal export covered it. */
export type Recosted = Answer<typeof api.api["time-entries"]["approve"]["$post"]>["recosted"][number];

export const MACHINE_KINDS = ["tractor", "sprayer", "harvester", "truck", "pickup", "other"] as const;

/** Hours as the language writes them, with up to 2 decimals. @example hoursText("7.50") === "7.5" */
export function hoursText(v: string | number | null | undefined): string {
  const s = v === null || v === undefined || v === "" ? "0" : String(v);
  const decimals = Math.min(2, (/\.(\d*?)0*$/.exec(s)?.[1] ?? "").length);
  return decimalText(s, decimals, formatLocale() === "es" ? "es-US" : "en-US");
}

/** A rate per hour as stored (4 decimals): dollars with at least 2 decimals and up to 4. */
export function rateText(v: string | null | undefined): string {
  if (v === null || v === undefined || v === "") return "";
  const places = Math.max(2, Math.min(4, (/\.(\d*?)0*$/.exec(v)?.[1] ?? "").length));
  return `$${decimalText(v, places, formatLocale() === "es" ? "es-US" : "en-US")}`;
}

/** A date (YYYY-MM-DD) plus some days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The first day of the workweek holding `day`, for a week starting on `weekStartsOn` (0 = Sunday). */
export function weekStart(day: string, weekStartsOn: number): string {
  const dow = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((dow - weekStartsOn + 7) % 7));
}

/** A day's short name and number in the reader's language. @example dayLabel("2026-03-09") === "Mon 9" */
export function dayLabel(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  const locale = formatLocale() === "es" ? "es" : "en-US";
  return `${d.toLocaleDateString(locale, { weekday: "short", timeZone: "UTC" })} ${d.getUTCDate()}`;
}

/** The day names from Sunday (0) to Saturday (6) in the reader's language. */
export function weekdayNames(): string[] {
  const locale = formatLocale() === "es" ? "es" : "en-US";
  return [0, 1, 2, 3, 4, 5, 6].map((i) => new Date(Date.UTC(2026, 2, 1 + i, 12)).toLocaleDateString(locale, { weekday: "long", timeZone: "UTC" }));
}

/** Hours between two HH:MM times on a day, or "" when not both given or the end is not after the start. */
export function hoursBetween(start: string, end: string): string {
  const m = (t: string) => (/^(\d{2}):(\d{2})$/.test(t) ? Number(t.slice(0, 2)) * 60 + Number(t.slice(3)) : Number.NaN);
  const minutes = m(end) - m(start);
  return Number.isFinite(minutes) && minutes > 0 ? String(Math.round((minutes / 60) * 100) / 100) : "";
}

const LAST_MACHINE_KEY = "labor.lastMachine";

/** The machine this device's crew member used last ("" for none). */
export function lastMachine(): string {
  try {
    return globalThis.localStorage?.getItem(LAST_MACHINE_KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberMachine(id: number | null): void {
  try {
    globalThis.localStorage?.setItem(LAST_MACHINE_KEY, id ? String(id) : "");
  } catch {
    // A private window without storage: the next entry starts without a machine.
  }
}

/** A list query as the API reads it (sort, range, filter as JSON). */
export const listQuery = (filter: Record<string, unknown>, sort: [string, "ASC" | "DESC"] = ["id", "ASC"]) => ({
  filter: JSON.stringify(filter),
  sort: JSON.stringify(sort),
  range: JSON.stringify([0, 4999]),
});

import type { ServiceContext } from "./context";
import { and, asc, eq } from "drizzle-orm";
import { type WorkerRateRow, timeEntries, workerRates } from "../../db/schema";
import { rateOn } from "../domain/labor/rates";
import { dec } from "../domain/money";
import { AppError, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { WorkerRateInput, WorkerRateJson, WorkerRatePatch } from "../schemas/workers.schemas";
import { getWorker } from "./workers.service";

const r = workerRates;
type Price = Pick<WorkerRateRow, "effectiveFrom" | "hourlyRate" | "pieceRate" | "pieceUnit">;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The worker's rates, oldest first. */
const ratesOf = (ctx: ServiceContext, workerId: number) => ctx.db.select().from(r).where(eq(r.workerId, workerId)).orderBy(asc(r.effectiveFrom));

/** The dates of the worker's approved time entries (what has been priced). */
const approvedDates = async (ctx: ServiceContext, workerId: number) =>
  (await ctx.db.select({ date: timeEntries.date }).from(timeEntries).where(and(eq(timeEntries.workerId, workerId), eq(timeEntries.status, "approved")))).map((e) => e.date);

const samePrice = (a: Price | null, b: Price | null) =>
  a === b ||
  (a !== null && b !== null && dec(a.hourlyRate).eq(dec(b.hourlyRate)) && (a.pieceRate === null ? b.pieceRate === null : b.pieceRate !== null && dec(a.pieceRate).eq(dec(b.pieceRate))) &&
    a.pieceUnit === b.pieceUnit);

/** How many of the dates would be priced differently under `after` than under `before` (rateOn, docs/labor.md). */
export function repriced(dates: readonly string[], before: readonly Price[], after: readonly Price[]): number {
  return dates.filter((d) => !samePrice(rateOn(before, d), rateOn(after, d))).length;
}

/** The approved entries each rate prices, by rate id. */
function usesOf(rates: readonly WorkerRateRow[], dates: readonly string[]) {
  const uses = new Map<number, number>();
  for (const d of dates) {
    const rate = rateOn(rates, d);
    if (rate) uses.set(rate.id, (uses.get(rate.id) ?? 0) + 1);
  }
  return uses;
}

const asJson = (row: WorkerRateRow, uses: Map<number, number>): WorkerRateJson => ({ ...row, approvedEntries: uses.get(row.id) ?? 0 });

/** A worker's rates, oldest first, each with how many approved entries it prices (office only: money). */
export async function listWorkerRates(ctx: ServiceContext, workerId: number): Promise<WorkerRateJson[]> {
  await getWorker(ctx, workerId);
  const [rates, dates] = await Promise.all([ratesOf(ctx, workerId), approvedDates(ctx, workerId)]);
  const uses = usesOf(rates, dates);
  return rates.map((row) => asJson(row, uses));
}

export async function getWorkerRate(ctx: ServiceContext, workerId: number, rateId: number): Promise<WorkerRateJson> {
  const rate = (await listWorkerRates(ctx, workerId)).find((x) => x.id === rateId);
  if (!rate) throw notFound("Rate");
  return rate;
}

/**
 * A rate change never re-prices earlier time: a write that would price any approved entry of the worker
 * differently (a rate it is priced at changed or deleted, or a new rate dated on or before it) is refused with
 * 409 RATE_IN_USE naming how many; a rate from a date after every approved entry is always fine.
 */
async function assertNothingRepriced(ctx: ServiceContext, workerId: number, before: Price[], after: Price[], said: { name: string; effectiveFrom: string; verb: "add" | "change" | "delete" }) {
  const entries = repriced(await approvedDates(ctx, workerId), before, after);
  if (!entries) return;
  const what = said.verb === "add" ? `A rate from ${said.effectiveFrom}` : `Changing the rate from ${said.effectiveFrom}`;
  const message = said.verb === "delete"
    ? `The rate from ${said.effectiveFrom} prices ${plural(entries, "approved time entry", "approved time entries")} of ${said.name}; a rate change never re-prices earlier time: add a rate from a later date instead, or un-approve those entries first`
    : `${what} would re-price ${plural(entries, "approved time entry", "approved time entries")} of ${said.name}; a rate change never re-prices earlier time: add a rate from a later date instead, or un-approve those entries first`;
  throw new AppError(S.CONFLICT, "RATE_IN_USE", message, said.verb === "delete" ? undefined : [{ path: "effectiveFrom", message }], undefined, {
    worker: said.name, effectiveFrom: said.effectiveFrom, entries, change: said.verb,
  });
}

/** One rate per worker and date (409 on effectiveFrom). */
function assertDateFree(rates: readonly WorkerRateRow[], name: string, effectiveFrom: string, exceptId?: number) {
  if (rates.some((x) => x.effectiveFrom === effectiveFrom && x.id !== exceptId)) {
    const message = `${name} already has a rate from ${effectiveFrom}; change that one, or choose another date`;
    throw new AppError(S.CONFLICT, "CONFLICT", message, [{ path: "effectiveFrom", message }]);
  }
}

/** A piece rate and its unit go together (400 naming the one missing). */
function assertPiece(price: Price) {
  if ((price.pieceRate === null) !== (price.pieceUnit === null)) {
    const path = price.pieceRate === null ? "pieceRate" : "pieceUnit";
    const message = price.pieceRate === null ? "give the piece rate with its unit" : "give the unit the piece rate is paid per (bin, tray, tree...)";
    throw new AppError(S.BAD_REQUEST, "VALIDATION", `${path}: ${message}`, [{ path, message }]);
  }
}

export async function createWorkerRate(ctx: ServiceContext, workerId: number, input: WorkerRateInput): Promise<WorkerRateJson> {
  const worker = await getWorker(ctx, workerId);
  assertPiece(input);
  const rates = await ratesOf(ctx, workerId);
  assertDateFree(rates, worker.name, input.effectiveFrom);
  await assertNothingRepriced(ctx, workerId, rates, [...rates, input], { name: worker.name, effectiveFrom: input.effectiveFrom, verb: "add" });
  const [row] = await ctx.db.insert(r).values({ ...input, workerId }).returning();
  ctx.audit({ action: "create", resource: "worker-rates", after: row });
  return getWorkerRate(ctx, workerId, row!.id);
}

export async function updateWorkerRate(ctx: ServiceContext, workerId: number, rateId: number, patch: WorkerRatePatch): Promise<WorkerRateJson> {
  const worker = await getWorker(ctx, workerId);
  const before = await getWorkerRate(ctx, workerId, rateId);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as WorkerRatePatch;
  const next: Price = { effectiveFrom: before.effectiveFrom, hourlyRate: before.hourlyRate, pieceRate: before.pieceRate, pieceUnit: before.pieceUnit, ...set };
  assertPiece(next);
  const rates = await ratesOf(ctx, workerId);
  assertDateFree(rates, worker.name, next.effectiveFrom, rateId);
  const after = rates.map((x) => (x.id === rateId ? { ...x, ...next } : x));
  await assertNothingRepriced(ctx, workerId, rates, after, { name: worker.name, effectiveFrom: before.effectiveFrom, verb: "change" });
  if (Object.keys(set).length) await ctx.db.update(r).set(set).where(eq(r.id, rateId));
  const saved = await getWorkerRate(ctx, workerId, rateId);
  ctx.audit({ action: "update", resource: "worker-rates", before, after: saved });
  return saved;
}

export async function deleteWorkerRate(ctx: ServiceContext, workerId: number, rateId: number): Promise<WorkerRateJson> {
  const worker = await getWorker(ctx, workerId);
  const before = await getWorkerRate(ctx, workerId, rateId);
  const rates = await ratesOf(ctx, workerId);
  await assertNothingRepriced(ctx, workerId, rates, rates.filter((x) => x.id !== rateId), { name: worker.name, effectiveFrom: before.effectiveFrom, verb: "delete" });
  await ctx.db.delete(r).where(eq(r.id, rateId));
  ctx.audit({ action: "delete", resource: "worker-rates", before });
  return before;
}

import type { ServiceContext } from "./context";
import { and, count, eq, gte, lt, max, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { loginFailures } from "../../db/schema";
import { signInDelaySeconds } from "../domain/sign-in-delay";

/** Failures older than this no longer count (docs/decisions/login-delays.md). */
export const LIMIT_WINDOW_MS = 15 * 60 * 1000;
/** Failures for one username from one address before each further try has to wait. */
export const FREE_FAILURES_PER_USERNAME_AND_ADDRESS = 3;
/** Failures from one address, across usernames, before each further try from it has to wait. */
export const FREE_FAILURES_PER_ADDRESS = 20;

/** First key of the advisory locks that queue sign-in attempts ("lgin" in ASCII); the second is the address's hash. */
export const SIGN_IN_LOCK_CLASS = 0x6c67696e;

/**
 * Queues this sign-in attempt behind any other from the same address until the caller's transaction ends (the
 * request's: api/middlewares/audit.ts). Reading the failures, checking the password and recording a failure then
 * happen as one step per address, so a burst of guesses sent at once is counted as if sent one after another
 * (docs/decisions/login-delays.md). On PGlite, which runs one transaction at a time, the lock is granted at once.
 */
export async function queueAttemptsFrom(ctx: ServiceContext, address: string) {
  const { db } = ctx;
  // Outside a transaction the lock would end with its own statement and queue nothing.
  if (!(db instanceof PgTransaction)) throw new Error("queueAttemptsFrom needs the request's transaction");
  await db.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK_CLASS}, hashtext(${address}))`);
}

/**
 * Seconds until another attempt from this address for this username is allowed, or 0. The wait grows with the
 * failures from the same address only, so nobody elsewhere on the network can lock an account out.
 */
export async function retryAfterSeconds(ctx: ServiceContext, username: string, address: string, now = new Date()): Promise<number> {
  const { db } = ctx;
  const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
  const recent = gte(loginFailures.at, since);
  const byAddress = eq(loginFailures.address, address);
  const [pair] = await db
    .select({ n: count(), last: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username.toLowerCase()), byAddress, recent));
  const [all] = await db.select({ n: count(), last: max(loginFailures.at) }).from(loginFailures).where(and(byAddress, recent));
  const waitAfter = (last: Date | string | null | undefined, delay: number) =>
    last && delay > 0 ? Math.max(0, Math.ceil((new Date(last).getTime() + delay * 1000 - now.getTime()) / 1000)) : 0;
  return Math.max(
    waitAfter(pair?.last, signInDelaySeconds(pair?.n ?? 0, FREE_FAILURES_PER_USERNAME_AND_ADDRESS)),
    waitAfter(all?.last, signInDelaySeconds(all?.n ?? 0, FREE_FAILURES_PER_ADDRESS)),
  );
}

export async function recordFailure(ctx: ServiceContext, username: string, address: string, now = new Date()) {
  const { db } = ctx;
  await db.insert(loginFailures).values({ username: username.toLowerCase(), address, at: now });
  // Keep the table small: anything older than the window no longer counts.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - LIMIT_WINDOW_MS)));
}

/** A successful sign-in forgets that username's failures from that address. */
export async function clearFailures(ctx: ServiceContext, username: string, address: string) {
  const { db } = ctx;
  await db.delete(loginFailures).where(and(eq(loginFailures.username, username.toLowerCase()), eq(loginFailures.address, address)));
}

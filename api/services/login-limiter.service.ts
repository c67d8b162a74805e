import { and, asc, count, eq, gte, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginFailures } from "../../db/schema";

/** DECISIONS.md: failed logins only; 10 per username and 100 per client address in 15 minutes. */
export const LIMIT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;

/** Seconds until another attempt is allowed, or 0 when the caller may try now. */
export async function retryAfterSeconds(db: Db, username: string, address: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
  const key = username.toLowerCase();
  const checks = [
    { column: loginFailures.username, value: key, max: MAX_FAILURES_PER_USERNAME },
    { column: loginFailures.address, value: address, max: MAX_FAILURES_PER_ADDRESS },
  ];
  let wait = 0;
  for (const { column, value, max } of checks) {
    const [row] = await db.select({ n: count() }).from(loginFailures).where(and(eq(column, value), gte(loginFailures.at, since)));
    if ((row?.n ?? 0) < max) continue;
    // The window reopens when the oldest failure that still counts towards the limit falls out of it.
    const recent = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(column, value), gte(loginFailures.at, since)))
      .orderBy(asc(loginFailures.at))
      .limit(1);
    const oldest = recent[0]?.at ?? now;
    wait = Math.max(wait, Math.ceil((oldest.getTime() + LIMIT_WINDOW_MS - now.getTime()) / 1000), 1);
  }
  return wait;
}

export async function recordFailure(db: Db, username: string, address: string, now = new Date()) {
  await db.insert(loginFailures).values({ username: username.toLowerCase(), address, at: now });
  // Keep the table small: anything older than the window no longer counts.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - LIMIT_WINDOW_MS)));
}

export async function clearFailures(db: Db, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));
}

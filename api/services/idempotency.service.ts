import type { ServiceContext } from "./context";
import { and, eq, lt } from "drizzle-orm";
import { idempotencyKeys } from "../../db/schema";

/** How long a first answer is kept for retries. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type Claim =
  | { kind: "new" }
  | { kind: "replay"; status: number; contentType: string | null; body: string | null }
  | { kind: "mismatch" };

/**
 * Claims `key` for this request inside the caller's transaction. The first request inserts a placeholder row
 * (a concurrent twin on PostgreSQL waits on it until the first commits or rolls back); a later one with the same
 * request gets the stored answer; with another request, a mismatch. A row past its 24 hours counts as absent.
 */
export async function claimKey(ctx: ServiceContext, userId: number, key: string, requestHash: string, now = new Date()): Promise<Claim> {
  const { db } = ctx;
  const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), lt(idempotencyKeys.createdAt, expired)));
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { kind: "new" };
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row || row.requestHash !== requestHash) return { kind: "mismatch" };
  return { kind: "replay", status: row.status, contentType: row.contentType, body: row.body };
}

/** Stores the first answer, in the same transaction as the create it describes. */
export async function storeAnswer(ctx: ServiceContext, userId: number, key: string, answer: { status: number; contentType: string | null; body: string }) {
  const { db } = ctx;
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, contentType: answer.contentType?.slice(0, 100) ?? null, body: answer.body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Removes answers older than 24 hours; returns how many. */
export async function purgeExpiredKeys(ctx: ServiceContext, now = new Date()) {
  const { db } = ctx;
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}


import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { and, asc, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiTokens, users } from "../../db/schema";
import { type SessionUser, toPublicUser } from "../domain/users";
import { notFound } from "../lib/errors";
import { hashToken } from "./sessions.service";

/** A prefix makes a leaked token recognisable (secret scanners, logs) and tells it apart from a session token. */
export const API_TOKEN_PREFIX = "farm_";
/** lastUsedAt is a hint for the admin, not an audit: refreshing it once a minute spares a write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  userId: apiTokens.userId,
  username: users.username,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
};

/** 160 random bits as base32 behind the prefix; only the SHA-256 is stored, as for sessions. */
export function generateApiToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return API_TOKEN_PREFIX + encodeBase32LowerCaseNoPadding(bytes);
}

/** Creates a token for `userId`; the plain token is in the result and nowhere else, ever. */
export async function createApiToken(db: Db, userId: number, name: string) {
  const token = generateApiToken();
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, name, tokenHash: hashToken(token) })
    .returning({ id: apiTokens.id, name: apiTokens.name, createdAt: apiTokens.createdAt });
  return { ...row!, token };
}

export async function listApiTokens(db: Db) {
  return db.select(tokenColumns).from(apiTokens).innerJoin(users, eq(users.id, apiTokens.userId)).orderBy(asc(apiTokens.id));
}

export async function getApiToken(db: Db, id: number) {
  const [row] = await db.select(tokenColumns).from(apiTokens).innerJoin(users, eq(users.id, apiTokens.userId)).where(eq(apiTokens.id, id));
  if (!row) throw notFound("API token");
  return row;
}

export async function revokeApiToken(db: Db, id: number) {
  const row = await getApiToken(db, id);
  await db.delete(apiTokens).where(eq(apiTokens.id, id));
  return row;
}

/**
 * The user behind an API token, or null when unknown, expired or the user is no longer approved.
 * The role is the user's current one, so demoting the admin who made a token demotes the token too.
 */
export async function validateApiToken(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now))));
  if (!row || !row.user.isApproved) return null;
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, row.token.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
  return toPublicUser(row.user);
}

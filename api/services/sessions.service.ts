import type { ServiceContext } from "./context";
import { createHash } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { and, eq, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { changesSeen } from "../../db/pglite-statements";
import { sessions, users } from "../../db/schema";
import { type SessionUser, toPublicUser } from "../domain/users";
import { grantedEntityIds } from "./grants.service";
import { REUSED_STATEMENT } from "./list";

/** Sessions last 30 days and slide: a session used in its second half is renewed for another 30. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const RENEW_WHEN_LEFT_MS = SESSION_LIFETIME_MS / 2;

/** 160 bits from the CSPRNG, as base32 (Lucia's guide). */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Only this hash is stored, so a leaked sessions table signs nobody in. */
export function hashToken(token: string): string {
  // The runtime's native SHA-256: a pure-JS hash was a few percent of every signed-in request.
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export async function createSession(ctx: ServiceContext, userId: number, now = new Date()) {
  const { db } = ctx;
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** Signs `user` in: a new session, and the `login` row of the audit trail (made by the account signed in to). */
export async function signIn(ctx: ServiceContext, user: { id: number; username: string }, now = new Date()) {
  const session = await createSession(ctx, user.id, now);
  ctx.audit({ action: "login", resource: "sessions", id: user.id, changes: { username: user.username }, by: user });
  return session;
}

/**
 * A refused sign-in (wrong password, or an account awaiting approval): a `login_failed` row naming the username
 * tried, kept although the call is answered with an error, with the failure count the caller recorded beside it.
 */
export function refuseSignIn(ctx: ServiceContext, username: string) {
  ctx.audit({ action: "login_failed", resource: "sessions", id: null, changes: { username }, by: { id: null, username } });
  ctx.keepWhenRefused();
}

/** Signs the caller out: its session (if it signed in with one) ends; a signed-in caller's `logout` row. */
export async function signOut(ctx: ServiceContext, sessionId: string | null) {
  if (sessionId) await invalidateSession(ctx, sessionId);
  // The sign-in screen clears a stale session without one: nothing to record.
  if (ctx.user) ctx.audit({ action: "logout", resource: "sessions", id: ctx.user.id });
  else ctx.changedNothing();
}

export interface ValidatedSession {
  sessionId: string;
  expiresAt: Date;
  /** True when the expiry moved: the cookie must be sent again. */
  renewed: boolean;
  user: SessionUser;
}

function prepareSessionLookup(db: Db) {
  return db
    .select({
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        role: users.role,
        isApproved: users.isApproved,
        locale: users.locale,
        allEntities: users.allEntities,
        mustChangePassword: users.mustChangePassword,
        createdAt: users.createdAt,
      },
      // The account's entity grants come with it: no second query per request (api/services/grants.service.ts).
      grants: grantedEntityIds,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare(REUSED_STATEMENT);
}
/** Built once per database (not per request): every signed-in request runs it. */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>["execute"]>>[number];

/** Sessions found, kept while the embedded database has seen no change since (changesSeen); at most KEPT_SESSIONS. */
const keptSessions = new WeakMap<Db, { changes: number; rows: Map<string, SessionRow> }>();
const KEPT_SESSIONS = 1000;

/**
 * The session stored under a token's hash and its user, in one query; undefined when there is none. Whatever a
 * request needs to know about who is calling is loaded here, with the session.
 *
 * On the embedded database the row found is kept until the database runs anything that may change data (a sign-out,
 * a role or grant change, a session renewed, any other write): one process owns its data folder, so every change
 * passes through it (db/pglite-statements.ts, changesSeen), and the very next request after one reads again
 * (tests/server/access-next-request.test.ts). On PostgreSQL, which other processes write to, nothing is kept.
 */
export async function loadSessionByHash(ctx: ServiceContext, sessionId: string): Promise<SessionRow | undefined> {
  const { db } = ctx;
  const changes = changesSeen(db);
  const kept = changes === undefined ? undefined : keptSessions.get(db);
  if (kept && kept.changes === changes) {
    const row = kept.rows.get(sessionId);
    if (row) return row;
  }
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ id: sessionId });
  // Kept only when nothing changed while it was read.
  if (row && changes !== undefined && changesSeen(db) === changes) {
    const now = keptSessions.get(db);
    let rows = now?.changes === changes ? now.rows : undefined;
    if (!rows || rows.size >= KEPT_SESSIONS) {
      rows = new Map();
      keptSessions.set(db, { changes, rows });
    }
    rows.set(sessionId, row);
  }
  return row;
}

/** The user behind a token (with their grants, in the same query), with the session slid forward when due; null when unknown, expired or unapproved. */
export async function validateSessionToken(ctx: ServiceContext, token: string, now = new Date(), options: { write?: boolean } = {}): Promise<ValidatedSession | null> {
  const { db } = ctx;
  // write: false (the disk nearly full): the session is checked but neither extended nor, once expired, deleted;
  // it stays valid until its expiry and housekeeping removes it later.
  const write = options.write ?? true;
  const sessionId = hashToken(token);
  const row = await loadSessionByHash(ctx, sessionId);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    if (write) await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  if (!row.user.isApproved) return null;
  let expiresAt = row.expiresAt;
  let renewed = false;
  if (write && expiresAt.getTime() - now.getTime() < RENEW_WHEN_LEFT_MS) {
    expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    renewed = true;
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  }
  return { sessionId, expiresAt, renewed, user: toPublicUser(row.user, row.grants) };
}

export async function invalidateSession(ctx: ServiceContext, sessionId: string) {
  const { db } = ctx;
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateUserSessions(ctx: ServiceContext, userId: number) {
  const { db } = ctx;
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Signing out everywhere: every session of the user ends, the one making the call included. */
export async function endEverySession(ctx: ServiceContext, userId: number) {
  const { db } = ctx;
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  ctx.audit({ action: "logout_everywhere", resource: "sessions", id: userId, changes: { sessionsEnded: ended.length } });
}

/** Ends every session of a user except `keepSessionId` (the one that just changed the password). */
export async function invalidateOtherSessions(ctx: ServiceContext, userId: number, keepSessionId: string | null) {
  const { db } = ctx;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

/** Removes sessions past their expiry; returns how many. Run at start and periodically (api/lib/housekeeping.ts). */
export async function deleteExpiredSessions(ctx: ServiceContext, now = new Date()) {
  const { db } = ctx;
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return gone.length;
}

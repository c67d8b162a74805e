import { type ServiceContext, withDb } from "./context";
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { checkEntityIds, grantedEntityIds, setUserGrants } from "./grants.service";
import { ADMIN_ROLE, type Locale, type PublicUser, type Role, toPublicUser } from "../domain/users";
import { AppError, conflict, invalid, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import { generatePassword, hashPassword, needsRehash, verifyPassword } from "../lib/passwords";
import type { ListParams } from "../lib/list-query";
import { orderFor, pageFor } from "./list";
import { invalidateOtherSessions, invalidateUserSessions } from "./sessions.service";

// A real hash to verify against when the username is unknown, so both paths take the same time.
const DUMMY_HASH = await hashPassword("not-a-real-password-only-for-timing");

export async function findUserById(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The user with their grants, one query. */
async function publicUserById(db: Db, id: number): Promise<PublicUser | null> {
  const [row] = await db.select({ user: users, grants: grantedEntityIds }).from(users).where(eq(users.id, id));
  return row ? toPublicUser(row.user, row.grants) : null;
}

export async function getUser(ctx: ServiceContext, id: number): Promise<PublicUser> {
  const { db } = ctx;
  const user = await publicUserById(db, id);
  if (!user) throw notFound("User");
  return user;
}

/** What GET /api/users (react-admin simple-rest) may sort and filter by. */
export const USER_SORTABLE = ["id", "username", "displayName", "role", "isApproved", "createdAt"] as const;
const sortColumns = Object.fromEntries(USER_SORTABLE.map((k) => [k, users[k]]));
export interface UserFilter {
  q?: string;
  id?: number | number[];
  role?: string;
  isApproved?: boolean;
}

export async function listUsers(ctx: ServiceContext, params: ListParams<UserFilter>) {
  const { db } = ctx;
  const { q, id, role, isApproved } = params.filter;
  const where = and(
    q ? or(ilike(users.username, `%${q}%`), ilike(users.displayName, `%${q}%`)) : undefined,
    id !== undefined ? inArray(users.id, ([] as number[]).concat(id)) : undefined,
    role !== undefined ? eq(users.role, role) : undefined,
    isApproved !== undefined ? eq(users.isApproved, isApproved) : undefined,
  );
  const { limit, offset } = pageFor(params.range);
  const rows = await db
    .select({ user: users, grants: grantedEntityIds })
    .from(users)
    .where(where)
    .orderBy(...orderFor(params.sort, sortColumns, asc(users.username), users.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows: rows.map((r) => toPublicUser(r.user, r.grants)), total: total?.n ?? 0, start: offset };
}

/**
 * Registers an account. The first account on an empty table becomes an approved admin;
 * every later one waits for approval as readonly (DECISIONS.md).
 */
export async function registerUser(ctx: ServiceContext, input: { username: string; password: string; displayName?: string | null }) {
  const { db } = ctx;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Serialise registrations so two simultaneous "first" accounts cannot both become admin.
    await tx.execute(sql`select pg_advisory_xact_lock(7201)`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.username, input.username));
    if (existing) throw conflict("Username already exists");
    const [total] = await tx.select({ n: count() }).from(users);
    const first = (total?.n ?? 0) === 0;
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        displayName: input.displayName || null,
        isApproved: first,
        role: first ? ADMIN_ROLE : "readonly",
      })
      .returning();
    // Made by the account registering: nobody is signed in yet.
    ctx.audit({ action: "register", resource: "users", after: row, by: { id: row!.id, username: row!.username } });
    return { user: toPublicUser(row!), first };
  });
}

export type AuthResult =
  | { ok: true; user: PublicUser }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "unapproved" };

export async function authenticate(ctx: ServiceContext, username: string, password: string): Promise<AuthResult> {
  const { db } = ctx;
  const [found] = await db.select({ user: users, grants: grantedEntityIds }).from(users).where(eq(users.username, username));
  const row = found?.user;
  const valid = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
  if (!row || !valid) return { ok: false, reason: "invalid" };
  if (!row.isApproved) return { ok: false, reason: "unapproved" };
  // A hash of an earlier version's settings is made again now that the password is known (unless the password was
  // changed meanwhile). The account itself is unchanged: nothing to audit.
  if (needsRehash(row.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash)));
  }
  return { ok: true, user: toPublicUser(row, found.grants) };
}

export async function listPendingUsers(ctx: ServiceContext) {
  const { db } = ctx;
  return db
    .select({ id: users.id, username: users.username, displayName: users.displayName, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.isApproved, false))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/**
 * Approves a pending account with a role and its entity grants: `entityIds` omitted grants every active entity
 * (an admin needs none: it reaches every entity).
 */
export async function approveUser(ctx: ServiceContext, id: number, role: Role = "readonly", entityIds?: number[]) {
  const { db } = ctx;
  return db.transaction(async (tx) => {
    const row = await findUserById(withDb(ctx, tx), id);
    if (!row) throw notFound("User");
    if (row.isApproved) throw conflict("User is already approved");
    if (entityIds !== undefined) await checkEntityIds(withDb(ctx, tx), entityIds);
    const before = await publicUserById(tx, id);
    await tx.update(users).set({ isApproved: true, role, updatedAt: new Date() }).where(eq(users.id, id));
    await setUserGrants(withDb(ctx, tx), id, role === ADMIN_ROLE ? [] : (entityIds ?? "all"));
    const after = (await publicUserById(tx, id))!;
    ctx.audit({ action: "approve", resource: "users", before: { ...row, entityIds: before?.entityIds }, after: { ...row, isApproved: true, role, allEntities: after.allEntities, entityIds: after.entityIds } });
    return after;
  });
}

/** Rejecting removes a pending account; an approved account is changed or deleted through /api/users instead. */
export async function rejectUser(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const row = await findUserById(ctx, id);
  if (!row) throw notFound("User");
  if (row.isApproved) throw conflict("Only pending accounts can be rejected");
  await db.delete(users).where(eq(users.id, id));
  ctx.audit({ action: "reject", resource: "users", before: row });
  return toPublicUser(row);
}

async function otherApprovedAdmins(db: Db, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, ADMIN_ROLE), eq(users.isApproved, true), ne(users.id, id)));
  return row?.n ?? 0;
}

/** Serialises demotions and removals, so two admins demoting each other at once cannot leave none. */
const lockAdminSet = (db: Db) => db.execute(sql`select pg_advisory_xact_lock(7202)`);

/**
 * Creates an approved account with the password the admin typed, or with `generatePassword` one made here and
 * answered once beside the account (never stored but as its hash, never audited). A generated password, or a typed
 * one with `mustChangePassword`, must be changed by the user before anything else (docs/decisions/first-password.md).
 */
export async function createUser(
  ctx: ServiceContext,
  input: { username: string; password?: string; generatePassword?: boolean; mustChangePassword?: boolean; displayName?: string | null; role: Role; entityIds?: number[] },
): Promise<PublicUser & { password?: string }> {
  const { db } = ctx;
  const generated = input.generatePassword ? generatePassword() : undefined;
  const password = generated ?? input.password;
  if (password === undefined) throw invalid("password", "Password is required");
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, input.username));
  if (existing) throw new AppError(S.CONFLICT, "CONFLICT", "Username already exists", [{ path: "username", message: "Username already exists" }]);
  if (input.entityIds !== undefined) await checkEntityIds(ctx, input.entityIds);
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      passwordHash: await hashPassword(password),
      displayName: input.displayName || null,
      role: input.role,
      isApproved: true,
      mustChangePassword: !!generated || input.mustChangePassword === true,
    })
    .returning();
  // Like an approval: a non-admin made without entityIds is granted every entity, present and future.
  if (input.role !== ADMIN_ROLE) await setUserGrants(ctx, row!.id, input.entityIds ?? "all");
  const created = (await publicUserById(db, row!.id))!;
  ctx.audit({ action: "create", resource: "users", after: { ...row!, allEntities: created.allEntities, entityIds: created.entityIds } });
  return generated ? { ...created, password: generated } : created;
}

/**
 * Changes a user's role, name or password. A new password ends every other session of that user (all of them
 * when an admin resets someone else's); `keepSessionId` is the session making the change. A password set by anyone
 * but the user themself (an admin's reset) must be changed at their next sign-in; their own choice clears that.
 * With `generatePassword` the new password is a one-time password made here and answered once beside the account,
 * as createUser does: it must be changed at the next sign-in whoever asked for it.
 */
export async function updateUser(
  ctx: ServiceContext,
  id: number,
  input: { role?: Role; displayName?: string | null; password?: string; generatePassword?: boolean; entityIds?: number[]; allEntities?: boolean; locale?: Locale },
  keepSessionId: string | null = null,
): Promise<PublicUser & { password?: string }> {
  const { db } = ctx;
  const generated = input.generatePassword ? generatePassword() : undefined;
  const password = generated ?? input.password;
  const passwordHash = password !== undefined ? await hashPassword(password) : undefined;
  return db.transaction(async (tx) => {
    await lockAdminSet(tx);
    const row = await findUserById(withDb(ctx, tx), id);
    if (!row) throw notFound("User");
    const demoting = input.role !== undefined && input.role !== ADMIN_ROLE && row.role === ADMIN_ROLE && row.isApproved;
    if (demoting && (await otherApprovedAdmins(tx, id)) === 0) {
      throw conflict("The last approved admin cannot be demoted");
    }
    if (input.entityIds !== undefined) await checkEntityIds(withDb(ctx, tx), input.entityIds);
    const beforeUpdate = await publicUserById(tx, id);
    const [updated] = await tx
      .update(users)
      .set({
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.displayName !== undefined ? { displayName: input.displayName || null } : {}),
        ...(input.locale !== undefined ? { locale: input.locale } : {}),
        ...(passwordHash !== undefined ? { passwordHash, mustChangePassword: !!generated || ctx.user?.id !== id } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (passwordHash !== undefined) await invalidateOtherSessions(withDb(ctx, tx), id, keepSessionId);
    // An admin holds no grants; a non-admin's grants change only when entityIds is sent (or on becoming non-admin).
    // allEntities: true wins over a list, so a record sent back whole (react-admin does) keeps "every entity".
    if (updated!.role === ADMIN_ROLE) await setUserGrants(withDb(ctx, tx), id, []);
    else if (input.allEntities) await setUserGrants(withDb(ctx, tx), id, "all");
    else if (input.entityIds !== undefined) await setUserGrants(withDb(ctx, tx), id, input.entityIds);
    else if (row.role === ADMIN_ROLE) await setUserGrants(withDb(ctx, tx), id, "all");
    const after = (await publicUserById(tx, id))!;
    // The stored rows say a password changed (never its hash); the grants are said beside them.
    ctx.audit({ action: "update", resource: "users", before: { ...row, entityIds: beforeUpdate?.entityIds }, after: { ...updated!, allEntities: after.allEntities, entityIds: after.entityIds } });
    return generated ? { ...after, password: generated } : after;
  });
}

/** Removes an account and ends its sessions; the last approved admin stays. */
export async function deleteUser(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  return db.transaction(async (tx) => {
    await lockAdminSet(tx);
    const row = await findUserById(withDb(ctx, tx), id);
    if (!row) throw notFound("User");
    if (row.role === ADMIN_ROLE && row.isApproved && (await otherApprovedAdmins(tx, id)) === 0) {
      throw conflict("The last approved admin cannot be removed");
    }
    await invalidateUserSessions(withDb(ctx, tx), id);
    const removed = (await publicUserById(tx, id))!;
    await tx.delete(users).where(eq(users.id, id));
    ctx.audit({ action: "delete", resource: "users", before: { ...row, entityIds: removed.entityIds } });
    return removed;
  });
}

/** FARM_ADMIN_USERNAME / FARM_ADMIN_PASSWORD: make sure that account exists, approved, as admin. */
export async function ensureBootstrapAdmin(ctx: ServiceContext, username: string, password: string) {
  const { db } = ctx;
  const [row] = await db.select().from(users).where(eq(users.username, username));
  if (!row) {
    await createUser(ctx, { username, password, role: ADMIN_ROLE, displayName: null });
    return "created" as const;
  }
  if (row.role !== ADMIN_ROLE || !row.isApproved) {
    await db.update(users).set({ role: ADMIN_ROLE, isApproved: true, updatedAt: new Date() }).where(eq(users.id, row.id));
    return "promoted" as const;
  }
  return "unchanged" as const;
}

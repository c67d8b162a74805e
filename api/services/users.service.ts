import { and, asc, count, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { ADMIN_ROLE, type PublicUser, type Role, toPublicUser } from "../domain/users";
import { conflict, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import { orderFor, pageFor } from "./list";
import { invalidateOtherSessions, invalidateUserSessions } from "./sessions.service";

// A real hash to verify against when the username is unknown, so both paths take the same time.
const DUMMY_HASH = await Bun.password.hash("not-a-real-password-only-for-timing");

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function getUser(db: Db, id: number): Promise<PublicUser> {
  const row = await findUserById(db, id);
  if (!row) throw notFound("User");
  return toPublicUser(row);
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

export async function listUsers(db: Db, params: ListParams<UserFilter>) {
  const { q, id, role, isApproved } = params.filter;
  const where = and(
    q ? or(ilike(users.username, `%${q}%`), ilike(users.displayName, `%${q}%`)) : undefined,
    id !== undefined ? inArray(users.id, ([] as number[]).concat(id)) : undefined,
    role !== undefined ? eq(users.role, role) : undefined,
    isApproved !== undefined ? eq(users.isApproved, isApproved) : undefined,
  );
  const { limit, offset } = pageFor(params.range);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...orderFor(params.sort, sortColumns, asc(users.username), users.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows: rows.map(toPublicUser), total: total?.n ?? 0, start: offset };
}

/**
 * Registers an account. The first account on an empty table becomes an approved admin;
 * every later one waits for approval as readonly (DECISIONS.md).
 */
export async function registerUser(db: Db, input: { username: string; password: string; displayName?: string | null }) {
  const passwordHash = await Bun.password.hash(input.password);
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
    return { user: toPublicUser(row!), first };
  });
}

export type AuthResult =
  | { ok: true; user: PublicUser }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "unapproved" };

export async function authenticate(db: Db, username: string, password: string): Promise<AuthResult> {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  const valid = await Bun.password.verify(password, row?.passwordHash ?? DUMMY_HASH);
  if (!row || !valid) return { ok: false, reason: "invalid" };
  if (!row.isApproved) return { ok: false, reason: "unapproved" };
  return { ok: true, user: toPublicUser(row) };
}

export async function listPendingUsers(db: Db) {
  return db
    .select({ id: users.id, username: users.username, displayName: users.displayName, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.isApproved, false))
    .orderBy(asc(users.createdAt), asc(users.id));
}

export async function approveUser(db: Db, id: number, role: Role = "readonly") {
  const row = await findUserById(db, id);
  if (!row) throw notFound("User");
  if (row.isApproved) throw conflict("User is already approved");
  const [updated] = await db
    .update(users)
    .set({ isApproved: true, role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return toPublicUser(updated!);
}

/** Rejecting removes a pending account; an approved account is changed or deleted through /api/users instead. */
export async function rejectUser(db: Db, id: number) {
  const row = await findUserById(db, id);
  if (!row) throw notFound("User");
  if (row.isApproved) throw conflict("Only pending accounts can be rejected");
  await db.delete(users).where(eq(users.id, id));
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

export async function createUser(
  db: Db,
  input: { username: string; password: string; displayName?: string | null; role: Role },
) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, input.username));
  if (existing) throw conflict("Username already exists");
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      passwordHash: await Bun.password.hash(input.password),
      displayName: input.displayName || null,
      role: input.role,
      isApproved: true,
    })
    .returning();
  return toPublicUser(row!);
}

/**
 * Changes a user's role, name or password. A new password ends every other session of that user (all of them
 * when an admin resets someone else's); `keepSessionId` is the session making the change.
 */
export async function updateUser(
  db: Db,
  id: number,
  input: { role?: Role; displayName?: string | null; password?: string },
  keepSessionId: string | null = null,
) {
  const passwordHash = input.password !== undefined ? await Bun.password.hash(input.password) : undefined;
  return db.transaction(async (tx) => {
    await lockAdminSet(tx);
    const row = await findUserById(tx, id);
    if (!row) throw notFound("User");
    const demoting = input.role !== undefined && input.role !== ADMIN_ROLE && row.role === ADMIN_ROLE && row.isApproved;
    if (demoting && (await otherApprovedAdmins(tx, id)) === 0) {
      throw conflict("The last approved admin cannot be demoted");
    }
    const [updated] = await tx
      .update(users)
      .set({
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.displayName !== undefined ? { displayName: input.displayName || null } : {}),
        ...(passwordHash !== undefined ? { passwordHash } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (passwordHash !== undefined) await invalidateOtherSessions(tx, id, keepSessionId);
    return toPublicUser(updated!);
  });
}

/** Removes an account and ends its sessions; the last approved admin stays. */
export async function deleteUser(db: Db, id: number) {
  return db.transaction(async (tx) => {
    await lockAdminSet(tx);
    const row = await findUserById(tx, id);
    if (!row) throw notFound("User");
    if (row.role === ADMIN_ROLE && row.isApproved && (await otherApprovedAdmins(tx, id)) === 0) {
      throw conflict("The last approved admin cannot be removed");
    }
    await invalidateUserSessions(tx, id);
    await tx.delete(users).where(eq(users.id, id));
    return toPublicUser(row);
  });
}

/** FARM_ADMIN_USERNAME / FARM_ADMIN_PASSWORD: make sure that account exists, approved, as admin. */
export async function ensureBootstrapAdmin(db: Db, username: string, password: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  if (!row) {
    await createUser(db, { username, password, role: ADMIN_ROLE, displayName: null });
    return "created" as const;
  }
  if (row.role !== ADMIN_ROLE || !row.isApproved) {
    await db.update(users).set({ role: ADMIN_ROLE, isApproved: true, updatedAt: new Date() }).where(eq(users.id, row.id));
    return "promoted" as const;
  }
  return "unchanged" as const;
}

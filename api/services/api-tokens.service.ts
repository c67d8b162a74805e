import type { ServiceContext } from "./context";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { and, asc, eq, gt, isNull, lt, or } from "drizzle-orm";
import { apiTokens, users } from "../../db/schema";
import { tokenEntityIds } from "../domain/access";
import { ADMIN_ROLE, type Role, type SessionUser, roleWithin, toPublicUser } from "../domain/users";
import { invalid } from "../lib/errors";
import { checkEntityIds, reachableEntityIds } from "./grants.service";
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
  role: apiTokens.role,
  entityIds: apiTokens.entityIds,
};

/** 160 random bits as base32 behind the prefix; only the SHA-256 is stored, as for sessions. */
export function generateApiToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return API_TOKEN_PREFIX + encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * Creates a token for `creator`; the plain token is in the result and nowhere else, ever. Its role and entities
 * are no wider than the creator's (400 naming role or entityIds); omitted, they follow the creator's own.
 */
export async function createApiToken(
  ctx: ServiceContext,
  creator: Pick<SessionUser, "id" | "role" | "entityIds">,
  input: { name: string; role?: Role | null; entityIds?: number[] | null },
) {
  const { db } = ctx;
  const role = input.role ?? null;
  if (role !== null && !roleWithin(role, creator.role)) throw invalid("role", `must be no wider than your own role (${creator.role})`);
  const entityIds = input.entityIds ?? null;
  if (entityIds !== null) {
    await checkEntityIds(ctx, entityIds);
    const allowed = tokenEntityIds(creator.entityIds, entityIds);
    const outside = allowed === null ? undefined : entityIds.find((id) => !allowed.includes(id));
    if (outside !== undefined) throw invalid("entityIds", `entity ${outside} is not granted to you`);
  }
  const token = generateApiToken();
  const [row] = await db
    .insert(apiTokens)
    .values({ userId: creator.id, name: input.name, tokenHash: hashToken(token), role, entityIds: entityIds === null ? null : [...new Set(entityIds)] })
    .returning({ id: apiTokens.id, name: apiTokens.name, createdAt: apiTokens.createdAt, role: apiTokens.role, entityIds: apiTokens.entityIds });
  ctx.audit({ action: "create", resource: "tokens", after: { ...row!, userId: creator.id } });
  return { ...row!, token };
}

export async function listApiTokens(ctx: ServiceContext) {
  const { db } = ctx;
  return db.select(tokenColumns).from(apiTokens).innerJoin(users, eq(users.id, apiTokens.userId)).orderBy(asc(apiTokens.id));
}

export async function getApiToken(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await db.select(tokenColumns).from(apiTokens).innerJoin(users, eq(users.id, apiTokens.userId)).where(eq(apiTokens.id, id));
  if (!row) throw notFound("API token");
  return row;
}

export async function revokeApiToken(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const row = await getApiToken(ctx, id);
  await db.delete(apiTokens).where(eq(apiTokens.id, id));
  ctx.audit({ action: "delete", resource: "tokens", before: row });
  return row;
}

/**
 * The user behind an API token, or null when unknown, expired or the user is no longer approved; one query loads
 * the token, its user and the user's grants. The token acts with its own role and entities narrowed to the
 * creator's current ones: a token without a role has the creator's current role (demoting the admin who made it
 * demotes it too); a token whose role is now wider than its creator's is refused.
 */
export async function validateApiToken(ctx: ServiceContext, token: string, now = new Date(), options: { write?: boolean } = {}): Promise<SessionUser | null> {
  const { db } = ctx;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ token: apiTokens, user: users, reach: reachableEntityIds })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now))));
  if (!row || !row.user.isApproved) return null;
  const role = row.token.role ?? row.user.role;
  if (!roleWithin(role, row.user.role)) return null;
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  // On a nearly full disk (write: false) the hint is left as it is: a read must not write.
  if (options.write ?? true) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.token.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
  }
  const creatorEntities = row.user.role === ADMIN_ROLE ? null : row.reach;
  const listed = tokenEntityIds(creatorEntities, row.token.entityIds);
  // An admin-role token limited to some entities keeps admin pages but reaches only those entities; a narrower
  // role without a list reaches what its creator reaches (for an admin: every entity, present and future).
  const entities = listed === null && role !== ADMIN_ROLE ? row.reach : listed;
  const user = toPublicUser({ ...row.user, role, allEntities: row.token.entityIds === null && (row.user.role === ADMIN_ROLE || row.user.allEntities) }, entities ?? []);
  return { ...user, entityIds: entities, tokenId: row.token.id };
}

import type { ServiceContext } from "./context";
import { type SQL, and, eq, inArray, isNull, sql } from "drizzle-orm";
import { entities, userEntityGrants, users } from "../../db/schema";
import { ADMIN_ROLE } from "../domain/users";
import { invalid } from "../lib/errors";

/** Every active entity id, sorted, as a subquery. */
const activeEntityIdsSql = sql<number[]>`coalesce((select array_agg(e.id order by e.id) from ${entities} e where e.deleted_at is null), '{}'::integer[])`;
const grantsSql = sql<number[]>`case when ${users.allEntities}
  then ${activeEntityIdsSql}
  else coalesce((select array_agg(g.entity_id order by g.entity_id) from ${userEntityGrants} g where g.user_id = ${users.id}), '{}'::integer[])
  end`;

/**
 * A user's granted entity ids as one column of the same query that loads the user (the session lookup stays one
 * round trip): `select({ user: users, grants: grantedEntityIds })`.
 */
export const grantedEntityIds: SQL.Aliased<number[]> = grantsSql.as("granted_entity_ids");

/**
 * The entities a user reaches as one column: an admin's are every active entity, anyone else's their grants. A
 * token of a narrower role made by an admin without an entity list reaches these (docs/access.md, "API tokens").
 */
export const reachableEntityIds: SQL.Aliased<number[]> = sql<number[]>`case when ${users.role} = ${ADMIN_ROLE}
  then ${activeEntityIdsSql} else ${grantsSql} end`.as("reachable_entity_ids");

/** Refuses (400 naming `field`) an id that is not an active entity, so a grant never names a missing one. */
export async function checkEntityIds(ctx: ServiceContext, ids: number[], field = "entityIds") {
  const { db } = ctx;
  if (ids.length === 0) return;
  const found = await db.select({ id: entities.id }).from(entities).where(and(inArray(entities.id, ids), isNull(entities.deletedAt)));
  const known = new Set(found.map((r) => r.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw invalid(field, `entity ${missing} does not exist`);
}

/**
 * Replaces a user's grants (inside the caller's transaction): "all" = every entity, present and future (an
 * approval without a list), or the listed ids.
 */
export async function setUserGrants(ctx: ServiceContext, userId: number, ids: number[] | "all") {
  const { db } = ctx;
  await db.update(users).set({ allEntities: ids === "all" }).where(eq(users.id, userId));
  await db.delete(userEntityGrants).where(eq(userEntityGrants.userId, userId));
  if (ids === "all") return;
  const unique = [...new Set(ids)];
  if (unique.length) await db.insert(userEntityGrants).values(unique.map((entityId) => ({ userId, entityId })));
}

/** A user's grants, sorted. */
export async function userGrants(ctx: ServiceContext, userId: number): Promise<number[]> {
  const { db } = ctx;
  const rows = await db.select({ id: userEntityGrants.entityId }).from(userEntityGrants).where(eq(userEntityGrants.userId, userId)).orderBy(userEntityGrants.entityId);
  return rows.map((r) => r.id);
}

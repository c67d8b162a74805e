import { type SQL, sql } from "drizzle-orm";
import { fields, tasks } from "../../db/schema";

/**
 * The task's field is not deleted, for queries that join fields for nothing else. tasks.field_id is a not-null foreign
 * key, so "no deleted field has this id" keeps the same tasks as joining the active field; PostgreSQL then reads
 * only the deleted fields (fields_deleted_id_index) instead of hashing every field of the farm, a cost that grew with
 * the farm and not with the entity read (docs/decisions/scale-10x.md).
 * @example db.select().from(tasks).where(and(eq(tasks.entityId, id), taskFieldActive))
 */
export const taskFieldActive: SQL = sql`not exists (select 1 from ${fields} where ${fields.id} = ${tasks.fieldId} and ${fields.deletedAt} is not null)`;

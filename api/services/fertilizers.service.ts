import type { ServiceContext } from "./context";
import { and, asc, count, eq, getTableColumns, ilike, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fertilizers, tasks } from "../../db/schema";
import { conflict, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { FertilizerInput, FertilizerPatch } from "../schemas/fertilizers.schemas";
import { orderFor, pageFor } from "./list";
import { countTasksUsing, stillUsedMessage } from "./tasks-read.service";

export const FERTILIZER_SORTABLE = ["id", "name", "type", "nPerGal", "pPerGal", "kPerGal", "createdAt"] as const;
export interface FertilizerFilter {
  q?: string;
  id?: number | number[];
  type?: string;
}

function filterWhere(filter: FertilizerFilter) {
  return and(
    filter.q ? ilike(fertilizers.name, `%${filter.q}%`) : undefined,
    filter.id !== undefined ? inArray(fertilizers.id, ([] as number[]).concat(filter.id)) : undefined,
    filter.type !== undefined ? eq(fertilizers.type, filter.type) : undefined,
  );
}

/** Fertilizers by name unless a sort is given. */
export async function listFertilizers(ctx: ServiceContext, params: ListParams<FertilizerFilter>) {
  const { db } = ctx;
  const where = filterWhere(params.filter);
  const { limit, offset } = pageFor(params.range);
  const rows = await db
    .select()
    .from(fertilizers)
    .where(where)
    .orderBy(...orderFor(params.sort, getTableColumns(fertilizers), asc(fertilizers.name), fertilizers.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(fertilizers).where(where);
  return { rows, total: total?.n ?? 0, start: offset };
}

export async function getFertilizer(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await db.select().from(fertilizers).where(eq(fertilizers.id, id));
  if (!row) throw notFound("Fertilizer");
  return row;
}

/** Names are unique whatever their case, so a task form or an import never has to choose between two. */
async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ name: fertilizers.name })
    .from(fertilizers)
    .where(and(sql`lower(${fertilizers.name}) = lower(${name})`, exceptId !== undefined ? ne(fertilizers.id, exceptId) : undefined));
  if (clash) throw conflict(`A fertilizer named "${clash.name}" already exists`);
}

export async function createFertilizer(ctx: ServiceContext, input: FertilizerInput) {
  const { db } = ctx;
  await assertNameFree(db, input.name);
  const [row] = await db.insert(fertilizers).values(input).returning();
  ctx.audit({ action: "create", resource: "fertilizers", after: row });
  return row!;
}

export async function updateFertilizer(ctx: ServiceContext, id: number, patch: FertilizerPatch) {
  const { db } = ctx;
  const before = await getFertilizer(ctx, id);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as FertilizerPatch;
  if (set.name !== undefined) await assertNameFree(db, set.name, id);
  if (Object.keys(set).length) await db.update(fertilizers).set(set).where(eq(fertilizers.id, id));
  const after = await getFertilizer(ctx, id);
  ctx.audit({ action: "update", resource: "fertilizers", before, after });
  return after;
}

/** Refused (409) while any task, even a recoverable deleted one, names the fertilizer. */
export async function deleteFertilizer(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const current = await getFertilizer(ctx, id);
  const used = stillUsedMessage(`Fertilizer "${current.name}"`, await countTasksUsing(ctx, eq(tasks.fertilizerId, id)));
  if (used) throw conflict(used);
  await db.delete(fertilizers).where(eq(fertilizers.id, id));
  ctx.audit({ action: "delete", resource: "fertilizers", before: current });
  return current;
}

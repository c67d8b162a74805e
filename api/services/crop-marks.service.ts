import type { ServiceContext } from "./context";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { cropMarks } from "../../db/schema";
import { cropKey } from "../domain/harvest/pool";
import { notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { CropMarkFilter, CropMarkInput, CropMarkJson } from "../schemas/crop-marks.schemas";
import { assertEntityActive } from "./entities.service";
import { orderFor, pageFor, withinEntities } from "./list";

/*
 * Mark prices (docs/harvest.md): one per crop pool (entity, crop, crop year), set by the office; the pool's unsold
 * crop is valued at it and shown apart as estimated, never as realised income.
 */

export const CROP_MARK_SORTABLE = ["id", "entityId", "crop", "cropYear", "date", "price", "createdAt"] as const;

const m = cropMarks;
type Pool = { entityId: number; crop: string; cropYear: number };
const ofPool = (p: Pool) => and(eq(m.entityId, p.entityId), sql`lower(${m.crop}) = ${cropKey(p.crop)}`, eq(m.cropYear, p.cropYear));

function filterWhere(filter: CropMarkFilter) {
  const ids = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    filter.id !== undefined ? inArray(m.id, ids(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(m.entityId, ids(filter.entityId)) : undefined,
    filter.cropYear !== undefined ? inArray(m.cropYear, ids(filter.cropYear)) : undefined,
    filter.crop ? sql`lower(${m.crop}) = ${cropKey(filter.crop)}` : undefined,
  );
}

export async function listCropMarks(ctx: ServiceContext, params: ListParams<CropMarkFilter>) {
  const { db } = ctx;
  const where = and(filterWhere(params.filter), withinEntities(m.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const columns = { id: m.id, entityId: m.entityId, crop: m.crop, cropYear: m.cropYear, date: m.date, price: m.price, createdAt: m.createdAt };
  const rows = await db.select().from(m).where(where)
    .orderBy(...(params.sort ? orderFor(params.sort, columns, desc(m.cropYear), m.id) : [desc(m.cropYear), asc(m.crop), asc(m.id)]))
    .limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(m).where(where);
  return { rows: rows as CropMarkJson[], total: total?.n ?? 0, start: offset };
}

/** The mark of a crop pool (404 when it has none). */
export async function getCropMark(ctx: ServiceContext, pool: Pool): Promise<CropMarkJson> {
  const [row] = await ctx.db.select().from(m).where(and(ofPool(pool), withinEntities(m.entityId, ctx.within)));
  if (!row) throw notFound("Crop mark");
  return row as CropMarkJson;
}

/** Sets a crop pool's mark: the one it had is replaced (its crop's spelling kept), or it gets one. */
export async function putCropMark(ctx: ServiceContext, pool: Pool, input: CropMarkInput): Promise<CropMarkJson> {
  if (!(await assertEntityActive(ctx, pool.entityId))) throw notFound("Farm entity");
  const before = await getCropMark(ctx, pool).catch(() => null);
  if (before) await ctx.db.update(m).set(input).where(eq(m.id, before.id));
  else await ctx.db.insert(m).values({ ...pool, crop: pool.crop.trim(), ...input });
  const after = await getCropMark(ctx, pool);
  ctx.audit(before ? { action: "update", resource: "crop-marks", before, after } : { action: "create", resource: "crop-marks", after });
  return after;
}

export async function deleteCropMark(ctx: ServiceContext, pool: Pool): Promise<CropMarkJson> {
  const before = await getCropMark(ctx, pool);
  await ctx.db.delete(m).where(eq(m.id, before.id));
  ctx.audit({ action: "delete", resource: "crop-marks", before });
  return before;
}


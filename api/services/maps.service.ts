import type { ServiceContext } from "./context";
import { and, count, desc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import { ranchMaps, uploads } from "../../db/schema";
import { conflict, invalid, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { FileStorage } from "../storage/file-storage";
import { orderFor, pageFor } from "./list";
import { findUploaded } from "./uploads.service";

const mapColumns = {
  id: ranchMaps.id,
  fileName: ranchMaps.fileName,
  filePath: ranchMaps.filePath,
  fileSize: ranchMaps.fileSize,
  createdAt: ranchMaps.createdAt,
};

export const MAP_SORTABLE = ["id", "fileName", "fileSize", "createdAt"] as const;
export interface MapFilter {
  q?: string;
  id?: string | string[];
}

function filterWhere(filter: MapFilter) {
  return and(
    isNull(ranchMaps.deletedAt),
    filter.q ? ilike(ranchMaps.fileName, `%${filter.q}%`) : undefined,
    filter.id !== undefined ? inArray(ranchMaps.id, ([] as string[]).concat(filter.id)) : undefined,
  );
}

/** Maps, newest first unless a sort is asked for. */
export async function listMaps(ctx: ServiceContext, params: ListParams<MapFilter>) {
  const { db } = ctx;
  const where = filterWhere(params.filter);
  const { limit, offset } = pageFor(params.range);
  const rows = await db
    .select(mapColumns)
    .from(ranchMaps)
    .where(where)
    .orderBy(...orderFor(params.sort, mapColumns, desc(ranchMaps.createdAt), ranchMaps.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(ranchMaps).where(where);
  return { rows, total: total?.n ?? 0, start: offset };
}

export async function getMap(ctx: ServiceContext, id: string) {
  const { db } = ctx;
  const [row] = await db.select(mapColumns).from(ranchMaps).where(and(eq(ranchMaps.id, id), isNull(ranchMaps.deletedAt)));
  if (!row) throw notFound("Map");
  return row;
}

/**
 * Records an uploaded file as a map. `filePath` must be the object path an upload answered with and stored a
 * file at; the size is read from storage, whatever the client says (DECISIONS.md "Files and backups").
 */
export async function createMap(ctx: ServiceContext, storage: FileStorage, input: { fileName: string; filePath: string }) {
  const { db } = ctx;
  const nothing = () => invalid("filePath", "nothing was uploaded at this path; upload the file first");
  if (!(await findUploaded(ctx, input.filePath))) throw nothing();
  const size = await storage.size(input.filePath);
  if (size === null) throw nothing();
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    // One map per file: deleting one map must never take another map's file with it.
    await tx.execute(sql`select pg_advisory_xact_lock(7301, hashtext(${input.filePath}))`);
    const [taken] = await tx.select({ id: ranchMaps.id }).from(ranchMaps).where(eq(ranchMaps.filePath, input.filePath));
    if (taken) throw conflict("This upload is already recorded as a map");
    await tx.insert(ranchMaps).values({ id, fileName: input.fileName, filePath: input.filePath, fileSize: size });
  });
  const created = await getMap(ctx, id);
  ctx.audit({ action: "create", resource: "maps", after: created });
  return created;
}

/** Removes the map and its file for good (maps are not soft-deleted: spec 000 section 4). */
export async function deleteMap(ctx: ServiceContext, storage: FileStorage, id: string) {
  const { db } = ctx;
  const map = await getMap(ctx, id);
  await db.transaction(async (tx) => {
    await tx.delete(ranchMaps).where(eq(ranchMaps.id, id));
    await tx.delete(uploads).where(eq(uploads.objectPath, map.filePath));
  });
  ctx.audit({ action: "delete", resource: "maps", before: map });
  // The row goes first: a failure here leaves an unreferenced file, never a map without its file.
  await storage.delete(map.filePath);
  return map;
}

/** The map, its file and the file's size (a bucket's Blob does not know its size until asked), for download. */
export async function openMapFile(ctx: ServiceContext, storage: FileStorage, id: string) {
  const map = await getMap(ctx, id);
  const size = await storage.size(map.filePath);
  const file = size === null ? null : await storage.get(map.filePath);
  if (!file || size === null) throw notFound("Map file");
  return { map, file, size };
}

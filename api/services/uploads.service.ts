import type { ServiceContext } from "./context";
import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { ranchMaps, uploads } from "../../db/schema";
import { MAX_MAP_BYTES, isPdfStart } from "../domain/map-files";
import { type SessionUser, isAdminRole } from "../domain/users";
import { AppError, adminRequired, forbidden, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { FileStorage } from "../storage/file-storage";
import { findUserById } from "./users.service";

/** Slots (and files never recorded as maps) are kept this long past their expiry, then pruned. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

const gone = (message: string) => new AppError(S.GONE, "UPLOAD_URL_GONE", message);
const tooLarge = () =>
  new AppError(S.PAYLOAD_TOO_LARGE, "PAYLOAD_TOO_LARGE", `A map file may be at most ${MAX_MAP_BYTES} bytes (50 MB)`, undefined, undefined, { limitBytes: MAX_MAP_BYTES, what: "map" });
const notPdf = () =>
  new AppError(S.UNSUPPORTED_MEDIA_TYPE, "UNSUPPORTED_MEDIA_TYPE", "Only PDF files can be uploaded as maps", undefined, undefined, { accepted: "application/pdf" });

/** A one-time upload slot for `userId`: the URL's id and the storage key the file will get are unrelated. */
export async function createUploadSlot(ctx: ServiceContext, storage: FileStorage, userId: number, ttlSeconds: number) {
  const { db } = ctx;
  await pruneStaleUploads(ctx, storage);
  const slot = {
    id: crypto.randomUUID(),
    userId,
    objectPath: `uploads/${crypto.randomUUID()}.pdf`,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  };
  await db.insert(uploads).values(slot);
  ctx.audit({ action: "create", resource: "uploads", id: slot.id, changes: { objectPath: slot.objectPath, expiresAt: slot.expiresAt } });
  return slot;
}

/** Removes long-expired slots and the files behind those never recorded as a map. */
export async function pruneStaleUploads(ctx: ServiceContext, storage: FileStorage) {
  const { db } = ctx;
  const cutoff = new Date(Date.now() - STALE_AFTER_MS);
  const stale = await db
    .delete(uploads)
    .where(lt(uploads.expiresAt, cutoff))
    .returning({ objectPath: uploads.objectPath, fileSize: uploads.fileSize });
  for (const row of stale) {
    if (row.objectPath === null || row.fileSize === null) continue;
    const [map] = await db.select({ id: ranchMaps.id }).from(ranchMaps).where(eq(ranchMaps.filePath, row.objectPath));
    if (!map) await storage.delete(row.objectPath);
  }
}

/** Passes the body through while counting it and checking that it starts as a PDF; errors past the limit. */
function checkedPdf(body: ReadableStream<Uint8Array>, onRefuse: (err: AppError) => void) {
  let seen = 0;
  let head: Uint8Array | null = new Uint8Array(0);
  const refuse = (err: AppError) => {
    onRefuse(err);
    throw err;
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        seen += chunk.byteLength;
        if (seen > MAX_MAP_BYTES) refuse(tooLarge());
        if (head === null) return out.enqueue(chunk);
        const joined = new Uint8Array(head.length + chunk.length);
        joined.set(head);
        joined.set(chunk, head.length);
        if (joined.length < 5) return void (head = joined);
        if (!isPdfStart(joined)) refuse(notPdf());
        head = null;
        out.enqueue(joined);
      },
      flush() {
        if (head !== null) refuse(notPdf()); // empty, or shorter than "%PDF-"
      },
    }),
  );
}

export interface ReceiveInput {
  uploadId: string;
  /** The session's user, when the PUT carries one: it must be the slot's owner. */
  user: SessionUser | null;
  body: ReadableStream<Uint8Array> | null;
  declaredLength: number | null;
}

/**
 * Stores the body of the single PUT a slot allows. Refused bodies (not a PDF, too large) leave nothing behind
 * and give the slot back, so the same URL can carry the right file until it expires.
 */
export async function receiveUpload(ctx: ServiceContext, storage: FileStorage, input: ReceiveInput) {
  const { db } = ctx;
  const [slot] = await db.select().from(uploads).where(eq(uploads.id, input.uploadId));
  if (!slot) throw notFound("Upload URL");
  if (input.user && input.user.id !== slot.userId) throw forbidden("This upload URL was issued to another user");
  if (slot.usedAt) throw gone("This upload URL has already been used; request a new one");
  if (slot.expiresAt.getTime() <= Date.now()) throw gone("This upload URL has expired; request a new one");
  const owner = await findUserById(ctx, slot.userId);
  if (!owner?.isApproved || !isAdminRole(owner.role)) throw adminRequired();
  if (input.declaredLength !== null && input.declaredLength > MAX_MAP_BYTES) throw tooLarge();

  // Claim the slot atomically: of two simultaneous PUTs, one wins and the other is told the URL is used.
  const claimed = await db
    .update(uploads)
    .set({ usedAt: new Date() })
    .where(and(eq(uploads.id, slot.id), isNull(uploads.usedAt), gt(uploads.expiresAt, sql`now()`)))
    .returning({ id: uploads.id });
  if (!claimed.length) throw gone("This upload URL has already been used or has expired; request a new one");

  const key = slot.objectPath!;
  let refusal: AppError | null = null;
  try {
    if (!input.body) throw notPdf();
    const size = await storage.put(key, checkedPdf(input.body, (err) => (refusal = err)));
    await db.update(uploads).set({ fileSize: size }).where(eq(uploads.id, slot.id));
    ctx.audit({ action: "upload", resource: "uploads", id: slot.id, changes: { objectPath: key, fileSize: size } });
    return { objectPath: key, size };
  } catch (err) {
    await storage.delete(key).catch(() => {});
    await db.update(uploads).set({ usedAt: null }).where(eq(uploads.id, slot.id));
    throw refusal ?? err;
  }
}

/** The slot whose file is at `objectPath`, if its PUT succeeded. */
export async function findUploaded(ctx: ServiceContext, objectPath: string) {
  const { db } = ctx;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.objectPath, objectPath), isNotNull(uploads.fileSize)));
  return row ?? null;
}


import type { ServiceContext } from "./context";
import { sql } from "drizzle-orm";
import type { FileStorage } from "../storage/file-storage";

/** Resolves to `fallback` when `work` has not settled within `ms`. */
export async function within<T>(ms: number, work: Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * True when the database answers a trivial query within `timeoutMs`; with `connections` > 1, that many at once, so
 * a pool whose connections all died is connected again before it is trusted (the database gate's probe: the burst of
 * requests let in when the gate reopens then finds its connections made instead of making them all at once).
 */
export async function pingDatabase(ctx: ServiceContext, timeoutMs = 1000, connections = 1): Promise<boolean> {
  const { db } = ctx;
  const pings = Array.from({ length: Math.max(1, connections) }, () => db.execute(sql`select 1`));
  return within(timeoutMs, Promise.all(pings).then(() => true), false);
}

/** True when a small object can be written to and removed from file storage within `timeoutMs`. */
export async function storageWritable(storage: FileStorage, timeoutMs = 1000): Promise<boolean> {
  const key = `health/probe-${process.pid}-${crypto.randomUUID()}.txt`;
  const work = (async () => {
    await storage.put(key, new TextEncoder().encode("ok"));
    await storage.delete(key);
    return true;
  })();
  return within(timeoutMs, work, false);
}

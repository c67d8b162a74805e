import { createMiddleware } from "hono/factory";
import { AppError, databaseUnavailable } from "../lib/errors";
import { megabytes } from "../lib/disk-guard";
import * as S from "../lib/http-status";
import type { AppBindings } from "../lib/types";

/** How long an in-flight request may still take once the database is known to be down. */
const CUT_OFF_GRACE_MS = 1000;

const isHealth = (path: string) => path === "/api/health" || path.startsWith("/api/health/");
const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Writes that stay allowed on a nearly full disk: signing in and out, so people can still read. */
const SMALL_WRITES = new Set(["/api/auth/login", "/api/auth/logout"]);

/**
 * While the database gate is closed (a request just failed to reach the database), every request but the health
 * checks answers 503 with Retry-After at once, instead of waiting on a connection attempt of its own.
 */
export const failFastWhenDatabaseDown = createMiddleware<AppBindings>(async (c, next) => {
  if (isHealth(c.req.path)) return next();
  if (!c.get("dbGate").isOpen()) throw databaseUnavailable();
  // A request already waiting on a connection that died with the database may never hear of it: once the gate
  // closes it gets a second to finish, then a 503. (A create cut off this way is safe to retry with its
  // Idempotency-Key: it cannot have committed without its stored answer.)
  const running = next();
  const outcome = await c.get("dbGate").race(running, CUT_OFF_GRACE_MS);
  if (outcome === "cut") {
    running.catch(() => {});
    throw databaseUnavailable();
  }
});

/**
 * Checks the free disk space before each write; below the threshold the write is a 507 naming the folder and the
 * space left, and nothing is written. Reads go on.
 */
export const refuseWritesWhenDiskLow = createMiddleware<AppBindings>(async (c, next) => {
  const guard = c.get("diskGuard");
  if (guard && !READS.has(c.req.method) && !SMALL_WRITES.has(c.req.path)) {
    const disk = await guard.check();
    if (!disk.ok) {
      throw new AppError(
        S.INSUFFICIENT_STORAGE,
        "DISK_FULL",
        `The server's disk is nearly full (${megabytes(disk.freeBytes ?? 0)} free in ${disk.path}, at least ${megabytes(guard.minFreeBytes)} needed): changes are refused until space is freed; reading still works`,
      );
    }
  }
  await next();
});

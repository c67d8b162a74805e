import { systemContext } from "../../services/context";
import { createRoute, z } from "@hono/zod-openapi";
import { megabytes } from "../../lib/disk-guard";
import { createRouter } from "../../lib/create-router";
import { jsonContent } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { pingDatabase, storageWritable } from "../../services/health.service";
import { PUBLIC, allow } from "../../lib/route-access";

const Health = z
  .object({
    status: z.enum(["ok", "unavailable"]),
    database: z.boolean().openapi({ description: "False while the server knows the database to be unreachable (no round trip)" }),
  })
  .openapi("Health");

const Check = z.object({ ok: z.boolean(), detail: z.string() });
const Readiness = z
  .object({ status: z.enum(["ok", "unavailable"]), checks: z.object({ database: Check, disk: Check, storage: Check }) })
  .openapi("Readiness");

export const health = createRoute({
  path: "/health",
  method: "get",
  "x-access": allow(PUBLIC),
  tags: ["Health"],
  summary: "Liveness: the process answers (no database round trip, so it answers at once even during an outage)",
  responses: { [S.OK]: jsonContent(Health, "The server process is up") },
});

export const ready = createRoute({
  path: "/health/ready",
  method: "get",
  "x-access": allow(PUBLIC),
  tags: ["Health"],
  summary: "Readiness: a database round trip, free disk above MIN_FREE_DISK_MB, storage writable; within 1 s",
  responses: {
    [S.OK]: jsonContent(Readiness, "Ready to serve reads and writes"),
    [S.SERVICE_UNAVAILABLE]: jsonContent(Readiness, "A check failed: the failing one says why"),
  },
});

/** Each check is bounded, and they run side by side: the answer comes within about one second. */
const CHECK_MS = 800;

const router = createRouter()
  .openapi(health, (c) => c.json({ status: "ok" as const, database: c.var.dbGate.isOpen() }, S.OK))
  .openapi(ready, async (c) => {
    const guard = c.var.diskGuard;
    // While the gate is closed every other request answers 503 at once, and the gate's own probe is what reopens
    // it: readiness says the same at once instead of waiting out a connection attempt (the driver spaces its
    // reconnects out during an outage, so a round trip now could take longer than the check's second).
    const gateClosed = !c.var.dbGate.isOpen();
    const [database, disk, storage] = await Promise.all([
      // The probe is the server asking about itself, whoever calls it.
      gateClosed ? Promise.resolve(false) : pingDatabase(systemContext(c.get("db")), CHECK_MS),
      guard ? guard.check() : Promise.resolve(null),
      storageWritable(c.var.storage, CHECK_MS),
    ]);
    // A database that does not answer here (a network cut, a host gone) may not have failed any request yet:
    // closing the gate now makes every request answer 503 at once, and its probe reopens it when the database answers.
    if (!database && !gateClosed) c.var.dbGate.reportFailure();
    const checks = {
      database: {
        ok: database,
        detail: database ? "answered" : gateClosed ? "unreachable: requests are refused until it answers again" : `no answer within ${CHECK_MS} ms`,
      },
      disk: disk
        ? { ok: disk.ok, detail: `${megabytes(disk.freeBytes ?? 0)} free (at least ${megabytes(guard!.minFreeBytes)} needed)` }
        : { ok: true, detail: "no local folder watched" },
      storage: { ok: storage, detail: storage ? "writable" : `a test file could not be written within ${CHECK_MS} ms` },
    };
    const ok = database && checks.disk.ok && storage;
    if (ok) return c.json({ status: "ok" as const, checks }, S.OK);
    c.header("Retry-After", "5");
    return c.json({ status: "unavailable" as const, checks }, S.SERVICE_UNAVAILABLE);
  });

export default router;

import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/client";
import { type WriteDescription, auditChanges, describeWrite } from "../domain/audit-actions";
import type { AppBindings } from "../lib/types";
import { recordAudit } from "../services/audit.service";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes that cannot run inside one request transaction: a backup and a restore manage the whole database
 * themselves, and an upload streams a file of up to 50 MB. Their audit row is written after them.
 */
const OUTSIDE_TRANSACTION = ["/api/backup/", "/api/objects/uploads/"];

const isJson = (type: string | null | undefined) => !!type && /^application\/([\w.+-]*\+)?json\b/i.test(type);

/** The body as the route validated it (trimmed, coerced), else as sent when it was JSON. */
async function requestBody(c: Context<AppBindings>): Promise<unknown> {
  const validated = (c.req as unknown as { valid(target: string): unknown }).valid("json");
  if (validated !== undefined) return validated;
  if (!isJson(c.req.header("content-type"))) return undefined;
  return c.req.json().catch(() => undefined);
}

async function responseBody(c: Context<AppBindings>): Promise<any> {
  if (!isJson(c.res.headers.get("content-type"))) return undefined;
  return c.res.clone().json().catch(() => undefined);
}

/** The id of the record a write answered with (a backup answers with its archive's name). */
function idInAnswer(response: any): string | null {
  if (!response || Array.isArray(response) || typeof response !== "object") return null;
  const id = response.id ?? response.databaseFile;
  return id === undefined || id === null ? null : String(id);
}

/** Whether this answered write is recorded: successes, and refused sign-ins. */
function recorded(c: Context<AppBindings>, what: WriteDescription) {
  if (c.var.idempotentReplay) return false;
  const status = c.res.status;
  const refusedLogin = what.action === "login" && (status === 401 || status === 403);
  if ((status < 200 || status >= 300) && !refusedLogin) return false;
  // Signing out without a session (the sign-in screen clears any stale one) ends nothing: not worth a row.
  return !(what.action === "logout" && !c.var.user);
}

async function writeEntry(c: Context<AppBindings>, db: Db, what: WriteDescription) {
  const refusedLogin = what.action === "login" && c.res.status >= 400;
  const body = await requestBody(c);
  const response = await responseBody(c);
  // Sign-in and registration happen before there is a session: the user comes from the answer or the body.
  // A sign-in names the account signed in to (or tried), not a session the client may already hold.
  const user = what.action === "login" ? (response?.user ?? null) : (c.var.user ?? response?.user ?? null);
  const username = user?.username ?? (typeof (body as any)?.username === "string" ? (body as any).username : null);
  await recordAudit(db, {
    userId: user?.id ?? null,
    username,
    action: refusedLogin ? "login_failed" : what.action,
    resource: what.resource,
    resourceId: what.pathId ?? idInAnswer(response) ?? (what.resource === "sessions" ? user?.id : null),
    changes: auditChanges(body),
  });
}

/** Thrown inside the request transaction to undo a write that was answered with an error. */
class Refused extends Error {}

/**
 * Runs every write under /api in one database transaction together with its audit entry: the handler and the
 * services it calls see the transaction as `c.var.db`, the audit row is inserted before the commit, and a write
 * that is answered with an error, or whose audit row cannot be written, is rolled back (a failed audit becomes a
 * 500). A refused sign-in commits its failure count with its `login_failed` row.
 * @example app.use("/api/*", session, audit)
 */
export const audit = createMiddleware<AppBindings>(async (c, next) => {
  if (READS.has(c.req.method)) return next();
  const what = describeWrite(c.req.method, c.req.path);
  if (!what) return next();
  if (OUTSIDE_TRANSACTION.some((p) => c.req.path.startsWith(p))) {
    await next();
    if (!recorded(c, what)) return;
    try {
      await writeEntry(c, c.var.db, what);
    } catch (err) {
      console.error(`[${c.get("requestId") ?? "-"}] audit entry not written:`, err);
    }
    return;
  }
  const base = c.var.db;
  try {
    await base.transaction(async (tx) => {
      c.set("db", tx as unknown as Db);
      await next();
      if (!recorded(c, what)) {
        if (what.action === "login" || what.action === "logout") return;
        throw new Refused();
      }
      await writeEntry(c, tx as unknown as Db, what);
    });
    // Committed: on disk before the client hears so (the embedded database does not fsync by itself).
    await c.var.flushCommit?.();
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
  } finally {
    c.set("db", base);
  }
});

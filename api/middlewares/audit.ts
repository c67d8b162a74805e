import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/client";
import { commitWith } from "../../db/pipelined-transactions";
import { auditChanges } from "../domain/audit-actions";
import { errorForLog } from "../lib/log-error";
import type { AppBindings } from "../lib/types";
import { type NotedChange, collectChanges } from "../services/audit-trail";
import { recordAudit } from "../services/audit.service";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes that cannot run inside one request transaction: a backup and a restore manage the whole database
 * themselves, and an upload streams a file of up to 50 MB. The rows their services note are written after them.
 */
const OUTSIDE_TRANSACTION = ["/api/backup/", "/api/objects/uploads/"];

/** Calls that change no data: checking a backup folder or an archive. Nothing is noted, nothing recorded. */
const NOT_CHANGES = new Set(["POST /api/backup/test-path", "POST /api/backup/verify"]);

/** Signing in and out: recorded here, from the answer, not by a service (a refused sign-in is recorded too). */
const SESSION_CALLS: Record<string, string> = { "POST /api/auth/login": "login", "POST /api/auth/logout": "logout" };

const isJson = (type: string | null | undefined) => !!type && /^application\/([\w.+-]*\+)?json\b/i.test(type);

async function responseBody(c: Context<AppBindings>): Promise<any> {
  if (!isJson(c.res.headers.get("content-type"))) return undefined;
  return c.res.clone().json().catch(() => undefined);
}

const succeeded = (c: Context<AppBindings>) => !c.get("idempotentReplay") && c.res.status >= 200 && c.res.status < 300;

/** Who made the change (the signed-in user, else the account the answer names: a registration) and in which request. */
async function author(c: Context<AppBindings>) {
  const user = c.get("user") ?? (await responseBody(c))?.user ?? null;
  return { userId: user?.id ?? null, username: user?.username ?? null, requestId: c.get("requestId") ?? null };
}

/** Inserts the noted rows; with `commits`, inside the request's transaction, COMMIT goes out right behind the last one. */
async function writeNoted(c: Context<AppBindings>, db: Db, noted: NotedChange[], commits = false) {
  const who = await author(c);
  for (const [i, entry] of noted.entries()) {
    const write = () => recordAudit(db, { ...who, ...entry });
    await (commits && i === noted.length - 1 ? commitWith(db, write) : write());
  }
}

/**
 * A sign-in names the account signed in to (or tried), not a session the client may already hold; a refused one
 * is a `login_failed` row. A sign-out without a session (the sign-in screen clears a stale one) is not recorded.
 */
async function writeSessionEntry(c: Context<AppBindings>, db: Db, action: string) {
  const status = c.res.status;
  const refused = action === "login" && (status === 401 || status === 403);
  if (!refused && !succeeded(c)) return;
  if (action === "logout" && !c.get("user")) return;
  const body = (await c.req.json().catch(() => undefined)) as { username?: unknown } | undefined;
  const user = action === "login" ? ((await responseBody(c))?.user ?? null) : c.get("user");
  const username = user?.username ?? (typeof body?.username === "string" ? body.username : null);
  await recordAudit(db, {
    userId: user?.id ?? null,
    username,
    action: refused ? "login_failed" : action,
    resource: "sessions",
    resourceId: user?.id ?? null,
    changes: action === "login" ? auditChanges({ username }) : null,
    requestId: c.get("requestId") ?? null,
  });
}

/** Thrown inside the request transaction to undo a write that was answered with an error. */
class Refused extends Error {}

/** A successful write no service said anything about: a write path that forgot its audit row. */
class Unaudited extends Error {}

/**
 * Runs every write under /api in one database transaction together with its audit rows: the handler and the
 * services it calls see the transaction as `c.get("db")`, each service notes what it changed (api/services/audit-trail.ts),
 * and the noted rows are inserted before the commit. A write answered with an error, one whose audit row cannot be
 * written, and a successful write no service noted a change for are rolled back (the last two become a 500). A
 * refused sign-in commits its failure count with its `login_failed` row.
 * @example app.use("/api/*", session, audit)
 */
export const audit = createMiddleware<AppBindings>(async (c, next) => {
  if (READS.has(c.req.method)) return next();
  const call = `${c.req.method} ${c.req.path}`;
  if (NOT_CHANGES.has(call)) return next();
  if (OUTSIDE_TRANSACTION.some((p) => c.req.path.startsWith(p))) {
    const noted = await collectChanges(() => next());
    if (!succeeded(c)) return;
    try {
      await writeNoted(c, c.get("db"), noted);
    } catch (err) {
      console.error(`[${c.get("requestId") ?? "-"}] audit entry not written: ${errorForLog(err)}`);
    }
    return;
  }
  const session = SESSION_CALLS[call];
  const base = c.get("db");
  try {
    await base.transaction(async (tx) => {
      c.set("db", tx as unknown as Db);
      const noted = await collectChanges(() => next());
      if (session) return writeSessionEntry(c, tx as unknown as Db, session);
      if (!succeeded(c)) throw new Refused();
      if (!noted.length) throw new Unaudited(`${call} answered ${c.res.status} but no service noted what it changed`);
      await writeNoted(c, tx as unknown as Db, noted, true);
    });
    // Committed: on disk before the client hears so (the embedded database does not fsync by itself).
    await c.get("flushCommit")?.();
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
  } finally {
    c.set("db", base);
  }
});

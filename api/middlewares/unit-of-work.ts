import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/client";
import { commitWith } from "../../db/pipelined-transactions";
import { errorForLog } from "../lib/log-error";
import type { AppBindings } from "../lib/types";
import { recordAudit } from "../services/audit.service";
import { type ServiceContext, withDb } from "../services/context";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

const succeeded = (c: Context<AppBindings>) => !c.get("idempotentReplay") && c.res.status >= 200 && c.res.status < 300;

/** Inserts the rows the services said on the context's database; with `commits`, COMMIT goes right behind the last. */
async function writeRows(ctx: ServiceContext, commits = false) {
  for (const [i, row] of ctx.audited.entries()) {
    const write = () => recordAudit(ctx, row);
    await (commits && i === ctx.audited.length - 1 ? commitWith(ctx.db, write) : write());
  }
}

/** Thrown inside the request transaction to undo a write that was answered with an error. */
class Refused extends Error {}

/** A successful write no service said anything about: a write path that forgot its audit row. */
class Unaudited extends Error {}

/**
 * Runs every write under /api in one database transaction: the handler and the services it calls get the
 * transaction in their context (`c.get("ctx").db`), each service says what it changed through `ctx.audit`, and the
 * rows are inserted before the commit, in the same transaction. A write answered with an error is rolled back (but
 * one whose refusal is itself recorded, `ctx.keepWhenRefused()`: a failed sign-in); a successful write no service
 * said anything about, and one whose audit row cannot be written, are rolled back and answered 500. A route that
 * declares `"x-write": "own-transaction"` (a backup, a restore, an upload) manages the database itself and its rows
 * are written after it; one that declares `"no-change"` is not audited.
 * @example app.use("/api/*", session, enforceAccess(table), unitOfWork)
 */
export const unitOfWork = createMiddleware<AppBindings>(async (c, next) => {
  if (READS.has(c.req.method)) return next();
  const mode = c.get("routeRules")?.write;
  if (mode === "no-change") return next();
  const ctx = c.get("ctx");
  if (mode === "own-transaction") {
    await next();
    if (!succeeded(c)) return;
    try {
      await writeRows(ctx);
    } catch (err) {
      console.error(`[${c.get("requestId") ?? "-"}] audit entry not written: ${errorForLog(err)}`);
    }
    return;
  }
  const base = c.get("db");
  try {
    await base.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const inTransaction = withDb(ctx, db);
      c.set("db", db);
      c.set("ctx", inTransaction);
      await next();
      if (!succeeded(c)) {
        if (!ctx.refusalKept() || !ctx.audited.length) throw new Refused();
        return writeRows(inTransaction, true);
      }
      if (!ctx.audited.length && ctx.saidUnchanged()) return;
      if (!ctx.audited.length) throw new Unaudited(`${c.req.method} ${c.req.path} answered ${c.res.status} but no service said what it changed`);
      await writeRows(inTransaction, true);
    });
    // Committed: on disk before the client hears so (the embedded database does not fsync by itself).
    await c.get("flushCommit")?.();
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
  } finally {
    c.set("db", base);
    c.set("ctx", ctx);
  }
});

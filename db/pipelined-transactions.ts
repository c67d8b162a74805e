import type postgres from "postgres";

/*
 * Transactions on PostgreSQL with two round trips fewer than postgres.js's own `begin`
 * (docs/decisions/write-statements.md). postgres.js sends BEGIN and waits for its answer before the transaction's
 * first statement, and sends COMMIT only once the last statement has answered: a task create (reference check,
 * insert, audit row) took five round trips in its transaction, each a write to the socket and a wake-up of the
 * server's backend; it now takes three. BEGIN goes out in the same socket write as the first statement (postgres.js
 * joins what is written in one turn of the event loop), and `commitWith` sends COMMIT right behind the transaction's
 * last statement. When that statement fails, PostgreSQL has already aborted the transaction and answers the COMMIT
 * with ROLLBACK, so nothing it wrote is kept. A transaction that sends no statement at all (a write refused before
 * it reads anything) sends no BEGIN either.
 */

const PIPELINE = Symbol("pipelined transaction");

type Query = ReturnType<postgres.ReservedSql["unsafe"]>;

/** One transaction's state, shared by its top level and its savepoints. */
interface TransactionState {
  conn: postgres.ReservedSql;
  phase: "idle" | "open" | "committing" | "ended";
  /** Set by `commitWith`: the next statement is the last, COMMIT is sent behind it. */
  commitNext: boolean;
  commit?: Query;
  savepoints: number;
  /** The server answered the transaction's COMMIT or ROLLBACK: the connection is idle and goes back to the pool. */
  idle: boolean;
  /** Why the connection closed under the transaction, once it has: what any later statement fails with. */
  lost?: unknown;
}

/** A savepoint's or the transaction's own statements: an error in one fails the scope, even if its caller caught it (as postgres.js does). */
interface Scope {
  error?: unknown;
}

function send(state: TransactionState, scope: Scope, query: string, params?: unknown[], options?: object): Query {
  // Code still running after its connection was lost (the transaction already failed with the loss) gets the loss,
  // a database outage, not a programming error.
  if (state.lost) throw state.lost;
  if (state.phase === "committing" || state.phase === "ended") throw new Error("A statement was sent after its transaction's COMMIT");
  if (state.phase === "idle") {
    state.phase = "open";
    state.conn.unsafe("begin").catch((err) => (scope.error ??= err));
  }
  const q = state.conn.unsafe(query, params as never, options as never);
  // Sends it now (a postgres.js query goes out once something awaits it), ahead of a COMMIT sent behind it.
  q.catch((err) => (scope.error ??= err));
  if (state.commitNext) {
    state.commitNext = false;
    state.phase = "committing";
    state.commit = state.conn.unsafe("commit");
    state.commit.execute();
    state.commit.catch(() => {});
  }
  return q;
}

/** The client a transaction's drizzle session runs on: the reserved connection, with its statements sent by `send`. */
function scopeClient(state: TransactionState, scope: Scope): postgres.Sql {
  const client = {
    [PIPELINE]: state,
    unsafe: (query: string, params?: unknown[], options?: object) => send(state, scope, query, params, options),
    savepoint: async (fn: (sql: postgres.Sql) => Promise<unknown>) => {
      const name = `s${state.savepoints++}`;
      const inner: Scope = {};
      await send(state, scope, `savepoint ${name}`);
      try {
        const result = await fn(scopeClient(state, inner));
        if (inner.error) throw inner.error;
        return result;
      } catch (err) {
        // Undone alone while the transaction goes on; once it is over (its connection lost), the error is what happened.
        if (!state.lost && state.phase === "open") await send(state, scope, `rollback to ${name}`);
        throw err;
      }
    },
    options: state.conn.options,
  };
  return client as unknown as postgres.Sql;
}

/** An error the server reported on a live connection (not a lost socket, not a FATAL that closes it). */
const answered = (err: unknown) => (err as { severity?: string } | null)?.severity === "ERROR";

/**
 * Ends the transaction: waits for the COMMIT sent behind the last statement, or sends COMMIT (ROLLBACK when `failed`),
 * and notes whether the server answered it: only then is the connection known to be idle and fit to go back to the
 * pool. A connection whose socket failed is left to postgres.js, which closes it and connects anew (one handed back
 * between its socket's error and its close would take the next query down with it).
 */
async function end(state: TransactionState, failed: boolean): Promise<void> {
  if (state.phase === "idle") {
    state.idle = true;
    return;
  }
  const last = state.phase === "committing" ? state.commit! : state.conn.unsafe(failed ? "rollback" : "commit");
  state.phase = "ended";
  let command: string | undefined;
  try {
    command = ((await last) as unknown as { command?: string }).command;
  } catch (err) {
    state.idle = answered(err);
    if (failed) return;
    throw err;
  }
  state.idle = true;
  // PostgreSQL answers the COMMIT of a transaction a statement failed in with ROLLBACK.
  if (!failed && command !== "COMMIT") throw new Error(`The transaction was not committed (${command})`);
}

/** A reserved connection as patched (patches/postgres@3.4.9.patch): it says when it closes. */
type Reserved = postgres.ReservedSql & { onclose?: (err: unknown) => void };

/**
 * postgres.js's `begin` for drizzle, with BEGIN and COMMIT sent alongside the transaction's statements. A statement
 * queued behind another when the connection is lost would never settle, so everything is raced against the loss
 * (postgres.js's `begin` does the same).
 */
async function begin(pool: postgres.Sql, fn: (sql: postgres.Sql) => Promise<unknown>) {
  const conn = (await pool.reserve()) as Reserved;
  const state: TransactionState = { conn, phase: "idle", commitNext: false, savepoints: 0, idle: false };
  let onLost!: (err: unknown) => void;
  const lost = new Promise<never>((_, reject) => (onLost = reject));
  lost.catch(() => {});
  conn.onclose = (err) => {
    // postgres.js's own code for it, so the request answers 503 (the database is unavailable), never a 500.
    state.lost ??= err ?? Object.assign(new Error("The database connection was lost"), { code: "CONNECTION_CLOSED" });
    onLost(state.lost);
  };
  const settle = <T>(work: Promise<T>) => Promise.race([work, lost]);
  const scope: Scope = {};
  try {
    let result: unknown;
    try {
      result = await settle(fn(scopeClient(state, scope)));
      if (scope.error) throw scope.error;
    } catch (err) {
      await settle(end(state, true)).catch(() => {});
      throw err;
    }
    await settle(end(state, false));
    return result;
  } finally {
    if (state.idle) conn.release();
  }
}

/** The pool drizzle is given: postgres.js itself, with `begin` replaced. */
export function pipelinedTransactions(pool: postgres.Sql): postgres.Sql {
  return new Proxy(pool, {
    get(target, prop, receiver) {
      if (prop === "begin") return (fn: (sql: postgres.Sql) => Promise<unknown>) => begin(target, fn);
      return Reflect.get(target, prop, receiver);
    },
  });
}

/**
 * Runs a transaction's last statement and sends COMMIT right behind it, one round trip sooner; `work` must send
 * exactly one statement and nothing after it. On the embedded database, or outside such a transaction, it just runs.
 * @example await base.transaction(async (tx) => { ...; await commitWith(tx, () => insertAuditRow(tx)); });
 */
export async function commitWith<T>(db: unknown, work: () => Promise<T>): Promise<T> {
  const client = (db as { _?: { session?: { client?: Record<symbol, TransactionState> } } })._?.session?.client;
  const state = client?.[PIPELINE];
  if (state && state.phase !== "committing" && state.phase !== "ended") state.commitNext = true;
  try {
    return await work();
  } finally {
    if (state) state.commitNext = false;
  }
}

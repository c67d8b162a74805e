import { type PGlite, type QueryOptions, type Results, type Transaction, parse, protocol } from "@electric-sql/pglite";

/** The row description of a prepared statement, as PGlite's protocol parser gives it. */
type Message = Parameters<typeof parse.parseResults>[0][number];
type RowDescription = Extract<Message, { name: "rowDescription" }>;

interface Statement {
  name: string;
  paramTypes: number[];
  /** Absent for a statement that answers no rows (an insert without returning). */
  rows?: RowDescription;
}

/** The prepared statements one embedded database keeps, by SQL text; the least recently used are closed past this. */
export const PGLITE_STATEMENTS = 200;

/** The parts of PGlite's class this module drives directly (public methods, named with an underscore by PGlite). */
interface Internals {
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/**
 * PGlite as drizzle uses it, with every query run as a prepared statement in one call into the database.
 *
 * PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into WebAssembly, parses
 * and plans the statement again each time, and merges its whole table of type parsers (one per array type, some
 * hundreds) with drizzle's into a new object for every query: 1.1-1.7 ms of CPU for a one-row select on this machine,
 * against 0.16-0.32 ms for Bind, Execute and Sync in one call on a statement parsed once (docs/decisions/
 * embedded-reads.md). Here each SQL text is parsed and described once (named `farm_s<n>`, the least recently used
 * closed past PGLITE_STATEMENTS), and each run is one call; answers are read by PGlite's own result parser with the
 * merged parser table made once per table. The same locks as PGlite's `query` are taken (no query runs inside
 * another's transaction), and outside a transaction the data folder is synced as PGlite does after each query.
 * Anything unusual (a blob, parameter types, COPY to /dev/blob) goes through PGlite's own `query`.
 * @example drizzle(preparedStatements(pglite), { schema })
 */
export function preparedStatements(client: PGlite, max = PGLITE_STATEMENTS): PGlite {
  const pg = client as unknown as PGlite & Internals;
  const statements = new Map<string, Statement>();
  let made = 0;
  // Statements run that may have changed data (changesSeen): counted as they are sent, and a transaction once more
  // when it ends, committed or not.
  let changes = 0;
  let merged = new WeakMap<object, Record<number, unknown>>();
  let base = pg.parsers;

  /**
   * PGlite's parsers with the caller's on top, made once per caller's table (PGlite's table replaced: made again).
   * The caller's few are set on an object whose prototype is PGlite's table (PGlite reads a parser as `parsers[type]`),
   * not copied beside its 318: drizzle hands a new table with each query it prepares, and a write's statements
   * (api/services/statements.ts) are prepared on each call, so a copy was made for every one (140 us a copy here).
   */
  function parsersFor(own: QueryOptions["parsers"]) {
    if (pg.parsers !== base) {
      base = pg.parsers;
      merged = new WeakMap();
    }
    if (!own) return base;
    let table = merged.get(own);
    if (!table) merged.set(own, (table = Object.assign(Object.create(base) as Record<number, unknown>, own)));
    return table;
  }

  async function prepare(text: string): Promise<Statement> {
    const found = statements.get(text);
    if (found) {
      // Most recently used last: the Map's order is the eviction order.
      statements.delete(text);
      statements.set(text, found);
      return found;
    }
    const name = `farm_s${++made}`;
    const messages = await pg.execProtocolStream(concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()]), { syncToFs: false });
    const paramTypes = parse.parseDescribeStatementResults(messages);
    const rows = messages.find((m): m is RowDescription => m.name === "rowDescription");
    const statement = { name, paramTypes, rows };
    statements.set(text, statement);
    if (statements.size > max) await forget(statements.keys().next().value!);
    return statement;
  }

  async function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await pg.execProtocolStream(concat([protocol.serialize.close({ type: "S", name: statement.name }), protocol.serialize.sync()]), { syncToFs: false });
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    try {
      return await runPrepared<T>(text, params, options, inTransaction);
    } catch (error) {
      // A table changed under a statement so that its rows changed shape ("cached plan must not change result
      // type"): made again, and run again when no transaction was spoiled by the failure.
      if ((error as { code?: string }).code !== "0A000" || !statements.has(text)) throw error;
      await forget(text);
      if (inTransaction) throw error;
      return runPrepared<T>(text, params, options, inTransaction);
    }
  }

  async function runPrepared<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    try {
      const statement = await prepare(text);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[i]!;
        const serialize = options?.serializers?.[type] ?? pg.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      const messages = await pg.execProtocolStream(
        concat([protocol.serialize.bind({ statement: statement.name, values: values as string[] }), protocol.serialize.execute({}), protocol.serialize.sync()]),
        { syncToFs: false },
      );
      if (!inTransaction) await pg.syncToFs();
      const described = statement.rows ? [statement.rows, ...messages] : messages;
      return parse.parseResults(described, parsersFor(options?.parsers) as never, { rowMode: options?.rowMode })[0] as Results<T>;
    } catch (error) {
      // As PGlite's own query says which query failed.
      if (error && typeof error === "object") Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  const ownPath = (text: string, options?: QueryOptions) => !options?.blob && !options?.paramTypes && !text.includes("/dev/blob");

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!READ_ONLY.test(text)) changes++;
    if (!ownPath(text, options)) return pg.query<T>(text, params, options);
    await pg._checkReady();
    return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(text, params, options, false)));
  }

  function inTransaction(tx: Transaction): Transaction {
    return new Proxy(tx, {
      get(target, prop, receiver) {
        if (prop !== "query") return Reflect.get(target, prop, receiver);
        return <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
          if (!READ_ONLY.test(text)) changes++;
          if (!ownPath(text, options) || target.closed) return target.query<T>(text, params, options);
          return pg._runExclusiveQuery(() => run<T>(text, params, options, true));
        };
      },
    });
  }

  /** Counts a change before and after `work` (a promise's end, or a synchronous call's): what it wrote is seen by readers only once it is done. */
  const changing = <T>(work: () => T): T => {
    changes++;
    let result: T;
    try {
      result = work();
    } catch (error) {
      changes++;
      throw error;
    }
    if (result instanceof Promise) return result.finally(() => changes++) as T;
    changes++;
    return result;
  };

  return new Proxy(pg, {
    get(target, prop) {
      if (prop === "query") return query;
      if (prop === CHANGES) return changes;
      if (prop === "transaction") return <T>(fn: (tx: Transaction) => Promise<T>) => changing(() => target.transaction((tx) => fn(inTransaction(tx))));
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      // PGlite's other ways to run SQL (exec, the wire protocol, its sql template) are counted as changes.
      if (typeof prop === "string" && RUNS_SQL.has(prop)) return (...args: unknown[]) => changing(() => value.apply(target, args));
      return value.bind(target);
    },
  });
}

/** A statement that reads only: a plain SELECT (the app's writes begin INSERT, UPDATE, DELETE, WITH or a command). */
const READ_ONLY = /^\s*select\s/i;

/** PGlite's methods that run SQL other than `query` and `transaction`. */
const RUNS_SQL = new Set(["exec", "sql", "execProtocol", "execProtocolRaw", "execProtocolStream", "execProtocolRawStream", "execProtocolRawSync"]);

const CHANGES = Symbol("farm.pglite.changes");

/**
 * How many statements that may have changed data an embedded database opened through preparedStatements has run, as
 * seen from a drizzle database (or undefined: PostgreSQL, or a transaction). One process owns an embedded data folder
 * (its lock), so every change to it passes here: an answer read from it may be kept while this number stays the same
 * (api/services/sessions.service.ts keeps the session lookup so). A plain SELECT is not counted, whatever else is,
 * and a transaction once more when it ends.
 */
export function changesSeen(db: unknown): number | undefined {
  const client = (db as { _?: { session?: { client?: Record<symbol, unknown> } } })._?.session?.client;
  const seen = client?.[CHANGES];
  return typeof seen === "number" ? seen : undefined;
}

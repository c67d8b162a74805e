/**
 * The floor of a task create (issue 41, goal 3) on either engine: a bare Bun.serve server that does what
 * POST /api/tasks must do and nothing else, with the app's own statements (the same SQL text, so the same plans and
 * the same rows written): the session lookup with the account's entity grants, the role and grant check, then in one
 * transaction the reference check (entity, category, product, field, the field's crop of the year, the recorder),
 * the task's insert returning the row, and its audit row holding the row; committed, and on PGlite made durable as
 * the product makes it (`DbHandle.flush`: the newest WAL segment fdatasynced after the commit, PGlite opened with the
 * product's start parameters by db/client.ts). The row is answered as JSON. No framework, no validation beyond the
 * references, no request log; the totals are worked out with plain numbers.
 *
 * PostgreSQL: postgres.js, BEGIN in the same socket write as the check and COMMIT right behind the audit row, as
 * db/pipelined-transactions.ts sends them. PGlite: the statements through db/pglite-statements.ts (prepared once,
 * one call each), in PGlite's own transaction, as drizzle runs them.
 *
 *   bun bench/lib/create-floor.ts --port 4100 --url postgres://postgres@127.0.0.1:5432/db
 *   bun bench/lib/create-floor.ts --port 4100 --data-dir /tmp/farm/db
 */
import { parseArgs } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../../db/client";
import { preparedStatements } from "../../db/pglite-statements";
import { connectPostgres } from "../../db/postgres-url";
import { SESSION, createTaskRows, reaches, sessionUser } from "./create-statements";

const { values } = parseArgs({ options: { url: { type: "string" }, "data-dir": { type: "string" }, port: { type: "string" } } });
if ((!values.url && !values["data-dir"]) || !values.port) throw new Error("usage: bun bench/lib/create-floor.ts --port N (--url URL | --data-dir DIR)");

type Row = Record<string, unknown>;
/** The create's transaction on one engine: the three statements in order, committed (and flushed) at the end. */
type Transaction = (work: (run: (text: string, params: unknown[]) => Promise<unknown[][]>, last: (text: string, params: unknown[]) => Promise<unknown>) => Promise<Row | null>) => Promise<Row | null>;

let lookup: (id: string) => Promise<unknown[] | undefined>;
let transaction: Transaction;

if (values.url) {
  const sql = connectPostgres(values.url, { max: 10, onnotice: () => {} });
  lookup = async (id) => (await sql.unsafe(SESSION, [id], { prepare: true }).values())[0];
  transaction = async (work) => {
    const tx = await sql.reserve();
    let open = false;
    let committing: Promise<unknown> | undefined;
    try {
      return await work(
        async (text, params) => {
          if (!open) tx.unsafe("begin").execute();
          open = true;
          return (await tx.unsafe(text, params as never[], { prepare: true }).values()) as unknown[][];
        },
        async (text, params) => {
          const last = tx.unsafe(text, params as never[], { prepare: true });
          last.execute();
          committing = tx.unsafe("commit");
          (committing as { execute(): void } & Promise<unknown>).execute();
          await last;
          return committing;
        },
      );
    } finally {
      // A refused create (a missing reference) or a failed statement: nothing is kept.
      if (committing) await committing.catch(() => {});
      else if (open) await tx.unsafe("rollback");
      tx.release();
    }
  };
} else {
  const handle = await openDatabase({ dataDir: values["data-dir"] });
  const pg = preparedStatements(handle.client as PGlite);
  const flush = handle.flush ?? (async () => {});
  lookup = async (id) => (await pg.query<unknown[]>(SESSION, [id], { rowMode: "array" })).rows[0];
  transaction = async (work) => {
    const answer = await pg.transaction(async (tx) => {
      const run = async (text: string, params: unknown[]) => (await tx.query<unknown[]>(text, params, { rowMode: "array" })).rows;
      return work(run, run);
    });
    await flush();
    return answer;
  };
}

async function createTask(req: Request): Promise<Response> {
  const token = /(?:^|;\s*)farm_session=([^;]+)/.exec(req.headers.get("cookie") ?? "")?.[1];
  const user = sessionUser(token ? await lookup(new Bun.CryptoHasher("sha256").update(token).digest("hex")) : undefined);
  if (!user) return Response.json({ code: "UNAUTHORIZED" }, { status: 401 });
  const t = (await req.json()) as Row;
  if (!reaches(user, t.entityId as number)) return Response.json({ code: "FORBIDDEN" }, { status: 403 });
  const created = await transaction((run, last) => createTaskRows(t, user, run, last));
  return created ? Response.json(created, { status: 201 }) : Response.json({ code: "VALIDATION" }, { status: 400 });
}

Bun.serve({
  hostname: "127.0.0.1",
  port: Number(values.port),
  async fetch(req) {
    if (req.method === "POST" && new URL(req.url).pathname === "/api/tasks") return createTask(req);
    return new Response("create floor");
  },
});
// Stops cleanly on SIGTERM, so a CPU profile asked for (bench/profile-create-server.ts --cpu-prof) is written.
process.on("SIGTERM", () => process.exit(0));
console.log("ready");

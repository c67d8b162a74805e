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
import { AUDIT, CHECK, INSERT, NAMES, SESSION } from "./create-statements";

const { values } = parseArgs({ options: { url: { type: "string" }, "data-dir": { type: "string" }, port: { type: "string" } } });
if ((!values.url && !values["data-dir"]) || !values.port) throw new Error("usage: bun bench/lib/create-floor.ts --port N (--url URL | --data-dir DIR)");

type Row = Record<string, unknown>;
/** The create's transaction on one engine: the three statements in order, committed (and flushed) at the end. */
type Transaction = (work: (run: (text: string, params: unknown[]) => Promise<unknown[][]>, last: (text: string, params: unknown[]) => Promise<unknown>) => Promise<Response>) => Promise<Response>;

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

const cents = (text: string) => Math.round(Number(text) * 100);
const money = (c: number) => (c / 100).toFixed(2);

async function createTask(req: Request): Promise<Response> {
  const token = /(?:^|;\s*)farm_session=([^;]+)/.exec(req.headers.get("cookie") ?? "")?.[1];
  const found = token ? await lookup(new Bun.CryptoHasher("sha256").update(token).digest("hex")) : undefined;
  if (!found || (found[0] as Date).getTime() <= Date.now() || !found[5]) return Response.json({ code: "UNAUTHORIZED" }, { status: 401 });
  const [, userId, username, , role] = found as [Date, number, string, string, string];
  const t = (await req.json()) as Row;
  const granted = found[10] as number[];
  // An admin reaches every entity; an editor its granted ones (api/domain/access.ts).
  if (role !== "admin" && (role !== "editor" || !granted.includes(t.entityId as number))) return Response.json({ code: "FORBIDDEN" }, { status: 403 });
  return transaction(async (run, last) => {
    const [ref] = await run(CHECK, [t.entityId, t.categoryId, null, "fertilizer", t.fieldId, t.entityId, t.fieldId, t.cropYear, userId, 1]);
    if (ref?.[0] == null || ref[2] == null || ref[8] == null) return Response.json({ code: "VALIDATION" }, { status: 400 });
    const costPerAcre = cents(String(t.costPerAcre));
    const acres = cents(String(t.acresCovered));
    const cropType = (ref[11] ?? ref[9]) as string | null;
    const [task] = await run(INSERT, [
      t.entityId, t.fieldId, t.categoryId, t.name, cropType, t.cropYear, t.date, "", money(costPerAcre), money(acres),
      money(Math.round((costPerAcre * acres) / 100)), "0.00", "", "0.00", null, "bales", null, null, null, null, null, null, null,
      null, null, null, "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", userId, false,
    ]);
    const created: Row = Object.fromEntries(NAMES.map((name, i) => [name, task![i]]));
    Object.assign(created, { entityName: ref[1], fieldName: ref[8], categoryName: ref[3], isIncomeCategory: ref[4], recordedBy: { id: userId, username } });
    await last(AUDIT, [userId, username, "create", "tasks", String(task![0]), JSON.stringify({ after: created }), null, t.entityId]);
    return Response.json(created, { status: 201 });
  });
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

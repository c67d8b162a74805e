/**
 * The floor of a task create on the product's own stack (issue 41, goal 3): the work of bench/lib/create-floor.ts,
 * with the same SQL text, sent through what the API is built on and nothing of the app itself. Where the bare
 * floor uses Bun.serve and the driver, this uses:
 * - Hono with @hono/zod-openapi: one route declared with `createRoute`, the body checked by the app's own
 *   `TaskCreateSchema` (zod), a middleware for the session, `c.json` for the answer;
 * - drizzle-orm: the database the product opens (db/client.ts: on PostgreSQL postgres.js with BEGIN and COMMIT
 *   pipelined, db/pipelined-transactions.ts; on PGlite the product's start parameters and its flush), each statement
 *   run through drizzle's session as a query built once (as api/services/statements.ts runs the app's), in a drizzle
 *   transaction.
 * Nothing else: no access table, no audit middleware, no record versions, idempotency, compression, request id or
 * request log, no reference names beyond the floor's, the totals in plain numbers. What the app costs beyond this
 * is the app's own layers; what this costs beyond the bare floor is the stack's.
 *
 *   bun bench/lib/create-stack-floor.ts --port 4100 --url postgres://postgres@127.0.0.1:5432/db
 *   bun bench/lib/create-stack-floor.ts --port 4100 --data-dir /tmp/farm/db
 */
import { parseArgs } from "node:util";
import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { TaskCreateSchema } from "../../api/schemas/task-input.schemas";
import { type Db, openDatabase } from "../../db/client";
import { commitWith } from "../../db/pipelined-transactions";
import { AUDIT, CHECK, INSERT, NAMES, SESSION } from "./create-statements";

const { values } = parseArgs({ options: { url: { type: "string" }, "data-dir": { type: "string" }, port: { type: "string" } } });
if ((!values.url && !values["data-dir"]) || !values.port) throw new Error("usage: bun bench/lib/create-stack-floor.ts --port N (--url URL | --data-dir DIR)");

const handle = await openDatabase(values.url ? { databaseUrl: values.url, poolSize: 10 } : { dataDir: values["data-dir"] });
const flush = handle.flush ?? (async () => {});

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown[][]> };
type Session = { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean, mapper: (rows: unknown[][]) => unknown[][]): Prepared };

/** One of the floor's statements run on a drizzle database or transaction, its parameters as placeholders. */
function statement(text: string) {
  const count = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  const params = Array.from({ length: count }, (_, i) => sql.placeholder(`p${i}`));
  return (db: Db, args: unknown[]) => {
    const session = db._.session as unknown as Session;
    const values: Record<string, unknown> = {};
    args.forEach((v, i) => (values[`p${i}`] = v));
    return session.prepareQuery({ sql: text, params }, undefined, "stack_floor", true, (rows) => rows).execute(values);
  };
}
const session = statement(SESSION);
const check = statement(CHECK);
const insert = statement(INSERT);
const audit = statement(AUDIT);

/** A timestamptz as the product's driver gives it: a Date (PGlite), or PostgreSQL's text ("2026-12-20 07:50:00.1+00"). */
const expiry = (value: unknown) => (value instanceof Date ? value.getTime() : new Date(`${String(value).replace(" ", "T")}:00`).getTime());

type Env = { Variables: { user: { id: number; username: string; role: string; granted: number[] } } };

const signedIn = createMiddleware<Env>(async (c, next) => {
  const token = getCookie(c, "farm_session");
  const [found] = token ? await session(handle.db, [new Bun.CryptoHasher("sha256").update(token).digest("hex")]) : [];
  if (!found || expiry(found[0]) <= Date.now() || !found[5]) return c.json({ code: "UNAUTHORIZED" }, 401);
  const [, id, username, , role] = found as [Date, number, string, string, string];
  c.set("user", { id, username, role, granted: found[10] as number[] });
  await next();
});

const create = createRoute({
  method: "post",
  path: "/tasks",
  middleware: [signedIn] as const,
  request: { body: { content: { "application/json": { schema: TaskCreateSchema } }, required: true } },
  responses: {
    201: { content: { "application/json": { schema: z.record(z.string(), z.unknown()) } }, description: "The task" },
    400: { content: { "application/json": { schema: z.object({ code: z.string() }) } }, description: "A reference not found" },
    403: { content: { "application/json": { schema: z.object({ code: z.string() }) } }, description: "Not the account's entity" },
  },
});

const cents = (text: unknown) => Math.round(Number(text) * 100);
const money = (c: number) => (c / 100).toFixed(2);

const app = new OpenAPIHono<Env>();
app.openapi(create, async (c) => {
  const t = c.req.valid("json");
  const { id: userId, username, role, granted } = c.get("user");
  // An admin reaches every entity; an editor its granted ones (api/domain/access.ts).
  if (role !== "admin" && (role !== "editor" || !granted.includes(t.entityId))) return c.json({ code: "FORBIDDEN" }, 403);
  const answer = await handle.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [ref] = await check(db, [t.entityId, t.categoryId, null, "fertilizer", t.fieldId, t.entityId, t.fieldId, t.cropYear, userId, 1]);
    if (ref?.[0] == null || ref[2] == null || ref[8] == null) return null;
    const costPerAcre = cents(t.costPerAcre);
    const acres = cents(t.acresCovered);
    const cropType = (ref[11] ?? ref[9]) as string | null;
    const [task] = await insert(db, [
      t.entityId, t.fieldId, t.categoryId, t.name, cropType, t.cropYear, t.date, "", money(costPerAcre), money(acres),
      money(Math.round((costPerAcre * acres) / 100)), "0.00", "", "0.00", null, "bales", null, null, null, null, null, null, null,
      null, null, null, "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", userId, false,
    ]);
    const created: Record<string, unknown> = Object.fromEntries(NAMES.map((name, i) => [name, task![i]]));
    Object.assign(created, { entityName: ref[1], fieldName: ref[8], categoryName: ref[3], isIncomeCategory: ref[4], recordedBy: { id: userId, username } });
    await commitWith(db, () => audit(db, [userId, username, "create", "tasks", String(task![0]), JSON.stringify({ after: created }), null, t.entityId]));
    return created;
  });
  if (!answer) return c.json({ code: "VALIDATION" }, 400);
  await flush();
  return c.json(answer, 201);
});

const api = new OpenAPIHono().route("/api", app);
Bun.serve({ hostname: "127.0.0.1", port: Number(values.port), fetch: (req) => api.fetch(req) });
// Stops cleanly on SIGTERM, so a CPU profile asked for (bench/profile-create-server.ts --cpu-prof) is written.
process.on("SIGTERM", () => process.exit(0));
console.log("ready");

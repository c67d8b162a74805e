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
import { SESSION_COOKIE } from "../../api/domain/users";
import { TaskCreateSchema } from "../../api/schemas/task-input.schemas";
import { hashToken } from "../../api/services/sessions.service";
import { type Db, openDatabase } from "../../db/client";
import { commitWith } from "../../db/pipelined-transactions";
import { SESSION, createTaskRows, reaches, sessionUser } from "./create-statements";

const { values } = parseArgs({ options: { url: { type: "string" }, "data-dir": { type: "string" }, port: { type: "string" } } });
if ((!values.url && !values["data-dir"]) || !values.port) throw new Error("usage: bun bench/lib/create-stack-floor.ts --port N (--url URL | --data-dir DIR)");

const handle = await openDatabase(values.url ? { databaseUrl: values.url, poolSize: 10 } : { dataDir: values["data-dir"] });
const flush = handle.flush ?? (async () => {});

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown[][]> };
type Session = { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean, mapper: (rows: unknown[][]) => unknown[][]): Prepared };

/** Each statement's parameters as drizzle placeholders, made once per statement. */
const placeholders = new Map<string, unknown[]>();

/** One of the floor's statements run on a drizzle database or transaction as a query built once, its rows as arrays. */
function run(db: Db, text: string, args: unknown[]) {
  let params = placeholders.get(text);
  if (!params) {
    const count = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    params = Array.from({ length: count }, (_, i) => sql.placeholder(`p${i}`));
    placeholders.set(text, params);
  }
  const session = db._.session as unknown as Session;
  const values: Record<string, unknown> = {};
  args.forEach((v, i) => (values[`p${i}`] = v));
  return session.prepareQuery({ sql: text, params }, undefined, "stack_floor", true, (rows) => rows).execute(values);
}

type User = NonNullable<ReturnType<typeof sessionUser>>;
type Env = { Variables: { user: User } };

const signedIn = createMiddleware<Env>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const user = sessionUser(token ? (await run(handle.db, SESSION, [hashToken(token)]))[0] : undefined);
  if (!user) return c.json({ code: "UNAUTHORIZED" }, 401);
  c.set("user", user);
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

const app = new OpenAPIHono<Env>();
app.openapi(create, async (c) => {
  const t = c.req.valid("json");
  const user = c.get("user");
  if (!reaches(user, t.entityId)) return c.json({ code: "FORBIDDEN" }, 403);
  const answer = await handle.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    return createTaskRows(t, user, (text, args) => run(db, text, args), (text, args) => commitWith(db, () => run(db, text, args)));
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

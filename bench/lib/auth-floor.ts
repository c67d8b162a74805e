/**
 * The floors of issue 13's goal 1: a bare Bun.serve + postgres.js server that does what the app's call needs and
 * nothing else. No framework, no validation, no logging.
 * - GET /api/entities: read the session cookie, look the session and its user up by the token's SHA-256, check
 *   expiry and approval, then the same entity list and count queries, answered as JSON.
 * - POST /api/tasks: the same session check (and the role), then the create's own round trips as the app sends them
 *   (db/pipelined-transactions.ts): BEGIN with the reference check (entity, category and field in one select),
 *   the task's insert returning the row, and its audit row with COMMIT behind it; the row answered as JSON. The
 *   total is worked out in SQL, not by the app's domain functions.
 * Run as its own process by bench/auth-throughput.ts:
 *
 *   bun bench/lib/auth-floor.ts --url postgres://postgres@127.0.0.1:5432/db --port 4100
 */
import { parseArgs } from "node:util";
import { connectPostgres } from "../../db/postgres-url";

const { values } = parseArgs({ options: { url: { type: "string" }, port: { type: "string" } } });
if (!values.url || !values.port) throw new Error("usage: bun bench/lib/auth-floor.ts --url URL --port N");

const sql = connectPostgres(values.url, { max: 10, onnotice: () => {} });
const unauthorized = () => Response.json({ code: "UNAUTHORIZED" }, { status: 401 });

/** The signed-in user of a request, or undefined. */
async function signedIn(req: Request) {
  const token = /(?:^|;\s*)farm_session=([^;]+)/.exec(req.headers.get("cookie") ?? "")?.[1];
  if (!token) return undefined;
  const id = new Bun.CryptoHasher("sha256").update(token).digest("hex");
  const [found] = await sql`select s.expires_at, u.id, u.username, u.role, u.is_approved
    from sessions s join users u on u.id = s.user_id where s.id = ${id}`;
  if (!found || found.expires_at.getTime() <= Date.now() || !found.is_approved) return undefined;
  return found;
}

/** A task create in four writes to the socket: the session, BEGIN + the check, the insert, the audit row + COMMIT. */
async function createTask(req: Request) {
  const user = await signedIn(req);
  if (!user) return unauthorized();
  if (user.role !== "admin" && user.role !== "editor") return Response.json({ code: "FORBIDDEN" }, { status: 403 });
  const t = (await req.json()) as Record<string, any>;
  const tx = await sql.reserve();
  try {
    tx`begin`.execute();
    const [ref] = await tx`select e.id as entity, c.id as category, f.id as field
      from (select 1) one
      left join entities e on e.id = ${t.entityId} and e.deleted_at is null
      left join task_categories c on c.id = ${t.categoryId}
      left join fields f on f.id = ${t.fieldId} and f.entity_id = ${t.entityId} and f.deleted_at is null`;
    if (ref?.entity == null || ref.category == null || ref.field == null) {
      await tx`rollback`;
      return Response.json({ code: "VALIDATION" }, { status: 400 });
    }
    const [task] = await tx`insert into tasks (entity_id, field_id, category_id, name, crop_year, date, cost_per_acre, acres_covered, total_cost, recorded_by_id)
      values (${t.entityId}, ${t.fieldId}, ${t.categoryId}, ${t.name}, ${t.cropYear}, ${t.date}, ${t.costPerAcre}, ${t.acresCovered},
        round(${t.costPerAcre}::numeric * ${t.acresCovered}::numeric, 2), ${user.id})
      returning *`;
    const audit = tx`insert into audit_log (user_id, username, action, resource, resource_id, changes)
      values (${user.id}, ${user.username}, 'create', 'tasks', ${String(task!.id)}, ${sql.json(task as never)})`;
    audit.execute();
    await tx`commit`;
    await audit;
    return Response.json(task, { status: 201 });
  } finally {
    tx.release();
  }
}

Bun.serve({
  hostname: "127.0.0.1",
  port: Number(values.port),
  async fetch(req) {
    if (req.method === "POST" && new URL(req.url).pathname === "/api/tasks") return createTask(req);
    const found = await signedIn(req);
    if (!found) return unauthorized();
    const rows = await sql`select e.id, e.name, e.location,
        (select coalesce(sum(f.acreage), 0)::numeric(12,2) from fields f where f.entity_id = e.id and f.deleted_at is null) as "totalAcres",
        e.created_at as "createdAt"
      from entities e where e.deleted_at is null order by e.name, e.id limit 100000`;
    const [total] = await sql`select count(*)::int as n from entities where deleted_at is null`;
    return Response.json(rows, { headers: { "content-range": `entities 0-${rows.length - 1}/${total!.n}` } });
  },
});
console.log("ready");

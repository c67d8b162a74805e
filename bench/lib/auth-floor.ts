/**
 * The floor of an authenticated list read (issue 13, goal 1): a bare Bun.serve + postgres.js server that does what
 * GET /api/entities needs and nothing else: read the session cookie, look the session and its user up by the
 * token's SHA-256, check expiry and approval, then the same entity list and count queries, answered as JSON.
 * No framework, no validation, no logging. Run as its own process by bench/auth-throughput.ts:
 *
 *   bun bench/lib/auth-floor.ts --url postgres://postgres@127.0.0.1:5432/db --port 4100
 */
import { parseArgs } from "node:util";
import { connectPostgres } from "../../db/postgres-url";

const { values } = parseArgs({ options: { url: { type: "string" }, port: { type: "string" } } });
if (!values.url || !values.port) throw new Error("usage: bun bench/lib/auth-floor.ts --url URL --port N");

const sql = connectPostgres(values.url, { max: 10, onnotice: () => {} });
const unauthorized = () => Response.json({ code: "UNAUTHORIZED" }, { status: 401 });

Bun.serve({
  hostname: "127.0.0.1",
  port: Number(values.port),
  async fetch(req) {
    const token = /(?:^|;\s*)farm_session=([^;]+)/.exec(req.headers.get("cookie") ?? "")?.[1];
    if (!token) return unauthorized();
    const id = new Bun.CryptoHasher("sha256").update(token).digest("hex");
    const [found] = await sql`select s.expires_at, u.id, u.username, u.role, u.is_approved
      from sessions s join users u on u.id = s.user_id where s.id = ${id}`;
    if (!found || found.expires_at.getTime() <= Date.now() || !found.is_approved) return unauthorized();
    const rows = await sql`select e.id, e.name, e.location,
        (select coalesce(sum(f.acreage), 0)::numeric(12,2) from fields f where f.entity_id = e.id and f.deleted_at is null) as "totalAcres",
        e.created_at as "createdAt"
      from entities e where e.deleted_at is null order by e.name, e.id limit 100000`;
    const [total] = await sql`select count(*)::int as n from entities where deleted_at is null`;
    return Response.json(rows, { headers: { "content-range": `entities 0-${rows.length - 1}/${total!.n}` } });
  },
});
console.log("ready");

/**
 * The drawn dashboard's reads behind a reverse proxy that terminates TLS (api/server.ts): they are seen as coming from
 * the page request's own connection, so the proxy's X-Forwarded-Proto is believed for them as for any read, and a
 * session they renew gets its cookie back marked Secure.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import postgres from "postgres";
import { VIEW_COOKIE } from "../../admin-ui/layout/farm-storage";
import { SESSION_COOKIE } from "../../api/domain/users";
import { emptyPostgresDatabase } from "../support/postgres-database";
import { type ServerProcess, startServerProcess } from "../support/server-process";

const ADMIN = { username: "paint-proxy-admin", password: "paint-proxy-password" };
let db: { url: string; drop: () => Promise<void> };
let server: ServerProcess;

beforeAll(async () => {
  db = await emptyPostgresDatabase("farm_first_paint_proxy");
  server = await startServerProcess({ DATABASE_URL: db.url, TRUST_PROXY: "true", FARM_ADMIN_USERNAME: ADMIN.username, FARM_ADMIN_PASSWORD: ADMIN.password });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

test("behind a TLS proxy, a session renewed by the drawn page's reads comes back as a Secure cookie with the page", async () => {
  const login = await fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-Proto": "https" }, body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  const session = login.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(";")[0]!;
  const made = await fetch(`${server.url}/api/entities`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: session, Origin: "https://127.0.0.1", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "127.0.0.1" },
    body: JSON.stringify({ name: "Proxy Ranch" }),
  });
  expect(made.status).toBe(201);
  const entity = (await made.json()) as { id: number };
  // The session in its second half: the first read of it renews it.
  const sql = postgres(db.url, { max: 1 });
  await sql`update sessions set expires_at = now() + interval '2 days'`;
  await sql.end();

  const page = await fetch(`${server.url}/dashboard`, { headers: { Cookie: `${session}; ${VIEW_COOKIE}=${entity.id}.2025`, "X-Forwarded-Proto": "https" } });
  expect(await page.text()).toContain('id="first-paint"');
  const renewed = page.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  expect(renewed).toBeDefined();
  expect(renewed).toMatch(/;\s*Secure/i);
}, 60_000);

import { systemContext } from "../../api/services/context";
import { eq } from "drizzle-orm";
import { createApp } from "../../api/app";
import { createUser } from "../../api/services/users.service";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/**
 * The real app on a loopback port over `db`, with a readonly `bench` account signed in: what a browser on the farm
 * network would talk to. A database kept from an earlier run already has the account. Stop the server when done.
 * @example const { server, base, cookie } = await serveSignedIn(db); await fetch(`${base}/api/...`, { headers: { cookie } });
 */
export async function serveSignedIn(db: Db) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, "bench"));
  if (!existing) await createUser(systemContext(db), { username: "bench", password: "bench-password", role: "readonly", displayName: "Benchmark" });
  const app = createApp({ db });
  const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: (req, srv) => app.fetch(req, { server: srv }) });
  const base = `http://127.0.0.1:${server.port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "bench", password: "bench-password" }),
  });
  if (login.status !== 200) {
    server.stop(true);
    throw new Error(`login failed: ${login.status} ${await login.text()}`);
  }
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { server, base, cookie };
}

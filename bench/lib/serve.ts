import { createApp } from "../../api/app";
import { createUser } from "../../api/services/users.service";
import type { Db } from "../../db/client";

/**
 * The real app on a loopback port over `db`, with a readonly `bench` account signed in: what a browser on the farm
 * network would talk to. Stop the server when done.
 * @example const { server, base, cookie } = await serveSignedIn(db); await fetch(`${base}/api/...`, { headers: { cookie } });
 */
export async function serveSignedIn(db: Db) {
  await createUser(db, { username: "bench", password: "bench-password", role: "readonly", displayName: "Benchmark" });
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

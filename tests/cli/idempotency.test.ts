import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

/**
 * farmctl's creates carry an Idempotency-Key, and a create whose answer is lost on the way back is sent again with
 * the same key: the server answers the repeat with its first answer, so the row is made once. Between farmctl and
 * the test server sits a small proxy that records every POST and, when told to, forwards a create to the server
 * and then throws the server's answer away (a 502, as a proxy does when the upstream connection drops).
 */
let s: TestServer;
let proxy: ReturnType<typeof Bun.serve>;
let cron: Record<string, string>;
const seen: { path: string; key: string | null }[] = [];
/** Path -> which of its next keyed POSTs (1 = the next one) is forwarded and its answer then lost. */
const lose = new Map<string, number>();
function losesThisOne(path: string) {
  const n = lose.get(path);
  if (n === undefined) return false;
  if (n > 1) lose.set(path, n - 1);
  else lose.delete(path);
  return n === 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(async () => {
  s = await startServer();
  proxy = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const url = new URL(req.url);
      const key = req.headers.get("idempotency-key");
      if (req.method === "POST") seen.push({ path: url.pathname, key });
      const headers = new Headers(req.headers);
      headers.delete("host");
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : await req.arrayBuffer();
      const res = await fetch(`${s.url}${url.pathname}${url.search}`, { method: req.method, headers, body });
      if (req.method === "POST" && key && losesThisOne(url.pathname)) {
        await res.arrayBuffer(); // the server did the work; its answer never reaches farmctl
        return new Response("upstream connection lost", { status: 502 });
      }
      return new Response(res.body, { status: res.status, headers: res.headers });
    },
  });
  const token = await s.admin.api.tokens.$post({ json: { name: "idempotency-tests" } });
  cron = { FARMCTL_URL: `http://127.0.0.1:${proxy.port}`, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
}, SERVER_START_TIMEOUT);
afterAll(async () => {
  proxy?.stop(true);
  await s.stop();
});

const posts = (path: string) => seen.filter((p) => p.path === path);

describe("farmctl creates with an Idempotency-Key", () => {
  test("users create: the answer is lost, farmctl sends it again with the same key, one user is made", async () => {
    lose.set("/api/users", 1);
    const res = await s.farmctl(["users", "create", "retried", "--password-stdin", "--json"], { env: cron, input: "retried-password\n" });
    expect(res.stderr).toContain("Created retried as readonly");
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ username: "retried", role: "readonly" });
    const sent = posts("/api/users");
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(UUID);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    const users = (await (await s.admin.api.users.$get({ query: {} })).json()) as { username: string }[];
    expect(users.filter((u) => u.username === "retried")).toHaveLength(1);
  });

  test("token create: a lost answer still prints the one token made, and it works", async () => {
    lose.set("/api/tokens", 1);
    const res = await s.farmctl(["token", "create", "--name", "nightly-backup"], { env: cron });
    expect(res.code).toBe(0);
    const sent = posts("/api/tokens");
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    const tokens = (await (await s.admin.api.tokens.$get()).json()) as { name: string }[];
    expect(tokens.filter((t) => t.name === "nightly-backup")).toHaveLength(1);
    const whoami = await s.farmctl(["whoami"], { env: { FARMCTL_URL: s.url, FARMCTL_TOKEN: res.stdout.trim() } });
    expect(whoami.code).toBe(0);
  });

  test("import tasks: the file is one create with its key; a lost answer is sent again whole and still reports the rows created", async () => {
    const entity = await s.admin.api.entities.$post({ json: { name: "Keyed Ranch" } });
    const entityId = ((await entity.json()) as { id: number }).id;
    await s.admin.api.fields.$post({ json: { entityId, name: "North 40", acreage: "40", cropType: "Alfalfa" } });
    const file = join(s.dir, "keyed.csv");
    await Bun.write(file, "date,field,category,name,acres_covered,cost_per_acre\n2025-03-14,North 40,Fertilizer,Side-dress,40,12.50\n2025-03-15,North 40,Seed,Seeding,10,20\n");
    const path = "/api/tasks/import";
    // Two batches of one row, in one request: the server wrote both, and its answer is lost on the way back.
    lose.set(path, 1);
    const res = await s.farmctl(["import", "tasks", file, "--entity", "Keyed Ranch", "--batch-size", "1", "--json"], { env: cron });
    expect(res.code).toBe(0);
    // Created 2: the first answer, replayed (sending the file again without its key would have said unchanged 2).
    expect(JSON.parse(res.stdout)).toMatchObject({ created: 2, unchanged: 0 });
    const sent = posts(path);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(UUID);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(posts(`/api/entities/${entityId}/tasks/import`)).toHaveLength(0);
    const list = await s.farmctl(["tasks", "list", "--entity", "Keyed Ranch", "--json"], { env: { ...cron, FARMCTL_URL: s.url } });
    expect(JSON.parse(list.stdout)).toMatchObject([{ name: "Seeding", totalCost: "200.00" }, { name: "Side-dress", totalCost: "500.00" }]);
  });

  test("every create of a run has a key of its own", async () => {
    const keys = seen.filter((p) => p.key !== null).map((p) => p.key!);
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(3); // user, token, import; each sent twice
  });
});

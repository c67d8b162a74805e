/**
 * The dashboard drawn into the page by the server (api/spa/first-paint.ts): only for a signed-in account that may see
 * the remembered entity, from the API's own answers, in the account's language, every stored name escaped; never
 * stored by a browser; the plain page in every other case.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { VIEW_COOKIE } from "../../admin-ui/layout/farm-storage";
import { BOOT_ANSWERS_ID, dashboardReads, ENTITY_LIST, readKey } from "../../admin-ui/lib/boot-reads";
import { apiRead, firstPaintHtml, readFirstPaint } from "../../api/spa/first-paint";
import { loadSpa, type SpaBuild } from "../../api/spa/spa";
import { eq } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import { startTaskFarm } from "../support/task-farm";
import { TEST_PASSWORD } from "../support/harness";

let farm: Awaited<ReturnType<typeof startTaskFarm>>;
let spa: SpaBuild;
let cacheDir: string;
let adminCookie: string;

beforeAll(async () => {
  farm = await startTaskFarm();
  cacheDir = mkdtempSync(join(tmpdir(), "farm-first-paint-test-"));
  spa = await loadSpa({ cacheDir });
  // 10.00 x 40 = $400.00 of Machine Hire on North 40; a task whose name is markup.
  await farm.create({ name: "Discing", date: "2025-04-02" });
  await farm.create({ name: `<img src=x onerror="alert(1)">`, date: "2025-04-01", costPerAcre: "2.5" });
  adminCookie = await sessionCookie(await signedInAs("admin"));
}, 120_000);
afterAll(async () => {
  await farm.t.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** A new account of the role (granted nothing beyond what the role sees), its username. */
async function signedInAs(role: "admin" | "crew" | "readonly") {
  const username = `paint-${role}-${Math.random().toString(36).slice(2, 8)}`;
  const made = await farm.admin.api.users.$post({ json: { username, password: TEST_PASSWORD, role, entityIds: [farm.farm.id] } as never });
  expect(made.status).toBe(201);
  return username;
}

/** The session cookie of a sign-in, as a browser would send it back. */
async function sessionCookie(username: string, password = TEST_PASSWORD) {
  const res = await farm.t.app.fetch(new Request("http://farm.test/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username, password }) }));
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

const view = (entityId = farm.farm.id, year = 2025) => `${VIEW_COOKIE}=${entityId}.${year}`;

/** A page request for `path` with these cookies, answered by the SPA with the app's own API behind it. */
function page(path: string, cookie: string, headers: Record<string, string> = {}) {
  const req = new Request(`http://farm.test${path}`, { headers: { cookie, ...headers } });
  return Promise.resolve(spa.handler(req, (api) => apiRead(req, api, (r) => farm.t.app.fetch(r))));
}

const paint = (cookie: string) => readFirstPaint(cookie, (path) => apiRead(new Request("http://farm.test/dashboard", { headers: { cookie } }), path, (r) => farm.t.app.fetch(r)));
const read = async (cookie: string) => (await paint(cookie))?.data ?? null;

describe("the dashboard's first paint", () => {
  test("a load of /dashboard by a signed-in account is answered with the figures, activity and charts drawn in, never stored", async () => {
    const res = await page("/dashboard", `${adminCookie}; ${view()}`, { "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const html = new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(html).toContain(`<div id="first-paint" aria-hidden="true" data-entity="${farm.farm.id}" data-year="2025" data-shows="stat-card activity-row chart-bar">`);
    expect(html).toContain('<template shadowrootmode="closed">');
    // The page's own app still follows it, and its root.
    expect(html.indexOf('id="first-paint"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain("Task Ranch");
    // Two fields, 40 + 10.25 = 50.25 acres, shown to one decimal half-up.
    expect(html).toMatch(/Total Fields<\/div><div class="figure">2<\/div><small class="muted">50\.3 total acres/);
    // The activity: the latest first, Machine Hire on North 40, 10.00 x 40 and 2.50 x 40.
    expect(html).toContain("<b>Discing</b><small class=\"muted\">North 40 · Machine Hire · 4/2/2025</small></div><b>$400.00</b>");
    expect(html).toContain("North 40 · Machine Hire · 4/1/2025</small></div><b>$100.00</b>");
    // Stored names are text, never markup.
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("<img");
    // One bar for the one category with a cost, one for each field (South has none: a zero bar).
    expect(html.match(/<div class="slot">/g)?.length).toBe(3);
  });

  test("the page hands the app every read its first script would make, as the API answers them, so it asks none again", async () => {
    const html = await (await page("/dashboard", `${adminCookie}; ${view()}`)).text();
    const block = new RegExp(`<script type="application/json" id="${BOOT_ANSWERS_ID}">(.*?)</script>`).exec(html);
    expect(block).not.toBeNull();
    // No stored text can end the element: the task named as markup is in it only with its < escaped.
    expect(block![1]).not.toContain("<");
    expect(block![1]).toContain("\\u003cimg src=x");
    const answers = JSON.parse(block![1]!) as Record<string, { status: number; headers: Record<string, string>; text: string }>;
    const paths = ["/api/auth/user", ENTITY_LIST, ...dashboardReads(farm.farm.id, 2025)];
    expect(Object.keys(answers).sort()).toEqual(paths.map((p) => readKey(p, "http://farm.test")).sort());
    for (const path of paths) {
      const direct = await farm.t.app.fetch(new Request(`http://farm.test${path}`, { headers: { cookie: adminCookie, accept: "application/json" } }));
      const given = answers[readKey(path, "http://farm.test")]!;
      expect({ path, status: given.status, text: given.text }).toEqual({ path, status: 200, text: await direct.text() });
      expect(given.headers["content-type"]).toContain("application/json");
      if (path === ENTITY_LIST) expect(given.headers["content-range"]).toBe(direct.headers.get("content-range")!);
    }
  });

  test("a session renewed by the page's reads is renewed in the browser too: the page carries the session cookie's new expiry", async () => {
    const username = await signedInAs("admin");
    const cookie = await sessionCookie(username);
    // The session in its second half (it has 2 days left): the first read of it renews it for another 30.
    const [user] = await farm.t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    await farm.t.db.update(sessions).set({ expiresAt: new Date(Date.now() + 2 * 86_400_000) }).where(eq(sessions.userId, user!.id));
    const res = await page("/dashboard", `${cookie}; ${view()}`);
    expect(await res.text()).toContain('id="first-paint"');
    const renewed = res.headers.getSetCookie().find((c) => c.startsWith(`${cookie.split("=")[0]}=`));
    expect(renewed).toBeDefined();
    expect(new Date(/Expires=([^;]+)/i.exec(renewed!)![1]!).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // And not in the page: the answers handed to the app hold no cookie.
    expect(await (await page("/dashboard", `${cookie}; ${view()}`)).text()).not.toContain("setCookies");
  });

  test("/ is the dashboard too; another screen, a HEAD or a browser that remembers no entity gets the plain page", async () => {
    expect(await (await page("/", `${adminCookie}; ${view()}`)).text()).toContain('id="first-paint"');
    for (const [path, cookie] of [["/fields", `${adminCookie}; ${view()}`], ["/dashboard", adminCookie]] as const) {
      const res = await page(path, cookie);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("etag")).not.toBeNull();
      expect(await res.text()).not.toContain("first-paint");
    }
    const head = await Promise.resolve(spa.handler(new Request("http://farm.test/dashboard", { method: "HEAD", headers: { cookie: `${adminCookie}; ${view()}` } }), () => Promise.reject(new Error("no read for a HEAD"))));
    expect(head.status).toBe(200);
  });

  test("a page the browser has cached is still drawn again for a signed-in load (its ETag is not answered with a 304)", async () => {
    const plain = await page("/dashboard", adminCookie);
    const res = await page("/dashboard", `${adminCookie}; ${view()}`, { "if-none-match": plain.headers.get("etag")! });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="first-paint"');
  });

  test("nothing is drawn signed out, for a crew account, an account that must choose its password, or an entity not in the account's list", async () => {
    expect(await read(view())).toBeNull();
    expect(await read(`farm_session=not-a-session; ${view()}`)).toBeNull();
    expect(await read(`${await sessionCookie(await signedInAs("crew"))}; ${view()}`)).toBeNull();
    const handed = await farm.admin.api.users.$post({ json: { username: `paint-handed-${Date.now()}`, generatePassword: true, role: "editor" } });
    const { password, username } = (await handed.json()) as { password: string; username: string };
    expect(await read(`${await sessionCookie(username, password)}; ${view()}`)).toBeNull();
    expect(await read(`${adminCookie}; ${view(farm.neighbour.entityId + 1000)}`)).toBeNull();
    // A reader granted Task Ranch only: its figures, but never the neighbour's.
    const reader = await sessionCookie(await signedInAs("readonly"));
    expect((await read(`${reader}; ${view()}`))?.entity.name).toBe("Task Ranch");
    expect(await read(`${reader}; ${view(farm.neighbour.entityId)}`)).toBeNull();
    // A crop year the top bar does not offer, or a cookie that is not one.
    expect(await read(`${adminCookie}; ${view(farm.farm.id, 1999)}`)).toBeNull();
    expect(await read(`${adminCookie}; ${VIEW_COOKIE}=<script>`)).toBeNull();
  });

  test("in the account's language: the catalogue's Spanish texts, Spanish category names and day-first dates", async () => {
    const data = (await read(`${adminCookie}; ${view()}`))!;
    const html = firstPaintHtml({ ...data, locale: "es" });
    expect(html).toContain("Total de campos");
    expect(html).toContain("50.3 acres en total");
    expect(html).toContain("North 40 · Renta de maquinaria · 2/4/2025");
    expect(html).toContain("<h1>Panel</h1>");
  });

  test("a year without tasks says so, as the app does", async () => {
    const data = (await read(`${adminCookie}; ${view(farm.farm.id, 2023)}`))!;
    const html = firstPaintHtml(data);
    expect(html).toContain('data-shows="stat-card activity-empty chart-empty"');
    expect(html).toContain("No field activity recorded for crop year 2023 yet.");
    expect(html).toContain("No costs recorded for this crop year yet.");
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page, Request } from "playwright-core";
import { dashboardReads, ENTITY_LIST, readKey, taskCostsReads } from "../../admin-ui/lib/boot-reads";
import { VIEW_COOKIE } from "../../admin-ui/layout/farm-storage";
import type { ApiClient } from "../../api/client";
import { LoginPage } from "./pages/LoginPage";
import { Shell } from "./pages/Shell";
import { TasksPage } from "./pages/TasksPage";
import { ADMIN, ok, registerAdmin, seedFarm } from "./support/api";
import { todayIso } from "./support/money";
import { startSuite, type Suite } from "./support/suite";

describe("Smaller fixes: auth check, crop year, yield unit, copying, users", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let shell: Shell;
  let tasks: TasksPage;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "Home Block", acreage: "130.94", cropType: "Almonds" },
      { name: "Creek Block", acreage: "98.34", cropType: "Walnuts" },
    ]);
    const categories = await ok<Array<{ id: number; name: string }>>(api.api["task-categories"].$get({ query: {} }));
    const water = categories.find((c) => c.name === "Water")!.id;
    await ok(
      api.api.tasks.$post({
        json: { entityId: farm.entity.id, fieldId: farm.fields[0]!.id, categoryId: water, cropYear: 2025, date: todayIso(), name: "Flood irrigation", costPerAcre: "10", acresCovered: "130.94" },
      }),
    );
  });
  afterAll(() => suite?.close());

  test("the sign-in page asks who is signed in once, not four times", async () => {
    const { page: fresh } = await suite.session();
    const calls: string[] = [];
    fresh.on("request", (r) => {
      if (r.method() === "GET" && new URL(r.url()).pathname === "/api/auth/user") calls.push(r.url());
    });
    const login = new LoginPage(fresh);
    await login.open();
    await fresh.waitForLoadState("networkidle");
    expect(calls.length).toBe(1);

    // Signing in and landing on the dashboard asks no more (the sign-in answer says who it is).
    await login.signIn(ADMIN.username, ADMIN.password);
    await fresh.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).waitFor();
    await fresh.waitForLoadState("networkidle");
    expect(calls.length).toBe(1);
    // A reload of a signed-in screen asks once (the page not drawn by the server: it would carry the answer, and
    // first-paint.e2e.ts shows it is then not asked at all).
    calls.length = 0;
    await fresh.context().clearCookies({ name: VIEW_COOKIE });
    await fresh.reload();
    await fresh.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).waitFor();
    await fresh.waitForLoadState("networkidle");
    expect(calls.length).toBe(1);
    page = fresh;
    shell = new Shell(page);
    tasks = new TasksPage(page);
  });

  test("a reload of the dashboard asks for each of its reads once, all started by the first script", async () => {
    // Without the cookie that names the remembered entity the server draws nothing and hands no answers in the page
    // (first-paint.e2e.ts covers that case): the first script asks for them itself.
    await page.context().clearCookies({ name: VIEW_COOKIE });
    const requests: string[] = [];
    const listen = (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/api/")) requests.push(`${r.method()} ${readKey(r.url(), url.origin)}`);
    };
    page.on("request", listen);
    await page.goto(`${suite.server.url}/dashboard`);
    await page.getByTestId("stat-Total Fields").waitFor();
    await page.getByTestId("activity-row").first().waitFor();
    await page.getByTestId("chart-bar").first().waitFor();
    await page.waitForLoadState("networkidle");
    page.off("request", listen);

    const entityId = Number(await page.evaluate(() => localStorage.getItem("selectedEntityId")));
    const expected = ["/api/auth/user", ENTITY_LIST, ...dashboardReads(entityId, 2025)].map((url) => readKey(url, suite.server.url)).sort();
    // Each read once: none asked again by the screens, none the screens ask for that the page load did not start.
    expect(requests.sort()).toEqual(expected.map((key) => `GET ${key}`));
    // And every one was taken by the screens from what the first script started (its mark on the page's timeline).
    const used = await page.evaluate(() =>
      performance
        .getEntriesByType("mark")
        .map((m) => m.name)
        .filter((name) => name.startsWith("boot read used "))
        .map((name) => name.slice("boot read used ".length)),
    );
    expect(used.sort()).toEqual(expected);
  });

  test("with an entity remembered, the dashboard's reads go out with the user request, not after its answer", async () => {
    // When the page's code calls fetch for each /api read, and when the user request's answer reaches it: what the
    // page itself does, not when the browser's connections let a request go (resource timing varies with those).
    await page.context().clearCookies({ name: VIEW_COOKIE });
    const tab = await page.context().newPage();
    await tab.addInitScript(() => {
      const calls: Array<{ url: string; at: number }> = [];
      const seen = { calls, userAnswered: Number.POSITIVE_INFINITY };
      (window as unknown as { bootFetches: typeof seen }).bootFetches = seen;
      const original = window.fetch.bind(window);
      window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.origin).pathname;
        calls.push({ url, at: performance.now() });
        const answer = original(input, init);
        if (url === "/api/auth/user" && seen.userAnswered === Number.POSITIVE_INFINITY) answer.then(() => (seen.userAnswered = Math.min(seen.userAnswered, performance.now())));
        return answer;
      }) as typeof fetch;
    });
    await tab.goto(`${suite.server.url}/dashboard`);
    await tab.getByTestId("stat-Total Fields").waitFor();
    await tab.getByTestId("chart-bar").first().waitFor();
    const { calls, userAnswered } = await tab.evaluate(() => (window as unknown as { bootFetches: { calls: Array<{ url: string; at: number }>; userAnswered: number } }).bootFetches);
    await tab.close();
    const reads = calls.filter((r) => /^\/api\/(entities|task-categories|rent-due)/.test(r.url));
    // The entity list and the five dashboard reads.
    expect(reads.length).toBe(6);
    for (const read of reads) expect({ url: read.url, startedBeforeTheUserAnswer: read.at < userAnswered }).toEqual({ url: read.url, startedBeforeTheUserAnswer: true });
  });

  test("a reload of Task & Costs takes its first page, fields and categories from what the first script started", async () => {
    const requests: string[] = [];
    const listen = (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/api/")) requests.push(readKey(r.url(), url.origin));
    };
    page.on("request", listen);
    await page.goto(`${suite.server.url}/tasks`);
    await page.getByTestId("task-row").first().waitFor();
    await page.waitForLoadState("networkidle");
    page.off("request", listen);
    const entityId = Number(await page.evaluate(() => localStorage.getItem("selectedEntityId")));
    const expected = taskCostsReads(entityId, 2025).map((url) => readKey(url, suite.server.url));
    for (const key of expected) expect({ key, asked: requests.filter((r) => r === key).length }).toEqual({ key, asked: 1 });
    const used = await page.evaluate(() => performance.getEntriesByType("mark").map((m) => m.name));
    for (const key of expected) expect(used).toContain(`boot read used ${key}`);
  });

  test("signed out with an entity remembered: the sign-in page, and signing in at once shows the figures", async () => {
    const { context, page: other } = await suite.session();
    const login = new LoginPage(other);
    await login.open();
    await login.signIn(ADMIN.username, ADMIN.password);
    await other.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).waitFor();
    expect(await other.evaluate(() => localStorage.getItem("selectedEntityId"))).not.toBeNull();
    // The session is gone (expired, or signed out elsewhere); the browser still remembers the entity.
    await context.clearCookies();
    const refused: string[] = [];
    other.on("response", (r) => {
      if (r.status() === 401 && new URL(r.url()).pathname !== "/api/auth/user") refused.push(new URL(r.url()).pathname);
    });
    await other.goto("/dashboard");
    await other.getByText("Secure farm management system").waitFor();
    // The reads started early were refused, and none of them is handed to the app after signing in (within the
    // boot reads' 15 s): the dashboard shows its figures.
    expect(refused.length).toBeGreaterThan(0);
    await login.signIn(ADMIN.username, ADMIN.password);
    await other.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).waitFor();
    await other.getByTestId("stat-Total Fields").waitFor();
    expect(await other.getByTestId("stat-Total Fields").textContent()).toContain("2");
  });

  test("the crop year is remembered across a reload, like the entity", async () => {
    await shell.cropYear(2024);
    await page.reload();
    await page.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).waitFor();
    expect(await page.getByRole("combobox", { name: "Crop Year" }).first().textContent()).toBe("2024");
    await shell.cropYear(2025);
  });

  test("the yield unit select offers the units only, no blank first option", async () => {
    await tasks.open();
    const dialog = await tasks.openAdd();
    await dialog.switchOn("Yield tracking", true);
    await dialog.root.getByRole("combobox", { name: /^Unit/ }).click();
    const options = (await page.getByRole("listbox").getByRole("option").allTextContents()).map((o) => o.replace(/\u200b/g, "").trim());
    expect(options.length).toBeGreaterThan(0);
    expect(options).not.toContain("");
    expect(options[0]).toBe("bales");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await dialog.root.waitFor({ state: "hidden" });
  });

  test("copying to a smaller field uses the whole new field, and more acres than it holds are warned about", async () => {
    const dialog = await tasks.openCopy("Flood irrigation");
    expect(await dialog.root.getByRole("switch", { name: "Use entire field" }).or(dialog.root.getByLabel("Use entire field")).first().isChecked()).toBe(true);
    await dialog.fill({ field: "Creek Block" });
    expect(await dialog.root.getByLabel("Acres Covered *").inputValue()).toBe("98.34");
    // 10.00 x 98.34 = 983.40
    expect(await dialog.preview("preview-total-cost").inputValue()).toBe("$983.40");
    expect(await dialog.root.getByTestId("acres-warning").count()).toBe(0);
    await dialog.fill({ useEntireField: false, acresCovered: "130.94" });
    const warning = dialog.root.getByTestId("acres-warning");
    await warning.waitFor();
    expect(await warning.textContent()).toBe("Acres covered (130.94) exceed Creek Block's 98.34 acres.");
    await dialog.fill({ acresCovered: "98.34" });
    await warning.waitFor({ state: "detached" });
    await dialog.submit("Copy Task");
    await shell.expectToast("Task created successfully");
    await tasks.row("Flood irrigation").nth(1).waitFor();
  });

  test("User Management lists every account with its role beside the pending list; roles change, accounts go after a confirm", async () => {
    await ok(api.api.users.$post({ json: { username: "foreman", password: "foreman-pass", role: "readonly" } }));
    await page.goto("/admin");
    await page.getByRole("heading", { name: "User Management" }).waitFor();
    await page.getByText("Pending Approvals").waitFor();
    const rows = page.getByTestId("user-row");
    await rows.filter({ hasText: "foreman" }).waitFor();
    expect(await rows.filter({ hasText: "admin" }).first().getByRole("combobox", { name: `Role of ${ADMIN.username}` }).textContent()).toBe("Admin");
    const foreman = rows.filter({ hasText: "foreman" });
    expect(await foreman.getByRole("combobox", { name: "Role of foreman" }).textContent()).toBe("Read only");
    // The signed-in admin cannot remove their own account from here.
    expect(await rows.filter({ hasText: ADMIN.username }).first().getByRole("button", { name: `Remove ${ADMIN.username}` }).count()).toBe(0);

    await foreman.getByRole("combobox", { name: "Role of foreman" }).click();
    await page.getByRole("option", { name: "Admin" }).click();
    await shell.expectToast("foreman is now an admin");
    const users = async () => ok<Array<{ username: string; role: string }>>(api.api.users.$get({ query: {} }));
    expect((await users()).find((u) => u.username === "foreman")!.role).toBe("admin");

    page.once("dialog", (d) => void d.dismiss());
    await foreman.getByRole("button", { name: "Remove foreman" }).click();
    await Bun.sleep(300);
    expect((await users()).some((u) => u.username === "foreman")).toBe(true);
    page.once("dialog", (d) => void d.accept());
    await foreman.getByRole("button", { name: "Remove foreman" }).click();
    await shell.expectToast("foreman has been removed");
    await foreman.waitFor({ state: "detached" });
    expect((await users()).some((u) => u.username === "foreman")).toBe(false);
  });
});

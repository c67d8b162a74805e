import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { ADMIN, ok, registerAdmin, seedFarm, signedInClient } from "./support/api";
import { screenshot } from "./support/browser";
import { sidewaysScroll } from "./support/layout";
import { cutLabels, englishOn, englishPhrases } from "./support/spanish";
import { startSuite, type Suite } from "./support/suite";

/**
 * Labor & Machines on the screens (issue 38): Rosa, a worker at $18.50/h linked to a crew account, records 10 h on a
 * phone on North 40's Farm Management task of Monday 2 June 2025, with the tractor ($42.75/h) for 3.5 h; she sees
 * her hours waiting for approval and no money. The office (laptop) sees her week at a glance, the Monday highlighted,
 * and approves the week: with the entity's 22% burden and California's daily overtime after 8 h, the labor is
 * (8 x 18.50 + 2 x 27.75) x 1.22 = $248.27 and the tractor 3.5 x 42.75 = $149.63; the task names its new cost, and the
 * field's cost rises by $397.90 on its card and in the cost summary. Then every labor screen in Spanish, with no
 * English and no cut label.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const CREW = { username: "rosa", password: "rosa-pass-1" };
const MONDAY = "2025-06-02";
const TRACTOR = "John Deere 6120M";
const SCREENS = ["/time", "/workers", "/machines", "/labor-rule"];

describe("labor and machine hours", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let entityId = 0;
  let workerId = 0;
  let machineId = 0;

  /** North 40's seasonal cost on its card, in cents. */
  const cardCost = async () => {
    await page.goto("/fields");
    const card = page.getByTestId("field-card").filter({ has: page.getByRole("heading", { name: "North 40", exact: true }) });
    await card.waitFor();
    return Math.round(Number((await card.getByTestId("field-Seasonal Cost").innerText()).replace(/[$,]/g, "")) * 100);
  };
  /** North 40's cost in the cost summary, in cents. */
  const summaryCost = async () => {
    await page.goto("/reports");
    await page.getByRole("tab", { name: "Cost Summary", exact: true }).click();
    const row = page.getByTestId("cost-row").filter({ hasText: "North 40" });
    await row.waitFor();
    return Math.round(Number((await row.locator('[data-column="cost"]').innerText()).replace(/[$,]/g, "")) * 100);
  };

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Almonds" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    entityId = farm.entity.id;
    const user = await ok<{ id: number }>(api.api.users.$post({ json: { username: CREW.username, password: CREW.password, role: "crew", entityIds: [entityId] } as never }));
    await ok(api.api.entities[":id"]["labor-policy"].$put({ param: { id: String(entityId) }, json: { burdenPercent: "22" } as never }));
    const worker = await ok<{ id: number }>(api.api.workers.$post({ json: { name: "Rosa Diaz", crew: "Pruning crew", userId: user.id } as never }));
    workerId = worker.id;
    await ok(api.api.workers[":id"].rates.$post({ param: { id: String(workerId) }, json: { effectiveFrom: "2025-01-01", hourlyRate: "18.50" } as never }));
    const machine = await ok<{ id: number }>(api.api.machines.$post({ json: { entityId, name: TRACTOR, kind: "tractor", costPerHour: "42.75" } as never }));
    machineId = machine.id;
    // The office's task of the day: Farm Management on North 40, nothing priced but the time it will carry.
    await ok(
      api.api.tasks.$post({
        json: { entityId, cropYear: 2025, date: MONDAY, name: "Pruning", fieldId: farm.fields[0]!.id, categoryId: 2, costPerAcre: "0", acresCovered: "40" } as never,
      }),
    );
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.setViewportSize(LAPTOP);
    await page.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).first().waitFor();
  }, 120_000);
  afterAll(() => suite?.close());

  let before = { card: 0, summary: 0 };

  test("on a phone: crew record 10 h with the tractor in a few taps and see their hours waiting, never money", async () => {
    before = { card: await cardCost(), summary: await summaryCost() };
    const crew = await suite.signedIn(CREW.username, CREW.password);
    await crew.setViewportSize(PHONE);
    await crew.locator('main[data-role="crew"]').waitFor();
    await crew.goto("/time");
    const form = crew.getByTestId("hours-form");
    await form.waitFor();
    const choose = async (label: RegExp, option: string) => {
      await form.getByRole("combobox", { name: label }).click();
      await crew.getByRole("listbox").getByRole("option", { name: option, exact: true }).click();
    };
    await form.getByLabel("Date").fill(MONDAY);
    await choose(/^Field/, "North 40");
    await choose(/^Activity/, "Farm Management");
    await form.getByLabel("Hours", { exact: true }).fill("10");
    await choose(/^Machine/, TRACTOR);
    await form.getByLabel("Machine hours").fill("3.5");
    expect(await crew.locator("main").innerText()).not.toContain("$");
    expect(await sidewaysScroll(crew)).toBeLessThanOrEqual(0);
    await screenshot(crew, "labor-crew-form-390x844");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    const mine = crew.getByTestId("my-entry");
    await mine.filter({ hasText: "Pruning" }).waitFor();
    expect(await mine.first().innerText()).toContain("10 h");
    expect(await mine.first().getByTestId("entry-status").innerText()).toBe("Waiting for approval");
    expect(await crew.locator("main").innerText()).not.toContain("$");
    // The task chosen is now one tap away, and the tractor is remembered on this phone.
    await crew.reload();
    await form.getByTestId("day-tasks").getByText("Pruning · North 40").waitFor();
    expect(await form.getByRole("combobox", { name: /^Machine/ }).innerText()).toContain(TRACTOR);
    await mine.first().scrollIntoViewIfNeeded();
    await screenshot(crew, "labor-crew-hours-390x844");
    // What the crew's API answers carries no money either.
    const crewApi = await signedInClient(suite.server.url, CREW.username, CREW.password);
    const entries = await ok<Record<string, unknown>[]>(crewApi.api["time-entries"].$get({ query: {} }));
    expect(entries.length).toBe(1);
    for (const key of ["gross", "burden", "laborCost", "machineCost"]) expect(entries[0]).not.toHaveProperty(key);
    // A crew account cannot approve.
    const refused = await crewApi.api["time-entries"].approve.$post({ json: { ids: [entries[0]!.id as number] } });
    expect(refused.status).toBe(403);
    await crew.context().close();
  }, 120_000);

  test("on a laptop: the office sees the week at a glance and approves it; $248.27 of labor and $149.63 of tractor", async () => {
    await page.goto("/time");
    const week = page.getByTestId("week-at-a-glance");
    await week.waitFor();
    await week.getByLabel("Go to the week of").fill(MONDAY);
    const row = week.getByTestId("week-row").filter({ hasText: "Rosa Diaz" });
    await row.waitFor();
    // Days across (the week starts on Sunday by default), the Monday's 10 h waiting for approval.
    expect(await week.getByTestId("week-grid").locator("thead th").allInnerTexts()).toEqual(["Worker", "Sun 1", "Mon 2", "Tue 3", "Wed 4", "Thu 5", "Fri 6", "Sat 7", "Total", ""]);
    const monday = row.locator("td").nth(2);
    expect(await monday.innerText()).toBe("10");
    expect(await monday.getAttribute("data-pending")).toBe("true");
    await screenshot(page, "labor-week-pending-1366x768");
    await week.getByRole("button", { name: "Approve the week" }).click();
    const notice = week.getByTestId("recosted-notice");
    await notice.waitFor();
    expect(await notice.innerText()).toContain("Pruning");
    expect(await notice.innerText()).toContain("$0.00 → $397.90");
    const entry = week.getByTestId("week-entry").first();
    await entry.getByTestId("entry-status").filter({ hasText: "Approved" }).waitFor();
    expect(await entry.getByTestId("entry-labor").innerText()).toBe("$248.27");
    expect(await entry.getByTestId("entry-machine").innerText()).toBe("$149.63");
    expect(await monday.getAttribute("data-pending")).toBeNull();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "labor-week-approved-1366x768");

    // The task carries them in their own columns, read only, and in its total.
    await page.goto("/tasks");
    const task = page.getByTestId("task-row").filter({ hasText: "Pruning" });
    await task.waitFor();
    expect(await task.getByTestId("task-total").innerText()).toBe("$397.90");
    expect(await task.getByTestId("task-labor").innerText()).toBe("Labor $248.27 · Machine time $149.63");
    await screenshot(page, "labor-task-table-1366x768");
  }, 120_000);

  test("the field's cost rises by $397.90 on its card and in the cost summary", async () => {
    expect((await cardCost()) - before.card).toBe(39_790);
    await screenshot(page, "labor-field-card-1366x768");
    expect((await summaryCost()) - before.summary).toBe(39_790);
    await screenshot(page, "labor-cost-summary-1366x768");
  }, 60_000);

  test("the worker's rates, the machine's cost, the labor rule on a laptop: no page scrolls sideways", async () => {
    await page.goto(`/workers/${workerId}`);
    await page.getByTestId("worker-rates").getByTestId("rate-row").first().waitFor();
    expect(await page.getByTestId("rate-row").first().innerText()).toContain("$18.50");
    await screenshot(page, "labor-worker-1366x768");
    await page.goto(`/machines/${machineId}`);
    expect(await page.getByTestId("machine-cost-per-hour").innerText()).toBe("$42.75");
    await screenshot(page, "labor-machine-1366x768");
    await page.goto("/labor-rule");
    await page.getByTestId("labor-rule").getByLabel("Burden %").waitFor();
    expect(await page.getByLabel("Burden %").inputValue()).toBe("22.00");
    for (const path of SCREENS) {
      await page.goto(path);
      await page.locator("main h1").first().waitFor();
      await page.waitForLoadState("networkidle");
      expect({ path, sideways: (await sidewaysScroll(page)) > 0 }).toEqual({ path, sideways: false });
      await screenshot(page, `labor${path.replaceAll("/", "-")}-1366x768`);
    }
  }, 120_000);

  test("in Spanish: no English and no cut label on the labor screens, at both sizes", async () => {
    const data = ["Willow Creek Ranch", "Fresno County", "North 40", "River Bottom", "Almonds", "Rosa Diaz", "Pruning crew", "Pruning", TRACTOR, CREW.username, ADMIN.username];
    const phrases = englishPhrases(data);
    const admin = await signedInClient(suite.server.url, ADMIN.username, ADMIN.password);
    await ok(admin.api.account.$put({ json: { locale: "es" } }));
    const es = await suite.signedIn(ADMIN.username, ADMIN.password);
    await es.getByRole("tab", { name: "Panel" }).waitFor();
    const found: string[] = [];
    for (const size of [PHONE, LAPTOP]) {
      await es.setViewportSize(size);
      for (const path of [...SCREENS, `/workers/${workerId}`, `/machines/${machineId}`, "/workers/create", "/machines/create"]) {
        await es.goto(path);
        await es.waitForLoadState("networkidle");
        await es.locator("main h1").first().waitFor();
        if (path === "/time") await es.getByLabel("Ir a la semana del").fill(MONDAY);
        if (path === "/time") await es.getByTestId("week-row").first().waitFor();
        const where = `${path} ${size.width}x${size.height}`;
        const english = await englishOn(es, phrases, data);
        const cut = await cutLabels(es);
        if (english.length) found.push(`${where}: English ${JSON.stringify(english)}`);
        if (cut.length) found.push(`${where}: cut ${JSON.stringify(cut)}`);
        await screenshot(es, `es-labor${path.replaceAll("/", "-")}-${size.width}x${size.height}`);
      }
    }
    // The crew's phone screen in Spanish.
    const crewApi = await signedInClient(suite.server.url, CREW.username, CREW.password);
    await ok(crewApi.api.account.$put({ json: { locale: "es" } }));
    const crew = await suite.signedIn(CREW.username, CREW.password);
    await crew.setViewportSize(PHONE);
    await crew.locator('main[data-role="crew"]').waitFor();
    await crew.goto("/time");
    await crew.getByTestId("my-entry").first().waitFor();
    const english = await englishOn(crew, phrases, data);
    if (english.length) found.push(`crew /time: English ${JSON.stringify(english)}`);
    const cut = await cutLabels(crew);
    if (cut.length) found.push(`crew /time: cut ${JSON.stringify(cut)}`);
    expect(await crew.locator("main").innerText()).not.toContain("$");
    await screenshot(crew, "es-labor-crew-390x844");
    expect(found).toEqual([]);
    await ok(admin.api.account.$put({ json: { locale: "en" } }));
  }, 300_000);
});

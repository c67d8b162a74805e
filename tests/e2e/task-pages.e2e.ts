import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { Shell } from "./pages/Shell";
import { TasksPage } from "./pages/TasksPage";
import { ADMIN, ok, registerAdmin, seedFarm } from "./support/api";
import { screenshot } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";
import { countOf } from "./support/wait";

/**
 * A crop year of more tasks than one page: the Task & Costs table reads 25 at a time from the server, and paging,
 * searching and counting still show every task once, newest first, with the server's totals.
 */
describe("Task & Costs: a year of many tasks, a page at a time", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let tasks: TasksPage;
  let entityId: number;
  /** Every task URL the browser asked for. */
  const asked: string[] = [];

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80", cropType: "Corn" },
    ]);
    entityId = farm.entity.id;
    const categories = await ok<Array<{ id: number; name: string }>>(api.api["task-categories"].$get({ query: {} }));
    const water = categories.find((c) => c.name === "Water")!.id;
    const hire = categories.find((c) => c.name === "Machine Hire")!.id;
    // Task 01 on Jan 1 ... Task 60 on Mar 1: newest first is Task 60 down to Task 01. Even tasks are on River Bottom.
    for (let i = 1; i <= 60; i++) {
      const date = new Date(Date.UTC(2025, 0, i)).toISOString().slice(0, 10);
      const river = i % 2 === 0;
      await ok(
        api.api.tasks.$post({
          json: { entityId, cropYear: 2025, date, name: `Task ${String(i).padStart(2, "0")}`, fieldId: farm.fields[river ? 1 : 0]!.id, categoryId: river ? hire : water, costPerAcre: "1", acresCovered: "10" },
        }),
      );
    }
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    page.on("request", (r) => {
      if (/\/api\/entities\/\d+\/task/.test(r.url())) asked.push(decodeURIComponent(r.url()));
    });
    tasks = new TasksPage(page);
    await new Shell(page).entityName().filter({ hasText: "Willow Creek Ranch" }).waitFor();
    await tasks.open();
  });
  afterAll(() => suite?.close());

  const names = () => tasks.rows().evaluateAll((rows) => rows.map((r) => r.querySelector("p")?.textContent ?? ""));
  const next = () => page.getByRole("button", { name: "Go to next page" }).click();
  const expected = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, k) => `Task ${String(from - k).padStart(2, "0")}`);

  test("25 rows a page, newest first; the pages together hold every task once", async () => {
    expect(await countOf(tasks.rows(), 25)).toBe(25);
    expect(await tasks.tileCount("Water").textContent()).toBe("30");
    expect(await tasks.tileCount("Machine Hire").textContent()).toBe("30");
    expect(await names()).toEqual(expected(60, 36));
    await page.getByText("1–25 of 60").waitFor();
    await screenshot(page, "93-task-pages");
    await next();
    await page.getByText("26–50 of 60").waitFor();
    expect(await names()).toEqual(expected(35, 11));
    await next();
    expect(await countOf(tasks.rows(), 10)).toBe(10);
    expect(await names()).toEqual(expected(10, 1));
  });

  test("a filter goes back to the first page and pages through its matches, with its count and total", async () => {
    await tasks.filterField("River Bottom");
    expect(await tasks.banner().textContent()).toContain("30 tasks match");
    // 30 tasks of 1.00 x 10 acres
    expect(await page.getByTestId("filters-total").textContent()).toBe("$300.00");
    await page.getByText("1–25 of 30").waitFor();
    expect(await names()).toEqual(expected(60, 12).filter((n) => Number(n.slice(5)) % 2 === 0));
    await next();
    expect(await countOf(tasks.rows(), 5)).toBe(5);
    await tasks.search("task 1");
    // Task 10, 12, 14, 16, 18 on River Bottom
    expect(await countOf(tasks.rows(), 5)).toBe(5);
    expect(await names()).toEqual(["Task 18", "Task 16", "Task 14", "Task 12", "Task 10"]);
    expect(await tasks.banner().textContent()).toContain("5 tasks match");
    // The tiles still count the whole year.
    expect(await tasks.tileCount("Water").textContent()).toBe("30");
    await tasks.clearFilters();
    expect(await countOf(tasks.rows(), 25)).toBe(25);
    expect((await names())[0]).toBe("Task 60");
  });

  test("the tab never downloads the whole year's task list", async () => {
    const tab = asked.filter((u) => u.includes("/task-page?"));
    expect(tab.length).toBeGreaterThan(0);
    // The dashboard (the first screen) asks for its 5 latest tasks; nothing asks for all of them.
    const whole = asked.filter((u) => /\/tasks(\/\d+)?(\?|$)/.test(u) && !/[?&]limit=\d+/.test(u));
    expect(whole).toEqual([]);
  });

  test("in Spanish the pagination reads Spanish", async () => {
    await ok(api.api.account.$put({ json: { locale: "es" } }));
    await page.reload();
    await page.getByText("1–25 de 60").waitFor();
    await page.getByRole("button", { name: "Ir a la página siguiente" }).click();
    await page.getByText("26–50 de 60").waitFor();
    expect(await page.getByRole("button", { name: "Ir a la página anterior" }).isEnabled()).toBe(true);
    await ok(api.api.account.$put({ json: { locale: "en" } }));
  });
});

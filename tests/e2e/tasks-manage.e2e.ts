import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { DashboardPage } from "./pages/DashboardPage";
import { Shell } from "./pages/Shell";
import { TasksPage } from "./pages/TasksPage";
import { ADMIN, ok, registerAdmin, seedFarm, seedTasks } from "./support/api";
import { screenshot } from "./support/browser";
import { todayIso, usd } from "./support/money";
import { startSuite, type Suite } from "./support/suite";
import { countOf } from "./support/wait";

interface TaskJson {
  id: number;
  name: string;
  fieldName: string;
  totalCost: string;
  acresCovered: string;
  equipmentRental: string;
  equipmentTotal: string;
  totalYieldValue: string | null;
  waterInchesApplied: string | null;
  fertilizerId: number | null;
  fertilizerGallonsApplied: string | null;
  irrigationType: string | null;
  date: string;
}

describe("Task & Costs: finding, changing, exporting and importing tasks", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let shell: Shell;
  let tasks: TasksPage;
  let entityId: string;

  const apiTasks = async () => ok<TaskJson[]>(api.api.entities[":entityId"].tasks.$get({ param: { entityId }, query: { withDetails: "true", year: "2025" } }));
  const apiTask = async (name: string) => (await apiTasks()).find((t) => t.name === name)!;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    entityId = String(farm.entity.id);
    await seedTasks(api, farm.entity.id, farm.fields, todayIso());
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    shell = new Shell(page);
    tasks = new TasksPage(page);
    await shell.entityName().filter({ hasText: "Willow Creek Ranch" }).waitFor();
    await tasks.open();
  });
  // A step that failed with its dialog open must not take the next steps down with it.
  afterEach(async () => {
    if (await page?.getByRole("dialog").isVisible()) await page.keyboard.press("Escape");
  });
  afterAll(() => suite?.close());

  test("search, category and field filters show the matches, their count and total", async () => {
    expect(await countOf(tasks.rows(), 4)).toBe(4);
    await tasks.search("irrigation");
    await tasks.banner().waitFor();
    expect(await countOf(tasks.rows(), 1)).toBe(1);
    expect(await tasks.banner().textContent()).toContain("1 task matches");
    expect(await tasks.page.getByTestId("filters-total").textContent()).toBe("$500.00");
    await tasks.clearFilters();
    await tasks.banner().waitFor({ state: "detached" });
    expect(await page.getByLabel("Search tasks").inputValue()).toBe("");

    await tasks.filterField("River Bottom");
    expect(await tasks.banner().textContent()).toContain("2 tasks match");
    // 384.38 + 2072.88, as the API stored them
    const riverTotal = (await apiTasks()).filter((t) => t.fieldName === "River Bottom").reduce((cents, t) => cents + Math.round(Number(t.totalCost) * 100), 0);
    expect(await page.getByTestId("filters-total").textContent()).toBe(usd((riverTotal / 100).toFixed(2)));
    expect(riverTotal).toBe(245726);
    await tasks.filterCategory("Machine Hire");
    expect(await countOf(tasks.rows(), 1)).toBe(1);
    expect(await page.getByTestId("filters-total").textContent()).toBe("$2,072.88");
    await screenshot(page, "24-tasks-filtered");
    await tasks.clearFilters();
    expect(await countOf(tasks.rows(), 4)).toBe(4);
  });

  test("editing presets the toggles from the task and the server recomputes", async () => {
    const dialog = await tasks.openEdit("Custom discing");
    expect(await dialog.root.getByLabel("Rate per Acre").inputValue()).toBe("3.35");
    expect(await dialog.root.getByLabel("Equipment Description").inputValue()).toBe("Disc harrow");
    // (20 + 3.35) x 80.5 = 1879.675 -> 1879.68
    await dialog.fill({ costPerAcre: "20" });
    expect(await dialog.preview("preview-total-cost").inputValue()).toBe("$1,879.68");
    await dialog.submit("Update Task");
    await shell.expectToast("Task updated successfully");
    expect((await apiTask("Custom discing")).totalCost).toBe("1879.68");
    await tasks.row("Custom discing").getByText("$1,879.68").waitFor();
  });

  test("copying a task clears the field and dates it today; deleting asks first", async () => {
    const dialog = await tasks.openCopy("First cutting");
    expect(await dialog.selected(/^Field \*/)).toBe("");
    expect(await dialog.root.getByLabel("Task Name *").inputValue()).toBe("First cutting");
    expect(await dialog.root.getByLabel("Date").inputValue()).toBe(todayIso());
    expect(await dialog.root.getByLabel("Yield per Acre").inputValue()).toBe("4.50");
    await dialog.fill({ field: "River Bottom", useEntireField: true });
    // The yield value follows the new field's acreage: 4.5 x 80.5 x 210 = 76,072.50
    expect(await dialog.preview("preview-yield-total").inputValue()).toBe("$76,072.50");
    await screenshot(page, "25-task-copy");
    await dialog.submit("Copy Task");
    await shell.expectToast("Task created successfully");
    await tasks.row("First cutting").nth(1).waitFor();
    const copies = (await apiTasks()).filter((t) => t.name === "First cutting");
    expect(copies.map((t) => t.fieldName).sort()).toEqual(["North 40", "River Bottom"]);
    expect(copies.find((t) => t.fieldName === "River Bottom")!.totalYieldValue).toBe("76072.50");

    const asked = await tasks.deleteTask("First cutting");
    expect(asked).toBe('Are you sure you want to delete "First cutting"?');
    expect((await apiTasks()).filter((t) => t.name === "First cutting").length).toBe(1);
    expect(await countOf(tasks.rows(), 4)).toBe(4);
  });

  test("the dashboard shows the server's summary, the latest activity and the charts", async () => {
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    const summary = await ok<{ totalFields: number; totalAcres: string; monthlyCost: string; costPerAcre: string; activeTasks: number }>(
      api.api.entities[":entityId"].summary.$get({ param: { entityId }, query: { year: "2025" } }),
    );
    await dashboard.stat("Total Fields").filter({ hasText: String(summary.totalFields) }).waitFor();
    expect(await dashboard.card("Total Fields").textContent()).toContain("120.5 total acres");
    expect(await dashboard.stat("Monthly Cost").textContent()).toBe(usd(summary.monthlyCost));
    expect(await dashboard.stat("Cost per Acre").textContent()).toBe(usd(summary.costPerAcre));
    expect(await dashboard.stat("Active Tasks").textContent()).toBe(String(summary.activeTasks));
    expect(await dashboard.card("Monthly Cost").textContent()).toContain("↓ 8.2% vs last month");
    expect(await dashboard.card("Cost per Acre").textContent()).toContain("Average across all fields");
    expect(await dashboard.card("Active Tasks").textContent()).toContain("In progress this month");
    await dashboard.activityRows().first().waitFor();
    expect(await countOf(dashboard.activityRows(), 4)).toBe(4);
    for (const label of ["Add New Task", "Add New Field", "Bulk Import", "Generate Report"]) {
      expect(await page.getByRole("button", { name: label }).isVisible()).toBe(true);
    }
    await page.getByText("station3").waitFor();
    // The charts draw the server's cost breakdown: one bar per category with a cost and per field, each named
    // with the server's figure, which pointing at the bar shows.
    const breakdown = await ok<{ byCategory: Array<{ categoryName: string; cost: string }>; byField: Array<{ fieldName: string; costPerAcre: string }> }>(
      api.api.entities[":entityId"]["cost-breakdown"].$get({ param: { entityId }, query: { year: "2025" } }),
    );
    const withCost = breakdown.byCategory.filter((c) => c.cost !== "0.00");
    const byCategory = page.getByRole("group", { name: "Cost by Category" }).getByTestId("chart-bar");
    await byCategory.first().waitFor();
    expect(await byCategory.evaluateAll((bars) => bars.map((b) => b.getAttribute("aria-label")))).toEqual(withCost.map((c) => `${c.categoryName}: ${usd(c.cost)}`));
    const byField = page.getByRole("group", { name: "Cost per Acre by Field" }).getByTestId("chart-bar");
    expect(await byField.evaluateAll((bars) => bars.map((b) => b.getAttribute("aria-label")))).toEqual(breakdown.byField.map((f) => `${f.fieldName}: ${usd(f.costPerAcre)}`));
    await byCategory.first().hover();
    expect(await page.getByTestId("chart-tooltip").textContent()).toBe(`${withCost[0]!.categoryName}${usd(withCost[0]!.cost)}`);
    await screenshot(page, "26-dashboard");
  });

  test("Export Data downloads the entity's fields and tasks for the crop year", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Data" }).click()]);
    expect(download.suggestedFilename()).toBe("Willow-Creek-Ranch-2025-export.csv");
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.startsWith("Fields\r\n")).toBe(true);
    expect(csv).toContain("North 40");
    expect(csv).toContain("Custom discing");
    expect(csv).toContain("1879.68");
    expect(csv.split("\r\n").filter((line) => line.includes("First cutting")).length).toBe(1);
  });

  test("Bulk Import reads a CSV of tasks and the server adds them", async () => {
    await new DashboardPage(page).open();
    await page.getByRole("button", { name: "Bulk Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Bulk Import Tasks" });
    const csv = "date,field,category,name,cost_per_acre,acres_covered\n2025-05-01,North 40,Seed,Reseed corners,35,10\n2025-05-02,River Bottom,Seed,Reseed low spot,35,2.5\n";
    await dialog.locator('input[type="file"]').setInputFiles({ name: "tasks.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByText("2 rows ready to import").waitFor();
    await dialog.getByRole("button", { name: "Import" }).click();
    await shell.expectToast("2 created, 0 updated, 0 unchanged");
    const imported = (await apiTasks()).filter((t) => t.name.startsWith("Reseed"));
    // 35 x 10 and 35 x 2.5
    expect(imported.map((t) => t.totalCost).sort()).toEqual(["350.00", "87.50"]);
  });

  test("Bulk Import of a file with a bad row in its last part writes nothing and says which row", async () => {
    await new DashboardPage(page).open();
    await page.getByRole("button", { name: "Bulk Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Bulk Import Tasks" });
    // 1,200 rows: the page sends them as two parts of one request (1,000 rows a part); the last row names no field.
    const good = Array.from({ length: 1199 }, (_, i) => `2025-06-01,North 40,Seed,Bulk row ${i},1,1`);
    const csv = ["date,field,category,name,cost_per_acre,acres_covered", ...good, "2025-06-01,Nowhere,Seed,Bulk row bad,1,1", ""].join("\n");
    await dialog.locator('input[type="file"]').setInputFiles({ name: "tasks.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByText("1200 rows ready to import").waitFor();
    await dialog.getByRole("button", { name: "Import" }).click();
    const alert = dialog.getByRole("alert");
    await alert.getByText("1 of 1200 rows have problems. Nothing was written.", { exact: false }).waitFor();
    // The bad row by its line in the file (the header is line 1), as the office sees it in a spreadsheet.
    await alert.getByText('Line 1201, field: no field named "Nowhere"', { exact: false }).waitFor();
    expect((await apiTasks()).filter((t) => t.name.startsWith("Bulk row"))).toEqual([]);
  });
});

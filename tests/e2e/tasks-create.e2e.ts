import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { Shell } from "./pages/Shell";
import { TasksPage } from "./pages/TasksPage";
import { ADMIN, ok, registerAdmin, seedFarm } from "./support/api";
import { screenshot } from "./support/browser";
import { todayIso, usd } from "./support/money";
import { startSuite, type Suite } from "./support/suite";

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

describe("Task & Costs: adding tasks", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let shell: Shell;
  let tasks: TasksPage;
  let entityId: string;

  const apiTasks = async () => ok<TaskJson[]>(api.api.entities[":entityId"].tasks.$get({ param: { entityId }, query: { withDetails: "true", year: "2025" } }));
  const apiTask = async (name: string) => (await apiTasks()).find((t) => t.name === name)!;
  /** The Total Cost cell of a task's row. */
  const rowTotal = (name: string) => tasks.row(name).first().getByTestId("task-total").textContent();

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    entityId = String(farm.entity.id);
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

  test("the form refuses a task without its required fields", async () => {
    const dialog = await tasks.openAdd();
    await dialog.fill({ name: "Incomplete" });
    await dialog.submit("Create Task");
    const toast = shell.toast().filter({ hasText: "Missing required fields" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Please fill in all required fields: name, field, category, cost per acre, and acres covered.");
    await dialog.root.getByRole("button", { name: "Cancel" }).click();
    expect((await apiTasks()).length).toBe(0);
  });

  test("a Water task with irrigation: previews and stored totals agree", async () => {
    const dialog = await tasks.openAdd();
    expect(await dialog.root.getByRole("switch", { name: "Use entire field" }).or(dialog.root.getByLabel("Use entire field")).first().isChecked()).toBe(true);
    await dialog.fill({ name: "Spring irrigation", field: "North 40", category: "Water", costPerAcre: "12.50", irrigationType: "Drip", irrigationHours: "36" });
    // Acres covered follow the whole field (40); inches = 36 h x 1.09 / 24.
    expect(await dialog.root.getByLabel("Acres Covered *").inputValue()).toBe("40.00");
    expect(await dialog.root.getByLabel("Date").inputValue()).toBe(todayIso());
    expect(await dialog.preview("preview-total-cost").inputValue()).toBe("$500.00");
    expect(await dialog.preview("preview-water-inches").inputValue()).toBe("1.635");
    expect(await dialog.root.getByLabel("Irrigation Hours").getAttribute("step")).toBe("0.1");
    expect(await dialog.root.getByLabel("Cost per Acre *").getAttribute("step")).toBe("0.01");
    expect(await dialog.root.getByLabel("Acres Covered *").getAttribute("step")).toBe("0.1");
    await screenshot(page, "20-task-water");
    await dialog.submit("Create Task");
    await shell.expectToast("Task created successfully");

    const stored = await apiTask("Spring irrigation");
    expect(stored.totalCost).toBe("500.00");
    expect(stored.waterInchesApplied).toBe("1.635");
    expect(stored.irrigationType).toBe("Drip");
    expect(stored.date).toBe(todayIso());
    await tasks.row("Spring irrigation").waitFor();
    expect(await rowTotal("Spring irrigation")).toBe(usd(stored.totalCost));
  });

  test("a Fertilizer task: leaving the category clears its details; dry fertilizer is in pounds", async () => {
    const dialog = await tasks.openAdd();
    await dialog.fill({ name: "Side-dress urea", field: "River Bottom", category: "Fertilizer", fertilizer: "Urea (46-0-0)" });
    await dialog.root.getByLabel("Pounds per Acre").waitFor();
    await dialog.fill({ fertilizerAmount: "150" });
    await dialog.fill({ category: "Water" });
    await dialog.root.getByTestId("irrigation-section").waitFor();
    expect(await dialog.root.getByTestId("fertilizer-section").count()).toBe(0);
    await dialog.fill({ category: "Fertilizer" });
    expect(await dialog.selected(/^Fertilizer/)).toBe("");
    expect(await dialog.root.getByLabel("Gallons per Acre").inputValue()).toBe("");

    // 18.75 x 20.5 = 384.375, rounded half-up once.
    await dialog.fill({ fertilizer: "Urea (46-0-0)", fertilizerAmount: "150", useEntireField: false, acresCovered: "20.5", costPerAcre: "18.75" });
    expect(await dialog.preview("preview-total-cost").inputValue()).toBe("$384.38");
    await screenshot(page, "21-task-fertilizer");
    await dialog.submit("Create Task");
    await shell.expectToast("Task created successfully");
    const stored = await apiTask("Side-dress urea");
    expect(stored.totalCost).toBe("384.38");
    expect(Number(stored.fertilizerGallonsApplied)).toBe(150);
    expect(stored.fertilizerId).not.toBeNull();
    await tasks.row("Side-dress urea").waitFor();
    expect(await rowTotal("Side-dress urea")).toBe(usd(stored.totalCost));
  });

  test("an equipment-rental task: turning the toggle off resets it; totals include the rental", async () => {
    const dialog = await tasks.openAdd();
    await dialog.fill({ name: "Custom discing", field: "River Bottom", category: "Machine Hire", costPerAcre: "22.40", equipment: { rate: "9", description: "Wrong one" } });
    await dialog.switchOn("Equipment rental", false);
    await dialog.switchOn("Equipment rental", true);
    expect(await dialog.root.getByLabel("Rate per Acre").inputValue()).toBe("");
    expect(await dialog.root.getByLabel("Equipment Description").inputValue()).toBe("");
    expect(await dialog.preview("preview-equipment-total").inputValue()).toBe("$0.00");

    // 3.35 x 80.5 = 269.675 -> 269.68; (22.40 + 3.35) x 80.5 = 2072.875 -> 2072.88.
    await dialog.fill({ equipment: { rate: "3.35", description: "Disc harrow" } });
    expect(await dialog.preview("preview-equipment-total").inputValue()).toBe("$269.68");
    expect(await dialog.preview("preview-total-cost").inputValue()).toBe("$2,072.88");
    await screenshot(page, "22-task-equipment");
    await dialog.submit("Create Task");
    await shell.expectToast("Task created successfully");
    const stored = await apiTask("Custom discing");
    expect(stored.equipmentTotal).toBe("269.68");
    expect(stored.totalCost).toBe("2072.88");
    await tasks.row("Custom discing").waitFor();
    expect(await rowTotal("Custom discing")).toBe("$2,072.88");
  });

  test("a yield task: value = yield per acre x whole field acres x value per unit", async () => {
    const dialog = await tasks.openAdd();
    // 4.5 t/ac x 40 ac x $210/t = $37,800.00
    await dialog.fill({ name: "First cutting", field: "North 40", category: "Income Generated", costPerAcre: "0", yield: { amount: "4.5", unit: "tons", valuePerUnit: "210" } });
    expect(await dialog.preview("preview-yield-total").inputValue()).toBe("$37,800.00");
    await dialog.submit("Create Task");
    await shell.expectToast("Task created successfully");
    const stored = await apiTask("First cutting");
    expect(stored.totalYieldValue).toBe("37800.00");
    expect(stored.totalCost).toBe("0.00");
    await tasks.row("First cutting").waitFor();
    for (const name of ["Water", "Fertilizer", "Machine Hire", "Income Generated"]) expect(await tasks.tileCount(name).textContent()).toBe("1");
    await screenshot(page, "23-tasks-table");
  });
});

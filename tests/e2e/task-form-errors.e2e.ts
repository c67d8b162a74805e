import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import type { Locator, Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { TaskDialog } from "./pages/TaskDialog";
import { TasksPage } from "./pages/TasksPage";
import { ADMIN, ok, registerAdmin, seedFarm } from "./support/api";
import { startSuite, type Suite } from "./support/suite";

/** The message shown under an input (MUI links it through aria-describedby). */
async function helperText(dialog: TaskDialog | { root: Locator; page: Page }, label: string): Promise<string> {
  const input = dialog.root.getByLabel(label, { exact: true });
  const id = await input.getAttribute("aria-describedby");
  if (!id) return "";
  const helper = dialog.page.locator(`[id="${id}"]`);
  return ((await helper.textContent()) ?? "").replace(/\u200b/g, "").trim();
}

describe("Task form: errors on the inputs they belong to", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let tasks: TasksPage;
  let entityId: string;
  const requests: string[] = [];

  const storedTasks = async () =>
    ok<unknown[]>(api.api.entities[":entityId"].tasks.$get({ param: { entityId }, query: { year: "2025" } }));

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [{ name: "North 40", acreage: "40", cropType: "Alfalfa" }]);
    entityId = String(farm.entity.id);
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/tasks")) requests.push(r.url());
    });
    await page.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).waitFor();
    tasks = new TasksPage(page);
    await tasks.open();
  });
  afterEach(async () => {
    if (await page?.getByRole("dialog").isVisible()) await page.keyboard.press("Escape");
  });
  afterAll(() => suite?.close());

  test("12.345 dollars per acre is refused on its input before anything is sent", async () => {
    const dialog = await tasks.openAdd();
    await dialog.fill({ name: "Three decimals", field: "North 40", category: "Water", costPerAcre: "12.345" });
    requests.length = 0;
    await dialog.submit("Create Task");
    await dialog.root.getByText("must be less than 100000000 with at most 2 decimal places").waitFor();
    expect(await helperText(dialog, "Cost per Acre *")).toBe("must be less than 100000000 with at most 2 decimal places");
    expect(requests.length).toBe(0);
    // Fixing the amount clears the message, and the task is created.
    await dialog.fill({ costPerAcre: "12.35" });
    await dialog.root.getByText("with at most 2 decimal places").waitFor({ state: "detached" });
    await dialog.submit("Create Task");
    await page.getByTestId("toast").filter({ hasText: "Task created successfully" }).waitFor();
    expect((await storedTasks()).length).toBe(1);
  });

  test("required fields left blank are marked on their inputs and named in the toast", async () => {
    const dialog = await tasks.openAdd();
    await dialog.fill({ name: "No field yet" });
    await dialog.submit("Create Task");
    await page.getByTestId("toast").filter({ hasText: "Missing required fields" }).waitFor();
    expect(await helperText(dialog, "Cost per Acre *")).toBe("is required");
    expect(await helperText(dialog, "Task Name *")).toBe("");
  });

  test("a 400 from the server shows its message on the inputs it names, not in a toast", async () => {
    const dialog = await tasks.openAdd();
    // 5,000,000.00 $/ac x 100 ac = 500,000,000.00: each input is valid, the total is more than a task can hold.
    await dialog.fill({ name: "Too large", field: "North 40", category: "Water", useEntireField: false, acresCovered: "100", costPerAcre: "5000000" });
    requests.length = 0;
    await dialog.submit("Create Task");
    const message = "gives a totalCost of 500000000.00, more than a task can hold (99,999,999.99)";
    await dialog.root.getByText(message).first().waitFor();
    expect(requests.length).toBe(1);
    expect(await helperText(dialog, "Cost per Acre *")).toBe(message);
    expect(await helperText(dialog, "Acres Covered *")).toBe(message);
    expect(await page.getByTestId("toast").filter({ hasText: "totalCost" }).count()).toBe(0);
    expect(await dialog.root.isVisible()).toBe(true);
    expect((await storedTasks()).length).toBe(1);
  });

  test("Add New Field: the server's 400 on acreage shows under Acreage, not in a toast", async () => {
    // A fresh page: the previous test leaves its task dialog open on purpose, and an open modal hides the tabs.
    await page.goto("/");
    await page.getByRole("tab", { name: "Field Management" }).click();
    await page.getByRole("button", { name: "Add New Field" }).click();
    const root = page.getByRole("dialog", { name: "Add New Field" });
    await root.getByLabel("Field Name").fill("Odd acres");
    await root.getByLabel("Acreage").fill("12.345");
    await root.getByRole("button", { name: "Create Field" }).click();
    const message = "must be less than 100000000 with at most 2 decimal places";
    await root.getByText(message).waitFor();
    expect(await helperText({ root, page }, "Acreage *")).toBe(message);
    expect(await page.getByTestId("toast").filter({ hasText: "Failed to create field" }).count()).toBe(0);
    expect(await page.getByTestId("toast").filter({ hasText: message }).count()).toBe(0);
    await root.getByLabel("Acreage").fill("12.35");
    await root.getByRole("button", { name: "Create Field" }).click();
    await page.getByTestId("toast").filter({ hasText: "Field created successfully" }).waitFor();
  });
});

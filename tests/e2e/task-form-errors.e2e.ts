import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import type { Locator, Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { TaskDialog } from "./pages/TaskDialog";
import { TasksPage } from "./pages/TasksPage";
import { ADMIN, ok, registerAdmin, seedFarm } from "./support/api";
import { inViewport, settledBox, sidewaysScroll } from "./support/layout";
import { startSuite, type Suite } from "./support/suite";

/** The default viewport of the suite, a phone held upright and an office laptop. */
const SIZES = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 768 },
] as const;

const TWO_DECIMALS = "must be less than 100000000 with at most 2 decimal places";

/** Field Management's Add New Field dialog, opened on a fresh page (an open modal from a previous test is gone). */
async function openAddField(page: Page): Promise<Locator> {
  await page.goto("/fields");
  await page.getByRole("heading", { name: "Field Management" }).waitFor();
  await page.getByRole("button", { name: "Add New Field" }).click();
  const root = page.getByRole("dialog", { name: "Add New Field" });
  await root.getByRole("button", { name: "Create Field" }).waitFor();
  return root;
}

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
  const fieldPosts: string[] = [];

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
      if (r.method() === "POST" && r.url().endsWith("/api/fields")) fieldPosts.push(r.url());
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

  for (const size of SIZES) {
    describe(`${size.name} ${size.width}x${size.height}`, () => {
      beforeAll(async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
      });

      test("a 400 from the server shows its message on the inputs it names, not in a toast", async () => {
        await page.goto("/tasks");
        await page.getByRole("heading", { name: "Task & Costs" }).waitFor();
        const before = (await storedTasks()).length;
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
        // The dialog's actions stay on screen with the messages shown, and the page does not scroll sideways.
        expect(await inViewport(page, dialog.root.getByRole("button", { name: "Create Task" }))).toBe(true);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        expect((await storedTasks()).length).toBe(before);
      });

      test("the Missing required fields toast leaves the dialog's Save button uncovered and clickable", async () => {
        await page.goto("/tasks");
        await page.getByRole("heading", { name: "Task & Costs" }).waitFor();
        const before = (await storedTasks()).length;
        const dialog = await tasks.openAdd();
        await dialog.fill({ name: `Toast clear ${size.name}`, field: "North 40", category: "Water" });
        await dialog.submit("Create Task");
        const toast = page.getByTestId("toast").filter({ hasText: "Missing required fields" });
        await toast.waitFor();
        const save = dialog.root.getByRole("button", { name: "Create Task" });
        // What a tap on the button's centre reaches is the button (or its label), not the toast.
        const box = (await save.boundingBox())!;
        const hit = await save.evaluate((button, [x, y]) => {
          const el = document.elementFromPoint(x!, y!);
          return el === button || button.contains(el);
        }, [box.x + box.width / 2, box.y + box.height / 2]);
        expect(hit).toBe(true);
        const shown = await settledBox(page, toast);
        const vp = page.viewportSize()!;
        if (size.width < 900) {
          // Small screens: full width at the top, under the app bar.
          const bar = (await page.locator("header").first().boundingBox())!;
          expect(shown.y).toBeGreaterThanOrEqual(bar.y + bar.height);
          expect(shown.y + shown.height).toBeLessThan(vp.height / 2);
          expect(shown.width).toBeGreaterThanOrEqual(vp.width - 32);
        } else {
          // Laptops keep the spec's bottom-left placement.
          expect(shown.y).toBeGreaterThan(vp.height / 2);
        }
        // With the toast still up, the button takes the tap (Playwright's click refuses a covered target).
        await dialog.fill({ costPerAcre: "10" });
        expect(await toast.isVisible()).toBe(true);
        await save.click({ timeout: 2000 });
        await page.getByTestId("toast").filter({ hasText: "Task created successfully" }).waitFor();
        await dialog.root.waitFor({ state: "detached" });
        expect((await storedTasks()).length).toBe(before + 1);
      });

      test("Add New Field: 12.345 acres is refused on its input before anything is sent", async () => {
        const root = await openAddField(page);
        await root.getByLabel("Field Name").fill(`Odd acres ${size.name}`);
        await root.getByLabel("Acreage").fill("12.345");
        fieldPosts.length = 0;
        await root.getByRole("button", { name: "Create Field" }).click();
        await root.getByText(TWO_DECIMALS).waitFor();
        expect(await helperText({ root, page }, "Acreage *")).toBe(TWO_DECIMALS);
        expect(fieldPosts.length).toBe(0);
        // No toast says it again (on a phone one would sit over the dialog's actions).
        expect(await page.getByTestId("toast").count()).toBe(0);
        expect(await inViewport(page, root.getByRole("button", { name: "Create Field" }))).toBe(true);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        // Fixing the acreage clears the message, and the field is created.
        await root.getByLabel("Acreage").fill("12.35");
        await root.getByText(TWO_DECIMALS).waitFor({ state: "detached" });
        await root.getByRole("button", { name: "Create Field" }).click();
        await page.getByTestId("toast").filter({ hasText: "Field created successfully" }).waitFor();
        expect(fieldPosts.length).toBe(1);
      });

      test("Add New Field: the server's 400 on acreage shows under Acreage, not in a toast", async () => {
        // The client refuses what the server would, so the server's own 400 (asked for through the API) is what the
        // dialog's request is answered with.
        const refused = await api.api.fields.$post({ json: { entityId: Number(entityId), name: "Odd acres", acreage: "12.345" } });
        expect(refused.status).toBe(400);
        const body = await refused.text();
        await page.route("**/api/fields", (route) =>
          route.request().method() === "POST" ? route.fulfill({ status: 400, contentType: "application/json", body }) : route.fallback(),
        );
        try {
          const root = await openAddField(page);
          await root.getByLabel("Field Name").fill(`Server acres ${size.name}`);
          await root.getByLabel("Acreage").fill("12.34");
          await root.getByRole("button", { name: "Create Field" }).click();
          await root.getByText(TWO_DECIMALS).waitFor();
          expect(await helperText({ root, page }, "Acreage *")).toBe(TWO_DECIMALS);
          expect(await page.getByTestId("toast").filter({ hasText: "Failed to create field" }).count()).toBe(0);
          expect(await page.getByTestId("toast").filter({ hasText: TWO_DECIMALS }).count()).toBe(0);
          expect(await inViewport(page, root.getByRole("button", { name: "Create Field" }))).toBe(true);
        } finally {
          await page.unroute("**/api/fields");
        }
        const root = page.getByRole("dialog", { name: "Add New Field" });
        await root.getByRole("button", { name: "Create Field" }).click();
        await page.getByTestId("toast").filter({ hasText: "Field created successfully" }).waitFor();
      });
    });
  }

  // Last: it leaves the account in Spanish.
  test("in Spanish, the acreage the client refuses is explained in Spanish", async () => {
    await page.goto("/settings");
    await page.getByTestId("language-select").click();
    await page.getByRole("option", { name: "Español" }).click();
    await page.getByRole("heading", { name: "Configuración" }).waitFor();
    await page.goto("/fields");
    await page.getByRole("button", { name: "Agregar campo" }).click();
    const root = page.getByRole("dialog", { name: "Agregar campo" });
    await root.getByLabel("Nombre del campo").fill("Acres raros");
    await root.getByLabel("Superficie").fill("12.345");
    fieldPosts.length = 0;
    await root.getByRole("button", { name: "Crear campo" }).click();
    const mensaje = "Debe ser menor que 100000000 con 2 decimales como máximo";
    await root.getByText(mensaje).waitFor();
    expect(await helperText({ root, page }, "Superficie *")).toBe(mensaje);
    expect(fieldPosts.length).toBe(0);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import type { Locator, Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { LoginPage } from "./pages/LoginPage";
import { RecordWorkPage } from "./pages/RecordWorkPage";
import { Shell } from "./pages/Shell";
import { TaskDialog } from "./pages/TaskDialog";
import { TasksPage } from "./pages/TasksPage";
import { ADMIN, ok, registerAdmin, seedFarm, signedInClient } from "./support/api";
import { screenshot } from "./support/browser";
import { sidewaysScroll } from "./support/layout";
import { cutLabels, englishOn, englishPhrases } from "./support/spanish";
import { startSuite, type Suite } from "./support/suite";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const CREW = { username: "rosa", password: "rosa-pass-1" };
const PRODUCT = "Roundup PowerMAX";
const TASK = "Weed spray";

interface TaskJson {
  id: number;
  name: string;
  date: string;
  totalCost: string;
  materialCost: string;
  applicationTime: string | null;
  applicationMethod: string | null;
  applicator: string | null;
  products: { productId: number; stockQuantity: string; cost?: string | null; unit: string; totalQuantity: string | null; ratePerAcre: string | null }[];
}

interface Ledger {
  onHandQuantity: string;
  onHandValue: string;
  averageCost: string | null;
}

/**
 * Issue 36's story in the browser: the office buys 100 gal of a herbicide at $5.00 and 50 gal at $6.50 (average
 * $5.50), applies 30 gal on a Crop Protectants task of 37.5 acres at a $4.00/acre application charge: the form shows
 * the stock and the cost before saving, the task costs $315.00 ($165.00 material + $150.00) and 120 gal worth
 * $660.00 are left. A crew account records a product without seeing money; in Spanish the section shows no English.
 * (The Inputs screens themselves, purchases and the ledger, are tests/e2e/inputs.e2e.ts.)
 */
describe("Inputs: buy, apply on a task, see the cost and the stock move", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let shell: Shell;
  let tasks: TasksPage;
  let entityId: number;
  let productId: number;

  const apiTasks = () => ok<TaskJson[]>(api.api.entities[":entityId"].tasks.$get({ param: { entityId: String(entityId) }, query: { withDetails: "true" } }));
  /** A task whole (the entity's list leaves its product lines out). */
  const apiTask = async (find: (t: TaskJson) => boolean) => {
    const row = (await apiTasks()).find(find);
    if (!row) throw new Error("no such task");
    return ok<TaskJson>(api.api.tasks[":id"].$get({ param: { id: String(row.id) } }));
  };
  const ledger = () => ok<Ledger>((api.api.entities[":entityId"].inventory[":productId"] as any).$get({ param: { entityId: String(entityId), productId: String(productId) }, query: { asOf: "2026-12-31" } }));
  const line = (dialog: { root: Locator }, n = 0) => dialog.root.getByTestId("products-section").getByTestId("product-line").nth(n);
  const choose = async (scope: Locator, label: RegExp, option: string) => {
    await scope.getByRole("combobox", { name: label }).click();
    await scope.page().getByRole("listbox").getByRole("option", { name: option, exact: true }).click();
  };

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "37.5", cropType: "Almonds" },
      { name: "River Bottom", acreage: "80", cropType: "Corn" },
    ]);
    entityId = farm.entity.id;
    const product = await ok<{ id: number }>(
      (api.api.products as any).$post({ json: { name: PRODUCT, kind: "crop protection", stockUnit: "gal", epaRegistrationNumber: "524-549", signalWord: "CAUTION" } }),
    );
    productId = product.id;
    const vendor = await ok<{ id: number }>((api.api.vendors as any).$post({ json: { name: "Valley Ag Supply" } }));
    const buy = (invoiceNumber: string, date: string, quantity: string, unitPrice: string) =>
      ok((api.api.purchases as any).$post({ json: { entityId, vendorId: vendor.id, invoiceNumber, date, lines: [{ productId, quantity, unit: "gal", unitPrice }] } }));
    await buy("VA-1001", "2026-03-01", "100", "5.00");
    await buy("VA-1002", "2026-03-05", "50", "6.50");
    const bought = await ledger();
    expect([bought.onHandQuantity, bought.onHandValue]).toEqual(["150", "825.00"]);

    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.setViewportSize(LAPTOP);
    shell = new Shell(page);
    tasks = new TasksPage(page);
    await shell.entityName().filter({ hasText: "Willow Creek Ranch" }).waitFor();
    await tasks.open();
  });
  afterEach(async () => {
    if (await page?.getByRole("dialog").isVisible()) await page.keyboard.press("Escape");
  });
  afterAll(() => suite?.close());

  test("laptop: the task form shows the stock and previews $165.00 of material in a $315.00 total; the table shows the server's cost", async () => {
    const dialog = await tasks.openAdd();
    await dialog.fill({ name: TASK, field: "North 40", category: "Crop Protectants", date: "2026-03-10", costPerAcre: "4.00" });
    const section = dialog.root.getByTestId("products-section");
    await section.waitFor();
    // Without a product the total is the application charge alone: 4.00 x 37.5.
    expect(await dialog.preview("preview-total-cost").inputValue()).toBe("$150.00");
    await section.getByRole("button", { name: "Add product" }).click();
    await choose(line(dialog), /^Product/, PRODUCT);
    // The unit follows the product's stock unit; the stock is the entity's at the task's date.
    await line(dialog).getByTestId("product-on-hand").filter({ hasText: "On hand: 150 gal" }).waitFor();
    await line(dialog).getByRole("button", { name: "Total", exact: true }).click();
    await line(dialog).getByLabel("Total quantity").fill("30");
    await line(dialog).getByTestId("product-cost").filter({ hasText: "$165.00" }).waitFor();
    expect(await section.getByTestId("preview-material-cost").textContent()).toBe("Material cost: $165.00");
    expect(await dialog.preview("preview-total-cost").inputValue()).toBe("$315.00");

    // The application's details for the pesticide use report.
    const application = dialog.root.getByTestId("application-section");
    await application.getByLabel("Application time").fill("07:30");
    await choose(application, /^Application method/, "Ground");
    await application.getByLabel("Applicator").fill("J. Ruiz");
    await screenshot(page, "inputs-10-task-form-laptop");

    await dialog.submit("Create Task");
    const saved = page.getByTestId("saved-application");
    await saved.waitFor();
    expect(await saved.getByTestId("saved-material-cost").textContent()).toBe("$165.00");
    expect(await saved.getByTestId("saved-total-cost").textContent()).toBe("$315.00");
    await screenshot(page, "inputs-11-saved-laptop");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    const stored = await apiTask((t) => t.name === TASK);
    expect([stored.materialCost, stored.totalCost]).toEqual(["165.00", "315.00"]);
    expect([stored.applicationTime?.slice(0, 5), stored.applicationMethod, stored.applicator]).toEqual(["07:30", "ground", "J. Ruiz"]);
    expect(stored.products.map((p) => [p.productId, p.stockQuantity, p.cost])).toEqual([[productId, "30", "165.00"]]);
    await tasks.row(TASK).first().getByTestId("task-total").filter({ hasText: "$315.00" }).waitFor();

    // The inventory moved: 120 gal worth $660.00 left, and the form shows the stock left after the application.
    const left = await ledger();
    expect([left.onHandQuantity, left.onHandValue]).toEqual(["120", "660.00"]);
    const again = await tasks.openAdd();
    await again.fill({ category: "Crop Protectants", date: "2026-03-11" });
    await again.root.getByTestId("products-section").getByRole("button", { name: "Add product" }).click();
    await choose(line(again), /^Product/, PRODUCT);
    await line(again).getByTestId("product-on-hand").filter({ hasText: "On hand: 120 gal" }).waitFor();
    await line(again).getByLabel("Rate per acre").fill("4");
    // 4 gal/ac x 37.5 ac = 150 gal, more than the 120 on hand: said before saving.
    await again.fill({ field: "North 40" });
    await line(again).getByTestId("product-short").waitFor();
    await again.root.getByRole("button", { name: "Cancel" }).click();
  });

  test("a shortfall is refused on the line it names, nothing written", async () => {
    const dialog = await tasks.openAdd();
    await dialog.fill({ name: "Too much spray", field: "River Bottom", category: "Crop Protectants", date: "2026-03-12", costPerAcre: "4.00" });
    await dialog.root.getByTestId("products-section").getByRole("button", { name: "Add product" }).click();
    await choose(line(dialog), /^Product/, PRODUCT);
    await line(dialog).getByLabel("Rate per acre").fill("2");
    // 2 gal/ac x 80 ac = 160 gal; 120 on hand.
    await line(dialog).getByTestId("product-short").waitFor();
    await dialog.submit("Create Task");
    const error = line(dialog).getByTestId("product-shortfall");
    await error.waitFor();
    expect(await error.innerText()).toBe("Not enough Roundup PowerMAX on 3/12/2026: 160 gal to apply, 120 gal on hand, 40 gal short.");
    await error.scrollIntoViewIfNeeded();
    await screenshot(page, "inputs-12-shortfall");
    expect((await apiTasks()).some((t) => t.name === "Too much spray")).toBe(false);
    await dialog.root.getByRole("button", { name: "Cancel" }).click();
  });

  test("phone: the saved application edits on a 390 px screen without sideways scrolling", async () => {
    await page.setViewportSize(PHONE);
    await tasks.row(TASK).first().waitFor();
    await tasks.row(TASK).first().getByRole("button", { name: "Edit" }).click();
    const dialog = new TaskDialog(page, "Edit Task");
    await line(dialog).waitFor();
    expect(await line(dialog).getByLabel("Total quantity").inputValue()).toBe("30");
    // Editing: the stock beside the line is what the task had to draw on (its own 30 gal put back).
    await line(dialog).getByTestId("product-on-hand").filter({ hasText: "On hand: 150 gal" }).waitFor();
    await line(dialog).getByTestId("product-cost").filter({ hasText: "$165.00" }).waitFor();
    expect(await dialog.preview("preview-total-cost").inputValue()).toBe("$315.00");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await line(dialog).scrollIntoViewIfNeeded();
    await screenshot(page, "inputs-20-task-form-phone");
    await dialog.root.getByRole("button", { name: "Cancel" }).click();
    await page.setViewportSize(LAPTOP);
  });

  test("a crew account records a product applied without seeing any money", async () => {
    await ok(api.api.users.$post({ json: { ...CREW, role: "crew", entityIds: [entityId] } }));
    const { page: crew } = await suite.session();
    await crew.setViewportSize(PHONE);
    const login = new LoginPage(crew);
    await login.open();
    await login.signIn(CREW.username, CREW.password);
    const record = new RecordWorkPage(crew);
    await record.heading().waitFor();
    await record.fill({ field: "North 40", category: "Crop Protectants", date: "2026-03-15" });
    const section = crew.getByTestId("products-section");
    await section.getByRole("button", { name: "Add product" }).click();
    const first = section.getByTestId("product-line").first();
    await choose(first, /^Product/, PRODUCT);
    await first.getByTestId("product-on-hand").filter({ hasText: "On hand: 120 gal" }).waitFor();
    await first.getByLabel("Rate per acre").fill("0.2");
    await first.getByTestId("product-applied").filter({ hasText: "Applies 7.5 gal" }).waitFor();
    expect(await section.innerText()).not.toMatch(/\$|cost|average/i);
    expect(await crew.evaluate(() => document.body.innerText)).not.toContain("$");
    expect(await sidewaysScroll(crew)).toBeLessThanOrEqual(0);
    await screenshot(crew, "inputs-30-crew-phone");
    await record.saveButton().click();
    await crew.getByTestId("toast").first().waitFor();

    // The office sees the entry's product and its cost; the crew's own list carries the product without it.
    const entry = await apiTask((t) => t.date === "2026-03-15");
    expect(entry.products.map((p) => [p.productId, p.stockQuantity, p.cost])).toEqual([[productId, "7.5", "41.25"]]);
    const crewApi = await signedInClient(suite.server.url, CREW.username, CREW.password);
    const own = await ok<TaskJson[]>((crewApi.api.tasks as any).$get({ query: {} }));
    const mine = own.find((t) => t.id === entry.id)!;
    expect(mine.products.map((p) => [p.productId, p.stockQuantity])).toEqual([[productId, "7.5"]]);
    expect(JSON.stringify(mine)).not.toMatch(/"(cost|materialCost|totalCost)":"\d/);
    const left = await ledger();
    expect(left.onHandQuantity).toBe("112.5");
  });

  test("a back-dated application re-costs the later ones, and the saved dialog names them", async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto("/tasks");
    const dialog = await tasks.openAdd();
    await dialog.fill({ name: "Early spot spray", field: "River Bottom", category: "Crop Protectants", date: "2026-03-02", useEntireField: false, acresCovered: "10", costPerAcre: "0" });
    await dialog.root.getByTestId("products-section").getByRole("button", { name: "Add product" }).click();
    await choose(line(dialog), /^Product/, PRODUCT);
    // Before the $6.50 invoice of 03-05: only the first 100 gal at $5.00 are there.
    await line(dialog).getByTestId("product-on-hand").filter({ hasText: "On hand: 100 gal" }).waitFor();
    await line(dialog).getByLabel("Rate per acre").fill("1");
    await line(dialog).getByTestId("product-cost").filter({ hasText: "$50.00" }).waitFor();
    await dialog.submit("Create Task");
    const notice = page.getByTestId("recosted-notice");
    await notice.waitFor();
    // 03-10: 30 of 140 gal worth $775.00 = $166.07 (was $165.00), so Weed spray costs $316.07.
    expect(await notice.innerText()).toContain(`${TASK} (`);
    expect(await notice.innerText()).toContain("$315.00 → $316.07");
    await screenshot(page, "inputs-13-recosted");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await tasks.row(TASK).first().getByTestId("task-total").filter({ hasText: "$316.07" }).waitFor();
  });

  test("a field's pesticide use report site: folded away, each refusal on its input, saved when right", async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto("/fields");
    const card = page.getByTestId("field-card").filter({ has: page.getByRole("heading", { name: "North 40", exact: true }) });
    await card.getByRole("button", { name: "Edit Field" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Field" });
    const site = dialog.getByTestId("pur-site");
    await site.waitFor();
    expect(await site.getByLabel("County").isVisible()).toBe(false);
    await site.getByRole("button", { name: "Pesticide use report site" }).click();
    await site.getByLabel("County").fill("Fresno");
    await site.getByLabel("Operator ID").fill("10-22-1234");
    await site.getByLabel("Permit number").fill("10-22-1234");
    await site.getByLabel("Site ID").fill("NORTH40");
    await choose(site, /^Base & meridian/, "Mount Diablo (M)");
    await site.getByLabel("Township").fill("14S");
    await site.getByLabel("Range").fill("20E");
    await site.getByLabel("Section").fill("7");
    // More acres planted than the field holds: the server's refusal, under its input.
    await site.getByLabel("Acres planted").fill("40");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    const refused = site.locator(".MuiFormHelperText-root.Mui-error").first();
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/acreage|acres/i);
    await refused.scrollIntoViewIfNeeded();
    await screenshot(page, "inputs-50-field-site-refused");
    await site.getByLabel("Acres planted").fill("37.5");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "hidden" });
    const field = await ok<{ county: string; baseMeridian: string; township: string; range: string; section: number; acresPlanted: string }>(
      (api.api.fields[":id"] as any).$get({ param: { id: String((await ok<{ id: number; name: string }[]>(api.api.entities[":entityId"].fields.$get({ param: { entityId: String(entityId) }, query: {} }))).find((f) => f.name === "North 40")!.id) } }),
    );
    expect([field.county, field.baseMeridian, field.township, field.range, field.section, Number(field.acresPlanted)]).toEqual(["Fresno", "M", "14S", "20E", 7, 37.5]);
  });

  test("in Spanish the products section shows no English and cuts no label, on a laptop and a phone", async () => {
    await ok(api.api.account.$put({ json: { locale: "es" } }));
    const fresh = await suite.signedIn(ADMIN.username, ADMIN.password);
    await fresh.getByRole("tab", { name: "Trabajos y costos" }).waitFor();
    try {
      // Test data, and the tasks' names as stored (a crew entry is named by its category as the server writes it).
      const names = (await apiTasks()).map((t) => t.name);
      const data = [...names, PRODUCT, "North 40", "River Bottom", "Willow Creek Ranch", "Valley Ag Supply", "J. Ruiz", "Almonds", "Corn", "Fresno County", "gal"];
      const phrases = englishPhrases(data);
      for (const size of [LAPTOP, PHONE]) {
        await fresh.setViewportSize(size);
        await fresh.goto("/tasks");
        const row = fresh.getByTestId("task-row").filter({ hasText: TASK }).first();
        await row.getByRole("button", { name: "Editar" }).click();
        const dialog = fresh.getByRole("dialog");
        await dialog.getByTestId("product-line").first().getByTestId("product-cost").waitFor();
        await dialog.getByTestId("application-section").waitFor();
        expect(await englishOn(fresh, phrases, data)).toEqual([]);
        expect(await dialog.getByTestId("products-section").innerText()).toContain("Productos aplicados");
        expect(await cutLabels(fresh)).toEqual([]);
        await dialog.getByTestId("products-section").scrollIntoViewIfNeeded();
        await screenshot(fresh, `inputs-40-spanish-${size.width}`);
        await fresh.keyboard.press("Escape");
        await dialog.waitFor({ state: "hidden" });
      }
    } finally {
      await ok(api.api.account.$put({ json: { locale: "en" } }));
    }
  });
});

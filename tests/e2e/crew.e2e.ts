import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { AdminPages } from "./pages/AdminPages";
import { LoginPage } from "./pages/LoginPage";
import { RecordWorkPage } from "./pages/RecordWorkPage";
import { Shell } from "./pages/Shell";
import { TasksPage } from "./pages/TasksPage";
import { ADMIN, ok, registerAdmin, seedFarm, signedInClient } from "./support/api";
import { screenshot } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";
import { countOf } from "./support/wait";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const CREW = { username: "jose", password: "jose-pass-1" };

interface Category {
  id: number;
  name: string;
}

/** True when the page still scrolls sideways (something wider than the screen) once a resize has settled (3 s). */
async function scrollsSideways(page: Page): Promise<boolean> {
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  const deadline = Date.now() + 3000;
  while ((await wide()) && Date.now() < deadline) await Bun.sleep(100);
  return wide();
}

/** True when the element's box lies wholly inside the viewport. */
async function inViewport(page: Page, selector: ReturnType<Page["locator"]>) {
  const box = await selector.boundingBox();
  const vp = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width && box.y + box.height <= vp.height;
}

describe("crew accounts record work without seeing money", () => {
  let suite: Suite;
  let api: ApiClient;
  let farm: Awaited<ReturnType<typeof seedFarm>>;
  let other: { id: number; name: string };
  let categories: Category[];
  const category = (name: string) => categories.find((c) => c.name === name)!.id;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    other = await ok(api.api.entities.$post({ json: { name: "Oak Flat Partnership", location: "Kings County" } }));
    await ok(api.api.fields.$post({ json: { entityId: other.id, name: "Oak Flat East", acreage: "25" } }));
    categories = await ok<Category[]>(api.api["task-categories"].$get({ query: {} }));
  });
  afterAll(() => suite?.close());

  test("a crew account on a phone records a task; the office sees it priced and marked as crew; reports stay closed", async () => {
    await ok(api.api.users.$post({ json: { ...CREW, role: "crew", entityIds: [farm.entity.id] } }));
    // The office's prices for Machine Hire in this entity: the server prices the crew entry from them.
    await ok(
      api.api.entities[":entityId"]["price-list"].$put({
        param: { entityId: String(farm.entity.id) },
        json: { items: [{ categoryId: category("Machine Hire"), costPerAcre: "22.40", equipmentRentalPerAcre: "3.35" }] },
      }),
    );

    const { page } = await suite.session();
    await page.setViewportSize(PHONE);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(CREW.username, CREW.password);
    const record = new RecordWorkPage(page);
    await record.heading().waitFor();
    expect(new URL(page.url()).pathname).toBe("/record");
    await page.getByText("No entries yet.").waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await inViewport(page, record.saveButton())).toBe(true);

    // Whole field first: the acres follow the field; then a part of it.
    await record.fill({ field: "River Bottom", category: "Machine Hire" });
    expect(await record.acres().inputValue()).toBe("80.50");
    await record.fill({ useEntireField: false, acresCovered: "50", equipment: "Disc harrow", notes: "Two passes" });
    expect(await inViewport(page, record.saveButton())).toBe(true);
    await screenshot(page, "crew-01-record-phone");
    await record.saveButton().click();
    await page.getByTestId("toast").filter({ hasText: "Entry saved" }).waitFor();
    await record.entry("River Bottom").waitFor();
    expect(await record.entry("River Bottom").textContent()).toContain("50.0 ac");

    // Within 7 days the entry opens in the form again and can be changed.
    await record.entry("River Bottom").click();
    await page.getByRole("button", { name: "Save changes" }).waitFor();
    expect(await record.acres().inputValue()).toBe("50.00");
    await record.fill({ acresCovered: "60.25" });
    await record.saveButton().click();
    await page.getByTestId("toast").filter({ hasText: "Entry updated" }).waitFor();
    await record.entry("60.3 ac").waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    // No money anywhere on the crew screen.
    expect(await page.locator("body").innerText()).not.toContain("$");
    await screenshot(page, "crew-02-entries-phone");

    // The crew menu: Record work and Settings only.
    await page.getByRole("button", { name: "Open menu" }).click();
    const tabs = page.getByRole("tab");
    expect(await countOf(tabs, 2)).toBe(2);
    expect(await tabs.allInnerTexts()).toEqual(["Record work", "Settings"]);
    await page.keyboard.press("Escape");

    // Reports and every other money screen lead back to /record; the API refuses the reports too.
    for (const path of ["/reports", "/dashboard", "/tasks", "/equipment-reports", "/admin/price-list"]) {
      await page.goto(path);
      await record.heading().waitFor();
      expect(new URL(page.url()).pathname).toBe("/record");
    }
    const crewApi = await signedInClient(suite.server.url, CREW.username, CREW.password);
    const entityId = String(farm.entity.id);
    const refused = [
      await crewApi.api.entities[":id"].reports["cost-summary"].$get({ param: { id: entityId }, query: { year: "2025" } }),
      await crewApi.api.entities[":entityId"].summary.$get({ param: { entityId }, query: { year: "2025" } }),
      await crewApi.api.reports.acreage[":year"].$get({ param: { year: "2025" }, query: {} }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403]);
    // A crew entry in Fertilizer, which has no price in this entity's list: it is recorded at $0.00.
    await ok(crewApi.api.tasks.$post({ json: { entityId: farm.entity.id, fieldId: farm.fields[0]!.id, categoryId: category("Fertilizer"), date: "2025-04-01", acresCovered: "10" } as never }));

    // The office, on a laptop: the entry is marked as crew and priced from the price list.
    // 60.25 ac x $22.40 = $1,349.60; 60.25 ac x $3.35 = $201.8375; total $1,551.4375, rounded once: $1,551.44.
    const office = await suite.signedIn(ADMIN.username, ADMIN.password);
    await office.setViewportSize(LAPTOP);
    await office.locator(`main[data-role="admin"]`).waitFor();
    const shell = new Shell(office);
    await shell.selectEntity("Willow Creek Ranch");
    const tasks = new TasksPage(office);
    await tasks.open();
    const row = tasks.row("River Bottom");
    await row.getByTestId("crew-chip").waitFor();
    expect(await row.getByTestId("crew-chip").textContent()).toBe("Crew · jose");
    expect(await row.getByTestId("task-total").textContent()).toBe("$1,551.44");
    expect(await row.textContent()).toContain("$22.40");
    // An admin edits crew entries like any task.
    await row.getByRole("button", { name: "Edit" }).waitFor();
    await screenshot(office, "crew-03-office-tasks-laptop");

    // The office is told the Fertilizer entry has no price, and the price list names the categories without one.
    expect(await office.getByTestId("unpriced-crew-entries").textContent()).toContain("1 crew entry has no price: the price list has none for Fertilizer.");
    await office.getByRole("link", { name: "Open the price list" }).click();
    await office.getByRole("heading", { name: "Price List" }).waitFor();
    const noPrice = office.getByTestId("categories-without-price");
    expect(await noPrice.textContent()).toContain("Fertilizer (1 crew entry at $0.00)");
    expect(await noPrice.textContent()).not.toContain("Machine Hire");
    await screenshot(office, "crew-03b-price-list-no-price-laptop");
  });

  test("an admin sets a role and entity grants in User Management and a price in the Price List page", async () => {
    await ok(api.api.users.$post({ json: { username: "pedro", password: "pedro-pass-1", role: "readonly" } }));
    await ok(api.api.auth.register.$post({ json: { username: "maria", password: "maria-pass-1", displayName: "Maria" } }));
    const page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.setViewportSize(LAPTOP);
    await page.locator(`main[data-role="admin"]`).waitFor();
    const shell = new Shell(page);
    const admin = new AdminPages(page);
    const users = async () => ok<Array<{ username: string; role: string; entityIds: number[] | null }>>(api.api.users.$get({ query: {} }));

    // Approval: the dialog takes the role and the entities.
    await admin.openApprovals();
    await admin.approve("maria", "Crew", ["Oak Flat Partnership"]);
    await shell.expectToast("The user can now access the farm management system");
    const maria = (await users()).find((u) => u.username === "maria")!;
    expect(maria.role).toBe("crew");
    expect(maria.entityIds).toEqual([other.id]);

    // An approved account: role, then grants.
    const pedro = admin.userRow("pedro");
    await pedro.getByRole("combobox", { name: "Role of pedro" }).click();
    await page.getByRole("option", { name: "Editor", exact: true }).click();
    await shell.expectToast("pedro is now an editor");
    await admin.chooseEntities(pedro.getByRole("combobox", { name: "Farm entities of pedro" }), ["Oak Flat Partnership"]);
    await shell.expectToast("pedro's farm entities have been saved");
    const saved = (await users()).find((u) => u.username === "pedro")!;
    expect(saved.role).toBe("editor");
    expect(saved.entityIds).toEqual([other.id]);
    expect(await pedro.getByRole("combobox", { name: "Farm entities of pedro" }).textContent()).toBe("Oak Flat Partnership");
    await screenshot(page, "crew-04-user-management-laptop");

    // Price list: a bad price is refused on its input, a good one is saved.
    await page.goto("/admin/price-list");
    await page.getByRole("heading", { name: "Price List" }).waitFor();
    await page.getByRole("combobox", { name: "Farm Entity" }).click();
    await page.getByRole("option", { name: "Oak Flat Partnership" }).click();
    const seed = page.getByTestId("price-row").filter({ hasText: "Seed" });
    await seed.waitFor();
    // Only what a crew records is priced here: no income, Rent or Water Assessment row.
    for (const office of ["Income Generated", "Rent", "Water Assessment"]) expect(await page.getByTestId("price-row").filter({ has: page.getByText(office, { exact: true }) }).count()).toBe(0);
    await seed.getByLabel("Cost per Acre – Seed").fill("14.555");
    await seed.getByLabel("Equipment Rental per Acre – Seed").fill("2");
    await page.getByRole("button", { name: "Save Prices" }).click();
    await seed.locator(".Mui-error").first().waitFor();
    expect(await seed.locator(".MuiFormHelperText-root.Mui-error").textContent()).toMatch(/2 decimal/);
    await screenshot(page, "crew-05-price-list-error-laptop");
    await seed.getByLabel("Cost per Acre – Seed").fill("14.50");
    await page.getByRole("button", { name: "Save Prices" }).click();
    await shell.expectToast("Prices saved");
    const list = await ok<{ items: Array<{ categoryName: string; costPerAcre: string | null; equipmentRentalPerAcre: string | null }> }>(
      api.api.entities[":entityId"]["price-list"].$get({ param: { entityId: String(other.id) } }),
    );
    expect(list.items.find((i) => i.categoryName === "Seed")).toMatchObject({ costPerAcre: "14.50", equipmentRentalPerAcre: "2.00" });
    expect(list.items.find((i) => i.categoryName === "Water")).toMatchObject({ costPerAcre: null, equipmentRentalPerAcre: null });

    await page.setViewportSize(PHONE);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, "crew-06-price-list-phone");
  });

  test("an editor gets the edit actions in the entities granted, and no Admin menu", async () => {
    await ok(api.api.users.$post({ json: { username: "edna", password: "edna-pass-1", role: "editor", entityIds: [farm.entity.id] } }));
    await ok(
      api.api.tasks.$post({
        json: { entityId: farm.entity.id, fieldId: farm.fields[0]!.id, categoryId: category("Water"), name: "Spring irrigation", cropYear: 2025, date: "2025-04-02", costPerAcre: "12.50", acresCovered: "40" },
      }),
    );
    const page = await suite.signedIn("edna", "edna-pass-1");
    await page.setViewportSize(LAPTOP);
    await page.locator(`main[data-role="editor"]`).waitFor();
    const shell = new Shell(page);
    await shell.entityName().filter({ hasText: "Willow Creek Ranch" }).waitFor();
    const dropdown = await shell.openEntityDropdown();
    expect(await countOf(dropdown.getByTestId("entity-row"), 1)).toBe(1);
    expect(await dropdown.getByRole("button", { name: "Add farm entity" }).count()).toBe(0);
    await shell.closeEntityDropdown();
    const tasks = new TasksPage(page);
    await tasks.open();
    const row = tasks.row("Spring irrigation");
    await row.getByRole("button", { name: "Edit" }).waitFor();
    expect(await page.getByRole("button", { name: "Add New Task" }).count()).toBe(1);
    const menu = await shell.openUserMenu("edna");
    expect(await menu.getByRole("menuitem", { name: "Admin Panel" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await screenshot(page, "crew-07-editor-tasks-laptop");
  });

  test("in Spanish the crew screen reads Spanish; an entry is deleted after a confirm", async () => {
    await ok(api.api.users.$post({ json: { username: "lupe", password: "lupe-pass-1", role: "crew", entityIds: [farm.entity.id] } }));
    const crewApi = await signedInClient(suite.server.url, "lupe", "lupe-pass-1");
    // The client's type is the office's task (name and cost required); a crew account sends the crew shape.
    const water = { entityId: farm.entity.id, fieldId: farm.fields[0]!.id, categoryId: category("Water"), date: "2025-06-01", acresCovered: "12", cropYear: 2025 };
    await ok(crewApi.api.tasks.$post({ json: water as never }));
    // Lupe reads Spanish: the language is saved in her account, and the UI switches to it when she signs in.
    await ok(crewApi.api.account.$put({ json: { locale: "es" } }));
    const { page } = await suite.session();
    await page.setViewportSize(PHONE);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn("lupe", "lupe-pass-1");
    await page.getByRole("heading", { name: "Registrar trabajo", level: 1 }).waitFor();
    await page.getByText("Mis registros recientes").waitFor();
    const entry = page.getByTestId("crew-entry").filter({ hasText: "Agua" });
    await entry.waitFor();
    expect(await page.getByRole("button", { name: "Guardar registro" }).isVisible()).toBe(true);
    await screenshot(page, "crew-08-record-phone-es");

    await entry.click();
    await page.getByRole("button", { name: "Guardar cambios" }).waitFor();
    let asked = "";
    page.once("dialog", (d) => {
      asked = d.message();
      void d.accept();
    });
    await page.getByRole("button", { name: "Eliminar" }).click();
    await page.getByTestId("toast").filter({ hasText: "Registro eliminado" }).waitFor();
    expect(asked).toBe("¿Eliminar este registro?");
    await page.getByText("Todavía no hay registros.").waitFor();
    expect(await ok<unknown[]>(crewApi.api.tasks.$get({ query: {} }))).toEqual([]);
  });
});

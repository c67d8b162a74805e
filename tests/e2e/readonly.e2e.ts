import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { FieldsPage } from "./pages/FieldsPage";
import { Shell } from "./pages/Shell";
import { TasksPage } from "./pages/TasksPage";
import { ok, registerAdmin, seedFarm } from "./support/api";
import { screenshot } from "./support/browser";
import { screenDrawn } from "./support/layout";
import { startSuite, type Suite } from "./support/suite";
import { countOf } from "./support/wait";
import { mayUse, SCREENS } from "../../admin-ui/navigation/registry";

/** The words a control to create, change or delete a record begins with (the UI in English). */
const WRITE_CONTROL = /^(add|create|new|edit|delete|remove|upload|import|bulk import|copy)\b/i;

const VIEWER = { username: "viewer", password: "viewer-pass", displayName: "Vera Viewer", role: "readonly" as const };

describe("a readonly user", () => {
  let suite: Suite;
  let page: Page;
  let shell: Shell;
  /** The value of each path parameter of the registered screens. */
  const params: Record<string, string> = {};

  beforeAll(async () => {
    suite = await startSuite();
    const api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [{ name: "North 40", acreage: "40", cropType: "Alfalfa" }]);
    await seedFarm(api, [{ name: "Second Place", acreage: "10" }]);
    await ok(
      api.api.tasks.$post({
        json: { entityId: farm.entity.id, fieldId: farm.fields[0]!.id, categoryId: 1, name: "Spring irrigation", cropYear: 2025, date: "2025-04-02", costPerAcre: "12.50", acresCovered: "40" },
      }),
    );
    // A landlord with a lease and a payment: rows on every Land screen, each a place an Edit control could sit.
    const landlord = await ok<{ id: number }>(api.api.landlords.$post({ json: { name: "Ada Smith" } as never }));
    const lease = await ok<{ id: number }>(api.api.leases.$post({ json: {
      fieldId: farm.fields[0]!.id, leasedAcres: "40", startYear: 2025, endYear: 2026,
      terms: { type: "cash", basis: "fixed", rate: "8000", schedule: [{ due: "03-01", percent: "100" }] }, landlords: [{ landlordId: landlord.id, sharePercent: "100" }],
    } as never }));
    await ok(api.api.payments.$post({ json: { leaseId: lease.id, landlordId: landlord.id, date: "2025-03-01", amount: "100", method: "check" } as never }));
    Object.assign(params, { entityId: String(farm.entity.id), fieldId: String(farm.fields[0]!.id), id: String(landlord.id) });
    await ok(api.api.users.$post({ json: VIEWER }));
    page = await suite.signedIn(VIEWER.username, VIEWER.password);
    shell = new Shell(page);
    await shell.entityName().filter({ hasText: "Willow Creek Ranch" }).waitFor();
    // Absent buttons prove nothing until the permissions have loaded.
    await page.locator('main[data-role="readonly"]').waitFor();
  });
  afterAll(() => suite?.close());

  test("sees the dashboard with Generate Report only, and no Admin Panel", async () => {
    await page.getByRole("button", { name: "Generate Report" }).waitFor();
    for (const label of ["Add New Task", "Add New Field", "Bulk Import"]) expect(await page.getByRole("button", { name: label }).count()).toBe(0);
    const menu = await shell.openUserMenu("viewer");
    expect(await menu.getByRole("menuitem", { name: "Admin Panel" }).count()).toBe(0);
    expect(await menu.getByRole("menuitem", { name: "Equipment Reports" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    const dropdown = await shell.openEntityDropdown();
    expect(await countOf(dropdown.getByTestId("entity-row"), 2)).toBe(2);
    expect(await dropdown.getByRole("button", { name: "Add farm entity" }).count()).toBe(0);
    expect(await dropdown.getByRole("button", { name: "Delete farm entity (Admin only)", exact: true }).count()).toBe(0);
    await shell.closeEntityDropdown();
    await screenshot(page, "30-readonly-dashboard");
  });

  test("sees field cards without the edit buttons", async () => {
    const fields = new FieldsPage(page);
    await fields.open();
    const card = fields.card("North 40");
    await card.getByRole("link", { name: "Field Report" }).waitFor();
    expect(await card.getByTestId("field-Seasonal Cost").textContent()).toBe("$500.00");
    expect(await card.getByTestId("field-Cost/Acre").textContent()).toBe("$12.50");
    for (const label of ["Field Management", "Edit Field", "Delete"]) expect(await card.getByRole("button", { name: label }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Add New Field" }).count()).toBe(0);
    await screenshot(page, "31-readonly-fields");
  });

  test("sees 'View Only' on task rows and no edit, copy or delete", async () => {
    const tasks = new TasksPage(page);
    await tasks.open();
    const row = tasks.row("Spring irrigation");
    await row.getByText("View Only").waitFor();
    for (const label of ["Edit", "Copy", "Delete"]) expect(await row.getByRole("button", { name: label }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Add New Task" }).count()).toBe(0);
    await screenshot(page, "32-readonly-tasks");
  });

  test("walks every screen a readonly account may use and finds no control to create, change or delete", async () => {
    const address = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name]!);
    const screens = SCREENS.filter((s) => mayUse(s, "readonly"));
    expect(screens.map((s) => s.id)).toContain("leases");
    for (const screen of screens) {
      await page.goto(address(screen.path));
      await page.locator(`main[data-screen="${screen.id}"]`).waitFor();
      await screenDrawn(page);
      // Rows have drawn where the screen lists records (a list still loading would hide its Edit controls).
      if (["landlords", "leases", "payments"].includes(screen.id)) await page.locator("main").getByText(screen.id === "landlords" ? "Ada Smith" : "North 40").first().waitFor();
      const controls = page.locator("main").locator('button, a, [role="button"], [role="menuitem"]').filter({ visible: true });
      const names = await controls.evaluateAll((els) => els.map((e) => (e.getAttribute("aria-label") ?? (e as HTMLElement).innerText ?? "").trim()));
      expect({ screen: screen.id, controls: names.filter((n) => WRITE_CONTROL.test(n)) }).toEqual({ screen: screen.id, controls: [] });
    }
    await screenshot(page, "33-readonly-leases-walk");
    // A full page load per registered screen (46 now, about 1.3 s each here): the walk grows with the registry.
  }, 240_000);

  test("a create or edit address typed directly reads the denial, not a form it cannot save", async () => {
    for (const path of ["/landlords/create", `/landlords/${params.id}`, "/leases/create", "/payments/create"]) {
      await page.goto(path);
      await page.locator('main[data-role="readonly"]').getByTestId("screen-denied").waitFor();
      expect(await page.locator("main form").count()).toBe(0);
    }
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { LeasesPages } from "./pages/LeasesPages";
import { ADMIN, ok, registerAdmin } from "./support/api";
import { screenshot } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";

describe("landlords, leases and the landlord statement", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let ui: LeasesPages;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const entity = await ok<{ id: number }>(api.api.entities.$post({ json: { name: "Lease Farm" } }));
    const field = await ok<{ id: number }>(api.api.fields.$post({ json: { entityId: entity.id, name: "North 50", acreage: "50", cropType: "Corn" } as never }));
    // Income $60,000 in 2025: the one-third share is 60,000 x 33.33% = 19,998.00; Ada 40% = 7,999.20, Bo 60% = 11,998.80.
    await ok(api.api.tasks.$post({ json: { entityId: entity.id, fieldId: field.id, categoryId: 7, name: "Corn sale", date: "2025-10-01", cropYear: 2025, costPerAcre: "1200", acresCovered: "50" } as never }));
    await ok(api.api.landlords.$post({ json: { name: "Bo Jones" } as never }));
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByTestId("entity-name").filter({ hasText: "Lease Farm" }).waitFor();
    ui = new LeasesPages(page);
  });
  afterAll(() => suite?.close());

  test("create a landlord, a crop-share lease with two landlords, record a payment, open the statement", async () => {
    await ui.createLandlord({ name: "Ada Smith", mailingAddress: "1 Main St, Fresno CA", taxId: "123-45-6789" });
    await page.getByRole("cell", { name: "***-**-6789" }).waitFor();

    await page.goto("/leases/create");
    await ui.choose("Field", "North 50");
    await page.getByLabel("Leased acres").fill("50");
    await page.getByLabel("First crop year").fill("2025");
    await ui.choose("Landlord", "Ada Smith", 0);
    await page.getByLabel("Share %").nth(0).fill("40");
    await page.getByRole("button", { name: "Add" }).first().click();
    await ui.choose("Landlord", "Bo Jones", 1);
    await page.getByLabel("Share %").nth(1).fill("60");
    await ui.choose("Lease type", "Crop share");
    await page.getByLabel("Landlords' income %").fill("33.33");
    await ui.save();
    await page.getByRole("cell", { name: "Ada Smith (40%), Bo Jones (60%)" }).waitFor();
    await page.getByRole("cell", { name: "Crop share" }).waitFor();
    // The lease list has a heading of its own, as the landlords' list has.
    await page.getByRole("heading", { level: 1, name: "Leases" }).waitFor();

    await page.goto("/payments/create");
    await ui.choose("Lease", "North 50");
    await ui.choose("Landlord", "Ada Smith");
    await page.locator("input[name=\"date\"]").fill("2025-12-15");
    await page.locator("input[name=\"amount\"]").fill("1000");
    await ui.save();
    await page.getByRole("cell", { name: "$1,000.00" }).waitFor();

    const ada = (await ok<{ id: number; name: string }[]>(api.api.landlords.$get({ query: {} }))).find((l) => l.name === "Ada Smith")!;
    await page.goto(`/landlords/${ada.id}/statement`);
    await ui.choose("Statement year", "2025");
    await page.getByText("Ada Smith - Crop Year 2025").waitFor();
    const table = page.getByRole("table", { name: "Statement" });
    // Income share $7,999.20 less the $1,000 paid: $6,999.20 owed to Ada.
    for (const text of ["North 50", "Lease Farm", "Crop share", "$7,999.20", "$1,000.00", "$6,999.20"]) await table.getByText(text).first().waitFor();
    expect(await page.getByRole("link", { name: "Export PDF" }).getAttribute("href")).toBe(`/api/landlords/${ada.id}/statement?year=2025&format=pdf`);
    expect(await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(`/api/landlords/${ada.id}/statement?year=2025&format=csv`);
    await screenshot(page, "landlord-statement");
    // The statement is headed by the landlord and the crop year, and leads back to the landlords.
    await page.getByRole("heading", { level: 1, name: "Ada Smith - Crop Year 2025" }).waitFor();
    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL("**/landlords");
    await page.getByRole("heading", { level: 1, name: "Landlords" }).waitFor();

    // The field card names the field's lease in the crop year.
    await page.getByRole("tab", { name: "Field Management" }).click();
    await page.getByTestId("field-leases").filter({ hasText: "Leases: Ada Smith (40%), Bo Jones (60%) - crop share" }).waitFor();

    // The crop share settles on 2025-12-31, before today: the dashboard lists what is still open as overdue.
    await page.getByRole("tab", { name: "Dashboard" }).click();
    await page.getByTestId("rent-due").filter({ hasText: "Ada Smith" }).filter({ hasText: "$6,999.20" }).waitFor();
  });

  test("a deleted lease comes back from Data Recovery with its payment", async () => {
    const [lease] = await ok<{ id: number }[]>(api.api.leases.$get({ query: {} }));
    await ok(api.api.leases[":id"].$delete({ param: { id: String(lease!.id) } }));
    await page.goto("/admin/recovery");
    await page.getByRole("tab", { name: "Leases" }).click();
    await page.getByTestId("deleted-row").filter({ hasText: "North 50 (Lease Farm)" }).getByRole("button", { name: "Recover" }).click();
    await page.getByText("Lease recovered successfully").waitFor();
    expect((await ok<unknown[]>(api.api.payments.$get({ query: { filter: JSON.stringify({ leaseId: lease!.id }) } }))).length).toBe(1);
  });
});

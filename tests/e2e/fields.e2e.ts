import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { FieldsPage } from "./pages/FieldsPage";
import { Shell } from "./pages/Shell";
import { ADMIN, ok, registerAdmin } from "./support/api";
import { screenshot } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";
import { countOf } from "./support/wait";

interface FieldJson {
  id: number;
  name: string;
  acreage: string;
  apns: string | null;
  apnAcreage: string | null;
  leaseRatePerAcre: string | null;
}

describe("farm entities and Field Management", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let shell: Shell;
  let fields: FieldsPage;
  let entityId: number;

  const entityFields = async () => ok<FieldJson[]>(api.api.entities[":entityId"].fields.$get({ param: { entityId: String(entityId) }, query: {} }));

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    shell = new Shell(page);
    fields = new FieldsPage(page);
    await page.getByText("Welcome to Farm Cost Manager").waitFor();
  });
  afterAll(() => suite?.close());

  test("the entity selector adds, lists, remembers and deletes farm entities", async () => {
    const dropdown = await shell.openEntityDropdown();
    await dropdown.getByText("No farm entities yet. Click + to add your first farm.").waitFor();
    await dropdown.getByRole("button", { name: "Add farm entity" }).click();
    await dropdown.getByLabel("Farm entity name").fill("   ");
    await dropdown.getByRole("button", { name: "Create" }).click();
    await shell.expectToast("Please enter a farm name");

    await shell.addEntity("Green Valley Farm");
    await shell.addEntity("Oak Hill Ranch");
    const open = await shell.openEntityDropdown();
    const rows = open.getByTestId("entity-row");
    expect(await countOf(rows, 2)).toBe(2);
    expect(await rows.filter({ hasText: "Oak Hill Ranch" }).textContent()).toContain("0.0 acres");
    // With two entities an admin may delete either.
    expect(await open.getByRole("button", { name: "Delete farm entity (Admin only)", exact: true }).count()).toBe(2);
    await screenshot(page, "10-entity-selector");

    // The last choice survives a reload.
    await shell.selectEntity("Green Valley Farm");
    await page.reload();
    await shell.entityName().filter({ hasText: "Green Valley Farm" }).waitFor();

    await shell.selectEntity("Oak Hill Ranch");
    const confirm = new Promise<string>((resolve) =>
      page.once("dialog", (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await (await shell.openEntityDropdown()).getByTestId("entity-row").filter({ hasText: "Oak Hill Ranch" }).getByRole("button", { name: "Delete farm entity (Admin only)", exact: true }).click();
    expect(await confirm).toBe("Are you sure you want to delete this farm entity? This will also delete all associated fields and tasks.");
    await shell.expectToast("Farm entity deleted successfully");
    await shell.entityName().filter({ hasText: "Green Valley Farm" }).waitFor();
    const after = await shell.openEntityDropdown();
    expect(await countOf(after.getByTestId("entity-row"), 1)).toBe(1);
    expect(await after.getByRole("button", { name: "Delete farm entity (Admin only)", exact: true }).count()).toBe(0);
    await shell.closeEntityDropdown();

    const entities = await ok<Array<{ id: number; name: string }>>(api.api.entities.$get({ query: {} }));
    expect(entities.map((e) => e.name)).toEqual(["Green Valley Farm"]);
    entityId = entities[0]!.id;
  });

  test("fields are added as cards with acreage to 1 decimal and N/A for no crop", async () => {
    await fields.open();
    await page.getByText("No fields found for crop year 2025").waitFor();
    await fields.addField({ name: "North 40", acreage: "40", cropType: "Alfalfa", location: "Block A" });
    await shell.expectToast("Field created successfully");
    await fields.addField({ name: "South Pivot", acreage: "120.55", location: "Block B" });

    expect(await fields.card("North 40").getByTestId("field-Acres").textContent()).toBe("40.0");
    expect(await fields.card("North 40").getByTestId("field-crop").textContent()).toBe("Alfalfa");
    expect(await fields.card("South Pivot").getByTestId("field-Acres").textContent()).toBe("120.6");
    expect(await fields.card("South Pivot").getByTestId("field-crop").textContent()).toBe("N/A");
    expect(await fields.card("South Pivot").getByRole("link", { name: "Field Report" }).getAttribute("href")).toMatch(/^\/entities\/\d+\/fields\/\d+\/reports$/);

    const stored = await entityFields();
    expect(stored.map((f) => [f.name, f.acreage])).toEqual([["North 40", "40.00"], ["South Pivot", "120.55"]]);
    // The sidebar's entity shows the new total (40 + 120.55).
    await page.getByRole("button", { name: "Select farm entity" }).getByText("160.6 acres").waitFor();
  });

  test("APN Management requires an APN and acreage per entry and stores comma-joined lists", async () => {
    const dialog = await fields.openManagement("North 40");
    await dialog.getByRole("tab", { name: "APN Management" }).click();
    await dialog.getByRole("button", { name: "Remove APN" }).click();
    await dialog.getByRole("button", { name: "Save APN Information" }).click();
    await dialog.getByText("At least one APN entry is required").waitFor();
    await dialog.getByRole("button", { name: "Add APN" }).click();
    await dialog.getByRole("button", { name: "Save APN Information" }).click();
    await dialog.getByText("APN is required").waitFor();
    await dialog.getByText("Acreage is required").waitFor();
    expect(await dialog.getByLabel("APN", { exact: true }).getAttribute("placeholder")).toBe("022-110-014");
    await screenshot(page, "11-apn-validation");
    await dialog.getByRole("button", { name: "Close" }).click();

    await fields.setApns("North 40", [{ apn: "022-110-014", acreage: "25" }, { apn: "022-110-015", acreage: "15" }], "150");
    await shell.expectToast("Field management information updated successfully");
    const north = (await entityFields()).find((f) => f.name === "North 40")!;
    expect(north.apns).toBe("022-110-014, 022-110-015");
    expect(north.apnAcreage).toBe("25, 15");
    expect(Number(north.leaseRatePerAcre)).toBe(150);
    await fields.card("North 40").getByText("APN: 022-110-014, 022-110-015").waitFor();
  });

  test("Crop Types by Year saves one year or all, and says when there is nothing to save", async () => {
    const now = new Date().getFullYear();
    const dialog = await fields.openManagement("South Pivot");
    await dialog.getByLabel(`Crop type ${now - 2}`).waitFor();
    for (const year of [now - 2, now - 1, now, now + 1]) expect(await dialog.getByLabel(`Crop type ${year}`).inputValue()).toBe("");
    await dialog.getByRole("button", { name: "Save All" }).click();
    const nothing = shell.toast().filter({ hasText: "Nothing to Save" });
    await nothing.waitFor();
    expect(await nothing.textContent()).toContain("Please enter crop types before saving.");

    await dialog.getByLabel(`Crop type ${now - 1}`).fill("Tomatoes");
    await dialog.getByRole("button", { name: "Save" }).nth(1).click();
    await shell.expectToast(`Crop type for ${now - 1} updated successfully`);
    await dialog.getByLabel(`Crop type ${now - 2}`).fill("Cotton");
    await dialog.getByLabel(`Crop type ${now}`).fill("Wheat");
    await screenshot(page, "12-crop-years");
    await dialog.getByRole("button", { name: "Save All" }).click();
    await shell.expectToast("Updated crop types for 3 year(s)");
    await dialog.getByRole("button", { name: "Close" }).click();

    const id = String((await entityFields()).find((f) => f.name === "South Pivot")!.id);
    const crop = (year: number) => ok<{ cropType: string | null }>(api.api.fields[":fieldId"]["crop-year"][":year"].$get({ param: { fieldId: id, year: String(year) } }));
    expect((await crop(now - 2)).cropType).toBe("Cotton");
    expect((await crop(now - 1)).cropType).toBe("Tomatoes");
    expect((await crop(now)).cropType).toBe("Wheat");
    expect((await crop(now + 1)).cropType).toBeNull();
    // The card shows the crop of the crop year picked in the top bar.
    if ([2023, 2024, 2025, 2026].includes(now - 1)) {
      await shell.cropYear(now - 1);
      await fields.card("South Pivot").getByTestId("field-crop").filter({ hasText: "Tomatoes" }).waitFor();
      await shell.cropYear(2025);
    }
  });

  test("Edit Field changes name, acreage and location", async () => {
    await fields.card("South Pivot").getByRole("button", { name: "Edit Field" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Field" });
    await dialog.getByLabel("Field Name").fill("South Pivot West");
    await dialog.getByLabel("Acreage").fill("100");
    await dialog.getByLabel("Location").fill("Block C");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await shell.expectToast("Field updated successfully");
    await fields.card("South Pivot West").getByText("Block C").waitFor();
    const west = (await entityFields()).find((f) => f.name === "South Pivot West")!;
    expect(west.acreage).toBe("100.00");
  });

  test("deleting a field takes two clicks within 3 seconds", async () => {
    await screenshot(page, "13-field-cards");
    const card = fields.card("South Pivot West");
    await card.getByRole("button", { name: "Delete" }).click();
    await shell.expectToast("Click delete again to confirm removal");
    await card.getByRole("button", { name: "Confirm Delete" }).waitFor();
    // The armed state lapses after 3 seconds.
    await card.getByRole("button", { name: "Delete", exact: true }).waitFor({ timeout: 4500 });
    expect((await entityFields()).length).toBe(2);

    await fields.deleteField("South Pivot West");
    await shell.expectToast("Field deleted successfully");
    expect((await entityFields()).map((f) => f.name)).toEqual(["North 40"]);
  });
});

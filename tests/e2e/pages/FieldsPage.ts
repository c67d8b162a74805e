import type { Locator, Page } from "playwright-core";

export interface NewField {
  name: string;
  acreage: string;
  cropType?: string;
  location?: string;
}

/** The Field Management tab: field cards and their dialogs. */
export class FieldsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByRole("tab", { name: "Field Management" }).click();
    await this.page.getByRole("heading", { name: "Field Management" }).waitFor();
  }

  card(name: string): Locator {
    return this.page.getByTestId("field-card").filter({ has: this.page.getByRole("heading", { name, exact: true }) });
  }

  async addField(field: NewField) {
    await this.page.getByRole("button", { name: "Add New Field" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Add New Field" });
    await dialog.getByLabel("Field Name").fill(field.name);
    await dialog.getByLabel("Acreage").fill(field.acreage);
    if (field.cropType) await dialog.getByLabel("Crop Type").fill(field.cropType);
    if (field.location) await dialog.getByLabel("Location/Block").fill(field.location);
    await dialog.getByRole("button", { name: "Create Field" }).click();
    await dialog.waitFor({ state: "hidden" });
    await this.card(field.name).waitFor();
  }

  async openManagement(name: string) {
    await this.card(name).getByRole("button", { name: "Field Management" }).click();
    return this.page.getByRole("dialog");
  }

  async setApns(name: string, entries: Array<{ apn: string; acreage: string }>, leaseRate?: string) {
    const dialog = await this.openManagement(name);
    await dialog.getByRole("tab", { name: "APN Management" }).click();
    for (const [i, e] of entries.entries()) {
      if (i > 0) await dialog.getByRole("button", { name: "Add APN" }).click();
      const row = dialog.getByTestId("apn-row").nth(i);
      await row.getByLabel("APN", { exact: true }).fill(e.apn);
      await row.getByLabel("Acreage").fill(e.acreage);
    }
    if (leaseRate !== undefined) await dialog.getByLabel("Lease Rate per Acre (optional)").fill(leaseRate);
    await dialog.getByRole("button", { name: "Save APN Information" }).click();
  }

  async deleteField(name: string) {
    const button = this.card(name).getByRole("button", { name: /Delete/ });
    await button.click();
    await this.card(name).getByRole("button", { name: "Confirm Delete" }).click();
    await this.card(name).waitFor({ state: "detached" });
  }
}

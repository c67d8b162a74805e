import type { Page } from "playwright-core";

/** The landlords, leases, payments and statement screens. */
export class LeasesPages {
  constructor(readonly page: Page) {}

  /** Picks an option of a react-admin AutocompleteInput or SelectInput by the text shown. */
  async choose(label: string, option: string, nth = 0) {
    const input = this.page.getByLabel(label, { exact: false }).nth(nth);
    await input.click();
    const tag = await input.evaluate((el) => el.tagName);
    if (tag === "INPUT") await input.fill(option.slice(0, 4));
    await this.page.getByRole("option", { name: option }).click();
  }

  async createLandlord(values: { name: string; mailingAddress: string; taxId: string }) {
    await this.page.goto("/landlords/create");
    await this.page.getByLabel("Name").fill(values.name);
    await this.page.getByLabel("Mailing address").fill(values.mailingAddress);
    await this.page.getByLabel("Tax ID (SSN or EIN)").fill(values.taxId);
    await this.page.getByRole("button", { name: "Save" }).click();
    await this.page.getByRole("cell", { name: values.name }).waitFor();
  }

  async save() {
    await this.page.getByRole("button", { name: "Save" }).click();
  }
}

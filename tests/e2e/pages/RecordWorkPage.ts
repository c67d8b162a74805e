import type { Locator, Page } from "playwright-core";

export interface CrewEntry {
  field?: string;
  category?: string;
  date?: string;
  useEntireField?: boolean;
  acresCovered?: string;
  equipment?: string;
  notes?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** /record: a crew account's Record work form and My recent entries. */
export class RecordWorkPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { name: "Record work", level: 1 });
  }

  async open() {
    await this.page.goto("/record");
    await this.heading().waitFor();
  }

  private async choose(label: string, option: string | RegExp) {
    await this.page.getByRole("combobox", { name: label }).click();
    await this.page.getByRole("listbox").getByRole("option", { name: option, exact: typeof option === "string" }).click();
  }

  async fill(e: CrewEntry) {
    // Field options read "North 40 (40 ac)".
    if (e.field) await this.choose("Field", new RegExp(`^${escapeRegExp(e.field)} \\(`));
    if (e.category) await this.choose("Category", e.category);
    if (e.date) await this.page.getByLabel("Date").fill(e.date);
    if (e.useEntireField !== undefined) {
      const toggle = this.page.getByLabel("Use entire field");
      if ((await toggle.isChecked()) !== e.useEntireField) await toggle.click();
    }
    if (e.acresCovered !== undefined) await this.acres().fill(e.acresCovered);
    if (e.equipment !== undefined) await this.page.getByLabel("Equipment description").fill(e.equipment);
    if (e.notes !== undefined) await this.page.getByLabel("Notes").fill(e.notes);
  }

  acres(): Locator {
    return this.page.getByLabel("Acres covered");
  }

  saveButton(): Locator {
    return this.page.getByRole("button", { name: /^(Save entry|Save changes)$/ });
  }

  entries(): Locator {
    return this.page.getByTestId("crew-entry");
  }

  entry(text: string): Locator {
    return this.entries().filter({ hasText: text });
  }
}

import type { Locator, Page } from "playwright-core";

export interface TaskInput {
  name?: string;
  field?: string;
  category?: string;
  date?: string;
  acresCovered?: string;
  useEntireField?: boolean;
  costPerAcre?: string;
  fertilizer?: string;
  fertilizerAmount?: string;
  irrigationType?: "Drip" | "Flood" | "Sprinklers";
  irrigationHours?: string;
  equipment?: { rate: string; description: string };
  yield?: { amount: string; unit?: string; valuePerUnit: string };
  notes?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An option whose text starts with `text` (options add acreage or type after the name). */
const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** The Add New Task / Edit Task / Copy Task to New Field dialog. */
export class TaskDialog {
  readonly root: Locator;
  constructor(readonly page: Page, title: string) {
    this.root = page.getByRole("dialog", { name: title });
  }

  private async choose(label: RegExp, option: string | RegExp) {
    await this.root.getByRole("combobox", { name: label }).click();
    await this.page.getByRole("listbox").getByRole("option", { name: option, exact: typeof option === "string" }).click();
  }

  async switchOn(label: string, on: boolean) {
    const toggle = this.root.getByRole("switch", { name: label }).or(this.root.getByLabel(label));
    if ((await toggle.first().isChecked()) !== on) await toggle.first().click();
  }

  async fill(t: TaskInput) {
    if (t.name !== undefined) await this.root.getByLabel("Task Name *").fill(t.name);
    if (t.field) await this.choose(/^Field \*/, new RegExp(`^${escapeRegExp(t.field)} \\(`));
    if (t.category) await this.choose(/^Category \*/, t.category);
    if (t.date) await this.root.getByLabel("Date").fill(t.date);
    if (t.useEntireField !== undefined) await this.switchOn("Use entire field", t.useEntireField);
    if (t.acresCovered !== undefined) await this.root.getByLabel("Acres Covered *").fill(t.acresCovered);
    if (t.costPerAcre !== undefined) await this.root.getByLabel("Cost per Acre *").fill(t.costPerAcre);
    if (t.fertilizer) await this.choose(/^Fertilizer/, startingWith(t.fertilizer));
    if (t.fertilizerAmount) await this.root.getByLabel(/(Gallons|Pounds) per Acre/).fill(t.fertilizerAmount);
    if (t.irrigationType) await this.choose(/^Irrigation Type/, startingWith(t.irrigationType));
    if (t.irrigationHours) await this.root.getByLabel("Irrigation Hours").fill(t.irrigationHours);
    if (t.equipment) {
      await this.switchOn("Equipment rental", true);
      await this.root.getByLabel("Rate per Acre").fill(t.equipment.rate);
      await this.root.getByLabel("Equipment Description").fill(t.equipment.description);
    }
    if (t.yield) {
      await this.switchOn("Yield tracking", true);
      await this.root.getByLabel("Yield per Acre").fill(t.yield.amount);
      if (t.yield.unit) await this.choose(/^Unit/, t.yield.unit);
      await this.root.getByLabel("Value per Unit").fill(t.yield.valuePerUnit);
    }
    if (t.notes) await this.root.getByLabel("Notes").fill(t.notes);
  }

  /** The text a select shows; "" when nothing is chosen (MUI renders a zero-width space then). */
  async selected(label: RegExp): Promise<string> {
    const text = (await this.root.getByRole("combobox", { name: label }).textContent()) ?? "";
    return text.replace(/\u200b/g, "").trim();
  }

  preview(testId: string) {
    return this.root.getByTestId(testId);
  }

  async submit(label: string) {
    await this.root.getByRole("button", { name: label }).click();
  }
}

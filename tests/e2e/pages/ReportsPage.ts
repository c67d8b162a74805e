import type { Page } from "playwright-core";

/** Reports & Analytics and the report screens outside it. */
export class ReportsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto("/reports");
    await this.page.getByRole("heading", { name: "Reports & Analytics" }).waitFor();
  }

  async tab(name: string) {
    await this.page.getByRole("tab", { name, exact: true }).click();
  }

  /** The text of a cell or card, once it is on screen. */
  async text(testId: string) {
    const el = this.page.getByTestId(testId).first();
    await el.waitFor();
    return (await el.textContent())?.trim() ?? "";
  }

  /** The JSON a report endpoint answers, through the signed-in browser session. */
  async json<T>(path: string): Promise<T> {
    const res = await this.page.request.get(path);
    if (!res.ok()) throw new Error(`${res.status()} ${path}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** The href of a link button (Export PDF, Export CSV). */
  async href(name: string) {
    return (await this.page.getByRole("link", { name, exact: true }).first().getAttribute("href"))!;
  }

  async choose(label: string, option: string) {
    await this.page.getByRole("combobox", { name: label }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }
}

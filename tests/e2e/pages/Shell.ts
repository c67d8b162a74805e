import type { Page } from "playwright-core";

/** The sidebar (entity selector, tabs) and top bar every signed-in screen shares. */
export class Shell {
  constructor(readonly page: Page) {}

  toast() {
    return this.page.getByTestId("toast");
  }

  /** Waits for a toast containing the text, then dismisses nothing: react-admin shows one at a time. */
  async expectToast(text: string) {
    await this.page.getByTestId("toast").filter({ hasText: text }).waitFor();
  }

  entityName() {
    return this.page.getByTestId("entity-name");
  }

  async openEntityDropdown() {
    if (!(await this.page.getByTestId("entity-dropdown").isVisible())) {
      await this.page.getByRole("button", { name: "Select farm entity" }).click();
    }
    return this.page.getByTestId("entity-dropdown");
  }

  async closeEntityDropdown() {
    if (await this.page.getByTestId("entity-dropdown").isVisible()) {
      await this.page.getByRole("button", { name: "Select farm entity" }).click();
    }
    await this.page.getByTestId("entity-dropdown").waitFor({ state: "detached" });
  }

  async addEntity(name: string) {
    const dropdown = await this.openEntityDropdown();
    const input = dropdown.getByLabel("Farm entity name");
    if (!(await input.isVisible())) await dropdown.getByRole("button", { name: "Add farm entity" }).click();
    await input.fill(name);
    await dropdown.getByRole("button", { name: "Create" }).click();
    await this.expectToast("Farm entity created successfully");
    await this.page.getByTestId("entity-name").filter({ hasText: name }).waitFor();
  }

  async selectEntity(name: string) {
    const dropdown = await this.openEntityDropdown();
    await dropdown.getByTestId("entity-row").filter({ hasText: name }).click();
    await this.page.getByTestId("entity-name").filter({ hasText: name }).waitFor();
  }

  async tab(label: "Dashboard" | "Field Management" | "Task & Costs" | "Reports" | "Ranch Maps" | "Settings") {
    await this.page.getByRole("tab", { name: label }).click();
  }

  async cropYear(year: number) {
    await this.page.getByRole("combobox", { name: "Crop Year" }).first().click();
    await this.page.getByRole("option", { name: String(year), exact: true }).click();
  }

  async openUserMenu(username: string) {
    await this.page.getByRole("button", { name: username }).click();
    return this.page.getByRole("menu");
  }

  async signOut(username: string) {
    const menu = await this.openUserMenu(username);
    await menu.getByRole("menuitem", { name: "Sign Out" }).click();
    await this.page.getByText("Secure farm management system").waitFor();
  }
}

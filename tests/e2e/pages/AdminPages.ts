import type { Locator, Page } from "playwright-core";

/** /admin, /admin/recovery and /admin/backup. */
export class AdminPages {
  constructor(private readonly page: Page) {}

  async openApprovals() {
    await this.page.goto("/admin");
    await this.page.getByRole("heading", { name: "User Management" }).waitFor();
  }

  pendingRow(username: string) {
    return this.page.getByTestId("pending-user").filter({ hasText: username });
  }

  /**
   * Approve opens a dialog with the role and the entities granted: "All entities, present and future" unless
   * `entities` names some (nothing is chosen at first, and Approve waits for a choice).
   */
  async approve(username: string, role: "Read only" | "Admin" | "Editor" | "Crew" = "Read only", entities: string[] | "all" = "all") {
    await this.pendingRow(username).getByRole("button", { name: "Approve" }).click();
    const dialog = this.page.getByRole("dialog", { name: `Approve ${username}` });
    if (role !== "Read only") {
      await dialog.getByRole("combobox", { name: `Role for ${username}` }).click();
      await this.page.getByRole("option", { name: role, exact: true }).click();
    }
    if (role !== "Admin") await this.pickGrants(dialog, entities);
    await dialog.getByRole("button", { name: "Approve" }).click();
    await dialog.waitFor({ state: "detached" });
  }

  /** In an open grant control: "All entities, present and future", or "Only these entities:" ticking exactly `names`. */
  async pickGrants(scope: Locator, names: string[] | "all") {
    if (names === "all") {
      await scope.getByRole("radio", { name: "All entities, present and future" }).check();
      return;
    }
    await scope.getByRole("radio", { name: "Only these entities:" }).check();
    const boxes = scope.getByRole("group", { name: "Only these entities:" }).getByRole("checkbox");
    for (let i = 0; i < (await boxes.count()); i++) {
      const box = boxes.nth(i);
      const name = ((await box.locator("xpath=ancestor::label").textContent()) ?? "").trim();
      await box.setChecked(names.includes(name));
    }
  }

  /** Opens an account's entity grants in the users table, sets them as `pickGrants` does, then closes (saving). */
  async chooseEntities(select: Locator, names: string[] | "all") {
    // The open control hides the page behind it from the accessibility tree: take the name first.
    const name = (await select.getAttribute("aria-label")) ?? "";
    await select.click();
    const popup = this.page.getByRole("dialog", { name });
    await this.pickGrants(popup, names);
    await this.page.keyboard.press("Escape");
    await popup.waitFor({ state: "detached" });
  }

  userRow(username: string) {
    return this.page.getByTestId("user-row").filter({ has: this.page.getByRole("cell", { name: username, exact: true }) });
  }

  async openRecovery() {
    await this.page.goto("/admin/recovery");
    await this.page.getByRole("heading", { name: "Data Recovery" }).waitFor();
  }

  async recoveryTab(name: "Fields" | "Tasks" | RegExp) {
    await this.page.getByRole("tab", { name }).click();
  }

  async chooseEntity(name: string) {
    await this.page.getByRole("combobox", { name: "Farm Entity" }).click();
    await this.page.getByRole("option", { name }).click();
  }

  deletedRow(name: string) {
    return this.page.getByTestId("deleted-row").filter({ hasText: name });
  }

  async openBackup() {
    await this.page.goto("/admin/backup");
    await this.page.getByRole("heading", { name: "Backup Management" }).waitFor();
  }
}

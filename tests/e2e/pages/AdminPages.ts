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

  /** Approve opens a dialog with the role and the entities granted (every entity unless `entities` names some). */
  async approve(username: string, role: "Read only" | "Admin" | "Editor" | "Crew" = "Read only", entities?: string[]) {
    await this.pendingRow(username).getByRole("button", { name: "Approve" }).click();
    const dialog = this.page.getByRole("dialog", { name: `Approve ${username}` });
    if (role !== "Read only") {
      await dialog.getByRole("combobox", { name: `Role for ${username}` }).click();
      await this.page.getByRole("option", { name: role, exact: true }).click();
    }
    if (entities) await this.chooseEntities(dialog.getByRole("combobox", { name: `Farm entities for ${username}` }), entities);
    await dialog.getByRole("button", { name: "Approve" }).click();
    await dialog.waitFor({ state: "detached" });
  }

  /** Ticks exactly the named entities in an entity-grants multi-select, then closes it. */
  async chooseEntities(select: Locator, names: string[]) {
    await select.click();
    const options = this.page.getByRole("listbox").getByRole("option");
    for (let i = 0; i < (await options.count()); i++) {
      const option = options.nth(i);
      const wanted = names.includes(((await option.textContent()) ?? "").trim());
      if ((await option.getAttribute("aria-selected")) !== String(wanted)) await option.click();
    }
    await this.page.keyboard.press("Escape");
    await this.page.getByRole("listbox").waitFor({ state: "detached" });
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

  backupPath() {
    return this.page.getByLabel("Backup Path");
  }
}

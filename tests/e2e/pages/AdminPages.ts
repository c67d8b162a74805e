import type { Page } from "playwright-core";

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

  async approve(username: string, role: "Read only" | "Admin" = "Read only") {
    const row = this.pendingRow(username);
    if (role !== "Read only") {
      await row.getByLabel(`Role for ${username}`).click();
      await this.page.getByRole("option", { name: role }).click();
    }
    await row.getByRole("button", { name: "Approve" }).click();
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

import type { Page } from "playwright-core";

/** /admin/backup: the guide, the drives, the folder with its checkbox, the backup and the archives. */
export class BackupPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto("/admin/backup");
    await this.page.getByRole("heading", { name: "Backup Management" }).waitFor();
  }

  folder() {
    return this.page.getByLabel("Backup folder");
  }

  allowSystemDisk() {
    return this.page.getByRole("checkbox", { name: "Allow a folder on the server's own disk" });
  }

  createButton() {
    return this.page.getByRole("button", { name: "Create backup" });
  }

  testButton() {
    return this.page.getByRole("button", { name: "Test folder" });
  }

  drive(label: string) {
    return this.page.getByTestId("backup-drives").getByRole("button", { name: new RegExp(label) });
  }

  archives() {
    return this.page.getByTestId("backup-archive");
  }

  /** The text shown beside the buttons when they are disabled. */
  whyDisabled() {
    return this.page.getByTestId("backup-why-disabled");
  }
}

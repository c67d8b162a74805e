import type { Locator, Page } from "playwright-core";
import { TaskDialog } from "./TaskDialog";

/** The Task & Costs tab: category tiles, filters and the Recent Tasks table. */
export class TasksPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByRole("tab", { name: "Task & Costs" }).click();
    await this.page.getByRole("heading", { name: "Task & Costs" }).waitFor();
  }

  async openAdd(): Promise<TaskDialog> {
    await this.page.getByRole("button", { name: "Add New Task" }).click();
    return new TaskDialog(this.page, "Add New Task");
  }

  row(taskName: string): Locator {
    return this.page.getByTestId("task-row").filter({ hasText: taskName });
  }

  rows(): Locator {
    return this.page.getByTestId("task-row");
  }

  tileCount(category: string): Locator {
    return this.page.getByTestId(`tile-${category}`).getByTestId("tile-count");
  }

  async search(text: string) {
    await this.page.getByLabel("Search tasks").fill(text);
  }

  async filterCategory(name: string) {
    await this.page.getByRole("combobox", { name: /^Category/ }).click();
    await this.page.getByRole("listbox").getByRole("option", { name, exact: true }).click();
  }

  async filterField(name: string) {
    await this.page.getByRole("combobox", { name: /^Field/ }).click();
    await this.page.getByRole("listbox").getByRole("option", { name, exact: true }).click();
  }

  banner(): Locator {
    return this.page.getByTestId("filters-banner");
  }

  async clearFilters() {
    await this.banner().getByRole("button", { name: "Clear all filters" }).click();
  }

  async openEdit(taskName: string): Promise<TaskDialog> {
    await this.row(taskName).getByRole("button", { name: "Edit" }).click();
    return new TaskDialog(this.page, "Edit Task");
  }

  async openCopy(taskName: string): Promise<TaskDialog> {
    await this.row(taskName).first().getByRole("button", { name: "Copy" }).click();
    return new TaskDialog(this.page, "Copy Task to New Field");
  }

  /** Deletes through the browser confirm, answering yes; returns the confirm's text. */
  async deleteTask(taskName: string): Promise<string> {
    let asked = "";
    this.page.once("dialog", (d) => {
      asked = d.message();
      void d.accept();
    });
    await this.row(taskName).first().getByRole("button", { name: "Delete" }).click();
    await this.page.getByTestId("toast").filter({ hasText: "Task deleted successfully" }).waitFor();
    return asked;
  }
}

import type { Locator, Page } from "playwright-core";

/** The dashboard tab: four summary cards, recent activity, quick actions, charts. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByRole("tab", { name: "Dashboard" }).click();
    await this.page.getByRole("heading", { name: "Dashboard" }).waitFor();
  }

  stat(title: "Total Fields" | "Monthly Cost" | "Cost per Acre" | "Active Tasks"): Locator {
    return this.page.getByTestId(`stat-${title}`);
  }

  card(title: string): Locator {
    return this.page.getByTestId("stat-card").filter({ hasText: title });
  }

  activityRows(): Locator {
    return this.page.getByTestId("activity-row");
  }
}

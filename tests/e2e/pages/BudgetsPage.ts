import type { Page } from "playwright-core";
import { ReportsPage } from "./ReportsPage";

/** The Budgets tab of Reports & Analytics: budgets, budget vs actual and the what-if grid. */
export class BudgetsPage extends ReportsPage {
  constructor(private readonly p: Page) {
    super(p);
  }

  async openTab() {
    await this.open();
    await this.tab("Budgets");
    await this.p.getByRole("heading", { name: /^Budgets \d{4}$/ }).or(this.p.getByText(/^Budgets \d{4}$/)).first().waitFor();
  }

  /** Starts a budget for a field or crop from last year's actuals. */
  async buildFromLastYear(target: string) {
    await this.choose("Budget for", target);
    await this.p.getByRole("button", { name: "Build from last year's actuals" }).click();
    await this.card(target).waitFor();
  }

  card(title: string) {
    return this.p.locator(`[data-testid="budget-card"][data-budget="${title}"]`);
  }

  /** Types a new $/acre into one category line of a budget and saves it. */
  async editLine(budget: string, category: string, amount: string) {
    const card = this.card(budget);
    await card.getByLabel(`${category} $/acre`).fill(amount);
    await card.getByRole("button", { name: "Save budget" }).click();
  }

  /** Types the expected yield, unit and price of a budget and saves it. */
  async expect(budget: string, yieldPerAcre: string, unit: string, price: string) {
    const card = this.card(budget);
    await card.getByLabel("Yield/acre", { exact: true }).fill(yieldPerAcre);
    await card.getByLabel("Unit", { exact: true }).fill(unit);
    await card.getByLabel("Price/unit", { exact: true }).fill(price);
    await card.getByRole("button", { name: "Save budget" }).click();
  }

  /** One basis row ("actual" or "budget") of a field's or crop's cost of production ("crop:Alfalfa" for a crop). */
  production(row: string, basis: "actual" | "budget") {
    return this.p.locator(`[data-testid="cop-basis"][data-row="${row}"][data-basis="${basis}"]`);
  }

  /** The cost-of-production cells of one basis row, as shown. */
  async productionCells(row: string, basis: "actual" | "budget") {
    const r = this.production(row, basis);
    const text = async (id: string) => (await r.getByTestId(id).textContent())?.trim() ?? "";
    return { costPerUnit: await text("cop-costPerUnit"), breakEvenPrice: await text("cop-breakEvenPrice"), breakEvenYield: await text("cop-breakEvenYield") };
  }
}

import type { Page } from "playwright-core";

/** The sign-in / register screen. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto("/login");
    await this.page.getByText("Secure farm management system").waitFor();
  }

  async signIn(username: string, password: string) {
    await this.page.getByRole("tab", { name: "Sign In" }).click();
    await this.page.getByLabel("Username").fill(username);
    await this.page.getByLabel("Password").fill(password);
    await this.page.getByRole("button", { name: "Sign In", exact: true }).click();
  }

  async register(username: string, password: string, displayName?: string) {
    await this.page.getByRole("tab", { name: "Register" }).click();
    await this.page.getByLabel("Username").fill(username);
    await this.page.getByLabel("Password").fill(password);
    if (displayName) await this.page.getByLabel("Display Name (optional)").fill(displayName);
    await this.page.getByRole("button", { name: "Create Account" }).click();
  }

  /** The text of the toast on screen (title and description). */
  toast() {
    return this.page.getByTestId("toast");
  }
}

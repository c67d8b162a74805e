import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { LoginPage } from "./pages/LoginPage";
import { Shell } from "./pages/Shell";
import { ADMIN, ok, registerAdmin } from "./support/api";
import { screenshot } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";

interface UserJson {
  username: string;
  displayName: string | null;
  role: string;
}

describe("Settings", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let shell: Shell;

  const users = () => ok<UserJson[]>(api.api.users.$get({ query: {} }));

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    await ok(api.api.users.$post({ json: { username: "reader", password: "reader-pass", displayName: "Rita", role: "readonly" } }));
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByText("Welcome to Farm Cost Manager").waitFor();
    shell = new Shell(page);
  });
  afterAll(() => suite?.close());

  test("an admin renames themselves and changes another account's role", async () => {
    await page.goto("/settings");
    await page.getByLabel("Display Name").fill("Ada Admin");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await shell.expectToast("Display name updated successfully");
    expect((await users()).find((u) => u.username === "admin")!.displayName).toBe("Ada Admin");

    const row = page.getByTestId("user-row").filter({ hasText: "reader" });
    await row.getByRole("combobox", { name: "Role of reader" }).click();
    await page.getByRole("option", { name: "Admin" }).click();
    await shell.expectToast("reader is now an admin");
    expect((await users()).find((u) => u.username === "reader")!.role).toBe("admin");
    await screenshot(page, "60-settings-admin");
    await row.getByRole("combobox", { name: "Role of reader" }).click();
    await page.getByRole("option", { name: "Read only" }).click();
    await shell.expectToast("reader is now read only");
    expect((await users()).find((u) => u.username === "reader")!.role).toBe("readonly");
  });

  test("a readonly user changes their password with the current one, and signs in with the new one", async () => {
    const other = await suite.signedIn("reader", "reader-pass");
    await other.getByText("Welcome to Farm Cost Manager").waitFor();
    await other.goto("/settings");
    await other.getByRole("heading", { name: "Settings" }).waitFor();
    expect(await other.getByTestId("user-row").count()).toBe(0);

    await other.getByLabel("Current Password").fill("wrong-pass");
    await other.getByLabel("New Password", { exact: true }).fill("river-pass-2");
    await other.getByLabel("Confirm New Password").fill("river-pass-2");
    await other.getByRole("button", { name: "Change Password" }).click();
    await other.getByTestId("toast").filter({ hasText: "Current password is incorrect" }).waitFor();

    await other.getByLabel("Current Password").fill("reader-pass");
    await other.getByRole("button", { name: "Change Password" }).click();
    await other.getByTestId("toast").filter({ hasText: "Password changed successfully" }).waitFor();
    await screenshot(other, "61-settings-readonly");

    const fresh = await suite.signedIn("reader", "reader-pass");
    await fresh.getByTestId("toast").waitFor();
    expect(await fresh.getByText("Welcome to Farm Cost Manager").count()).toBe(0);
    const retry = new LoginPage(fresh);
    await retry.open();
    await retry.signIn("reader", "river-pass-2");
    await fresh.getByText("Welcome to Farm Cost Manager").waitFor();
  });
});

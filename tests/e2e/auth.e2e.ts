import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { LoginPage } from "./pages/LoginPage";
import { Shell } from "./pages/Shell";
import { screenshot } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";

/**
 * The errors and warnings the app writes to the page's console from now on (a failed sign-out is one). Chromium's own
 * line for the signed-out answer (401) to the one "who is signed in?" read of a page load is the browser's, not the
 * app's: left out.
 */
function consoleNoise(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    const signedOutAnswer = m.text().startsWith("Failed to load resource: the server responded with a status of 401") && m.location().url.endsWith("/api/auth/user");
    if ((m.type() === "error" || m.type() === "warning") && !signedOutAnswer) seen.push(m.text());
  });
  return seen;
}

const PENDING = "Your account is pending approval. You'll be able to log in once an administrator approves your request.";

describe("sign-in and registration", () => {
  let suite: Suite;
  beforeAll(async () => {
    suite = await startSuite();
  });
  afterAll(() => suite?.close());

  test("signed out, every path shows the sign-in screen; the form names missing values", async () => {
    const { page } = await suite.session();
    const noise = consoleNoise(page);
    await page.goto("/fields");
    await page.getByText("Secure farm management system").waitFor();
    // Nobody signed in is signed out quietly: the first load leaves the console empty.
    await page.waitForLoadState("networkidle");
    expect(noise).toEqual([]);
    expect(await page.getByRole("tab", { name: "Sign In" }).isVisible()).toBe(true);
    expect(await page.getByRole("tab", { name: "Register" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Username is required").waitFor();
    await page.getByText("Password is required").waitFor();
    await screenshot(page, "01-sign-in");

    await page.getByRole("tab", { name: "Register" }).click();
    expect(await page.getByLabel("Password").getAttribute("placeholder")).toBe("Minimum 6 characters");
    await page.getByLabel("Username").fill("shorty");
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Password must be at least 6 characters").waitFor();
  });

  test("the first account becomes the admin and is signed in", async () => {
    const { page } = await suite.session();
    const noise = consoleNoise(page);
    const login = new LoginPage(page);
    await login.open();
    await login.register("owner", "owner-pass", "Olive Owner");
    const shell = new Shell(page);
    await shell.expectToast("Account created! Welcome, Olive Owner!");
    await page.getByText("Welcome to Farm Cost Manager").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    // No farm entity yet: the top bar says so and, to an administrator, offers to add one.
    await shell.entityName().filter({ hasText: "No farm entities yet" }).waitFor();
    await page.locator("#top-bar").getByRole("button", { name: "Add farm entity" }).waitFor();
    const menu = await shell.openUserMenu("owner");
    for (const item of ["Equipment Reports", "Stone Equipment Invoice", "Admin Panel", "Export Data", "Sign Out"]) {
      expect(await menu.getByRole("menuitem", { name: item }).isVisible()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await screenshot(page, "02-welcome");

    // Signed in, the sign-in screen sends the visitor on to the dashboard; an unknown path is a 404.
    await page.goto("/login");
    await page.waitForURL("**/dashboard");
    await page.goto("/no-such-page");
    await page.getByText("404 Page Not Found").waitFor();
    await page.getByText("Did you forget to add the page to the router?").waitFor();
    await screenshot(page, "03-not-found");

    await page.goto("/settings");
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    expect(await page.getByTestId("lan-host").textContent()).toBe(new URL(suite.server.url).host);
    await shell.signOut("owner");
    // Signing in and out again left nothing in the console either.
    await page.waitForLoadState("networkidle");
    expect(noise).toEqual([]);
  });

  test("a later registration waits for approval and is not signed in", async () => {
    const { page } = await suite.session();
    const login = new LoginPage(page);
    await login.open();
    await login.register("newhand", "newhand-pass");
    const toast = new Shell(page).toast().filter({ hasText: "Account Created" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(PENDING);
    expect(await page.getByTestId("pending-approval").textContent()).toBe(PENDING);
    await page.goto("/dashboard");
    await page.getByText("Secure farm management system").waitFor();

    // Nor can the account sign in before an administrator approves it.
    await login.signIn("newhand", "newhand-pass");
    await new Shell(page).expectToast("Login Failed");
    await screenshot(page, "04-pending-login");
  });

  test("a wrong password is refused; the right one signs in with a welcome back", async () => {
    const { page } = await suite.session();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn("owner", "wrong-password");
    const shell = new Shell(page);
    await shell.expectToast("Invalid username or password");
    await login.signIn("owner", "owner-pass");
    await shell.expectToast("Welcome back, owner!");
    await page.getByText("Welcome to Farm Cost Manager").waitFor();
  });
});

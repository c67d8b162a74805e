import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { LoginPage } from "./pages/LoginPage";
import { ADMIN, registerAdmin } from "./support/api";
import { startSuite, type Suite } from "./support/suite";

describe("Sign out everywhere", () => {
  let suite: Suite;

  beforeAll(async () => {
    suite = await startSuite();
    await registerAdmin(suite.server.url);
  });
  afterAll(() => suite?.close());

  test("signed in in two browsers, the action in one (after confirming) signs out both", async () => {
    const office = await suite.signedIn(ADMIN.username, ADMIN.password);
    await office.getByText("Welcome to Farm Cost Manager").waitFor();
    const laptop = await suite.signedIn(ADMIN.username, ADMIN.password);
    await laptop.getByText("Welcome to Farm Cost Manager").waitFor();

    await office.goto("/settings");
    await office.getByRole("button", { name: "Sign out everywhere" }).click();
    const dialog = office.getByRole("dialog", { name: "Sign out everywhere?" });
    // Cancel changes nothing: the laptop still works.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await laptop.reload();
    await laptop.getByText("Welcome to Farm Cost Manager").waitFor();

    await office.getByRole("button", { name: "Sign out everywhere" }).click();
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await office.getByText("Secure farm management system").waitFor(); // this browser is on the sign-in screen

    // The other browser still has its cookie, but the server no longer knows the session.
    await laptop.reload();
    await laptop.getByText("Secure farm management system").waitFor();
    expect(await laptop.getByText("Welcome to Farm Cost Manager").count()).toBe(0);
    const status = await laptop.evaluate(async () => (await fetch("/api/auth/user")).status);
    expect(status).toBe(401);

    // The password still signs in.
    const again = new LoginPage(laptop);
    await again.signIn(ADMIN.username, ADMIN.password);
    await laptop.getByText("Welcome to Farm Cost Manager").waitFor();
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Locator, Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { AdminPages } from "./pages/AdminPages";
import { ADMIN, ok, registerAdmin, signedInClient } from "./support/api";
import { screenshot } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const FARMS = ["Walk Test Farm", "Green Valley Farm", "Oak Flat Partnership", "Willow Creek Ranch", "Cedar Bend", "Dry Creek", "Elm Hollow", "Fox Run", "Granite Ridge", "Hidden Spring", "Indian Wells", "Juniper Flat"];

interface UserJson {
  username: string;
  role: string;
  allEntities: boolean;
  entityIds: number[] | null;
}

/** True when the element's box lies wholly inside the viewport. */
async function inViewport(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const vp = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width && box.y + box.height <= vp.height;
}

describe("approving an account grants the entities the admin chooses", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let admin: AdminPages;
  const ids = new Map<string, number>();
  const user = async (username: string) => (await ok<UserJson[]>(api.api.users.$get({ query: {} }))).find((u) => u.username === username)!;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    for (const name of FARMS) ids.set(name, (await ok<{ id: number }>(api.api.entities.$post({ json: { name } }))).id);
    for (const username of ["crew1", "crew2", "crew3"]) await ok(api.api.auth.register.$post({ json: { username, password: `${username}-pass-1` } }));
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.setViewportSize(LAPTOP);
    await page.locator(`main[data-role="admin"]`).waitFor();
    admin = new AdminPages(page);
    await admin.openApprovals();
  });
  afterAll(() => suite?.close());

  test("nothing is ticked at first; one entity clicked grants exactly that entity", async () => {
    await admin.pendingRow("crew1").getByRole("button", { name: "Approve" }).click();
    const dialog = page.getByRole("dialog", { name: "Approve crew1" });
    await dialog.getByRole("combobox", { name: "Role for crew1" }).click();
    await page.getByRole("option", { name: "Crew", exact: true }).click();
    expect(await dialog.getByRole("checkbox", { checked: true }).count()).toBe(0);
    expect(await dialog.getByRole("radio", { checked: true }).count()).toBe(0);
    // Nothing chosen: Approve is disabled and the dialog says why.
    const approve = dialog.getByRole("button", { name: "Approve" });
    expect(await approve.isDisabled()).toBe(true);
    await dialog.getByText("Choose “All entities, present and future” or at least one entity for crew1 before approving.").waitFor();
    await screenshot(page, "approve-01-nothing-chosen-laptop");

    await dialog.getByRole("checkbox", { name: "Walk Test Farm" }).check();
    expect(await dialog.getByRole("radio", { name: "Only these entities:" }).isChecked()).toBe(true);
    expect(await dialog.getByRole("checkbox", { checked: true }).count()).toBe(1);
    await approve.click();
    await dialog.waitFor({ state: "detached" });
    expect(await user("crew1")).toMatchObject({ role: "crew", allEntities: false, entityIds: [ids.get("Walk Test Farm")] });

    // In the users table the same control opens on the account's grants: that one entity, nothing else.
    const grants = admin.userRow("crew1").getByRole("combobox", { name: "Farm entities of crew1" });
    expect(await grants.textContent()).toBe("Walk Test Farm");
    await grants.click();
    const popup = page.getByRole("dialog", { name: "Farm entities of crew1" });
    expect(await popup.getByRole("radio", { name: "Only these entities:" }).isChecked()).toBe(true);
    expect(await popup.getByRole("checkbox", { checked: true }).count()).toBe(1);
    expect(await popup.getByRole("checkbox", { name: "Walk Test Farm" }).isChecked()).toBe(true);
    await popup.getByRole("checkbox", { name: "Walk Test Farm" }).scrollIntoViewIfNeeded();
    await Bun.sleep(300); // the popover's fade-in, for the screenshot
    await screenshot(page, "approve-02-users-table-grants-laptop");
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "detached" });
  });

  test("on a phone Cancel and Approve stay in view beside the list; All entities chosen gives every entity, present and future", async () => {
    await page.setViewportSize(PHONE);
    await admin.pendingRow("crew2").getByRole("button", { name: "Approve" }).click();
    const dialog = page.getByRole("dialog", { name: "Approve crew2" });
    await dialog.getByRole("checkbox", { name: "Juniper Flat" }).waitFor();
    expect(await inViewport(page, dialog.getByRole("button", { name: "Cancel" }))).toBe(true);
    expect(await inViewport(page, dialog.getByRole("button", { name: "Approve" }))).toBe(true);
    await screenshot(page, "approve-03-dialog-phone");

    await dialog.getByRole("radio", { name: "All entities, present and future" }).check();
    await dialog.getByRole("button", { name: "Approve" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await user("crew2")).toMatchObject({ role: "readonly", allEntities: true });
  });

  test("Add user on a phone: the buttons stay in view; the generated password is shown once and signs the account in", async () => {
    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog", { name: "Add user" });
    await dialog.getByRole("textbox", { name: "Username" }).fill("handed1");
    await dialog.getByRole("textbox", { name: "Display Name" }).fill("Handed Over");
    await dialog.getByRole("checkbox", { name: "Juniper Flat" }).waitFor();
    for (const button of ["Cancel", "Create account"]) expect(await inViewport(page, dialog.getByRole("button", { name: button }))).toBe(true);
    // No entity chosen yet: Create account waits.
    expect(await dialog.getByRole("button", { name: "Create account" }).isDisabled()).toBe(true);
    await screenshot(page, "add-user-01-dialog-phone");
    await dialog.getByRole("checkbox", { name: "Green Valley Farm" }).check();
    await dialog.getByRole("button", { name: "Create account" }).click();
    const shown = page.getByRole("dialog", { name: "Account created" });
    const password = (await shown.getByTestId("one-time-password").textContent())!;
    expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
    for (const button of ["Copy password", "Done"]) expect(await inViewport(page, shown.getByRole("button", { name: button }))).toBe(true);
    await screenshot(page, "add-user-02-password-phone");
    await shown.getByRole("button", { name: "Done" }).click();
    await shown.waitFor({ state: "detached" });
    expect(await user("handed1")).toMatchObject({ role: "readonly", allEntities: false, entityIds: [ids.get("Green Valley Farm")] });
    await admin.userRow("handed1").waitFor();
    await signedInClient(suite.server.url, "handed1", password);
  });

  test("Reset password on a phone: asked first; the new one-time password is shown once, signs in, and the forgotten one no longer does", async () => {
    const forgotten = await ok<{ password: string }>(api.api.users.$post({ json: { username: "forgetful", generatePassword: true, role: "readonly", entityIds: [ids.get("Cedar Bend")!] } }));
    await page.reload();
    await admin.userRow("forgetful").getByRole("button", { name: "Reset forgetful's password" }).click();
    const asked = page.getByRole("dialog", { name: "Reset forgetful's password?" });
    await asked.getByText("signed out on every device").waitFor();
    for (const button of ["Cancel", "Reset password"]) expect(await inViewport(page, asked.getByRole("button", { name: button }))).toBe(true);
    await asked.getByRole("button", { name: "Reset password" }).click();
    const shown = page.getByRole("dialog", { name: "New one-time password" });
    const password = (await shown.getByTestId("one-time-password").textContent())!;
    expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
    await shown.getByText("who will choose their own password when they next sign in").waitFor();
    await screenshot(page, "reset-password-phone");
    await shown.getByRole("button", { name: "Done" }).click();
    await shown.waitFor({ state: "detached" });
    expect(await user("forgetful")).toMatchObject({ mustChangePassword: true });
    await signedInClient(suite.server.url, "forgetful", password);
    const old = await fetch(`${suite.server.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "forgetful", password: forgotten.password }) });
    expect(old.status).toBe(401);
  });

  test("an account signing in with its one-time password chooses its own before anything else, then lands on the home screen", async () => {
    const made = await ok<{ password: string }>(api.api.users.$post({ json: { username: "firsttimer", generatePassword: true, role: "readonly", entityIds: [ids.get("Cedar Bend")!] } }));
    const first = await suite.signedIn("firsttimer", made.password);
    await first.setViewportSize(LAPTOP);
    await first.getByRole("heading", { name: "Choose your password" }).waitFor();
    // Nothing else is shown: no menu, no entity, no screen behind it.
    expect(await first.locator("main[data-role]").count()).toBe(0);
    expect(await first.getByText("Cedar Bend").count()).toBe(0);
    await screenshot(first, "first-password-01-choose");
    await first.getByLabel("One-time password").fill(made.password);
    await first.getByLabel("New password", { exact: true }).fill("my-own-secret");
    await first.getByLabel("Confirm new password").fill("not-the-same");
    await first.getByRole("button", { name: "Save and continue" }).click();
    await first.getByText("Passwords do not match").waitFor();
    await first.getByLabel("Confirm new password").fill("my-own-secret");
    await first.getByRole("button", { name: "Save and continue" }).click();
    await first.locator('main[data-screen="dashboard"]').waitFor();
    await first.getByText("Cedar Bend").first().waitFor();
    await screenshot(first, "first-password-02-home");
    // The password chosen is the account's now; the one-time one no longer signs in.
    await signedInClient(suite.server.url, "firsttimer", "my-own-secret");
    const again = await fetch(`${suite.server.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "firsttimer", password: made.password }) });
    expect(again.status).toBe(401);
    await first.context().close();
  });

  test("in Spanish the dialog says the same, its buttons in view on a phone and a laptop", async () => {
    await ok(api.api.account.$put({ json: { locale: "es" } }));
    await page.reload();
    await page.getByRole("heading", { name: "Administración de usuarios" }).waitFor();
    await admin.pendingRow("crew3").getByRole("button", { name: "Aprobar" }).click();
    const dialog = page.getByRole("dialog", { name: "Aprobar a crew3" });
    await dialog.getByRole("radio", { name: "Todas las entidades, actuales y futuras" }).waitFor();
    await dialog.getByText("Elija «Todas las entidades, actuales y futuras» o al menos una entidad para crew3 antes de aprobar.").waitFor();
    for (const button of ["Cancelar", "Aprobar"]) expect(await inViewport(page, dialog.getByRole("button", { name: button }))).toBe(true);
    await screenshot(page, "approve-04-dialog-phone-es");
    await page.setViewportSize(LAPTOP);
    await dialog.getByRole("checkbox", { name: "Walk Test Farm" }).check();
    await screenshot(page, "approve-05-dialog-laptop-es");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await admin.pendingRow("crew3").count()).toBe(1);
  });

  test("in Spanish Add user names a taken username on its field, on a laptop and a phone", async () => {
    await page.getByRole("button", { name: "Agregar usuario" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar usuario" });
    await dialog.getByRole("textbox", { name: "Usuario" }).fill("handed1");
    await dialog.getByRole("radio", { name: "Todas las entidades, actuales y futuras" }).check();
    await dialog.getByRole("radio", { name: "Escribir una contraseña" }).check();
    await dialog.getByRole("textbox", { name: "Contraseña" }).fill("typed-pass-1");
    await dialog.getByRole("button", { name: "Crear cuenta" }).click();
    await dialog.getByText("Este nombre de usuario ya existe: elija otro").waitFor();
    await screenshot(page, "add-user-03-taken-laptop-es");
    await page.setViewportSize(PHONE);
    for (const button of ["Cancelar", "Crear cuenta"]) expect(await inViewport(page, dialog.getByRole("button", { name: button }))).toBe(true);
    await screenshot(page, "add-user-04-taken-phone-es");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await dialog.waitFor({ state: "detached" });
  });
});

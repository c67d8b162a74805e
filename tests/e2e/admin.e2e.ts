import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { AdminPages } from "./pages/AdminPages";
import { LoginPage } from "./pages/LoginPage";
import { Shell } from "./pages/Shell";
import { ADMIN, ok, registerAdmin, seedFarm } from "./support/api";
import { screenshot } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";

describe("admin screens: approvals, recovery, audit (the backup screen: backup.e2e.ts)", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let shell: Shell;
  let admin: AdminPages;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByText("Welcome to Farm Cost Manager").waitFor();
    shell = new Shell(page);
    admin = new AdminPages(page);
  });
  afterAll(async () => {
    await suite?.close();
  });

  test("a pending account approved in /admin can then sign in, as readonly", async () => {
    await ok(api.api.auth.register.$post({ json: { username: "newhand", password: "newhand-pass", displayName: "New Hand" } }));
    await ok(api.api.auth.register.$post({ json: { username: "stranger", password: "stranger-pass" } }));
    await admin.openApprovals();
    await admin.pendingRow("newhand").getByText("New Hand").waitFor();
    for (const link of ["Data Recovery", "Backup Management", "Audit Log"]) await page.getByRole("link", { name: link }).waitFor();
    await screenshot(page, "50-admin-approvals");

    await admin.approve("newhand");
    await shell.expectToast("The user can now access the farm management system");
    await admin.pendingRow("newhand").waitFor({ state: "detached" });
    // Reject asks first: dismissing the question keeps the account waiting.
    page.once("dialog", (d) => void d.dismiss());
    await admin.pendingRow("stranger").getByRole("button", { name: "Reject" }).click();
    await Bun.sleep(300);
    expect(await admin.pendingRow("stranger").count()).toBe(1);
    let asked = "";
    page.once("dialog", (d) => {
      asked = d.message();
      void d.accept();
    });
    await admin.pendingRow("stranger").getByRole("button", { name: "Reject" }).click();
    await shell.expectToast("The user account has been removed");
    expect(asked).toBe("Reject stranger? Their account will be removed.");
    await page.getByText("No users waiting for approval.").waitFor();

    const other = await suite.session();
    const login = new LoginPage(other.page);
    await login.open();
    await login.signIn("newhand", "newhand-pass");
    await other.page.getByText("Welcome to Farm Cost Manager").waitFor();
    // A readonly account is kept out of the admin screens.
    await other.page.goto("/admin/recovery");
    await other.page.getByText("Only administrators can access the recovery system.").waitFor();
    await other.page.goto("/admin/backup");
    await other.page.getByText("Only administrators can access this page.").waitFor();
    expect(await other.page.getByRole("button", { name: "Create backup" }).count()).toBe(0);
    // Nor can it upload or delete maps.
    await other.page.goto("/maps");
    await other.page.getByText("No Maps Uploaded").waitFor();
    expect(await other.page.getByRole("button", { name: /Upload/ }).count()).toBe(0);
    await screenshot(other.page, "51-readonly-recovery-denied");

    // The rejected account is gone: its sign-in fails.
    expect((await api.api.auth.login.$post({ json: { username: "stranger", password: "stranger-pass" } })).status).toBe(401);
  });

  test("a deleted field is recovered in /admin/recovery", async () => {
    const { entity, fields } = await seedFarm(api, [{ name: "North 40", acreage: "40" }, { name: "Creek Side", acreage: "12.5" }]);
    await ok(api.api.fields[":id"].$delete({ param: { id: String(fields[1]!.id) } }));
    await admin.openRecovery();
    await page.getByRole("tab", { name: "Farm Entities (0)" }).waitFor();
    await admin.recoveryTab("Fields");
    await page.getByText("Select a farm entity to see its deleted fields.").waitFor();
    await admin.chooseEntity(entity.name);
    await admin.deletedRow("Creek Side").waitFor();
    await screenshot(page, "52-admin-recovery");
    await admin.deletedRow("Creek Side").getByRole("button", { name: "Recover" }).click();
    await shell.expectToast("Field recovered successfully");
    await page.getByText("No deleted fields.").waitFor();
    const live = await ok<Array<{ name: string }>>(api.api.entities[":entityId"].fields.$get({ param: { entityId: String(entity.id) }, query: {} }));
    expect(live.map((f) => f.name).sort()).toEqual(["Creek Side", "North 40"]);
  });

  test("the audit log says each write in words, newest first, opens it as a before/after table, and filters by person, kind and entity", async () => {
    const other = await ok<{ id: number }>(api.api.entities.$post({ json: { name: "Audit Other Farm", location: "" } }));
    await ok(api.api.fields.$post({ json: { entityId: other.id, name: "Far Acre", acreage: "5" } }));
    const made = await ok<{ id: number }>(api.api.fertilizers.$post({ json: { name: "UAN" } as any }));
    await ok(api.api.fertilizers[":id"].$put({ param: { id: String(made.id) }, json: { name: "UAN-32", nPerGal: "3.2" } as any }));
    // Today's date written out day-first and month-first in the browser's own time zone, without Intl.
    const today = await page.evaluate(() => {
      const d = new Date();
      return { dm: `${d.getDate()}/${d.getMonth() + 1}/${d.getFullYear()}`, md: `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}` };
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/admin/audit");
    await page.getByRole("heading", { name: "Audit Log" }).waitFor();
    const rows = page.locator("tbody tr");
    await rows.first().getByText("Updated the fertilizer “UAN-32”").waitFor();
    expect(await rows.first().textContent()).toContain(today.md);
    expect(await page.locator("tbody").textContent()).not.toMatch(/[{"]|\bupdate\b|journal-exports/);
    await rows.first().click();
    const dialog = page.getByRole("dialog", { name: "Updated the fertilizer “UAN-32”" });
    const table = dialog.getByRole("table");
    expect(await table.getByRole("row", { name: /Name/ }).innerText()).toMatch(/Name\s+UAN\s+UAN-32/);
    await dialog.getByRole("row", { name: /N per gallon/ }).waitFor();
    await screenshot(page, "54-admin-audit-entry-1366");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "54-admin-audit-entry-390");
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.setViewportSize({ width: 1366, height: 768 });

    await ok(api.api.account.$put({ json: { locale: "es" } }));
    try {
      await page.goto("/admin/audit");
      await page.getByRole("heading", { name: "Registro de auditoría" }).waitFor();
      const updated = rows.filter({ hasText: "Actualizó el fertilizante “UAN-32”" });
      await updated.waitFor();
      expect(await updated.textContent()).toContain(today.dm);
      await updated.click();
      await page.getByRole("dialog", { name: "Actualizó el fertilizante “UAN-32”" }).getByRole("columnheader", { name: "Antes" }).waitFor();
      await screenshot(page, "54-admin-audit-entry-1366-es");
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "54-admin-audit-entry-390-es");
      await page.keyboard.press("Escape");
      await screenshot(page, "54-admin-audit-390-es");
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 });
      await ok(api.api.account.$put({ json: { locale: "en" } }));
    }

    await page.goto("/admin/audit");
    await page.getByLabel("Person").fill("newhand");
    await page.getByRole("option", { name: "New Hand (newhand)" }).click();
    await page.waitForFunction(() => {
      const all = [...document.querySelectorAll("tbody tr")];
      return all.length === 2 && all.every((r) => r.textContent?.includes("newhand"));
    });
    await page.getByLabel("Person").fill("");
    await page.waitForFunction(() => document.querySelectorAll("tbody tr").length > 2);
    await page.getByLabel("Kind").click();
    await page.getByRole("option", { name: "Fields", exact: true }).click();
    // The two fields created and the one deleted in the recovery story, and nothing else.
    await page.waitForFunction(() => {
      const all = [...document.querySelectorAll("tbody tr")];
      return all.length >= 4 && all.every((r) => r.textContent?.includes("the field"));
    });
    // Each row names its entity; choosing one keeps only its rows.
    await page.locator("tbody tr", { hasText: "Far Acre" }).getByText("Audit Other Farm").waitFor();
    await page.getByRole("combobox", { name: "Farm entity", exact: true }).click();
    await page.getByRole("option", { name: "Willow Creek Ranch" }).click();
    await page.waitForFunction(() => {
      const all = [...document.querySelectorAll("tbody tr")];
      return all.length >= 3 && all.every((r) => r.textContent?.includes("the field") && r.textContent?.includes("Willow Creek Ranch"));
    });
    await screenshot(page, "54-admin-audit");
  });
});

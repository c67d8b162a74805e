import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { BackupPage } from "./pages/BackupPage";
import { Shell } from "./pages/Shell";
import { ADMIN, ok, registerAdmin, seedFarm } from "./support/api";
import { mountUsbDrive } from "../support/mounts";
import { screenshot } from "./support/browser";
import { cutLabels, englishOn, englishPhrases } from "./support/spanish";
import { startSuite, type Suite } from "./support/suite";

/** Both sizes the screen is looked at: a laptop and a phone. */
async function bothSizes(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenshot(page, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  // Nothing on the screen runs past the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe("the backup screen: a drive, a folder, the archives, verify and restore", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let shell: Shell;
  let screen: BackupPage;
  // A 2 GB ext4 image mounted under /mnt stands for the office's USB drive.
  const usb = mountUsbDrive("FARM-USB");
  const plain = mkdtempSync(join(tmpdir(), "farm-e2e-plain-"));

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByText("Welcome to Farm Cost Manager").waitFor();
    await seedFarm(api, [{ name: "North 40", acreage: "40" }]);
    shell = new Shell(page);
    screen = new BackupPage(page);
  });
  afterAll(async () => {
    await suite?.close();
    usb?.unmount();
    rmSync(plain, { recursive: true, force: true });
  });

  test("with no drive plugged in the screen says what a backup drive is and how to get one listed", async () => {
    // The server as it is before the drive goes in: no drive in its answer.
    await page.route("**/api/backup/drives", (route) => route.fulfill({ json: { drives: [] } }));
    try {
      await noDrive();
    } finally {
      await page.unroute("**/api/backup/drives");
    }
  });

  async function noDrive() {
    await screen.open();
    await page.getByRole("heading", { name: "What is a backup drive?" }).waitFor();
    await page.getByText("Plug the drive into the server").waitFor();
    await page.getByText("Unplug the drive and keep it somewhere else, away from the office").waitFor();
    await page.getByText("No backup drive found. Plug a USB drive into the server, wait a few seconds, then press Refresh.").waitFor();
    // Nothing is filled in for the user, and the disabled buttons say why.
    expect(await screen.folder().inputValue()).toBe("");
    expect(await screen.createButton().isDisabled()).toBe(true);
    expect(await screen.testButton().isDisabled()).toBe(true);
    expect(await screen.whyDisabled().textContent()).toBe("Pick a drive above, or type a folder, first.");
    await page.getByText("Pick a drive or type a folder to see the backups in it.").waitFor();
    await bothSizes(page, "55-backup-no-drive");
  }

  test("an ordinary folder is refused naming the checkbox; allowed with the warning, the backup is made, listed and verified in words", async () => {
    await screen.open();
    await screen.folder().fill(plain);
    await screen.createButton().click();
    const refusal = page.getByTestId("backup-error");
    await refusal.waitFor();
    const text = (await refusal.textContent()) ?? "";
    expect(text).toContain(`${plain} is not on a backup drive`);
    expect(text).toContain("tick “Allow a folder on the server's own disk”");
    expect(text).not.toMatch(/BACKUP_ALLOW_SYSTEM_DISK|farmctl|allowSystemDisk/);
    expect(readdirSync(plain)).toEqual([]);

    await screen.allowSystemDisk().check();
    const warning = page.getByTestId("system-disk-warning");
    expect(await warning.textContent()).toContain("A backup on the server's own disk is lost together with that disk");
    await screen.createButton().click();
    await shell.expectToast("Backup Complete");
    const written = readdirSync(plain);
    expect(written).toHaveLength(1);
    expect(await page.getByTestId("backup-file").textContent()).toBe(written[0]!);
    expect(await page.getByTestId("backup-progress").textContent()).toBe("100%");

    // The archive list of that folder: when it was made in the user's own date format, its size, not encrypted.
    const archive = screen.archives().first();
    await archive.waitFor();
    expect(await screen.archives().count()).toBe(1);
    const made = await page.evaluate(() => {
      const d = new Date();
      return `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`;
    });
    const row = (await archive.textContent()) ?? "";
    expect(row).toContain(made);
    expect(row).toMatch(/Size: \d+(\.\d)? (KB|MB)/);
    expect(row).toContain("Encrypted: No");
    expect(row).not.toMatch(/\d{4}-\d{2}-\d{2}T|farm-backup-/);

    await archive.getByRole("button", { name: "Verify" }).click();
    const outcome = archive.getByTestId("archive-outcome");
    await outcome.waitFor();
    expect(await outcome.textContent()).toMatch(/^This backup, made on .+, is complete and undamaged: all \d+ parts match their checksums\. It holds \d+ records in \d+ tables and 0 stored files\.$/);
    await bothSizes(page, "56-backup-verified");
  });

  test("picking the USB drive fills its FarmBackups folder; the first backup makes it there", async () => {
    await screen.open();
    const label = usb!.path.slice("/mnt/".length);
    await screen.drive(label).click();
    expect(await screen.folder().inputValue()).toBe(join(usb!.path, "FarmBackups"));
    await screen.testButton().click();
    expect(await page.getByTestId("folder-verdict").textContent()).toMatch(/^Ready: the folder will be made on the drive by the first backup \(\d+(\.\d)? (MB|GB) free\)\.$/);
    await screen.createButton().click();
    await shell.expectToast("Backup Complete");
    expect(readdirSync(join(usb!.path, "FarmBackups"))).toHaveLength(1);
    await screen.archives().first().waitFor();
    await bothSizes(page, "57-backup-usb-drive");
  });

  test("in Spanish: the guide, the refusal naming the checkbox, the warning and the check's result, nothing in English or cut", async () => {
    await ok(api.api.account.$put({ json: { locale: "es" } }));
    try {
      await page.goto("/admin/backup");
      await page.getByRole("heading", { name: "¿Qué es un disco de respaldo?" }).waitFor();
      // The list follows the folder a moment after typing stops: the check below is of the plain folder's backup.
      const listed = page.waitForResponse((r) => r.url().includes("/api/backup/archives") && new URL(r.url()).searchParams.get("path") === plain);
      await page.getByLabel("Carpeta de respaldo").fill(plain);
      await page.getByRole("button", { name: "Crear respaldo" }).click();
      const refusal = page.getByTestId("backup-error");
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain("marque «Permitir una carpeta en el disco del propio servidor»");
      await page.getByRole("checkbox", { name: "Permitir una carpeta en el disco del propio servidor" }).check();
      await page.getByTestId("system-disk-warning").waitFor();
      await listed;
      await page.getByText(plain, { exact: true }).waitFor();
      await screen.archives().first().getByRole("button", { name: "Comprobar" }).click();
      const outcome = screen.archives().first().getByTestId("archive-outcome");
      await outcome.waitFor();
      expect(await outcome.textContent()).toMatch(/^Este respaldo, hecho el .+, está completo y sin daños/);
      // Spanish dates are day first.
      const today = await page.evaluate(() => {
        const d = new Date();
        return `${d.getDate()}/${d.getMonth() + 1}/${d.getFullYear()}`;
      });
      expect(await screen.archives().first().textContent()).toContain(today);
      const data = [plain, ...(usb ? [usb.path] : []), ADMIN.username, "Willow Creek Ranch", "Fresno County", "USB"];
      expect(await englishOn(page, englishPhrases(data), data)).toEqual([]);
      for (const size of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
        await page.setViewportSize(size);
        expect(await cutLabels(page)).toEqual([]);
      }
      await bothSizes(page, "59-backup-es");
    } finally {
      await ok(api.api.account.$put({ json: { locale: "en" } }));
    }
  });

  test("restore asks first, names what is replaced, needs the typed word, then brings the backup back", async () => {
    await screen.open();
    await screen.allowSystemDisk().check();
    // The list follows the folder a moment after typing stops: wait for the plain folder's list, not the drive's.
    const listed = page.waitForResponse((r) => r.url().includes("/api/backup/archives") && new URL(r.url()).searchParams.get("path") === plain);
    await screen.folder().fill(plain);
    await listed;
    await page.getByText(plain, { exact: true }).waitFor();
    await screen.archives().first().waitFor();
    // A farm made after the backup: the restore takes the server back to before it.
    await seedFarm(api, [{ name: "Made Later", acreage: "5" }]);
    await screen.archives().first().getByRole("button", { name: "Restore" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Everything now on this server will be replaced by this backup").waitFor();
    const restore = dialog.getByRole("button", { name: "Restore" });
    expect(await restore.isDisabled()).toBe(true);
    await dialog.getByText("Type RESTORE exactly to enable Restore.").waitFor();
    await bothSizes(page, "58-backup-restore-dialog");
    await dialog.getByLabel("Type RESTORE").fill("restore");
    expect(await restore.isDisabled()).toBe(true);
    await dialog.getByLabel("Type RESTORE").fill("RESTORE");
    const answered = page.waitForResponse((r) => r.url().includes("/api/backup/restore"), { timeout: 50_000 });
    await restore.click();
    const answer = await answered;
    console.error(`restore answered ${answer.status()}: ${(await answer.text()).slice(0, 300)}`);
    const outcome = screen.archives().first().getByTestId("archive-outcome");
    await outcome.waitFor({ timeout: 30_000 }).catch(async (error) => {
      await screenshot(page, "58-backup-restore-failed");
      throw error;
    });
    expect(await outcome.textContent()).toMatch(/^Restored: \d+ records and 0 stored files from the backup made on .+$/);
    const entities = await ok<Array<{ name: string }>>(api.api.entities.$get({ query: {} }));
    expect(entities.map((e) => e.name)).not.toContain("Made Later");
    expect(existsSync(plain)).toBe(true);
  });
});

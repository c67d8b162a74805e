import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { RecordWorkPage } from "./pages/RecordWorkPage";
import { LoginPage } from "./pages/LoginPage";
import { ok, registerAdmin, seedFarm, signedInClient } from "./support/api";
import { screenshot } from "./support/browser";
import { startServer, type RunningServer } from "./support/server";

const PHONE = { width: 390, height: 844 };
const CREW = { username: "maria", password: "maria-pass-1" };
/** A second crew member sharing the phone. */
const OTHER = { username: "pedro", password: "pedro-pass-1" };

interface Task {
  id: number;
  fieldName: string | null;
  acresCovered: string;
}

interface KeptEntry {
  key: string;
  method: string;
  path: string;
  body: Record<string, unknown>;
  status: string;
  error?: string;
}

/**
 * A phone's browser whose storage (IndexedDB, the service worker and its cache) lives in `dir` and outlives the
 * browser: Chromium's own profile folder, as a phone keeps it between uses (a fresh context or storageState would
 * not keep IndexedDB).
 */
function phone(dir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    baseURL,
    viewport: PHONE,
  });
}

/** The outbox's entries as kept in this browser's IndexedDB (admin-ui/offline/outbox.ts), read from the page. */
function keptEntries(page: Page): Promise<KeptEntry[]> {
  return page.evaluate(
    () =>
      new Promise<KeptEntry[]>((resolve, reject) => {
        const open = indexedDB.open("farm-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("entries").objectStore("entries").getAll();
          all.onsuccess = () => resolve(all.result as KeptEntry[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

describe("work recorded on a phone without a signal is kept and sent exactly once", () => {
  let server: RunningServer;
  let api: ApiClient;
  let crew: ApiClient;
  let farm: Awaited<ReturnType<typeof seedFarm>>;
  let profile: string;

  beforeAll(async () => {
    server = await startServer();
    api = await registerAdmin(server.url);
    farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
      { name: "Pump House Strip", acreage: "6", cropType: "Alfalfa" },
    ]);
    await ok(api.api.users.$post({ json: { ...CREW, role: "crew", entityIds: [farm.entity.id] } }));
    await ok(api.api.users.$post({ json: { ...OTHER, role: "crew", entityIds: [farm.entity.id] } }));
    crew = await signedInClient(server.url, CREW.username, CREW.password);
    profile = mkdtempSync(join(tmpdir(), "farm-phone-"));
  });
  afterAll(async () => {
    await server?.stop();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  const serverRows = async () => ok<Task[]>(crew.api.tasks.$get({ query: {} }));

  test("opened offline after one visit, three entries kept through a reload and a restart, sent once when back online, once more by hand still three", async () => {
    let context = await phone(profile, server.url);
    try {
      let page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(20_000);

      // The one visit online: signed in, the Record work form with its lists; the worker has cached the app.
      await new LoginPage(page).open();
      await new LoginPage(page).signIn(CREW.username, CREW.password);
      const record = new RecordWorkPage(page);
      await record.heading().waitFor();
      await record.fill({ field: "North 40" });
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${server.url}/sw.js`);

      // No network: the app still opens (the worker's copy), with the lists saved on the phone and their age.
      await context.setOffline(true);
      await page.reload();
      await record.heading().waitFor().catch(async (error) => {
        await screenshot(page, "offline-00-failed-to-open");
        throw error;
      });
      await page.getByTestId("saved-lists-age").filter({ hasText: /^Lists saved/ }).waitFor();
      const entries = [
        ["North 40", "12"],
        ["River Bottom", "30"],
        ["Pump House Strip", "6"],
      ] as const;
      for (const [i, [field, acres]] of entries.entries()) {
        await record.fill({ field, category: "Machine Hire", useEntireField: false, acresCovered: acres });
        await record.saveButton().click();
        if (i === 0) await page.getByTestId("toast").filter({ hasText: "No connection: the entry will be sent when the network is back." }).waitFor();
        const waiting = i === 0 ? "1 entry waiting to send" : `${i + 1} entries waiting to send`;
        await page.getByTestId("outbox-indicator").filter({ hasText: waiting }).waitFor();
        // The form is empty again for the next entry.
        const deadline = Date.now() + 10_000;
        while ((await record.acres().inputValue()) !== "" && Date.now() < deadline) await Bun.sleep(100);
      }
      expect(await page.locator("body").innerText()).not.toContain("$");

      // A reload offline: still three.
      await page.reload();
      await record.heading().waitFor();
      await page.getByTestId("outbox-indicator").filter({ hasText: "3 entries waiting to send" }).waitFor();
      await page.getByTestId("outbox-indicator").click();
      await page.getByTestId("outbox-entry").nth(2).waitFor();
      expect(await page.getByTestId("outbox-entry").count()).toBe(3);
      await screenshot(page, "offline-01-outbox-phone");
      await page.getByRole("button", { name: "Close" }).click();
      const kept = await keptEntries(page);
      expect(kept.map((e) => e.status)).toEqual(["waiting", "waiting", "waiting"]);
      expect(new Set(kept.map((e) => e.key)).size).toBe(3);
      // Nothing reached the server.
      expect(await serverRows()).toHaveLength(0);

      // The browser closed and opened again, still without a signal: the three are there.
      await context.close();
      context = await phone(profile, server.url);
      page = context.pages()[0] ?? (await context.newPage());
      await context.setOffline(true);
      page.setDefaultTimeout(20_000);
      await page.goto("/record");
      await new RecordWorkPage(page).heading().waitFor();
      await page.getByTestId("outbox-indicator").filter({ hasText: "3 entries waiting to send" }).waitFor();

      // The network is back: sent in order, and the outbox is empty once the server has answered each.
      await context.setOffline(false);
      await page.getByTestId("outbox-indicator").waitFor({ state: "detached" });
      const rows = await serverRows();
      expect(rows.map((r) => `${r.fieldName} ${r.acresCovered}`).sort()).toEqual(["North 40 12.00", "Pump House Strip 6.00", "River Bottom 30.00"]);
      expect(await keptEntries(page)).toEqual([]);
      await screenshot(page, "offline-02-sent-phone");

      // The same three sent again with their keys (an answer lost on the way): the server replays, nothing doubles.
      for (const entry of kept) {
        const res = await crew.api.tasks.$post({ json: entry.body as never }, { headers: { "Idempotency-Key": entry.key } });
        expect(res.status).toBe(201);
        expect(res.headers.get("idempotent-replayed")).toBe("true");
      }
      expect(await serverRows()).toHaveLength(3);
    } finally {
      await context.close();
    }
  }, 240_000);

  test("an entry the server refuses (its field deleted by the office meanwhile) stays on the phone with the server's message", async () => {
    const context = await phone(profile, server.url);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(20_000);
      await page.goto("/record");
      const record = new RecordWorkPage(page);
      await record.heading().waitFor();
      await record.fill({ field: "Pump House Strip" });

      await context.setOffline(true);
      await record.fill({ category: "Machine Hire" });
      await record.saveButton().click();
      await page.getByTestId("outbox-indicator").filter({ hasText: "1 entry waiting to send" }).waitFor();
      // Meanwhile the office deletes the field.
      const strip = farm.fields.find((f) => f.name === "Pump House Strip")!;
      await ok(api.api.fields[":id"].$delete({ param: { id: String(strip.id) } }));
      // Its earlier entry goes with it (soft delete): what the server holds before the phone sends.
      const before = (await serverRows()).map((r) => r.id);
      expect(before).toHaveLength(2);

      await context.setOffline(false);
      await page.getByTestId("outbox-indicator").filter({ hasText: "1 entry refused" }).waitFor();
      const [entry] = await keptEntries(page);
      expect(entry?.status).toBe("refused");
      expect(entry?.error).toBeTruthy();
      await page.getByTestId("outbox-indicator").click();
      await page.getByTestId("outbox-error").waitFor();
      // The server's message, naming the field.
      expect(await page.getByTestId("outbox-error").innerText()).toContain("no such field");
      await screenshot(page, "offline-03-refused-phone");
      expect((await serverRows()).map((r) => r.id)).toEqual(before);

      // Removed only when the user confirms it.
      await page.getByTestId("outbox-entry").getByRole("button", { name: "Remove" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Remove" }).last().click();
      await page.getByTestId("outbox-entry").waitFor({ state: "detached" });
      expect(await keptEntries(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  test("on a shared phone an entry is sent as the one who made it: it waits while someone else is signed in, and goes when its maker signs in again", async () => {
    const context = await phone(profile, server.url);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(20_000);
      const login = new LoginPage(page);
      await page.goto("/record");
      const record = new RecordWorkPage(page);
      await record.heading().waitFor();
      await record.fill({ field: "North 40" });

      // Maria records without a signal, then signs out and hands the phone over.
      await context.setOffline(true);
      await record.fill({ category: "Machine Hire", useEntireField: false, acresCovered: "7" });
      await record.saveButton().click();
      await page.getByTestId("outbox-indicator").filter({ hasText: "1 entry waiting to send" }).waitFor();
      await page.getByRole("button", { name: CREW.username }).click();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await page.getByText("Secure farm management system").waitFor();
      // The signal comes back on the sign-in page: nobody is signed in, so nothing is sent.
      await context.setOffline(false);
      await login.signIn(OTHER.username, OTHER.password);
      await record.heading().waitFor();

      // Pedro is signed in: Maria's entry is neither his to see nor sent under his session.
      await page.waitForLoadState("networkidle");
      expect(await page.getByTestId("outbox-indicator").count()).toBe(0);
      expect((await keptEntries(page)).map((e) => [e.status, e.body.acresCovered])).toEqual([["waiting", "7"]]);
      const sevenAcres = async () => (await ok<Array<Task & { recordedBy: { username: string } | null }>>(api.api.tasks.$get({ query: {} }))).filter((t) => t.acresCovered === "7.00");
      expect(await sevenAcres()).toEqual([]);

      // Maria signs in again on the phone: it is sent, recorded as hers.
      await page.getByRole("button", { name: OTHER.username }).click();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await login.signIn(CREW.username, CREW.password);
      await record.heading().waitFor();
      const deadline = Date.now() + 15_000;
      while ((await keptEntries(page)).length > 0 && Date.now() < deadline) await Bun.sleep(200);
      expect(await keptEntries(page)).toEqual([]);
      expect((await sevenAcres()).map((t) => t.recordedBy?.username)).toEqual([CREW.username]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { MapsPage, pdf } from "./pages/MapsPage";
import { Shell } from "./pages/Shell";
import { ADMIN, ok, registerAdmin } from "./support/api";
import { screenshot } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";
import { countOf } from "./support/wait";

interface MapJson {
  id: string;
  fileName: string;
  fileSize: number;
}

describe("Ranch Maps", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let shell: Shell;
  let maps: MapsPage;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByText("Welcome to Farm Cost Manager").waitFor();
    shell = new Shell(page);
    maps = new MapsPage(page);
  });
  afterAll(() => suite?.close());

  test("with no maps the tab offers the first upload", async () => {
    await maps.open();
    await page.getByText("No Maps Uploaded").waitFor();
    await page.getByRole("button", { name: "Upload Your First Map" }).waitFor();
    await screenshot(page, "40-maps-empty");
  });

  test("a non-PDF is refused with a toast and never listed", async () => {
    await maps.openUpload(true);
    await maps.choose([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a map") }]);
    await shell.expectToast("notes.txt is not a PDF. Only PDF maps can be uploaded.");
    expect(await maps.dialog().getByTestId("upload-item").count()).toBe(0);
  });

  test("two PDFs upload with per-file states and show as cards with their sizes", async () => {
    // 2,000 bytes of padding + 16 bytes of header and trailer = 2,016 bytes = 1.96875 KB, shown as 1.97 KB.
    await maps.choose([pdf("north-ranch.pdf", 2000), pdf("river-parcel.pdf")]);
    const items = maps.dialog().getByTestId("upload-item");
    expect(await countOf(items, 2)).toBe(2);
    expect(await items.first().getAttribute("data-state")).toBe("waiting");
    await screenshot(page, "41-maps-upload-dialog");
    await maps.startUpload();
    await shell.expectToast("Map uploaded successfully");
    await maps.dialog().waitFor({ state: "detached" });

    expect(await countOf(maps.cards(), 2)).toBe(2);
    expect(await maps.card("north-ranch.pdf").getByTestId("map-size").textContent()).toBe("1.97 KB");
    expect(await maps.card("river-parcel.pdf").getByTestId("map-size").textContent()).toBe("16 Bytes");
    const stored = await ok<MapJson[]>(api.api.maps.$get({ query: {} }));
    expect(stored.map((m) => [m.fileName, m.fileSize]).sort()).toEqual([["north-ranch.pdf", 2016], ["river-parcel.pdf", 16]]);
    const href = await maps.card("north-ranch.pdf").getByRole("link", { name: "Download" }).getAttribute("href");
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await screenshot(page, "42-maps-cards");
  });

  test("a file the server refuses is counted in the Partial Upload toast", async () => {
    await maps.openUpload();
    // Named .pdf but not a PDF inside: the browser lets it through, the server refuses it at the PUT.
    await maps.choose([pdf("east-block.pdf"), { name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("GIF89a") }]);
    await maps.startUpload();
    await shell.expectToast("Partial Upload");
    await shell.expectToast("1 files failed to upload");
    expect(await maps.dialog().locator('[data-testid="upload-item"][data-state="error"]').count()).toBe(1);
    expect(await maps.dialog().locator('[data-testid="upload-item"][data-state="complete"]').count()).toBe(1);
    // The refusal in the user's words, not the server's.
    expect(await maps.dialog().locator('[data-testid="upload-item"][data-state="error"]').innerText()).toContain("Only PDF files can be uploaded as maps. Choose a PDF file.");
    await maps.dialog().getByRole("button", { name: "Close" }).click();
    expect(await countOf(maps.cards(), 3)).toBe(3);
  });

  test("Delete asks first and removes the map for good", async () => {
    const confirm = new Promise<string>((resolve) =>
      page.once("dialog", (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await maps.card("river-parcel.pdf").getByRole("button", { name: "Delete" }).click();
    expect(await confirm).toBe('Are you sure you want to delete "river-parcel.pdf"?');
    await shell.expectToast("Map deleted successfully");
    expect(await countOf(maps.cards(), 2)).toBe(2);
    const stored = await ok<MapJson[]>(api.api.maps.$get({ query: {} }));
    expect(stored.map((m) => m.fileName).sort()).toEqual(["east-block.pdf", "north-ranch.pdf"]);
  });

  test("a failed file holds no slot, is not resent with later files, and can be retried or removed", async () => {
    await maps.openUpload();
    await maps.choose([{ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("GIF89a") }]);
    await maps.startUpload();
    const failed = maps.dialog().locator('[data-testid="upload-item"][data-state="error"]');
    await failed.waitFor();

    const puts: string[] = [];
    const onRequest = (r: { method(): string; url(): string }) => {
      if (r.method() === "PUT") puts.push(r.url());
    };
    page.on("request", onRequest);
    // Five more PDFs (the most at a time) are all queued beside the failed one.
    await maps.choose([1, 2, 3, 4, 5].map((n) => pdf(`block-${n}.pdf`)));
    const waiting = maps.dialog().locator('[data-testid="upload-item"][data-state="waiting"]');
    expect(await countOf(waiting, 5)).toBe(5);
    expect(await failed.count()).toBe(1);
    // Only the five are sent: five PUTs, five more maps (2 + 5), and the failed one stays listed.
    await maps.dialog().getByRole("button", { name: "Upload 5 files" }).click();
    await shell.expectToast("Map uploaded successfully");
    expect(await countOf(maps.cards(), 7)).toBe(7);
    expect(puts.length).toBe(5);
    page.off("request", onRequest);

    // Retry sends it again (it fails again, alone); Remove takes it off the list.
    await failed.getByRole("button", { name: "Retry fake.pdf" }).click();
    await maps.dialog().getByRole("button", { name: "Upload 1 file" }).click();
    await shell.expectToast("1 files failed to upload");
    await failed.getByRole("button", { name: "Remove fake.pdf" }).click();
    expect(await countOf(maps.dialog().getByTestId("upload-item"), 0)).toBe(0);
    await maps.dialog().getByRole("button", { name: "Close" }).click();
    expect(await countOf(maps.cards(), 7)).toBe(7);
  });
});

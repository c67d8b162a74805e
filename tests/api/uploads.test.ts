import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { uploads, users } from "../../db/schema";
import type { ApiClient } from "../../api/client";
import type { LocalStorage } from "../../api/storage";
import { type TestApp, startTestApp } from "../support/harness";
import { PNG_BYTES, pdfBytes, putTo, streamOf, uploadSlot } from "../support/uploads";

const LIMIT = 52_428_800;

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
}, 30_000);
afterAll(() => t.close());

/** Nothing half-written may stay in the storage folder's scratch space. */
const scratch = () => readdir(join((t.storage as LocalStorage).root, ".tmp"));

describe("POST /api/objects/upload", () => {
  test("an admin gets a one-time URL on this server and the object path to record", async () => {
    const slot = await uploadSlot(admin);
    expect(slot.uploadURL).toMatch(/^http:\/\/farm\.test\/api\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(slot.objectPath).toMatch(/^uploads\/[0-9a-f-]{36}\.pdf$/);
    // The object path gives nothing away about the URL.
    expect(slot.uploadURL).not.toContain(slot.objectPath.slice(8, 44));
    const minutes = (new Date(slot.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  test("a readonly user is refused 403, a signed-out caller 401", async () => {
    expect((await reader.api.objects.upload.$post()).status).toBe(403);
    expect((await t.client().api.objects.upload.$post()).status).toBe(401);
  });
});

describe("PUT to the upload URL", () => {
  test("a PDF is stored byte for byte under the object path", async () => {
    const slot = await uploadSlot(admin);
    const bytes = pdfBytes(10_000, 42);
    const res = await putTo(t.app, slot.uploadURL, bytes);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ objectPath: slot.objectPath, size: 10_000 });
    const stored = await t.storage.get(slot.objectPath);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytes);
  });

  test("the owner's own session may come along; another user's session is refused 403", async () => {
    const slot = await uploadSlot(admin);
    const uploadId = slot.uploadURL.split("/").at(-1)!;
    const other = await reader.api.objects.uploads[":uploadId"].$put({ param: { uploadId } }, { init: { body: pdfBytes() } });
    expect(other.status).toBe(403);
    const own = await admin.api.objects.uploads[":uploadId"].$put({ param: { uploadId } }, { init: { body: pdfBytes() } });
    expect(own.status).toBe(200);
  });

  test("a PNG renamed to .pdf is refused 415 and nothing is stored; the URL still takes the right file", async () => {
    const slot = await uploadSlot(admin);
    const res = await putTo(t.app, slot.uploadURL, PNG_BYTES);
    expect(res.status).toBe(415);
    expect(((await res.json()) as any).message).toContain("Only PDF files");
    expect(await t.storage.exists(slot.objectPath)).toBe(false);
    expect(await scratch()).toEqual([]);
    expect((await putTo(t.app, slot.uploadURL, pdfBytes())).status).toBe(200);
  });

  test("an empty body is not a PDF", async () => {
    const slot = await uploadSlot(admin);
    expect((await putTo(t.app, slot.uploadURL, new Uint8Array(0))).status).toBe(415);
    expect(await t.storage.exists(slot.objectPath)).toBe(false);
  });

  test("exactly 52,428,800 bytes are accepted", async () => {
    const slot = await uploadSlot(admin);
    const res = await putTo(t.app, slot.uploadURL, streamOf(LIMIT, pdfBytes(16)));
    expect(res.status).toBe(200);
    expect(await t.storage.size(slot.objectPath)).toBe(LIMIT);
  });

  test("one byte more is refused 413 while streaming, and nothing is left behind", async () => {
    const slot = await uploadSlot(admin);
    const res = await putTo(t.app, slot.uploadURL, streamOf(LIMIT + 1, pdfBytes(16)));
    expect(res.status).toBe(413);
    expect(await t.storage.exists(slot.objectPath)).toBe(false);
    expect(await scratch()).toEqual([]);
  });

  test("a declared Content-Length past the limit is refused before reading", async () => {
    const slot = await uploadSlot(admin);
    const res = await putTo(t.app, slot.uploadURL, streamOf(1024, pdfBytes(16)), { "content-length": String(LIMIT + 1) });
    expect(res.status).toBe(413);
    expect(await t.storage.exists(slot.objectPath)).toBe(false);
  });

  test("a used URL is refused 410", async () => {
    const slot = await uploadSlot(admin);
    expect((await putTo(t.app, slot.uploadURL, pdfBytes())).status).toBe(200);
    const again = await putTo(t.app, slot.uploadURL, pdfBytes(100, 1));
    expect(again.status).toBe(410);
    expect(((await again.json()) as any).message).toContain("already been used");
    expect((await t.storage.size(slot.objectPath))).toBe(4096);
  });

  test("an expired URL is refused 410", async () => {
    const slot = await uploadSlot(admin);
    const id = slot.uploadURL.split("/").at(-1)!;
    await t.db.update(uploads).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(uploads.id, id));
    const res = await putTo(t.app, slot.uploadURL, pdfBytes());
    expect(res.status).toBe(410);
    expect(((await res.json()) as any).message).toContain("expired");
    expect(await t.storage.exists(slot.objectPath)).toBe(false);
  });

  test("an unknown upload id is 404, a malformed one 400", async () => {
    expect((await putTo(t.app, `http://farm.test/api/objects/uploads/${crypto.randomUUID()}`, pdfBytes())).status).toBe(404);
    const bad = await putTo(t.app, "http://farm.test/api/objects/uploads/not-an-id", pdfBytes());
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).issues[0].path).toBe("uploadId");
  });

  test("over a real socket, a body past the limit is answered 413 and nothing is stored", async () => {
    const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: (req, srv) => t.app.fetch(req, { server: srv }) });
    try {
      const slot = await uploadSlot(admin);
      const url = slot.uploadURL.replace("http://farm.test", `http://127.0.0.1:${server.port}`);
      const res = await fetch(url, { method: "PUT", body: streamOf(LIMIT + 1, pdfBytes(16)) });
      expect(res.status).toBe(413);
      expect(await t.storage.exists(slot.objectPath)).toBe(false);
      expect(await scratch()).toEqual([]);
    } finally {
      server.stop(true);
    }
  }, 30_000);

  test("a URL whose owner has lost the admin role no longer works", async () => {
    const owner = await t.signIn("admin", "soon-demoted");
    const slot = await uploadSlot(owner);
    await t.db.update(users).set({ role: "readonly" }).where(eq(users.username, "soon-demoted"));
    expect((await putTo(t.app, slot.uploadURL, pdfBytes())).status).toBe(403);
  });
});

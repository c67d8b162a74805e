import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import { type ApiClient, createClient } from "../../api/client";
import { MapSchema } from "../../api/schemas/maps.schemas";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";
import { pdfBytes, putTo, uploadMap, uploadSlot } from "../support/uploads";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly", "maps-reader");
}, 30_000);
afterAll(() => t.close());

const param = (id: string) => ({ param: { id } });

describe("POST /api/maps", () => {
  test("records an upload with the size read from storage, not the one sent", async () => {
    const slot = await uploadSlot(admin);
    expect((await putTo(t.app, slot.uploadURL, pdfBytes(12_345))).status).toBe(200);
    const res = await admin.api.maps.$post({ json: { fileName: "  North Ranch.pdf ", filePath: slot.objectPath, fileSize: 1 } });
    expect(res.status).toBe(201);
    const map = MapSchema.parse(await res.json());
    expect(map).toMatchObject({ fileName: "North Ranch.pdf", filePath: slot.objectPath, fileSize: 12_345 });
    expect(map.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  test("a filePath with nothing uploaded behind it is a 400 naming filePath", async () => {
    const slot = await uploadSlot(admin); // a slot, but no PUT
    for (const filePath of [slot.objectPath, "uploads/made-up.pdf", "../../etc/passwd"]) {
      const res = await admin.api.maps.$post({ json: { fileName: "x.pdf", filePath, fileSize: 10 } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).issues[0].path).toBe("filePath");
    }
  });

  test("the same upload cannot be recorded twice (409)", async () => {
    const map = await uploadMap(t.app, admin, "Once.pdf");
    const res = await admin.api.maps.$post({ json: { fileName: "Twice.pdf", filePath: map.filePath } });
    expect(res.status).toBe(409);
  });

  test("a blank file name is a 400 naming fileName", async () => {
    const res = await admin.api.maps.$post({ json: { fileName: "  ", filePath: "uploads/x.pdf" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).issues[0].path).toBe("fileName");
  });

  test("readonly users get 403, signed-out callers 401", async () => {
    const json = { fileName: "x.pdf", filePath: "uploads/x.pdf" };
    expect((await reader.api.maps.$post({ json })).status).toBe(403);
    expect((await t.client().api.maps.$post({ json })).status).toBe(401);
  });
});

describe("GET /api/maps and the file", () => {
  test("any signed-in user lists maps newest first, with Content-Range", async () => {
    const older = await uploadMap(t.app, admin, "Older.pdf");
    const newer = await uploadMap(t.app, admin, "Newer.pdf");
    const res = await reader.api.maps.$get({ query: {} });
    expect(res.status).toBe(200);
    const rows = z.array(MapSchema).parse(await res.json());
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.headers.get("content-range")).toBe(`maps 0-${rows.length - 1}/${rows.length}`);
    const byName = await reader.api.maps.$get({ query: { filter: '{"q":"older"}', sort: '["fileName","ASC"]' } });
    expect(z.array(MapSchema).parse(await byName.json()).map((r) => r.id)).toEqual([older.id]);
    expect((await t.client().api.maps.$get({ query: {} })).status).toBe(401);
  });

  test("a reader downloads the PDF byte for byte under its original name", async () => {
    const bytes = pdfBytes(70_000, 9);
    const map = await uploadMap(t.app, admin, "Carte été #2.pdf", bytes);
    const res = await reader.api.maps[":id"].file.$get(param(map.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Carte _t_ #2.pdf"; filename*=UTF-8''Carte%20%C3%A9t%C3%A9%20%232.pdf`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  test("over real HTTP the download is the file with its length", async () => {
    const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: (req, srv) => t.app.fetch(req, { server: srv }) });
    try {
      const bytes = pdfBytes(1_500_000, 4);
      const map = await uploadMap(t.app, admin, "Wire.pdf", bytes);
      const browser = createClient(`http://127.0.0.1:${server.port}`, { cookies: true });
      await browser.api.auth.login.$post({ json: { username: "maps-reader", password: TEST_PASSWORD } });
      const res = await browser.api.maps[":id"].file.$get(param(map.id));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-length")).toBe("1500000");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    } finally {
      server.stop(true);
    }
  });

  test("a missing map is 404, a malformed id 400", async () => {
    expect((await reader.api.maps[":id"].file.$get(param(crypto.randomUUID()))).status).toBe(404);
    expect((await reader.api.maps[":id"].$get(param(crypto.randomUUID()))).status).toBe(404);
    const bad = await reader.api.maps[":id"].$get(param("42"));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).issues[0].path).toBe("id");
  });
});

describe("DELETE /api/maps/{id}", () => {
  test("removes the record and the file for good, answering the record", async () => {
    const map = await uploadMap(t.app, admin, "Doomed.pdf");
    expect((await reader.api.maps[":id"].$delete(param(map.id))).status).toBe(403);
    const res = await admin.api.maps[":id"].$delete(param(map.id));
    expect(res.status).toBe(200);
    expect(MapSchema.parse(await res.json())).toMatchObject({ id: map.id, fileName: "Doomed.pdf" });
    expect(await t.storage.exists(map.filePath)).toBe(false);
    expect((await reader.api.maps[":id"].$get(param(map.id))).status).toBe(404);
    expect((await reader.api.maps[":id"].file.$get(param(map.id))).status).toBe(404);
    const rows = z.array(MapSchema).parse(await (await reader.api.maps.$get({ query: {} })).json());
    expect(rows.some((r) => r.id === map.id)).toBe(false);
    expect((await admin.api.maps[":id"].$delete(param(map.id))).status).toBe(404);
    // The recorded upload cannot come back as a new map once deleted.
    expect((await admin.api.maps.$post({ json: { fileName: "Back.pdf", filePath: map.filePath } })).status).toBe(400);
  });
});

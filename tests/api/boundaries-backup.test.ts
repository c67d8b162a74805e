import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { rm } from "node:fs/promises";
import { createApp } from "../../api/app";
import { type ApiClient, createClient } from "../../api/client";
import { defaultConfig } from "../../api/config";
import { createBackup } from "../../api/services/backup.service";
import { systemContext } from "../../api/services/context";
import { restoreArchive } from "../../api/services/restore.service";
import { temporaryStorage } from "../../api/storage";
import { ENGINE, TEST_PASSWORD, type TestApp, freshDatabase, startTestApp } from "../support/harness";
import { removeTempFolders, tempFolder } from "../support/archives";

/* A field's boundary travels in a backup and comes back from a restore byte for byte (issue 39, item 6). */
let t: TestApp;
let admin: ApiClient;
const closers: (() => Promise<void>)[] = [];
const OTHER = ENGINE === "pglite" ? "postgres" : "pglite";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin", "boundary-backup-admin");
}, 60_000);
afterAll(async () => {
  for (const close of closers) await close();
  await t.close();
  await removeTempFolders();
}, 30_000);

describe("backup and restore", () => {
  for (const engine of [ENGINE, OTHER] as const) {
    test(`every field's boundary reads the same text after a restore into ${engine}`, async () => {
      const entity = (await (await admin.api.entities.$post({ json: { name: `Backup Map Ranch ${engine}` } })).json()) as { id: number };
      const ids: string[] = [];
      // A polygon with a hole, and a multipolygon of two parts, with coordinates to the 7th decimal.
      const shapes = [
        { type: "Polygon", coordinates: [[[-121.5000001, 38.5], [-121.4912345, 38.5], [-121.4912345, 38.5087654], [-121.5000001, 38.5087654], [-121.5000001, 38.5]], [[-121.498, 38.502], [-121.498, 38.504], [-121.496, 38.504], [-121.496, 38.502], [-121.498, 38.502]]] },
        { type: "MultiPolygon", coordinates: [[[[-120, 37], [-119.998, 37], [-119.998, 37.002], [-120, 37]]], [[[-119.99, 37], [-119.988, 37], [-119.988, 37.002], [-119.99, 37]]]] },
      ];
      for (const [i, geometry] of shapes.entries()) {
        const field = (await (await admin.api.fields.$post({ json: { entityId: entity.id, name: `F${i}`, acreage: "10", cropType: "Corn", location: "" } })).json()) as { id: number };
        expect((await admin.api.fields[":id"].boundary.$put({ param: { id: String(field.id) }, json: { geometry } as never })).status).toBe(200);
        ids.push(String(field.id));
      }
      const read = async (client: ApiClient) => Promise.all(ids.map(async (id) => (await client.api.fields[":id"].boundary.$get({ param: { id } })).text()));
      const before = await read(admin);
      const mapBefore = await (await admin.api.map.$get({ query: { entityId: String(entity.id), year: "2025" } as never })).text();

      const { archivePath } = await createBackup(systemContext(t.db), t.storage, { backupPath: await tempFolder(), config: defaultConfig, allowSystemDisk: true });
      const handle = await freshDatabase(engine);
      const storage = temporaryStorage();
      closers.push(async () => {
        await handle.close();
        await rm(storage.root, { recursive: true, force: true });
      });
      await restoreArchive(systemContext(handle.db), storage, { archivePath });
      const app = createApp({ db: handle.db, storage });
      const restored = createClient("http://farm.test", { fetch: ((i: RequestInfo, init?: RequestInit) => app.fetch(new Request(i, init))) as typeof fetch, cookies: true });
      expect((await restored.api.auth.login.$post({ json: { username: "boundary-backup-admin", password: TEST_PASSWORD } })).status).toBe(200);
      expect(await read(restored)).toEqual(before);
      expect(await (await restored.api.map.$get({ query: { entityId: String(entity.id), year: "2025" } as never })).text()).toBe(mapBefore);
    }, 120_000);
  }
});

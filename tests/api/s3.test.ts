import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "../../api/app";
import { type ApiClient, createClient } from "../../api/client";
import { defaultConfig } from "../../api/config";
import { readEnv } from "../../api/env";
import { createBackup } from "../../api/services/backup.service";
import { restoreArchive } from "../../api/services/restore.service";
import { S3Storage, createStorage } from "../../api/storage";
import { openDatabase } from "../../db/client";
import { type TestApp, TEST_PASSWORD, freshDatabase, startTestApp } from "../support/harness";
import { removeTempFolders, tempFolder, unpack } from "../support/archives";
import { startS3 } from "../support/s3rver";
import { PNG_BYTES, pdfBytes, putTo, uploadMap, uploadSlot } from "../support/uploads";

let s3: Awaited<ReturnType<typeof startS3>>;
let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
const closers: (() => Promise<void>)[] = [];

/** Keys in a bucket, read with a client of its own (not the app's). */
async function keysIn(bucket: string) {
  const keys: string[] = [];
  for await (const o of new S3Storage(s3.settings(bucket)).list()) keys.push(o.key);
  return keys;
}

beforeAll(async () => {
  s3 = await startS3(["farm-files", "farm-restored", "farm-shared"]);
  t = await startTestApp({}, { storage: createStorage({ filesDir: "unused", s3: s3.settings("farm-files") }) });
  admin = await t.signIn("admin", "s3-admin");
  reader = await t.signIn("readonly");
}, 30_000);
afterAll(async () => {
  for (const close of closers) await close();
  await t.close();
  await s3.stop();
  await removeTempFolders();
});

describe("maps in an S3 bucket", () => {
  test("upload, list, download and delete go through the bucket", async () => {
    const bytes = pdfBytes(200_000, 5);
    const map = await uploadMap(t.app, admin, "Bucket.pdf", bytes);
    expect(map.fileSize).toBe(200_000);
    expect(await keysIn("farm-files")).toContain(map.filePath);
    const res = await reader.api.maps[":id"].file.$get({ param: { id: map.id } });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect((await admin.api.maps[":id"].$delete({ param: { id: map.id } })).status).toBe(200);
    expect(await keysIn("farm-files")).not.toContain(map.filePath);
  });

  test("a refused upload leaves nothing in the bucket", async () => {
    const slot = await uploadSlot(admin);
    expect((await putTo(t.app, slot.uploadURL, PNG_BYTES)).status).toBe(415);
    expect(await keysIn("farm-files")).not.toContain(slot.objectPath);
  });

  test("a backup carries the bucket's files and restores them into another bucket", async () => {
    const one = await uploadMap(t.app, admin, "One.pdf", pdfBytes(70_000, 1));
    const two = await uploadMap(t.app, admin, "Two.pdf", pdfBytes(80_000, 2));
    const backup = await createBackup(systemContext(t.db), t.storage, { backupPath: await tempFolder(), config: defaultConfig, allowSystemDisk: true });
    expect(backup.filesCount).toBe(2);
    const { files } = await unpack(backup.archivePath);
    expect(files).toEqual(expect.arrayContaining([`files/${one.filePath}`, `files/${two.filePath}`]));

    const target = await freshDatabase();
    closers.push(() => target.close());
    const restored = new S3Storage(s3.settings("farm-restored"));
    await restoreArchive(systemContext(target.db), restored, { archivePath: backup.archivePath });
    expect((await keysIn("farm-restored")).sort()).toEqual([one.filePath, two.filePath].sort());
    expect(new Uint8Array(await (await restored.get(two.filePath))!.arrayBuffer())).toEqual(pdfBytes(80_000, 2));
  }, 30_000);
});

describe("over real HTTP", () => {
  test("a PUT streams through Bun.serve into the bucket, and the download streams back out", async () => {
    const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: (req, srv) => t.app.fetch(req, { server: srv }) });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const browser = createClient(base, { cookies: true });
      expect((await browser.api.auth.login.$post({ json: { username: "s3-admin", password: TEST_PASSWORD } })).status).toBe(200);
      const slot = await uploadSlot(browser);
      expect(slot.uploadURL.startsWith(`${base}/api/objects/uploads/`)).toBe(true);
      const bytes = pdfBytes(3_000_000, 6);
      const put = await fetch(slot.uploadURL, { method: "PUT", body: bytes, headers: { "content-type": "application/pdf" } });
      expect(put.status).toBe(200);
      const created = await browser.api.maps.$post({ json: { fileName: "Wire.pdf", filePath: slot.objectPath } });
      const map = (await created.json()) as { id: string };
      const res = await browser.api.maps[":id"].file.$get({ param: { id: map.id } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toStartWith('attachment; filename="Wire.pdf"');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    } finally {
      server.stop(true);
    }
  }, 30_000);
});

describe("two API servers sharing one PostgreSQL database and one bucket", () => {
  test("each serves the other's sessions and uploads", async () => {
    const shared = await freshDatabase("postgres");
    closers.push(() => shared.close());
    const second = await openDatabase({ databaseUrl: shared.url!, poolSize: 2 });
    closers.push(() => second.close());
    const appA = createApp({ db: shared.db, storage: new S3Storage(s3.settings("farm-shared")), config: defaultConfig });
    const appB = createApp({ db: second.db, storage: new S3Storage(s3.settings("farm-shared")), config: defaultConfig });
    const via = (app: typeof appA, token?: string) =>
      createClient("http://farm.test", { fetch: ((i: RequestInfo, init?: RequestInit) => app.fetch(new Request(i, init))) as typeof fetch, cookies: true, token });

    const register = await via(appA).api.auth.register.$post({ json: { username: "first-admin", password: TEST_PASSWORD } });
    expect(register.status).toBe(201);
    const login = await appA.fetch(
      new Request("http://farm.test/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "first-admin", password: TEST_PASSWORD }),
      }),
    );
    const token = login.headers.get("set-cookie")!.split(";")[0]!.split("=")[1]!;
    const onA = via(appA, token);
    const onB = via(appB, token);
    expect(((await (await onB.api.auth.user.$get()).json()) as any).user.username).toBe("first-admin");

    // The slot comes from A, the file goes to B, B records it, A serves it.
    const slot = await uploadSlot(onA);
    const bytes = pdfBytes(90_000, 8);
    expect((await putTo(appB, slot.uploadURL, bytes)).status).toBe(200);
    const created = await onB.api.maps.$post({ json: { fileName: "Shared.pdf", filePath: slot.objectPath } });
    expect(created.status).toBe(201);
    const map = (await created.json()) as { id: string };
    const download = await onA.api.maps[":id"].file.$get({ param: { id: map.id } });
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    // A used URL stays used on every server.
    expect((await putTo(appA, slot.uploadURL, bytes)).status).toBe(410);
    expect((await onA.api.maps[":id"].$delete({ param: { id: map.id } })).status).toBe(200);
    expect((await onB.api.maps[":id"].file.$get({ param: { id: map.id } })).status).toBe(404);
    expect(await keysIn("farm-shared")).toEqual([]);
  }, 30_000);
});

describe("storage settings", () => {
  test("a bucket needs its keys; the upload URL lifetime defaults to 15 minutes", () => {
    expect(() => readEnv({ S3_BUCKET: "farm" })).toThrow("S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set");
    const env = readEnv({ S3_BUCKET: "farm", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s", S3_ENDPOINT: "http://minio.lan:9000" });
    expect(createStorage({ filesDir: "unused", s3: { bucket: env.S3_BUCKET!, endpoint: env.S3_ENDPOINT, accessKeyId: "k", secretAccessKey: "s" } }).describe())
      .toEqual({ kind: "s3", bucket: "farm", endpoint: "http://minio.lan:9000", region: "(default)" });
    expect(readEnv({}).UPLOAD_URL_TTL_SECONDS).toBe(900);
    expect(() => readEnv({ UPLOAD_URL_TTL_SECONDS: "5" })).toThrow("UPLOAD_URL_TTL_SECONDS");
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Decrypter } from "age-encryption";
import type { ApiClient } from "../../api/client";
import { BackupResultSchema } from "../../api/schemas/backup.schemas";
import { type TestApp, startTestApp } from "../support/harness";
import { removeTempFolders, tempFolder, unpack } from "../support/archives";

const PASSPHRASE = "barn owl over the north forty";
let source: TestApp;
let admin: ApiClient;
const apps: TestApp[] = [];

beforeAll(async () => {
  source = await startTestApp({ backupAllowSystemDisk: true, backupPassphrase: PASSPHRASE });
  apps.push(source);
  admin = await source.signIn("admin", "crypt-admin");
  await admin.api.entities.$post({ json: { name: "Encrypted Ranch" } });
}, 30_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await removeTempFolders();
});

async function target(config: { backupPassphrase?: string }) {
  const app = await startTestApp({ backupAllowSystemDisk: true, ...config });
  apps.push(app);
  return app.signIn("admin");
}

describe("backups encrypted with BACKUP_PASSPHRASE (age)", () => {
  let archivePath: string;

  test("the archive is an age file named .tar.gz.age, 0600, that only the passphrase opens, without the passphrase inside", async () => {
    const res = await admin.api.backup.create.$post({ json: { backupPath: await tempFolder() } });
    expect(res.status).toBe(200);
    const result = BackupResultSchema.parse(await res.json());
    archivePath = result.archivePath;
    expect(result.databaseFile).toMatch(/^farm-backup-\d{8}-\d{6}\.tar\.gz\.age$/);
    const bytes = new Uint8Array(await readFile(archivePath));
    expect(new TextDecoder().decode(bytes.slice(0, 22))).toBe("age-encryption.org/v1\n");
    expect(bytes[0]).not.toBe(0x1f); // not a gzip stream (which starts 1f 8b)
    expect(((await Bun.file(archivePath).stat()).mode & 0o777)).toBe(0o600);
    // Decrypted by the age library on its own (any age tool can), it is the usual .tar.gz.
    const d = new Decrypter();
    d.addPassphrase(PASSPHRASE);
    const plain = join(await tempFolder(), "plain.tar.gz");
    await Bun.write(plain, await d.decrypt(bytes));
    const { dir, files } = await unpack(plain);
    expect(files).toContain("manifest.json");
    const everything = await Promise.all(files.map((f) => readFile(join(dir, f), "utf8")));
    expect(everything.join("\n")).not.toContain(PASSPHRASE);
    expect(everything.join("\n")).toContain("Encrypted Ranch");
  }, 60_000);

  test("verify and list see it; a server with the passphrase restores it", async () => {
    const verified = await admin.api.backup.verify.$post({ json: { archivePath } });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ encrypted: true, filesCount: 0 });
    const folder = archivePath.slice(0, archivePath.lastIndexOf("/"));
    const listed = (await (await admin.api.backup.archives.$get({ query: { path: folder } })).json()) as { archives: { archivePath: string }[] };
    expect(listed.archives.map((a) => a.archivePath)).toEqual([archivePath]);

    const other = await target({ backupPassphrase: PASSPHRASE });
    const res = await other.api.backup.restore.$post({ json: { archivePath } });
    expect(res.status).toBe(200);
    const back = apps.at(-1)!.client();
    expect((await back.api.auth.login.$post({ json: { username: "crypt-admin", password: "correct-horse" } })).status).toBe(200);
    const names = ((await (await back.api.entities.$get({ query: {} })).json()) as { name: string }[]).map((e) => e.name);
    expect(names).toEqual(["Encrypted Ranch"]);
  }, 60_000);

  test("without the passphrase, or with another one, verify and restore are 400s naming archivePath and change nothing", async () => {
    for (const [config, words] of [
      [{}, "is encrypted; set BACKUP_PASSPHRASE"],
      [{ backupPassphrase: "another long passphrase" }, "cannot be decrypted with the server's BACKUP_PASSPHRASE"],
    ] as const) {
      const other = await target(config);
      for (const res of [
        await other.api.backup.verify.$post({ json: { archivePath } }),
        await other.api.backup.restore.$post({ json: { archivePath } }),
      ]) {
        expect(res.status).toBe(400);
        expect(((await res.json()) as { issues: { path: string; message: string }[] }).issues[0]).toMatchObject({
          path: "archivePath",
          message: expect.stringContaining(words),
        });
      }
      expect((await other.api.entities.$get({ query: {} })).status).toBe(200); // still signed in: nothing restored
    }
  }, 90_000);
});

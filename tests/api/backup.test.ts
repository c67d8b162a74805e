import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ApiClient } from "../../api/client";
import { ManifestSchema } from "../../api/domain/backup-manifest";
import { BackupResultSchema, TestPathResultSchema } from "../../api/schemas/backup.schemas";
import { defaultBackupPath } from "../../api/services/backup-paths.service";
import { countRows, listTables } from "../../api/services/backup-tables.service";
import { createBackup } from "../../api/services/backup.service";
import type { FileStorage } from "../../api/storage";
import { type TestApp, startTestApp } from "../support/harness";
import { removeTempFolders, sha256File, tempFolder, unpack } from "../support/archives";
import { pdfBytes, uploadMap } from "../support/uploads";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
  await admin.api.entities.$post({ json: { name: "Backup Farm", location: "Tulare" } });
  await uploadMap(t.app, admin, "One.pdf", pdfBytes(5000, 1));
  await uploadMap(t.app, admin, "Two.pdf", pdfBytes(6000, 2));
}, 30_000);
afterAll(async () => {
  await t.close();
  await removeTempFolders();
});

const backup = (backupPath: string, client = admin) => client.api.backup.create.$post({ json: { backupPath } });
const testPath = (path: string, client = admin) => client.api.backup["test-path"].$post({ json: { path } });

describe("GET /api/backup/defaults", () => {
  test("names the server's default folder for its platform: a mount path on Linux, never a Windows drive", async () => {
    const res = await admin.api.backup.defaults.$get();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { defaultPath: string };
    expect(body).toEqual({ defaultPath: defaultBackupPath() });
    if (process.platform === "linux") expect(body.defaultPath).toBe("/media/usb-backup/FarmBackups");
    expect(defaultBackupPath("win32")).toBe("E:\\FarmBackups");
  });

  test("is for admins, like the rest of the backup screen", async () => {
    expect((await reader.api.backup.defaults.$get()).status).toBe(403);
    expect((await t.app.fetch(new Request("http://farm.test/api/backup/defaults"))).status).toBe(401);
  });
});

describe("POST /api/backup/test-path", () => {
  test("an existing, writable folder with room is accessible", async () => {
    const folder = await tempFolder();
    const res = await testPath(folder);
    expect(res.status).toBe(200);
    const body = TestPathResultSchema.parse(await res.json());
    expect(body.accessible).toBe(true);
    expect(body.message).toContain(folder);
    expect(await readdir(folder)).toEqual([]); // testing leaves nothing behind
  });

  test("a missing folder or a file answers 200 with accessible false and why", async () => {
    const folder = await tempFolder();
    const missing = TestPathResultSchema.parse(await (await testPath(join(folder, "no-drive"))).json());
    expect(missing).toEqual({ accessible: false, message: expect.stringContaining("does not exist") });
    await writeFile(join(folder, "a-file"), "x");
    const file = TestPathResultSchema.parse(await (await testPath(join(folder, "a-file"))).json());
    expect(file).toEqual({ accessible: false, message: expect.stringContaining("not a folder") });
  });

  test("a relative path (such as the Windows default on Linux) is refused as such, never resolved under the server's folder", async () => {
    const res = await testPath("E:\\FarmBackups");
    expect(res.status).toBe(200);
    const body = TestPathResultSchema.parse(await res.json());
    expect(body.accessible).toBe(false);
    expect(body.message).toBe(`"E:\\FarmBackups" is not a full path; enter a folder such as ${defaultBackupPath()}`);
    expect(body.message).not.toContain(process.cwd());
    const made = await backup("backups");
    expect(made.status).toBe(400);
    const error = (await made.json()) as { issues: Array<{ path: string; message: string }> };
    expect(error.issues[0]).toEqual({ path: "backupPath", message: `"backups" is not a full path; enter a folder such as ${defaultBackupPath()}` });
    expect(JSON.stringify(error)).not.toContain(process.cwd());
  });

  test("the default backup folder is a mount path on Linux and drive E: on Windows", () => {
    expect(defaultBackupPath("linux")).toBe("/media/usb-backup/FarmBackups");
    expect(defaultBackupPath("win32")).toBe("E:\\FarmBackups");
  });

  test("the path is normalised before it is tested", async () => {
    const folder = await tempFolder();
    const body = TestPathResultSchema.parse(await (await testPath(`  ${folder}/./sub/..  `)).json());
    expect(body.accessible).toBe(true);
    expect(body.message).toStartWith(`${folder} `);
  });

  test("only a blank or missing path is a 400", async () => {
    const blank = await testPath("   ");
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as any).issues[0].path).toBe("path");
    expect((await admin.api.backup["test-path"].$post({ json: {} as any })).status).toBe(400);
  });

  test("admins only", async () => {
    expect((await testPath("/tmp", reader)).status).toBe(403);
    expect((await testPath("/tmp", t.client())).status).toBe(401);
  });
});

describe("POST /api/backup/create", () => {
  test("writes exactly one archive with the database, every file, the configuration and a manifest", async () => {
    const folder = await tempFolder();
    const res = await backup(folder);
    expect(res.status).toBe(200);
    const result = BackupResultSchema.parse(await res.json());
    expect(result.databaseFile).toMatch(/^farm-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(result).toMatchObject({ filesCount: 2, location: folder, archivePath: join(folder, result.databaseFile) });
    expect(result.totalSize).toMatch(/^\d+(\.\d)? (B|KB|MB)$/);
    expect(await readdir(folder)).toEqual([result.databaseFile]);

    const { dir, files } = await unpack(result.archivePath);
    const manifest = ManifestSchema.parse(JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")));
    expect(files).toContain("config.json");
    expect(files).toContain("database/audit_log.ndjson");
    expect(files.filter((f) => f.startsWith("files/"))).toHaveLength(2);
    // Every member but the manifest is listed with its size and checksum, and nothing else is.
    expect(Object.keys(manifest.members).sort()).toEqual(files.filter((f) => f !== "manifest.json"));
    for (const [name, m] of Object.entries(manifest.members)) expect(await sha256File(join(dir, name))).toBe(m.sha256);
    // Row counts match the database at the time.
    const entities = manifest.database.tables.find((x) => x.name === "entities")!;
    expect(entities.rows).toBe(1);
    expect(result.tables.ranch_maps).toBe(2);
    const lines = (await readFile(join(dir, "database/entities.ndjson"), "utf8")).trim().split("\n");
    expect(JSON.parse(lines[0]!)).toMatchObject({ name: "Backup Farm", location: "Tulare" });
    // Parents load before children.
    const order = manifest.database.tables.map((x) => x.name);
    expect(order.indexOf("entities")).toBeLessThan(order.indexOf("fields"));
    expect(order.indexOf("fields")).toBeLessThan(order.indexOf("tasks"));
    const config = await readFile(join(dir, "config.json"), "utf8");
    expect(JSON.parse(config).storage.kind).toBe("local");
    expect(config).not.toMatch(/password|secret/i);
  });

  test("the backup is in the audit trail", async () => {
    const folder = await tempFolder();
    const result = BackupResultSchema.parse(await (await backup(folder)).json());
    const res = await admin.api.admin.audit.$get({ query: { filter: '{"action":"backup"}' } });
    const [entry] = (await res.json()) as any[];
    expect(entry).toMatchObject({ resource: "backup", resourceId: result.databaseFile, changes: { backupPath: folder } });
  });

  test("a folder that does not exist is a 400 and nothing is created", async () => {
    const parent = await tempFolder();
    const res = await backup(join(parent, "unplugged-drive"));
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).issues[0].path).toBe("backupPath");
    expect(existsSync(join(parent, "unplugged-drive"))).toBe(false);
    expect(await readdir(parent)).toEqual([]);
  });

  test("two backups in the same second never overwrite each other", async () => {
    const folder = await tempFolder();
    const now = new Date("2025-03-01T10:15:00Z");
    const a = await createBackup(t.db, t.storage, { backupPath: folder, config: {} as any, now });
    const b = await createBackup(t.db, t.storage, { backupPath: folder, config: {} as any, now });
    expect(a.databaseFile).toBe("farm-backup-20250301-101500.tar.gz");
    expect(b.databaseFile).toBe("farm-backup-20250301-101500-2.tar.gz");
    expect((await readdir(folder)).sort()).toEqual([a.databaseFile, b.databaseFile].sort());
  });

  test("a failure part-way leaves nothing in the folder", async () => {
    const folder = await tempFolder();
    // A store whose only file turns out shorter than listed, as if it changed under the backup.
    const broken: FileStorage = {
      kind: "local",
      describe: () => ({ kind: "local" }),
      put: () => Promise.reject(new Error("not used")),
      size: async () => null,
      exists: async () => false,
      delete: async () => {},
      list: async function* () {
        yield { key: "uploads/vanishing.pdf", size: 10_000 };
      },
      get: async () => new Blob([pdfBytes(10)]),
    };
    await expect(createBackup(t.db, broken, { backupPath: folder, config: {} as any })).rejects.toThrow("shrank");
    expect(await readdir(folder)).toEqual([]);
  });

  test("row counts in the manifest match the lines written and the database", async () => {
    const folder = await tempFolder();
    const result = await createBackup(t.db, t.storage, { backupPath: folder, config: {} as any });
    const { dir } = await unpack(result.archivePath);
    const manifest = ManifestSchema.parse(JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")));
    for (const table of manifest.database.tables) {
      const text = await readFile(join(dir, table.member), "utf8");
      expect(text === "" ? 0 : text.trimEnd().split("\n").length).toBe(table.rows);
    }
    expect(result.tables).toEqual(await countRows(t.db, await listTables(t.db)));
    expect(Object.keys(result.tables).sort()).toEqual(expect.arrayContaining(["entities", "fields", "tasks", "users", "ranch_maps", "audit_log"]));
  });

  test("blank path 400; admins only", async () => {
    expect((await backup("  ")).status).toBe(400);
    expect((await backup("/tmp", reader)).status).toBe(403);
    expect((await backup("/tmp", t.client())).status).toBe(401);
  });
});

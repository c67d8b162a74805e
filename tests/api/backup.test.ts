import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ApiClient } from "../../api/client";
import { defaultConfig } from "../../api/config";
import { ManifestSchema } from "../../api/domain/backup-manifest";
import { BackupResultSchema, TestPathResultSchema } from "../../api/schemas/backup.schemas";
import { defaultBackupPath } from "../../api/services/backup-paths.service";
import { countRows, listTables } from "../../api/services/backup-tables.service";
import { createBackup } from "../../api/services/backup.service";
import type { FileStorage } from "../../api/storage";
import { type TestApp, startTestApp } from "../support/harness";
import { removeTempFolders, repack, sha256File, tempFolder, unpack } from "../support/archives";
import { mountTmpfs } from "../support/mounts";
import { pdfBytes, uploadMap } from "../support/uploads";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  // These suites write into plain temp folders, which the server allows only when told to (tests below check the rule).
  t = await startTestApp({ backupAllowSystemDisk: true });
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
    expect(body.willBeMade).toBe(false);
    expect(body.message).toContain(folder);
    expect(await readdir(folder)).toEqual([]); // testing leaves nothing behind
  });

  test("a missing folder or a file answers 200 with accessible false and why", async () => {
    const folder = await tempFolder();
    const missing = TestPathResultSchema.parse(await (await testPath(join(folder, "no-drive"))).json());
    expect(missing).toEqual({ accessible: false, reason: "missing", message: expect.stringContaining("does not exist") });
    await writeFile(join(folder, "a-file"), "x");
    const file = TestPathResultSchema.parse(await (await testPath(join(folder, "a-file"))).json());
    expect(file).toEqual({ accessible: false, reason: "notFolder", message: expect.stringContaining("not a folder") });
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
    const a = await createBackup(systemContext(t.db), t.storage, { backupPath: folder, config: defaultConfig, allowSystemDisk: true, now });
    const b = await createBackup(systemContext(t.db), t.storage, { backupPath: folder, config: defaultConfig, allowSystemDisk: true, now });
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
    await expect(createBackup(systemContext(t.db), broken, { backupPath: folder, config: defaultConfig, allowSystemDisk: true })).rejects.toThrow("shrank");
    expect(await readdir(folder)).toEqual([]);
  });

  test("row counts in the manifest match the lines written and the database", async () => {
    const folder = await tempFolder();
    const result = await createBackup(systemContext(t.db), t.storage, { backupPath: folder, config: defaultConfig, allowSystemDisk: true });
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

describe("the backup target: a drive of its own, an absolute path, a private archive", () => {
  let strict: TestApp;
  let strictAdmin: ApiClient;
  const drive = mountTmpfs();
  beforeAll(async () => {
    strict = await startTestApp(); // the default: BACKUP_ALLOW_SYSTEM_DISK off
    strictAdmin = await strict.signIn("admin");
  });
  afterAll(async () => {
    drive?.unmount();
    await strict.close();
  });
  const post = (json: { backupPath: string; allowSystemDisk?: boolean }) => strictAdmin.api.backup.create.$post({ json });
  const probe = (json: { path: string; allowSystemDisk?: boolean }) => strictAdmin.api.backup["test-path"].$post({ json });

  test("a plain folder (an unmounted drive's mount point) is refused: 400 naming backupPath, nothing written", async () => {
    const folder = await tempFolder(); // on the same filesystem as its parent, as /mnt/drive is when nothing is mounted
    const res = await post({ backupPath: folder });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues[0]!.path).toBe("backupPath");
    expect(body.issues[0]!.message).toContain(`${folder} is not on a backup drive`);
    expect(body.issues[0]!.message).toContain("--allow-system-disk");
    expect(await readdir(folder)).toEqual([]);
    const verdict = TestPathResultSchema.parse(await (await probe({ path: folder })).json());
    expect(verdict.accessible).toBe(false);
    expect(verdict.message).toContain("is not on a backup drive");
  });

  test("the same folder with allowSystemDisk is accepted, per request or by the server's setting", async () => {
    const folder = await tempFolder();
    expect((await post({ backupPath: folder, allowSystemDisk: true })).status).toBe(200);
    expect(TestPathResultSchema.parse(await (await probe({ path: folder, allowSystemDisk: true })).json()).accessible).toBe(true);
    expect(await readdir(folder)).toHaveLength(1);
    // t runs with backupAllowSystemDisk: true and its requests name nothing.
    expect((await backup(await tempFolder())).status).toBe(200);
  });

  test("a mounted drive is accepted and the archive is readable by its owner only (0600)", async () => {
    const res = await post({ backupPath: drive!.path });
    expect(res.status).toBe(200);
    const result = BackupResultSchema.parse(await res.json());
    expect((await stat(result.archivePath)).mode & 0o777).toBe(0o600);
    expect(TestPathResultSchema.parse(await (await probe({ path: drive!.path })).json()).accessible).toBe(true);
    // A folder directly inside the drive (its FarmBackups) is accepted; one deeper is not the drive's backup folder.
    await mkdir(join(drive!.path, "sub", "deeper"), { recursive: true });
    expect((await post({ backupPath: join(drive!.path, "sub") })).status).toBe(200);
    expect((await post({ backupPath: join(drive!.path, "sub", "deeper") })).status).toBe(400);
  });

  test("a relative path is a 400 on every route, and the message never shows the server's working folder", async () => {
    for (const [res, field] of [
      [await post({ backupPath: "relbk" }), "backupPath"],
      [await probe({ path: "relbk" }), "path"],
      [await strictAdmin.api.backup.restore.$post({ json: { archivePath: "relbk/farm-backup.tar.gz" } }), "archivePath"],
    ] as const) {
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(JSON.parse(text).issues[0]).toMatchObject({ path: field, message: expect.stringContaining("must be an absolute path") });
      expect(text).not.toContain(process.cwd());
    }
    expect(existsSync(join(process.cwd(), "relbk"))).toBe(false);
  });
});

describe("GET /api/backup/archives and POST /api/backup/verify", () => {
  test("lists the server's archives newest first, ignoring other files; admins only", async () => {
    const folder = await tempFolder();
    const a = await createBackup(systemContext(t.db), t.storage, { backupPath: folder, config: defaultConfig, allowSystemDisk: true, now: new Date("2025-03-01T02:00:00Z") });
    const b = await createBackup(systemContext(t.db), t.storage, { backupPath: folder, config: defaultConfig, allowSystemDisk: true, now: new Date("2025-03-02T02:00:00Z") });
    await writeFile(join(folder, "notes.txt"), "not an archive");
    const res = await admin.api.backup.archives.$get({ query: { path: folder } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { folder: string; archives: { name: string; createdAt: string; sizeBytes: number; encrypted: boolean }[] };
    expect(body.folder).toBe(folder);
    expect(body.archives.map((x) => [x.name, x.createdAt, x.sizeBytes, x.encrypted])).toEqual([
      [b.databaseFile, "2025-03-02T02:00:00.000Z", b.sizeBytes, false],
      [a.databaseFile, "2025-03-01T02:00:00.000Z", a.sizeBytes, false],
    ]);
    expect((await reader.api.backup.archives.$get({ query: { path: folder } })).status).toBe(403);
    expect((await t.client().api.backup.archives.$get({ query: { path: folder } })).status).toBe(401);
    const relative = await admin.api.backup.archives.$get({ query: { path: "relbk" } });
    expect(relative.status).toBe(400);
    const missing = await admin.api.backup.archives.$get({ query: { path: join(folder, "gone") } });
    expect(missing.status).toBe(400);
  });

  test("verify checks every member's checksum and changes nothing; a damaged archive is a 400 naming the member", async () => {
    const folder = await tempFolder();
    const made = await createBackup(systemContext(t.db), t.storage, { backupPath: folder, config: defaultConfig, allowSystemDisk: true });
    const res = await admin.api.backup.verify.$post({ json: { archivePath: made.archivePath } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { membersChecked: number; filesCount: number; tables: Record<string, number> };
    const { dir, files } = await unpack(made.archivePath);
    expect(body.membersChecked).toBe(files.length - 1); // every member but the manifest itself
    expect(body.filesCount).toBe(2);
    expect(body.tables).toEqual(made.tables);

    const victim = join(dir, "database/entities.ndjson");
    await writeFile(victim, (await readFile(victim, "utf8")).replace("Backup Farm", "Backup Farn"));
    const damaged = join(folder, "damaged.tar.gz");
    await repack(dir, files, damaged);
    const bad = await admin.api.backup.verify.$post({ json: { archivePath: damaged } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe("database/entities.ndjson does not match its checksum; the archive is damaged");
    expect((await reader.api.backup.verify.$post({ json: { archivePath: made.archivePath } })).status).toBe(403);
  });
});

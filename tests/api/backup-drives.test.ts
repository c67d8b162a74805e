import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, statfs } from "node:fs/promises";
import { join } from "node:path";
import type { ApiClient } from "../../api/client";
import { backupDrives, parseMounts } from "../../api/domain/backup-drives";
import { BackupDrivesSchema, BackupResultSchema, TestPathResultSchema } from "../../api/schemas/backup.schemas";
import { MOUNT_TABLE, listBackupDrives } from "../../api/services/backup-drives.service";
import { oneBackupJobAtATime } from "../../api/services/backup-jobs.service";
import { removeTempFolders, tempFolder } from "../support/archives";
import { type TestApp, startTestApp } from "../support/harness";
import { mountTmpfs, mountUsbDrive } from "../support/mounts";

let t: TestApp;
let admin: ApiClient;
let editor: ApiClient;
const usb = mountUsbDrive();

beforeAll(async () => {
  t = await startTestApp(); // the default: BACKUP_ALLOW_SYSTEM_DISK off, so each request says what it allows
  admin = await t.signIn("admin");
  editor = await t.signIn("editor");
}, 30_000);
afterAll(async () => {
  usb?.unmount();
  await t.close();
  await removeTempFolders();
});

describe("GET /api/backup/drives", () => {
  test("lists the drives of this server's mount table that the rule counts, each with its space", async () => {
    const res = await admin.api.backup.drives.$get();
    expect(res.status).toBe(200);
    const { drives } = BackupDrivesSchema.parse(await res.json());
    const table = await Bun.file(MOUNT_TABLE).text().catch(() => "");
    const expected = backupDrives(parseMounts(table)).map((m) => m.path);
    // Every drive listed is one the rule picks from the real table (a drive may drop out if it cannot be read).
    for (const d of drives) {
      expect(expected).toContain(d.path);
      expect(d.folder).toBe(join(d.path, "FarmBackups"));
      expect(d.totalBytes).toBeGreaterThanOrEqual(d.freeBytes);
    }
  });

  test("a USB drive mounted under /mnt is listed with its name, its FarmBackups folder and its space", async () => {
    const { drives } = BackupDrivesSchema.parse(await (await admin.api.backup.drives.$get()).json());
    const fs = await statfs(usb!.path);
    const drive = drives.find((d) => d.path === usb!.path);
    expect(drive).toMatchObject({ label: usb!.path.slice("/mnt/".length), folder: join(usb!.path, "FarmBackups"), totalBytes: fs.blocks * fs.bsize });
    expect(drive!.label).toStartWith("FARM-USB-");
    expect(drive!.free).toMatch(/^\d+(\.\d)? (MB|GB)$/);
  });

  test("leaves out a drive in the table that it cannot read, and a folder of the system disk however it is mounted", async () => {
    const plain = await tempFolder();
    const table = `/dev/vda / ext4 rw 0 0\n/dev/sdb1 /mnt/gone vfat rw 0 0\n/dev/sdc1 ${plain} ext4 rw 0 0\n/dev/vda /mnt/bind ext4 rw 0 0\n`;
    // plain is under /tmp (the system's), /mnt/gone and /mnt/bind are not mounted here: nothing to offer.
    expect((await listBackupDrives(table)).drives).toEqual([]);
    // A folder under /mnt that is the root file system's (as a bind mount of the system disk is), though the table
    // names another device: the backup would be refused there, so it is not offered.
    const bound = await mkdtemp("/mnt/farm-bind-");
    try {
      expect((await listBackupDrives(`/dev/vda / ext4 rw 0 0\n/dev/sdc1 ${bound} ext4 rw 0 0\n`)).drives).toEqual([]);
    } finally {
      await rm(bound, { recursive: true, force: true });
    }
  });

  test("is for admins only: an editor is refused (403), a stranger must sign in (401)", async () => {
    expect((await editor.api.backup.drives.$get()).status).toBe(403);
    expect((await t.client().api.backup.drives.$get()).status).toBe(401);
  });
});

describe("allowSystemDisk on a folder of the server's own disk", () => {
  test("false (or absent): 400 BACKUP_ON_SYSTEM_DISK naming backupPath and the screen's checkbox, nothing written", async () => {
    const folder = await tempFolder();
    for (const json of [{ backupPath: folder }, { backupPath: folder, allowSystemDisk: false }]) {
      const res = await admin.api.backup.create.$post({ json });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; message: string; issues: { path: string; message: string }[] };
      expect(body.code).toBe("BACKUP_ON_SYSTEM_DISK");
      expect(body.issues[0]!.path).toBe("backupPath");
      expect(body.message).toContain(`${folder} is not on a backup drive`);
      expect(body.message).toContain('tick "Allow a folder on the server\'s own disk"');
      expect(body.message).not.toContain("BACKUP_ALLOW_SYSTEM_DISK");
    }
    expect(await readdir(folder)).toEqual([]);
    const verdict = TestPathResultSchema.parse(await (await admin.api.backup["test-path"].$post({ json: { path: folder } })).json());
    expect(verdict).toMatchObject({ accessible: false, reason: "notDrive" });
  });

  test("true: the backup is written into that folder", async () => {
    const folder = await tempFolder();
    const verdict = TestPathResultSchema.parse(await (await admin.api.backup["test-path"].$post({ json: { path: folder, allowSystemDisk: true } })).json());
    expect(verdict.accessible).toBe(true);
    const res = await admin.api.backup.create.$post({ json: { backupPath: folder, allowSystemDisk: true } });
    expect(res.status).toBe(200);
    const made = BackupResultSchema.parse(await res.json());
    expect(await readdir(folder)).toEqual([made.databaseFile]);
  });
});

describe("a drive's FarmBackups folder", () => {
  const drive = mountTmpfs();
  afterAll(() => drive?.unmount());

  test("is made by the first backup on a mounted drive; a folder deeper down or on an unmounted drive is not", async () => {
    const folder = join(drive!.path, "FarmBackups");
    const verdict = TestPathResultSchema.parse(await (await admin.api.backup["test-path"].$post({ json: { path: folder } })).json());
    expect(verdict).toMatchObject({ accessible: true, willBeMade: true, message: expect.stringContaining("will be made on the drive") });
    expect(existsSync(folder)).toBe(false); // testing makes nothing
    const res = await admin.api.backup.create.$post({ json: { backupPath: folder } });
    expect(res.status).toBe(200);
    expect(await readdir(folder)).toHaveLength(1);
    // Two levels down is not the drive's backup folder, whether it exists or not.
    await mkdir(join(folder, "deeper"));
    expect((await admin.api.backup.create.$post({ json: { backupPath: join(folder, "deeper") } })).status).toBe(400);
    expect((await admin.api.backup.create.$post({ json: { backupPath: join(folder, "deeper", "new") } })).status).toBe(400);
    // An unmounted drive's mount point is a plain folder: its FarmBackups is not made on the system disk.
    const unmounted = await tempFolder("unplugged-");
    const refused = await admin.api.backup.create.$post({ json: { backupPath: join(unmounted, "FarmBackups") } });
    expect(refused.status).toBe(400);
    expect(existsSync(join(unmounted, "FarmBackups"))).toBe(false);
  });
});

describe("one backup or restore at a time", () => {
  test("a restore or a backup asked while another job runs is refused with 409 BACKUP_BUSY naming it, and nothing changes", async () => {
    const folder = await tempFolder();
    const made = BackupResultSchema.parse(await (await admin.api.backup.create.$post({ json: { backupPath: folder, allowSystemDisk: true } })).json());
    let release = () => {};
    const held = oneBackupJobAtATime("backup", () => new Promise<void>((resolve) => (release = resolve)));
    try {
      const restore = await admin.api.backup.restore.$post({ json: { archivePath: made.archivePath, replace: true } });
      expect(restore.status).toBe(409);
      expect(await restore.json()).toMatchObject({ code: "BACKUP_BUSY", details: { running: "backup" } });
      const backup = await admin.api.backup.create.$post({ json: { backupPath: folder, allowSystemDisk: true } });
      expect(backup.status).toBe(409);
      expect(await readdir(folder)).toEqual([made.databaseFile]);
    } finally {
      release();
      await held;
    }
    // Once it is done the lock is free again.
    expect((await admin.api.backup.create.$post({ json: { backupPath: folder, allowSystemDisk: true } })).status).toBe(200);
  });

  test("restore names archivePath for a file that is not an archive, and is for admins only", async () => {
    const folder = await tempFolder();
    const res = await admin.api.backup.restore.$post({ json: { archivePath: join(folder, "..", "no-such-archive.tar.gz"), replace: true } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe("archivePath");
    expect((await admin.api.backup.restore.$post({ json: { archivePath: "" } })).status).toBe(400);
    expect((await editor.api.backup.restore.$post({ json: { archivePath: join(folder, "x.tar.gz") } })).status).toBe(403);
  });
});

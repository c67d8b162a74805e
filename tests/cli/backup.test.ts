import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { mountTmpfs } from "../support/mounts";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
let cron: Record<string, string>;
let folder: string;
/** The backup drive: a tmpfs mounted for the suite. */
const drive = mountTmpfs();

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "nightly" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  await s.admin.api.entities.$post({ json: { name: "Backed Up Ranch" } });
  if (drive) folder = drive.path;
  else mkdirSync((folder = join(s.dir, "usb")));
}, SERVER_START_TIMEOUT);
afterAll(async () => {
  drive?.unmount();
  await s.stop();
});

const archives = () => readdirSync(folder).filter((n) => n.endsWith(".tar.gz")).sort();

describe("farmctl backup", () => {
  test("writes one archive per run, prints its path, and --keep prunes the older ones", async () => {
    const paths: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await s.farmctl(["backup", "--to", folder, "--keep", "2"], { env: cron });
      expect(res.code).toBe(0);
      expect(res.stderr).toContain("Backup complete");
      paths.push(res.stdout.trim());
    }
    expect(archives()).toHaveLength(2);
    // The two newest survive.
    expect(archives()).toEqual(paths.slice(1).map((p) => p.split("/").at(-1)!).sort());
  });

  test("--quiet prints nothing at all on success, so cron mails nothing", async () => {
    const res = await s.farmctl(["--quiet", "backup", "--to", folder, "--keep", "2"], { env: cron });
    expect(res).toEqual({ code: 0, stderr: "", stdout: "" });
    expect(archives()).toHaveLength(2);
  });

  test("archives are readable by their owner only (0600)", () => {
    for (const name of archives()) expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600);
  });

  test("--json gives the server's details and what was pruned", async () => {
    const res = await s.farmctl(["backup", "--to", folder, "--keep", "1", "--json"], { env: cron });
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out).toMatchObject({ location: folder });
    expect(out.pruned).toHaveLength(2);
    expect(archives()).toEqual([out.databaseFile]);
  });

  test("a folder that does not exist is refused and nothing is created", async () => {
    const res = await s.farmctl(["backup", "--to", join(s.dir, "unmounted")], { env: cron });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("HTTP 400");
    expect(existsSync(join(s.dir, "unmounted"))).toBe(false);
    const tested = await s.farmctl(["backup", "test-path", join(s.dir, "unmounted")], { env: cron });
    expect(tested.code).toBe(1);
    expect(tested.stdout).toStartWith("not usable:");
    expect(tested.stderr).toContain("Mount the drive");
    const ok = await s.farmctl(["backup", "test-path", folder, "--json"], { env: cron });
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).accessible).toBe(true);
  });

  test("a plain folder of the system disk (an unmounted drive) is refused by farmctl, unless --allow-system-disk", async () => {
    const plain = join(s.dir, "mnt-drive");
    mkdirSync(plain);
    const res = await s.farmctl(["backup", "--to", plain, "--keep", "7"], { env: cron });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`${plain} is not a mount point`);
    expect(res.stderr).toContain("--allow-system-disk");
    expect(readdirSync(plain)).toEqual([]);
    const tested = await s.farmctl(["backup", "test-path", plain], { env: cron });
    expect(tested.code).toBe(1);
    expect(tested.stdout).toContain("is not on a backup drive");
    const allowed = await s.farmctl(["-q", "backup", "--to", plain, "--allow-system-disk"], { env: cron });
    expect(allowed).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(readdirSync(plain)).toHaveLength(1);
  });

  test("relative paths are bad usage (exit 2) on every backup command, never resolved on either side", async () => {
    for (const args of [["backup", "--to", "relbk"], ["backup", "test-path", "relbk"], ["restore", "relbk/a.tar.gz", "--yes"]]) {
      const res = await s.farmctl(args, { env: cron });
      expect(res.code).toBe(2);
      expect(res.stderr).toContain("must be an absolute path (starting with /)");
      expect(res.stderr).not.toContain(process.cwd());
    }
    expect(existsSync("relbk")).toBe(false);
  });

  test("--to is required", async () => {
    const res = await s.farmctl(["backup"], { env: cron });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("--to is required");
  });
});

describe("farmctl restore", () => {
  test("without a terminal it needs --yes (exit 2), with --yes it restores", async () => {
    const archive = join(folder, archives()[0]!);
    const refused = await s.farmctl(["restore", archive], { env: cron });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`Restoring into ${s.url} needs confirmation`);
    expect(refused.stderr).toContain("Add --yes");
    const full = await s.farmctl(["restore", archive, "--yes"], { env: cron });
    expect(full.code).toBe(1);
    expect(full.stderr).toContain("The target is not empty");
    expect(full.stderr).toContain(`To overwrite everything on ${s.url} with the backup, add --replace`);
    await s.admin.api.entities.$post({ json: { name: "Made After The Backup" } });
    const res = await s.farmctl(["restore", archive, "--replace", "--yes"], { env: cron });
    expect(res.code).toBe(0);
    expect(res.stderr).toContain(`into ${s.url}`);
    const names = await s.farmctl(["entities", "list", "--json"], { env: cron });
    expect(JSON.parse(names.stdout).map((e: { name: string }) => e.name)).toEqual(["Backed Up Ranch"]);
  });
});

describe("farmctl backup list, verify and retention", () => {
  test("--keep-daily 2 --keep-monthly 3 keeps today's newest, 1 April and 15 March, and deletes the rest", async () => {
    const sample = join(folder, archives().at(-1)!);
    for (const stamp of ["20250301-020000", "20250302-020000", "20250315-020000", "20250401-020000"]) {
      copyFileSync(sample, join(folder, `farm-backup-${stamp}.tar.gz`));
    }
    writeFileSync(join(folder, "notes.txt"), "kept: not an archive");
    const res = await s.farmctl(["backup", "--to", folder, "--keep-daily", "2", "--keep-monthly", "3", "--json"], { env: cron });
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    // Daily: today (the new one; older ones of today are not the day's newest), then 1 April 2025.
    // Monthly: this month (the new one), April 2025 (1 April), March 2025 (15 March, its newest).
    expect(archives()).toEqual([out.databaseFile, "farm-backup-20250315-020000.tar.gz", "farm-backup-20250401-020000.tar.gz"].sort());
    expect(out.pruned).toEqual(expect.arrayContaining(["farm-backup-20250301-020000.tar.gz", "farm-backup-20250302-020000.tar.gz"]));
    expect(existsSync(join(folder, "notes.txt"))).toBe(true);
  });

  test("list shows the server's archives newest first, as a table or --json", async () => {
    const json = await s.farmctl(["backup", "list", folder, "--json"], { env: cron });
    expect(json.code).toBe(0);
    const rows = JSON.parse(json.stdout) as { name: string; createdAt: string }[];
    expect(rows.map((r) => r.name)).toEqual([...archives()].reverse());
    expect(rows.at(-1)!.createdAt).toBe("2025-03-15T02:00:00.000Z");
    const table = await s.farmctl(["backup", "list", folder], { env: cron });
    expect(table.code).toBe(0);
    expect(table.stdout).toContain("2025-04-01 02:00:00");
    expect(table.stdout).not.toContain("notes.txt");
  });

  test("verify: exit 0 when every checksum matches, exit 1 naming the damaged member", async () => {
    const good = join(folder, archives().at(-1)!);
    const ok = await s.farmctl(["backup", "verify", good], { env: cron });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^ok: \d+ members match their SHA-256/);
    // Flip one byte of the gzip stream's data: either the gzip check or a member's SHA-256 fails.
    const bytes = readFileSync(good);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const bad = join(folder, "farm-backup-20240101-000000.tar.gz");
    writeFileSync(bad, bytes);
    const res = await s.farmctl(["backup", "verify", bad], { env: cron });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`${bad} failed the check`);
    expect(res.stderr).toContain("Do not rely on this archive");
  });
});

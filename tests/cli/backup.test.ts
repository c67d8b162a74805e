import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { mountTmpfs } from "../support/mounts";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
let cron: Record<string, string>;
let folder: string;
/** The backup drive: a tmpfs mounted for the suite, or, where mounting is impossible, a plain folder allowed on purpose. */
const drive = mountTmpfs();
const allow = drive ? [] : ["--allow-system-disk"];

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
      const res = await s.farmctl(["backup", "--to", folder, "--keep", "2", ...allow], { env: cron });
      expect(res.code).toBe(0);
      expect(res.stderr).toContain("Backup complete");
      paths.push(res.stdout.trim());
    }
    expect(archives()).toHaveLength(2);
    // The two newest survive.
    expect(archives()).toEqual(paths.slice(1).map((p) => p.split("/").at(-1)!).sort());
  });

  test("--quiet prints nothing at all on success, so cron mails nothing", async () => {
    const res = await s.farmctl(["--quiet", "backup", "--to", folder, "--keep", "2", ...allow], { env: cron });
    expect(res).toEqual({ code: 0, stderr: "", stdout: "" });
    expect(archives()).toHaveLength(2);
  });

  test("archives are readable by their owner only (0600)", () => {
    for (const name of archives()) expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600);
  });

  test("--json gives the server's details and what was pruned", async () => {
    const res = await s.farmctl(["backup", "--to", folder, "--keep", "1", "--json", ...allow], { env: cron });
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
    const ok = await s.farmctl(["backup", "test-path", folder, "--json", ...allow], { env: cron });
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
    expect(tested.stdout).toContain("is not a mount point");
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

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
let cron: Record<string, string>;
let folder: string;

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "nightly" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  await s.admin.api.entities.$post({ json: { name: "Backed Up Ranch" } });
  folder = join(s.dir, "usb");
  mkdirSync(folder);
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

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

  test("--quiet leaves stderr empty and stdout the archive's path, for cron", async () => {
    const res = await s.farmctl(["--quiet", "backup", "--to", folder, "--keep", "2"], { env: cron });
    expect(res).toMatchObject({ code: 0, stderr: "" });
    expect(res.stdout).toMatch(/farm-backup-[\d-]+\.tar\.gz\n$/);
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
    expect(refused.stderr).toContain("Add --yes");
    await s.admin.api.entities.$post({ json: { name: "Made After The Backup" } });
    const res = await s.farmctl(["restore", archive, "--replace", "--yes"], { env: cron });
    expect(res.code).toBe(0);
    expect(res.stderr).toContain("Restored");
    const names = await s.farmctl(["entities", "list", "--json"], { env: cron });
    expect(JSON.parse(names.stdout).map((e: { name: string }) => e.name)).toEqual(["Backed Up Ranch"]);
  });
});

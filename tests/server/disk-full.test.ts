import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, statfsSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, startServerProcess } from "../support/server-process";

/**
 * The embedded database's folder on a small tmpfs that is then nearly filled: writes answer 507 with a clear
 * message while reads go on, PGlite never reaches a full disk (no PANIC, SIGTERM still stops it), and writes are
 * accepted again once space is freed.
 */
const MB = 1024 * 1024;
const mountPoint = mkdtempSync(join(tmpdir(), "farm-tmpfs-"));
const mounted = Bun.spawnSync(["mount", "-t", "tmpfs", "-o", "size=128m", "tmpfs", mountPoint]);
const canMount = mounted.exitCode === 0;
if (!canMount) console.error(`disk-full test skipped: cannot mount a tmpfs here (${mounted.stderr.toString().trim()}); run it by hand as root`);

let server: ServerProcess;
let cookie = "";
const filler = join(mountPoint, "filler.bin");

beforeAll(async () => {
  if (!canMount) return;
  server = await startServerProcess({
    DATA_DIR: join(mountPoint, "data"),
    MIN_FREE_DISK_MB: "40",
    DISK_CHECK_INTERVAL_SECONDS: "1",
    FARM_ADMIN_USERNAME: "boss",
    FARM_ADMIN_PASSWORD: "disk-pass",
  });
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "boss", password: "disk-pass" }),
  });
  cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
}, 120_000);

afterAll(async () => {
  if (canMount) {
    await server?.stop();
    Bun.spawnSync(["umount", mountPoint]);
  }
  rmSync(mountPoint, { recursive: true, force: true });
}, 60_000);

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { cookie, "content-type": "application/json", ...(init.headers ?? {}) }, signal: AbortSignal.timeout(5000) });
const createEntity = (name: string) => call("/api/entities", { method: "POST", body: JSON.stringify({ name }) });
const freeBytes = () => {
  const s = statfsSync(mountPoint);
  return s.bavail * s.bsize;
};

describe.skipIf(!canMount)("a nearly full disk under the embedded database", () => {
  test("with room to spare, writes go through and the server is ready", async () => {
    expect((await createEntity("Before Full")).status).toBe(201);
    expect((await call("/api/health/ready")).status).toBe(200);
  });

  test("below MIN_FREE_DISK_MB, writes answer 507 naming the problem, reads go on, nothing is written", async () => {
    // Leave 20 MB: below the 40 MB threshold, yet room for what sign-in and the session need.
    await Bun.write(filler, new Uint8Array(Math.max(0, freeBytes() - 20 * MB)));
    expect(freeBytes()).toBeLessThan(40 * MB);
    const refused = await createEntity("While Full");
    expect(refused.status).toBe(507);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe("DISK_FULL");
    expect(body.message).toContain("nearly full");
    expect(body.message).toContain("reading still works");
    const list = await call("/api/entities");
    expect(list.status).toBe(200);
    expect(((await list.json()) as { name: string }[]).map((e) => e.name)).toEqual(["Before Full"]);
    const ready = await call("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as any).checks.disk.ok).toBe(false);
    // The periodic check logged it in one line.
    await Bun.sleep(1500);
    expect(server.stderr()).toContain("Disk nearly full");
  });

  test("space freed: writes are accepted again, without a restart", async () => {
    unlinkSync(filler);
    expect((await createEntity("After Full")).status).toBe(201);
    expect((await call("/api/health/ready")).status).toBe(200);
  });

  test("the server still stops cleanly on SIGTERM (PGlite never reached a PANIC)", async () => {
    expect(server.stderr()).not.toContain("PANIC");
    server.proc.kill("SIGTERM");
    const code = await Promise.race([server.proc.exited, Bun.sleep(10_000).then(() => "hung")]);
    expect(code).toBe(0);
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { createClient } from "../../api/client";
import { ADMIN, SERVER_START_TIMEOUT } from "./support";

/**
 * `farmctl serve` and `farmctl migrate` run the server's own entry points (api/server.ts, api/migrate.ts) as
 * children (docs/decisions/one-way-in.md): same settings, same messages, farmctl's exit code is theirs.
 */
const dirs: string[] = [];
const running: Subprocess[] = [];
afterAll(() => {
  for (const p of running) p.kill("SIGKILL");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "farmctl-serve-"));
  dirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

const env = (home: string, more: Record<string, string> = {}) => ({ PATH: process.env.PATH ?? "", HOME: home, LOG_REQUESTS: "false", ...more });

function farmctl(args: string[], environment: Record<string, string>) {
  return Bun.spawn(["bun", "cli/farmctl.ts", ...args], { env: environment, stdin: "ignore", stdout: "pipe", stderr: "pipe" });
}

async function finished(run: Subprocess<"ignore", "pipe", "pipe">) {
  const [stdout, stderr, code] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited]);
  return { code, stdout, stderr };
}

describe("farmctl serve and migrate", () => {
  test("migrate prepares the database and says where; an unusable folder is one line and exit 1", async () => {
    const home = tempDir();
    const ok = await finished(farmctl(["migrate", "--data-dir", join(home, "data")], env(home)));
    expect(ok).toEqual({ code: 0, stdout: "", stderr: `Database is up to date (embedded, in ${join(home, "data")}/db).\n` });

    const refused = await finished(farmctl(["migrate", "--data-dir", "/proc/no-such-folder"], env(home)));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("farmctl: The migrations were not applied: Cannot use the data folder /proc/no-such-folder/db");
    expect(refused.stderr).not.toContain("    at ");
  }, SERVER_START_TIMEOUT);

  test("serve runs the server on its flags and the environment until SIGTERM, then exits 0", async () => {
    const home = tempDir();
    const port = await freePort();
    const serve = farmctl(
      ["serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", join(home, "data")],
      env(home, { FARM_ADMIN_USERNAME: ADMIN.username, FARM_ADMIN_PASSWORD: ADMIN.password }),
    );
    running.push(serve);
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + SERVER_START_TIMEOUT - 10_000;
    while (!(await fetch(`${url}/api/health`).then((r) => r.ok, () => false))) {
      expect(serve.exitCode).toBeNull();
      expect(Date.now()).toBeLessThan(deadline);
      await Bun.sleep(200);
    }
    const api = createClient(url, { cookies: true });
    const login = await api.api.auth.login.$post({ json: ADMIN });
    expect(login.status).toBe(200);

    serve.kill("SIGTERM");
    const { code, stderr } = await finished(serve);
    expect(code).toBe(0);
    expect(stderr).toContain(`Farm cost manager on http://127.0.0.1:${port}/ (embedded database in ${join(home, "data")}/db)`);
    expect(stderr).toContain("SIGTERM: stopping");
    expect(await fetch(`${url}/api/health`).then(() => "answering", () => "stopped")).toBe("stopped");
  }, SERVER_START_TIMEOUT);

  test("a server that cannot start is its one line and exit 1", async () => {
    const home = tempDir();
    const bad = await finished(farmctl(["serve", "--data-dir", join(home, "data")], env(home, { PORT: "not-a-port" })));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toStartWith("The farm server did not start: Invalid environment:");
    expect(bad.stderr).not.toContain("    at ");
  }, SERVER_START_TIMEOUT);
});

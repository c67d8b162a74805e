import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { ADMIN, SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
const configFile = () => join(s.configHome, "farmctl", "config.json");

beforeAll(async () => {
  s = await startServer();
  await s.admin.api.entities.$post({ json: { name: "Cron Ranch", location: "Fresno" } });
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

describe("farmctl login / logout", () => {
  test("login with the URL from FARMCTL_URL, flags and FARMCTL_PASSWORD saves a 0600 config; later commands use it", async () => {
    const login = await s.farmctl(["login", "--username", ADMIN.username], { env: { FARMCTL_URL: s.url, FARMCTL_PASSWORD: ADMIN.password } });
    expect(login.code).toBe(0);
    expect(login.stdout).toBe("");
    expect(login.stderr).toContain(`Signed in to ${s.url} as ${ADMIN.username} (admin)`);
    expect(statSync(configFile()).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(readFileSync(configFile(), "utf8"));
    expect(saved).toMatchObject({ url: s.url, username: ADMIN.username });
    expect(saved.token).toMatch(/^[a-z2-7]{32}$/);

    const who = await s.farmctl(["whoami"]);
    expect(who).toMatchObject({ code: 0, stdout: `${ADMIN.username} (admin) on ${s.url}\n` });
    const list = await s.farmctl(["entities", "list", "--json"]);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout).map((e: { name: string }) => e.name)).toEqual(["Cron Ranch"]);
  });

  test("the password can come on stdin; a wrong one fails with exit 1 and advice", async () => {
    const ok = await s.farmctl(["login", "--url", s.url, "--username", ADMIN.username, "--password-stdin"], { input: `${ADMIN.password}\n` });
    expect(ok.code).toBe(0);
    const bad = await s.farmctl(["login", "--url", s.url, "--username", ADMIN.username, "--password-stdin"], { input: "wrong-password\n" });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("Invalid username or password");
    expect(bad.stderr).toContain("Check both and try again");
  });

  test("without a terminal a missing password is bad usage (exit 2), not a prompt", async () => {
    const res = await s.farmctl(["login", "--url", s.url, "--username", ADMIN.username]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("Password is missing");
    expect(res.stderr).toContain("--password-stdin or FARMCTL_PASSWORD");
  });

  test("logout ends the session on the server and removes the config", async () => {
    await s.farmctl(["login", "--url", s.url, "--username", ADMIN.username], { env: { FARMCTL_PASSWORD: ADMIN.password } });
    const { token } = JSON.parse(readFileSync(configFile(), "utf8"));
    const out = await s.farmctl(["logout"]);
    expect(out.code).toBe(0);
    expect(out.stderr).toContain(`Signed out of ${s.url}`);
    // The old session token no longer works, even from a copy of the file.
    const reuse = await s.farmctl(["entities", "list"], { env: { FARMCTL_URL: s.url, FARMCTL_TOKEN: token } });
    expect(reuse.code).toBe(1);
    expect(reuse.stderr).toContain("HTTP 401");
    const after = await s.farmctl(["entities", "list"]);
    expect(after.code).toBe(2);
    expect(after.stderr).toContain("No server to talk to");
    expect(after.stderr).toContain("farmctl login");
  });
});

describe("API tokens for cron", () => {
  test("token create prints the token alone on stdout; cron-style calls then work with FARMCTL_URL/FARMCTL_TOKEN only", async () => {
    await s.farmctl(["login", "--url", s.url, "--username", ADMIN.username], { env: { FARMCTL_PASSWORD: ADMIN.password } });
    const created = await s.farmctl(["token", "create", "--name", "nightly"]);
    expect(created.code).toBe(0);
    const token = created.stdout.trim();
    expect(token).toMatch(/^farm_[a-z2-7]{32}$/);
    expect(created.stderr).toContain('"nightly" created');
    await s.farmctl(["logout"]);

    const cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: token };
    const entities = await s.farmctl(["entities", "list", "--json"], { env: cron });
    expect(entities.code).toBe(0);
    expect(entities.stderr).toBe("");
    expect(JSON.parse(entities.stdout)).toEqual([expect.objectContaining({ name: "Cron Ranch", location: "Fresno", totalAcres: "0.00" })]);
    const who = await s.farmctl(["whoami", "--json"], { env: cron });
    expect(JSON.parse(who.stdout).user).toMatchObject({ username: ADMIN.username, role: "admin" });

    const list = await s.farmctl(["token", "list", "--json"], { env: cron });
    const row = JSON.parse(list.stdout).find((t: { name: string }) => t.name === "nightly");
    expect(row.lastUsedAt).not.toBeNull();
    expect(list.stdout).not.toContain(token);

    const revoked = await s.farmctl(["token", "revoke", String(row.id)], { env: cron });
    expect(revoked.code).toBe(0);
    const refused = await s.farmctl(["entities", "list"], { env: cron });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("HTTP 401");
    expect(refused.stderr).toContain("FARMCTL_TOKEN");
  });

  test("token create --role --entities makes a narrower token; token list shows each token's role and entities", async () => {
    const made = await s.admin.api.tokens.$post({ json: { name: "cli-admin" } });
    const cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await made.json()) as { token: string }).token };
    const [mine] = await Promise.all(["Token Ranch", "Other Ranch"].map(async (name) => ((await (await s.admin.api.entities.$post({ json: { name } })).json()) as { id: number }).id));

    const created = await s.farmctl(["token", "create", "--name", "bookkeeper", "--role", "readonly", "--entities", String(mine), "--json"], { env: cron });
    expect(created.code).toBe(0);
    const body = JSON.parse(created.stdout);
    expect(body.token).toMatch(/^farm_/);
    expect(body).toMatchObject({ name: "bookkeeper", role: "readonly", entityIds: [mine] });
    expect(created.stderr).toContain(`role readonly, entities ${mine}`);
    const narrow = { FARMCTL_URL: s.url, FARMCTL_TOKEN: body.token };
    const seen = await s.farmctl(["entities", "list", "--json"], { env: narrow });
    expect(JSON.parse(seen.stdout).map((e: { id: number }) => e.id)).toEqual([mine]);
    expect(seen.stdout).not.toContain("Other Ranch");

    const json = await s.farmctl(["token", "list", "--json"], { env: cron });
    expect(JSON.parse(json.stdout).find((t: { name: string }) => t.name === "bookkeeper")).toMatchObject({ role: "readonly", entityIds: [mine] });
    const table = await s.farmctl(["token", "list"], { env: cron });
    expect(table.code).toBe(0);
    const cells = (name: string) => table.stdout.split("\n").find((line) => line.includes(` ${name} `))!.split("│").map((c) => c.trim()).filter(Boolean);
    expect(cells("ID")).toEqual(["ID", "Name", "User", "Role", "Entities", "Created", "Last used"]);
    expect(cells("bookkeeper").slice(1, 5)).toEqual(["bookkeeper", "farm-admin", "readonly", String(mine)]);
    expect(cells("cli-admin").slice(3, 5)).toEqual(["creator's", "creator's"]);

    const bad = await s.farmctl(["token", "create", "--name", "x", "--entities", "1,x"], { env: cron });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("--entities must be entity ids");
    const role = await s.farmctl(["token", "create", "--name", "x", "--role", "owner"], { env: cron });
    expect(role.code).toBe(2);
    const missing = await s.farmctl(["token", "create", "--name", "x", "--entities", "999999"], { env: cron });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("entityIds");
  });

  test("the saved session is never sent to another server named on the command line", async () => {
    await s.farmctl(["login", "--url", s.url, "--username", ADMIN.username], { env: { FARMCTL_PASSWORD: ADMIN.password } });
    const other = await s.farmctl(["entities", "list", "--url", "http://127.0.0.1:9"]);
    expect(other.code).toBe(2); // a missing credential is a missing argument (docs/cli.md)
    expect(other.stderr).toContain("Not signed in to http://127.0.0.1:9");
  });
});

describe("usage", () => {
  test("bad usage exits 2 and says what to do", async () => {
    const unknown = await s.farmctl(["entitys", "list"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'entitys'");
    const year = await s.farmctl(["tasks", "list", "--entity", "1", "--year", "1999"]);
    expect(year.code).toBe(2);
    expect(year.stderr).toContain("must be between 2000 and 2100");
    const noEntity = await s.farmctl(["tasks", "list"], { env: { FARMCTL_URL: s.url, FARMCTL_TOKEN: "x" } });
    expect(noEntity.code).toBe(2);
    expect(noEntity.stderr).toContain("--entity is required");
    const none = await s.farmctl([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("Usage: farmctl");
  });

  test("--help and each subcommand's help show examples, on stdout with exit 0", async () => {
    const help = await s.farmctl(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Examples:");
    expect(help.stdout).toContain("FARMCTL_TOKEN");
    for (const cmd of [["login"], ["token", "create"], ["entities", "list"], ["fields", "list"], ["tasks", "list"], ["import", "tasks"], ["users", "approve"], ["backup"], ["restore"]]) {
      const sub = await s.farmctl([...cmd, "--help"]);
      expect(sub.code).toBe(0);
      expect(sub.stdout).toContain("Example");
    }
  });
});

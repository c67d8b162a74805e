import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createClient } from "../../api/client";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
let cron: Record<string, string>;

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "users-tests" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  for (const username of ["jsmith", "mgarcia", "intruder"]) {
    const res = await createClient(s.url).api.auth.register.$post({ json: { username, password: "pending-password", displayName: `${username} name` } });
    expect(res.status).toBe(202);
  }
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

const signIn = (username: string, password: string) => createClient(s.url).api.auth.login.$post({ json: { username, password } });

describe("farmctl users", () => {
  test("pending lists the accounts waiting for approval", async () => {
    const table = await s.farmctl(["users", "pending"], { env: cron });
    expect(table.code).toBe(0);
    expect(table.stdout).toContain("jsmith");
    expect(table.stdout).toContain("mgarcia name");
    const json = await s.farmctl(["users", "pending", "--json"], { env: cron });
    expect(JSON.parse(json.stdout).map((u: { username: string }) => u.username)).toEqual(["jsmith", "mgarcia", "intruder"]);
  });

  test("approve by username, readonly by default or admin with --role; they can then sign in", async () => {
    const readonly = await s.farmctl(["users", "approve", "jsmith"], { env: cron });
    expect(readonly.code).toBe(0);
    expect(readonly.stderr).toContain("Approved jsmith as readonly");
    const admin = await s.farmctl(["users", "approve", "MGARCIA", "--role", "admin", "--json"], { env: cron });
    expect(admin.code).toBe(0);
    expect(JSON.parse(admin.stdout)).toMatchObject({ username: "mgarcia", role: "admin", isApproved: true });
    expect((await signIn("jsmith", "pending-password")).status).toBe(200);
    const pending = await s.farmctl(["users", "pending", "--json"], { env: cron });
    expect(JSON.parse(pending.stdout).map((u: { username: string }) => u.username)).toEqual(["intruder"]);
  });

  test("reject removes a pending account", async () => {
    const res = await s.farmctl(["users", "reject", "intruder"], { env: cron });
    expect(res.code).toBe(0);
    expect(res.stderr).toContain("Rejected intruder");
    expect((await signIn("intruder", "pending-password")).status).toBe(401);
  });

  test("naming no account without a terminal is bad usage; an unknown one fails with the waiting list", async () => {
    await createClient(s.url).api.auth.register.$post({ json: { username: "late", password: "pending-password" } });
    const none = await s.farmctl(["users", "approve"], { env: cron });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("farmctl users approve USERNAME");
    const unknown = await s.farmctl(["users", "approve", "nobody"], { env: cron });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No pending account "nobody"');
    expect(unknown.stderr).toContain("Waiting: late");
    const role = await s.farmctl(["users", "approve", "late", "--role", "owner"], { env: cron });
    expect(role.code).toBe(2);
    expect(role.stderr).toContain("Allowed choices are admin, editor, readonly, crew");
  });

  test("approve --role crew --entities grants those entities; grant changes them; a bad list is bad usage", async () => {
    const made = await s.admin.api.entities.$post({ json: { name: "Crew Ranch" } });
    const entityId = ((await made.json()) as { id: number }).id;
    await createClient(s.url).api.auth.register.$post({ json: { username: "driver", password: "pending-password" } });
    const bad = await s.farmctl(["users", "approve", "driver", "--role", "crew", "--entities", "1,x"], { env: cron });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("--entities must be entity ids");
    const res = await s.farmctl(["users", "approve", "driver", "--role", "crew", "--entities", String(entityId), "--json"], { env: cron });
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ username: "driver", role: "crew", isCrew: true, entityIds: [entityId], allEntities: false });
    const changed = await s.farmctl(["users", "grant", "driver", "--role", "editor", "--entities", String(entityId), "--json"], { env: cron });
    expect(changed.code).toBe(0);
    expect(JSON.parse(changed.stdout)).toMatchObject({ role: "editor", canEdit: true, entityIds: [entityId] });
    const text = await s.farmctl(["users", "grant", "driver", "--entities", String(entityId)], { env: cron });
    expect(text.stderr).toContain(`driver is editor with entities ${entityId}`);
  });

  test("create --admin makes an approved admin with the password from stdin", async () => {
    const res = await s.farmctl(["users", "create", "office", "--admin", "--password-stdin"], { env: cron, input: "office-password\n" });
    expect(res.code).toBe(0);
    expect(res.stderr).toContain("Created office as admin");
    const login = await signIn("office", "office-password");
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe("admin");
  });

  test("create: the user chooses their own password at first sign-in, as with Add user, unless --no-must-change-password", async () => {
    const flagged = await s.farmctl(["users", "create", "handed", "--password-stdin"], { env: cron, input: "handed-password\n" });
    expect(flagged.code).toBe(0);
    expect(flagged.stderr).toContain("Created handed as readonly, approved; they can sign in now and must choose their own password first.");
    const first = await signIn("handed", "handed-password");
    expect(((await first.json()) as { user: { mustChangePassword: boolean } }).user.mustChangePassword).toBe(true);
    const kept = await s.farmctl(["users", "create", "kept", "--password-stdin", "--no-must-change-password"], { env: cron, input: "kept-password\n" });
    expect(kept.stderr).toContain("Created kept as readonly, approved; they can sign in now.");
    const login = await signIn("kept", "kept-password");
    expect(((await login.json()) as { user: { mustChangePassword: boolean } }).user.mustChangePassword).toBe(false);
  });

  test("reset-password: needs --yes without a terminal; prints the one-time password alone on stdout, which signs in and must be changed", async () => {
    await s.farmctl(["users", "create", "forgetful", "--password-stdin", "--no-must-change-password"], { env: cron, input: "forgotten-password\n" });
    const unasked = await s.farmctl(["users", "reset-password", "forgetful"], { env: cron });
    expect(unasked.code).toBe(2);
    expect(unasked.stderr).toContain("Add --yes to reset it without a terminal");
    expect((await signIn("forgetful", "forgotten-password")).status).toBe(200);
    const res = await s.farmctl(["users", "reset-password", "FORGETFUL", "--yes"], { env: cron });
    expect(res.code).toBe(0);
    const password = res.stdout.trim();
    expect(password).toHaveLength(14);
    expect(res.stderr).toContain("forgetful was signed out everywhere. Hand them the one-time password above");
    expect((await signIn("forgetful", "forgotten-password")).status).toBe(401);
    const login = await signIn("forgetful", password);
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { mustChangePassword: boolean } }).user.mustChangePassword).toBe(true);
    const unknown = await s.farmctl(["users", "reset-password", "nobody-here", "--yes"], { env: cron });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account "nobody-here"');
  });

  test("farmctl signed in as an account that must choose its password is told to choose it in the web app", async () => {
    const login = await s.farmctl(["login", "--url", s.url, "--username", "handed"], { env: { FARMCTL_PASSWORD: "handed-password" } });
    expect(login.code).toBe(0);
    const res = await s.farmctl(["users", "pending"]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("Sign in to the web app and choose your own password");
  });

  test("a readonly user's token is refused with 403 and told what is needed", async () => {
    const login = await s.farmctl(["login", "--url", s.url, "--username", "jsmith"], { env: { FARMCTL_PASSWORD: "pending-password" } });
    expect(login.code).toBe(0);
    const res = await s.farmctl(["users", "pending"]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("Admin access required");
    expect(res.stderr).toContain("This needs an admin");
  });
});

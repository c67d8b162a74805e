import { expect } from "bun:test";
import { entities, fields, tasks, timeEntries, users } from "../../db/schema";
import { eq } from "drizzle-orm";
import { systemContext } from "../../api/services/context";
import { createUser } from "../../api/services/users.service";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";
import { CAT } from "./reports/support";

/** One answer, its JSON read once. */
export interface Answer {
  status: number;
  body: any;
}

/**
 * A suite's app with signed-in accounts (cookies) and raw JSON calls: the labor records' tests (workers, rates,
 * entity rules, machines, fuel) call their routes as a browser or farmctl would.
 */
export async function startLaborApp() {
  const t: TestApp = await startTestApp();
  const cookies: Record<string, string> = {};

  async function account(username: string, role: "admin" | "editor" | "readonly" | "crew", entityIds?: number[]) {
    const made = await send("admin", "POST", "/api/users", { username, password: TEST_PASSWORD, role, ...(entityIds ? { entityIds } : {}) });
    expect(made.status).toBe(201);
    const res = await t.app.fetch(new Request("http://farm.test/api/auth/login", {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password: TEST_PASSWORD }),
    }));
    expect(res.status).toBe(200);
    cookies[username] = (res.headers.get("set-cookie") ?? "").split(";")[0]!;
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.id, made.body.id));
    return row!.id;
  }

  /** A call as `who` (a username signed in here, or "anonymous"). */
  async function send(who: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (cookies[who]) headers.cookie = cookies[who]!;
    const res = await t.app.fetch(new Request(`http://farm.test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed };
  }

  // The first admin, made directly and signed in; everyone else through the API.
  await createUser(systemContext(t.db), { username: "admin", password: TEST_PASSWORD, role: "admin", displayName: "Admin" });
  const login = await t.app.fetch(new Request("http://farm.test/api/auth/login", {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: TEST_PASSWORD }),
  }));
  cookies.admin = (login.headers.get("set-cookie") ?? "").split(";")[0]!;

  /** An entity with a field and a task to record time on. */
  async function farm(name: string) {
    const [entity] = await t.db.insert(entities).values({ name }).returning();
    const [field] = await t.db.insert(fields).values({ entityId: entity!.id, name: `${name} North`, acreage: "40" }).returning();
    const [task] = await t.db.insert(tasks).values({ entityId: entity!.id, fieldId: field!.id, categoryId: CAT.MACHINE_HIRE, name: "Pruning", cropYear: 2026, date: "2026-03-02" }).returning();
    return { entity: entity!.id, field: field!.id, task: task!.id };
  }

  /** A time entry written straight to the table (the time entries' own routes are tested in their suite). */
  async function entry(f: { entity: number; field: number; task: number }, workerId: number, date: string, status: "pending" | "approved" = "approved", machineId: number | null = null) {
    const [row] = await t.db.insert(timeEntries).values({ entityId: f.entity, workerId, taskId: f.task, fieldId: f.field, date, hours: "8", status, machineId }).returning();
    return row!.id;
  }

  return { t, send, account, farm, entry };
}

/** The field a 400 names. */
export function invalidPath(a: Answer): string {
  expect({ status: a.status, code: a.body?.code }).toEqual({ status: 400, code: "VALIDATION" });
  return a.body.issues[0].path;
}

import { afterAll, beforeAll, expect, test } from "bun:test";
import { AUDIT, CHECK, INSERT, NAMES, SESSION } from "../../bench/lib/create-statements";
import { type TestApp, startTestApp } from "../support/harness";

// bench/create-throughput.ts measures POST /api/tasks against two floors that send the app's own statements
// (bench/lib/create-statements.ts), so that the floors read and write what the app does. When a change to the app's
// queries or to the tasks table changes the SQL drizzle builds, this fails, and the floors' text is brought up to date
// with it; a floor running other statements would measure other work.

let t: TestApp;
const sent: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  // drizzle's logger sees every statement a session prepares; a transaction's session takes its options.
  const logger = { logQuery: (query: string) => sent.push(query) };
  const session = t.db._.session as unknown as { logger: unknown; options: Record<string, unknown> };
  session.logger = logger;
  session.options = { ...session.options, logger };
});
afterAll(() => t.close());

test("a task create sends the statements the create floors send, word for word, and answers the floor's keys", async () => {
  const admin = await t.signIn("admin");
  const entity = (await (await admin.api.entities.$post({ json: { name: "Floor Ranch" } })).json()) as { id: number };
  const field = (await (await admin.api.fields.$post({ json: { entityId: entity.id, name: "North", acreage: "40", cropType: "Alfalfa", location: "" } })).json()) as { id: number };
  sent.length = 0;
  const res = await admin.api.tasks.$post({
    json: { entityId: entity.id, fieldId: field.id, categoryId: 6, name: "Discing", cropYear: 2025, date: "2025-03-01", costPerAcre: "10", acresCovered: "10" } as never,
  });
  expect(res.status).toBe(201);
  const task = (await res.json()) as Record<string, unknown>;
  expect(sent).toContain(SESSION);
  expect(sent).toContain(CHECK);
  expect(sent).toContain(INSERT);
  expect(sent).toContain(AUDIT);
  for (const name of NAMES) expect(task).toHaveProperty(name);
});

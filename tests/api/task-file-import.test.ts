import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { type ApiClient, createClient } from "../../api/client";
import { TaskFileImportResultSchema } from "../../api/schemas/task-import.schemas";
import { auditLog, tasks } from "../../db/schema";
import { TEST_PASSWORD, type TestApp, startTestApp } from "../support/harness";

/**
 * POST /api/tasks/import: a whole file, one JSON line per batch of any entity, checked and written in one
 * transaction. What farmctl relies on: a bad row anywhere writes nothing anywhere, every bad row is named by its
 * line and row, and the counts are the per-entity import's.
 */
let t: TestApp;
let admin: ApiClient;
let north: number;
let south: number;

type Row = Record<string, string>;
type Batch = { entityId: number; rows: Row[] } | string;

const ndjson = (batches: Batch[]) => batches.map((b) => (typeof b === "string" ? b : JSON.stringify(b))).join("\n") + "\n";
const send = (client: ApiClient, batches: Batch[], options: { dryRun?: boolean; headers?: Record<string, string>; body?: string } = {}) =>
  client.api.tasks.import.$post(
    { query: options.dryRun ? { dryRun: "true" } : {} },
    { headers: { "content-type": "application/x-ndjson", ...options.headers }, init: { body: options.body ?? ndjson(batches) } },
  );
const issuesOf = async (res: { json(): Promise<unknown> }) => ((await res.json()) as { message: string; issues: { path: string; message: string }[] });
const tasksOf = (entityId: number) => t.db.select().from(tasks).where(eq(tasks.entityId, entityId)).orderBy(asc(tasks.importKey));

const row = (key: string, over: Row = {}): Row => ({ importKey: key, date: "2025-03-14", field: "North 40", category: "Seed", name: `Seed ${key}`, costPerAcre: "12.50", acresCovered: "10", ...over });

/**
 * A real server on a loopback port, so a body reaches the route in the pieces it was sent in (in process it arrives
 * whole), for an app whose small-body limit (256 bytes) is below the bodies sent, so the route reads them as they come
 * instead of the input guard reading them whole first. Gives an admin signed in over the network and a new entity
 * with the field "North 40"; the server and its app end when `run` does.
 */
async function overNetwork(name: string, run: (ctx: { own: TestApp; remote: ApiClient; entityId: number }) => Promise<void>) {
  const own = await startTestApp({ maxJsonBodyBytes: 256 });
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: own.app.fetch });
  try {
    const username = `${name.toLowerCase()}-admin`;
    const ownAdmin = await own.signIn("admin", username);
    const entityId = ((await (await ownAdmin.api.entities.$post({ json: { name: `${name} Ranch` } })).json()) as { id: number }).id;
    await ownAdmin.api.fields.$post({ json: { entityId, name: "North 40", acreage: "40" } });
    const remote = createClient(`http://127.0.0.1:${server.port}`, { cookies: true });
    expect((await remote.api.auth.login.$post({ json: { username, password: TEST_PASSWORD } })).status).toBe(200);
    await run({ own, remote, entityId });
  } finally {
    await server.stop(true);
    await own.close();
  }
}

beforeAll(async () => {
  t = await startTestApp({ maxImportBodyBytes: 64 * 1024 });
  admin = await t.signIn("admin");
  const make = async (name: string) => ((await (await admin.api.entities.$post({ json: { name } })).json()) as { id: number }).id;
  north = await make("North Ranch");
  south = await make("South Ranch");
  await admin.api.fields.$post({ json: { entityId: north, name: "North 40", acreage: "40", cropType: "Alfalfa" } });
  await admin.api.fields.$post({ json: { entityId: south, name: "North 40", acreage: "80", cropType: "Wheat" } });
});
afterAll(() => t.close());

describe("POST /api/tasks/import", () => {
  const file: Batch[] = [];
  beforeAll(() => {
    file.push({ entityId: north, rows: [row("n1"), row("n2", { costPerAcre: "3.35", acresCovered: "" })] });
    file.push({ entityId: south, rows: [row("s1", { acresCovered: "" })] });
    file.push({ entityId: north, rows: [row("n3", { category: "Fertilizer", fertilizer: "uan-32 (32-0-0)", fertilizerGallonsApplied: "20" })] });
  });

  test("a dry run counts every entity's rows and writes nothing", async () => {
    const res = await send(admin, file, { dryRun: true });
    expect(res.status).toBe(200);
    expect(TaskFileImportResultSchema.parse(await res.json())).toEqual({
      dryRun: true, received: 4, created: 4, updated: 0, unchanged: 0,
      entities: [
        { entityId: north, received: 3, created: 3, updated: 0, unchanged: 0 },
        { entityId: south, received: 1, created: 1, updated: 0, unchanged: 0 },
      ],
    });
    expect(await tasksOf(north)).toHaveLength(0);
    expect(await tasksOf(south)).toHaveLength(0);
  });

  test("writes every batch with the server's totals and one audit entry per entity; again, nothing changes", async () => {
    const res = await send(admin, file);
    expect(TaskFileImportResultSchema.parse(await res.json())).toMatchObject({ dryRun: false, received: 4, created: 4, updated: 0, unchanged: 0 });
    // 12.50 x 10 = 125.00; 3.35 x 40 (the whole field) = 134.00; 12.50 x 80 = 1,000.00
    expect((await tasksOf(north)).map((r) => [r.importKey, r.totalCost, r.acresCovered])).toEqual([
      ["n1", "125.00", "10.00"],
      ["n2", "134.00", "40.00"],
      ["n3", "125.00", "10.00"],
    ]);
    expect((await tasksOf(south)).map((r) => [r.importKey, r.totalCost, r.cropType])).toEqual([["s1", "1000.00", "Wheat"]]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "import"));
    const written = audit.filter((a) => !(a.changes as { dryRun: boolean }).dryRun);
    expect(written.map((a) => [Number(a.resourceId), a.changes])).toEqual(expect.arrayContaining([
      [north, { dryRun: false, received: 3, created: 3, updated: 0, unchanged: 0 }],
      [south, { dryRun: false, received: 1, created: 1, updated: 0, unchanged: 0 }],
    ]));
    expect(written).toHaveLength(2);

    const again = await send(admin, file);
    expect(TaskFileImportResultSchema.parse(await again.json())).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    const changed = await send(admin, [{ entityId: south, rows: [row("s1", { acresCovered: "", costPerAcre: "10" })] }]);
    expect(TaskFileImportResultSchema.parse(await changed.json())).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect((await tasksOf(south)).map((r) => r.totalCost)).toEqual(["800.00"]);
  });

  test("a bad row in the last batch writes nothing in any entity, and every bad row is named by line and row", async () => {
    const before = [(await tasksOf(north)).length, (await tasksOf(south)).length];
    const res = await send(admin, [
      { entityId: north, rows: [row("x1"), row("x2")] },
      { entityId: south, rows: [row("x3", { date: "2025-02-30" })] },
      { entityId: north, rows: [row("x4"), row("x5", { field: "Nowhere", costPerAcre: "-1" })] },
    ]);
    expect(res.status).toBe(400);
    const body = await issuesOf(res);
    expect(body.issues.map((i) => i.path)).toEqual(["batches.1.rows.0.date", "batches.2.rows.1.costPerAcre", "batches.2.rows.1.field"]);
    expect(body.issues[2]!.message).toBe('no field named "Nowhere" in this entity; fields: North 40');
    expect(body.message).toBe('2 of 5 rows are invalid; nothing was written. First: batches.1.rows.0.date: "2025-02-30" is not a date; use YYYY-MM-DD or M/D/YYYY');
    // The first batch was written before the bad rows were read; the request's transaction took it back.
    expect([(await tasksOf(north)).length, (await tasksOf(south)).length]).toEqual(before);
  });

  test("an import key used twice in one entity is refused, even in two batches; another entity may use it", async () => {
    const res = await send(admin, [
      { entityId: north, rows: [row("k1"), row("k2")] },
      { entityId: south, rows: [row("k1")] },
      { entityId: north, rows: [row("k2", { name: "Again" })] },
    ]);
    expect(res.status).toBe(400);
    expect((await issuesOf(res)).issues).toEqual([{ path: "batches.2.rows.0.importKey", message: '"k2" is also the key of row 1 of batch 0; each row needs its own' }]);
    const keys = await t.db.select().from(tasks).where(inArray(tasks.importKey, ["k1", "k2"]));
    expect(keys).toEqual([]);
  });

  test("a line that is not a batch is named by its line: not JSON, an unknown column, no rows, a missing entity, text PostgreSQL cannot store", async () => {
    const res = await send(admin, [
      "{not json",
      { entityId: north, rows: [{ ...row("b1"), colour: "red" }] },
      { entityId: north, rows: [] },
      { entityId: 999999, rows: [row("b2")] },
      { entityId: north, rows: [row("b3", { name: "bad\u0000name" })] },
    ]);
    expect(res.status).toBe(400);
    const issues = (await issuesOf(res)).issues;
    expect(issues.map((i) => i.path)).toEqual(["batches.0", "batches.1.rows.0", "batches.2.rows", "batches.3.entityId", "batches.4.rows.0.name"]);
    expect(issues[3]!.message).toBe("Farm entity not found");
    expect(await t.db.select().from(tasks).where(inArray(tasks.importKey, ["b1", "b2", "b3"]))).toEqual([]);
  });

  test("an empty body, a JSON body and a body over the size limit are refused before anything is read", async () => {
    const empty = await send(admin, [], { body: "\n\n" });
    expect(empty.status).toBe(400);
    expect((await issuesOf(empty)).issues[0]!.path).toBe("body");
    const json = await send(admin, [], { headers: { "content-type": "application/json" }, body: JSON.stringify({ entityId: north, rows: [row("j1")] }) });
    expect(json.status).toBe(415);
    expect((await issuesOf(json)).issues[0]!.path).toBe("Content-Type");
    const rows = Array.from({ length: 1000 }, (_, i) => row(`big${i}`));
    const big = await send(admin, [{ entityId: north, rows }]);
    expect(big.status).toBe(413);
    expect((await issuesOf(big)).message).toContain("import the file in parts");
    expect(await t.db.select().from(tasks).where(eq(tasks.importKey, "big0"))).toEqual([]);
    const query = await admin.api.tasks.import.$post({ query: { dryRun: "yes" as "true" } }, { headers: { "content-type": "application/x-ndjson" }, init: { body: ndjson(file) } });
    expect(query.status).toBe(400);
    expect((await issuesOf(query)).issues[0]!.path).toBe("dryRun");
  });

  test("readonly 403, signed out 401, crew 403; an editor's batch of an entity not granted is refused as a missing one", async () => {
    expect((await send(await t.signIn("readonly"), file)).status).toBe(403);
    expect((await send(t.client(), file)).status).toBe(401);
    const made = async (role: string) => {
      const username = `${role}-north-${Math.random().toString(36).slice(2, 8)}`;
      await admin.api.users.$post({ json: { username, password: TEST_PASSWORD, role: role as "editor", entityIds: [north] } as never });
      const c = t.client();
      await c.api.auth.login.$post({ json: { username, password: TEST_PASSWORD } });
      return c;
    };
    expect((await send(await made("crew"), file)).status).toBe(403);
    const editor = await made("editor");
    const res = await send(editor, [{ entityId: north, rows: [row("e1")] }, { entityId: south, rows: [row("e2")] }]);
    expect(res.status).toBe(400);
    expect((await issuesOf(res)).issues).toEqual([{ path: "batches.1.entityId", message: "Farm entity not found" }]);
    const ok = await send(editor, [{ entityId: north, rows: [row("e1")] }]);
    expect(TaskFileImportResultSchema.parse(await ok.json())).toMatchObject({ created: 1 });
  });

  test("a body read as it arrives over the network, in pieces that split a line and a letter, imports the same", async () => {
    await overNetwork("Stream", async ({ own, remote, entityId }) => {
      const body = new TextEncoder().encode(ndjson([{ entityId, rows: [row("p1", { name: "Año nuevo" })] }, { entityId, rows: [row("p2", { notes: `Ñandú ${"ñ".repeat(20)}` })] }]));
      expect(body.length).toBeGreaterThan(256);
      // 7 bytes a piece, a moment apart: the lines fall across pieces, and so do two-byte letters (pieces of an odd
      // length cannot all end between the 20 letters of a row of ñ).
      const pieces = Array.from({ length: Math.ceil(body.length / 7) }, (_, i) => body.slice(i * 7, i * 7 + 7));
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await Bun.sleep(2);
          const next = pieces.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      });
      // Its length declared, as farmctl's file is: a body of unknown length is gathered whole by the size limit.
      const headers = { "content-type": "application/x-ndjson", "content-length": String(body.length) };
      const res = await remote.api.tasks.import.$post({ query: {} }, { headers, init: { body: stream, duplex: "half" } as RequestInit });
      expect(TaskFileImportResultSchema.parse(await res.json())).toMatchObject({ created: 2 });
      const made = await own.db.select().from(tasks).where(eq(tasks.entityId, entityId)).orderBy(asc(tasks.importKey));
      expect(made.map((r) => [r.name, r.notes])).toEqual([["Año nuevo", ""], ["Seed p2", `Ñandú ${"ñ".repeat(20)}`]]);
    });
  });

  test("a Content-Digest that does not match the body is a 400 naming it, and nothing is written", async () => {
    const body = ndjson([{ entityId: north, rows: [row("d1")] }]);
    const digest = (text: string) => `sha-256=:${new Bun.CryptoHasher("sha256").update(text).digest("base64")}:`;
    const wrong = await send(admin, [], { body, headers: { "content-digest": digest(`${body} `) } });
    expect(wrong.status).toBe(400);
    expect((await issuesOf(wrong)).issues).toEqual([{ path: "Content-Digest", message: "does not match the body sent" }]);
    const malformed = await send(admin, [], { body, headers: { "content-digest": "md5=:abc:" } });
    expect((await issuesOf(malformed)).issues[0]!.path).toBe("Content-Digest");
    expect(await t.db.select().from(tasks).where(eq(tasks.importKey, "d1"))).toEqual([]);

    // With an Idempotency-Key, the digest stands for the body: the same key and digest get the first answer; the
    // same key with another body (another digest) is refused.
    const key = crypto.randomUUID();
    const first = await send(admin, [], { body, headers: { "content-digest": digest(body), "Idempotency-Key": key } });
    expect(TaskFileImportResultSchema.parse(await first.json())).toMatchObject({ created: 1 });
    const replay = await send(admin, [], { body, headers: { "content-digest": digest(body), "Idempotency-Key": key } });
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    const other = ndjson([{ entityId: north, rows: [row("d2")] }]);
    const reused = await send(admin, [], { body: other, headers: { "content-digest": digest(other), "Idempotency-Key": key } });
    expect(reused.status as number).toBe(422);
    expect(await t.db.select().from(tasks).where(eq(tasks.importKey, "d2"))).toEqual([]);
  });

  test("an Idempotency-Key sent again gets the first answer, not a second import's counts", async () => {
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const batch = [{ entityId: south, rows: [row("i1"), row("i2")] }];
    const first = await send(admin, batch, { headers });
    expect(TaskFileImportResultSchema.parse(await first.json())).toMatchObject({ created: 2 });
    const again = await send(admin, batch, { headers });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(TaskFileImportResultSchema.parse(await again.json())).toMatchObject({ created: 2, unchanged: 0 });
  });
  /** An entity no import has written to yet, so its rows are loaded with COPY. */
  const freshEntity = async (name: string) => {
    const id = ((await (await admin.api.entities.$post({ json: { name } })).json()) as { id: number }).id;
    await admin.api.fields.$post({ json: { entityId: id, name: "North 40", acreage: "40" } });
    return id;
  };

  test("text with tabs, line breaks and backslashes is stored exactly as sent", async () => {
    const west = await freshEntity("West Ranch");
    const texts = { notes: "tab\there\nnext line \\N and \\.", equipmentDescription: "C:\\sprayer\\N", name: "\\." };
    const res = await send(admin, [{ entityId: west, rows: [row("w1", texts), row("w2", { notes: "\\N" })] }]);
    expect(TaskFileImportResultSchema.parse(await res.json())).toMatchObject({ created: 2 });
    expect((await tasksOf(west)).map((r) => [r.name, r.notes, r.equipmentDescription, r.yieldAmount, r.cropType])).toEqual([
      [texts.name, texts.notes, texts.equipmentDescription, null, null],
      ["Seed w2", "\\N", "", null, null],
    ]);
  });

  test("a row the database refuses in the middle of a file writes nothing, and the next import goes through", async () => {
    const east = await freshEntity("East Ranch");
    await t.db.execute(sql`create function refuse_marked() returns trigger language plpgsql as $$
      begin if new.name = 'refuse me' then raise exception 'refused by a test trigger'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_marked before insert on tasks for each row execute function refuse_marked()`);
    try {
      const res = await send(admin, [{ entityId: east, rows: [row("e1"), row("e2")] }, { entityId: east, rows: [row("e3", { name: "refuse me" })] }]);
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(await tasksOf(east)).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_marked on tasks`);
      await t.db.execute(sql`drop function refuse_marked()`);
    }
    const again = await send(admin, [{ entityId: east, rows: [row("e1"), row("e2")] }, { entityId: east, rows: [row("e3")] }]);
    expect(TaskFileImportResultSchema.parse(await again.json())).toMatchObject({ created: 3 });
  });
  test("batches of new entities and an imported one, interleaved, each write their own rows", async () => {
    // A new entity's rows are loaded by one COPY kept open from batch to batch; another entity's batch ends it first.
    const [first, second, known] = [await freshEntity("Interleave A"), await freshEntity("Interleave B"), await freshEntity("Interleave C")];
    expect((await send(admin, [{ entityId: known, rows: [row("c1")] }])).status).toBe(200);
    const res = await send(admin, [
      { entityId: known, rows: [row("c1", { costPerAcre: "20" })] },
      { entityId: first, rows: [row("a1"), row("a2")] },
      { entityId: second, rows: [row("b1")] },
      { entityId: first, rows: [row("a3")] },
      { entityId: known, rows: [row("c2")] },
      { entityId: second, rows: [row("b2"), row("b3")] },
      { entityId: first, rows: [row("a4")] },
    ]);
    const result = TaskFileImportResultSchema.parse(await res.json());
    expect(result.entities.map((e) => [e.entityId, e.created, e.updated])).toEqual([[known, 1, 1], [first, 4, 0], [second, 3, 0]]);
    expect((await tasksOf(first)).map((r) => r.importKey)).toEqual(["a1", "a2", "a3", "a4"]);
    expect((await tasksOf(second)).map((r) => r.importKey)).toEqual(["b1", "b2", "b3"]);
    expect((await tasksOf(known)).map((r) => [r.importKey, r.costPerAcre])).toEqual([["c1", "20.00"], ["c2", "12.50"]]);
  });

  test("a bad row after a new entity's rows began loading writes nothing, and the next import goes through", async () => {
    const fresh = await freshEntity("Late Error Ranch");
    const good = [{ entityId: fresh, rows: [row("l1"), row("l2")] }, { entityId: fresh, rows: [row("l3")] }];
    const res = await send(admin, [...good, { entityId: fresh, rows: [row("l4", { date: "2025-13-01" })] }]);
    expect(res.status).toBe(400);
    expect((await issuesOf(res)).issues.map((i) => i.path)).toEqual(["batches.2.rows.0.date"]);
    expect(await tasksOf(fresh)).toEqual([]);
    const again = await send(admin, good);
    expect(TaskFileImportResultSchema.parse(await again.json())).toMatchObject({ created: 3 });
  });

  test("a body cut off after a new entity's rows began loading writes nothing, and the next import goes through", async () => {
    // With its length declared, so the route reads the body as it comes.
    await overNetwork("Cut", async ({ own, remote, entityId }) => {
      const whole = new TextEncoder().encode(ndjson([{ entityId, rows: [row("u1"), row("u2")] }, { entityId, rows: [row("u3")] }]));
      const firstLine = whole.slice(0, whole.indexOf(10) + 1);
      const headers = { "content-type": "application/x-ndjson", "content-length": String(whole.length) };
      // The first batch, then a pause while the server loads it, then the connection is dropped mid-body.
      const cut = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(firstLine);
          await Bun.sleep(300);
          controller.error(new Error("the line went down"));
        },
      });
      const sent = await remote.api.tasks.import
        .$post({ query: {} }, { headers, init: { body: cut, duplex: "half" } as RequestInit })
        .then((r) => r.status, () => "no answer");
      expect(sent).not.toBe(200);
      const stored = () => own.db.select().from(tasks).where(eq(tasks.entityId, entityId)).orderBy(asc(tasks.importKey));
      expect(await stored()).toEqual([]);
      // Were the first request's transaction left open with its rows, this import of the same keys would wait on it.
      const again = await remote.api.tasks.import.$post({ query: {} }, { headers, init: { body: whole } });
      expect(TaskFileImportResultSchema.parse(await again.json())).toMatchObject({ created: 3 });
      expect((await stored()).map((r) => r.importKey)).toEqual(["u1", "u2", "u3"]);
    });
  });

  test("two imports of the same file into a new entity at once leave each row once", async () => {
    const north2 = await freshEntity("Twin Ranch");
    const twin: Batch[] = [{ entityId: north2, rows: [row("t1"), row("t2")] }, { entityId: north2, rows: [row("t3")] }];
    const answers = await Promise.all([send(admin, twin), send(admin, twin)]);
    // The second waits for the first's keys; it then finds them (unchanged) or, loaded alongside, is refused (409).
    const statuses = answers.map((r): number => r.status).sort();
    expect(statuses).toEqual(statuses.includes(409) ? [200, 409] : [200, 200]);
    expect((await tasksOf(north2)).map((r) => r.importKey)).toEqual(["t1", "t2", "t3"]);
  });
});

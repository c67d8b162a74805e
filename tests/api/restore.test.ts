import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { ApiClient } from "../../api/client";
import { createApp } from "../../api/app";
import { createClient } from "../../api/client";
import { defaultConfig } from "../../api/config";
import { listTables, rowsOf } from "../../api/services/backup-tables.service";
import { createBackup } from "../../api/services/backup.service";
import { restoreArchive } from "../../api/services/restore.service";
import { type FileStorage, temporaryStorage } from "../../api/storage";
import type { Db } from "../../db/client";
import { insertFarm } from "../../db/generate-farm";
import { harvestTickets, storageLocations } from "../../db/schema";
import { ENGINE, type TestApp, TEST_PASSWORD, freshDatabase, startTestApp } from "../support/harness";
import { removeTempFolders, repack, sha256File, tempFolder, unpack } from "../support/archives";
import { pdfBytes, uploadMap } from "../support/uploads";

const OTHER = ENGINE === "pglite" ? "postgres" : "pglite";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
let archivePath: string;
let before: Snapshot;
const closers: (() => Promise<void>)[] = [];

type Snapshot = { tables: Record<string, string[]>; files: Record<string, string> };

/** Every row of every table as PostgreSQL prints it (in UTC), and every stored file's bytes. */
async function snapshot(db: Db, storage: FileStorage): Promise<Snapshot> {
  const tables: Record<string, string[]> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    for (const table of await listTables(tx)) {
      const order = sql.join((table.primaryKey.length ? table.primaryKey : table.columns).map((c) => sql.identifier(c)), sql`, `);
      const rows = await rowsOf<{ j: string }>(tx, sql`select row_to_json(x)::text as j from ${sql.identifier(table.name)} x order by ${order}`);
      tables[table.name] = rows.map((r) => r.j);
    }
  });
  const files: Record<string, string> = {};
  for await (const f of storage.list()) files[f.key] = Buffer.from(await (await storage.get(f.key))!.arrayBuffer()).toString("base64");
  return { tables, files };
}

async function fresh(engine: "pglite" | "postgres") {
  const handle = await freshDatabase(engine);
  const storage = temporaryStorage();
  closers.push(async () => {
    await handle.close();
    await rm(storage.root, { recursive: true, force: true });
  });
  return { db: handle.db, storage };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin", "restore-admin");
  reader = await t.signIn("readonly");
  await insertFarm(t.db, { entities: 2, fieldsPerEntity: 3, cropYears: [2024, 2025], tasks: 150, seed: 11, until: "2025-12-31" });
  // Text that COPY reads specially (the restore loads tasks and fields with it): it must come back as it was.
  const hostile = 'Pivot\t"7"\\north\nline two\r\\N \u0001 🌾 año';
  await t.db.execute(sql`update tasks set name = ${hostile.slice(0, 40)}, notes = ${hostile} where id = (select min(id) from tasks)`);
  await t.db.execute(sql`update fields set name = ${`North\t40 \\ "A"`} where id = (select min(id) from fields)`);
  // A load in a bin: its place in the order movements were recorded (harvest_seq, shared by three tables) travels too.
  const [field] = await rowsOf<{ id: number; entity_id: number }>(t.db, sql`select id, entity_id from fields order by id limit 1`);
  const [bin] = await t.db.insert(storageLocations).values({ entityId: field!.entity_id, name: "Restore Bin" }).returning();
  await t.db.insert(harvestTickets).values({ entityId: field!.entity_id, fieldId: field!.id, crop: "Corn", cropYear: 2025, date: "2025-10-01", ticketNumber: "R-1", quantity: "100", unit: "bu", locationId: bin!.id });
  const gone = (await (await admin.api.entities.$post({ json: { name: "Sold Ranch" } })).json()) as { id: number };
  await admin.api.entities[":id"].$delete({ param: { id: String(gone.id) } });
  await uploadMap(t.app, admin, "North.pdf", pdfBytes(30_000, 3));
  await uploadMap(t.app, admin, "South.pdf", pdfBytes(45_000, 4));
  archivePath = (await createBackup(systemContext(t.db), t.storage, { backupPath: await tempFolder(), config: defaultConfig, allowSystemDisk: true })).archivePath;
  before = await snapshot(t.db, t.storage);
}, 30_000);
// Dropping each PostgreSQL database the suite made takes a while (TEST_DB=postgres).
afterAll(async () => {
  for (const close of closers) await close();
  await t.close();
  await removeTempFolders();
}, 30_000);

describe("restoreArchive", () => {
  test(`round trip ${ENGINE} -> ${OTHER} -> ${ENGINE}: every row and every file identical`, async () => {
    expect(before.tables.tasks!.length).toBeGreaterThan(100);
    expect(Object.keys(before.files)).toHaveLength(2);
    const other = await fresh(OTHER);
    const result = await restoreArchive(systemContext(other.db), other.storage, { archivePath });
    expect(result.filesCount).toBe(2);
    expect(result.tables.tasks).toBe(before.tables.tasks!.length);
    expect(await snapshot(other.db, other.storage)).toEqual(before);

    const back = await fresh(ENGINE);
    const second = await createBackup(systemContext(other.db), other.storage, { backupPath: await tempFolder(), config: defaultConfig, allowSystemDisk: true });
    await restoreArchive(systemContext(back.db), back.storage, { archivePath: second.archivePath });
    expect(await snapshot(back.db, back.storage)).toEqual(before);
    // Two fresh databases, two restores (one into the other engine), a backup and three snapshots of 150 tasks: about
    // 43 s alone with TEST_DB=postgres, and it once ran past 60 s on a busy machine.
  }, 180_000);

  test("the restored farm works: its users sign in, maps download, new rows get fresh ids", async () => {
    const target = await fresh(OTHER);
    await restoreArchive(systemContext(target.db), target.storage, { archivePath });
    const app = createApp({ db: target.db, storage: target.storage });
    const client = createClient("http://farm.test", { fetch: ((i: RequestInfo, init?: RequestInit) => app.fetch(new Request(i, init))) as typeof fetch, cookies: true });
    expect((await client.api.auth.login.$post({ json: { username: "restore-admin", password: TEST_PASSWORD } })).status).toBe(200);
    const maps = (await (await client.api.maps.$get({ query: { sort: '["fileName","ASC"]' } })).json()) as { id: string }[];
    expect(maps).toHaveLength(2);
    const file = await client.api.maps[":id"].file.$get({ param: { id: maps[0]!.id } });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes(30_000, 3));
    const maxId = Math.max(...before.tables.entities!.map((j) => JSON.parse(j).id));
    const created = (await (await client.api.entities.$post({ json: { name: "After Restore" } })).json()) as { id: number };
    expect(created.id).toBe(maxId + 1);
    // A movement recorded now comes after the restored ones of its day, in every table sharing the sequence.
    const [order] = await rowsOf<{ restored: string; next: string }>(target.db, sql`select (select max(seq) from harvest_tickets)::text as restored, nextval('harvest_seq')::text as next`);
    expect(Number(order!.next)).toBeGreaterThan(Number(order!.restored));
  }, 30_000);

  test("a target holding data is refused 409 unless replace is asked for", async () => {
    const target = await fresh(ENGINE);
    await restoreArchive(systemContext(target.db), target.storage, { archivePath });
    await expect(restoreArchive(systemContext(target.db), target.storage, { archivePath })).rejects.toMatchObject({ status: 409 });
    await target.storage.put("uploads/stray.pdf", pdfBytes(10));
    await restoreArchive(systemContext(target.db), target.storage, { archivePath, replace: true });
    expect(await snapshot(target.db, target.storage)).toEqual(before);
  }, 30_000);

  test("a damaged archive is refused before anything is touched", async () => {
    const target = await fresh(ENGINE);
    const untouched = await snapshot(target.db, target.storage);
    const { dir, files } = await unpack(archivePath);
    const victim = join(dir, "database/tasks.ndjson");
    await writeFile(victim, (await readFile(victim, "utf8")).replace(/"total_cost":\d+/, '"total_cost":0'));
    const damaged = join(await tempFolder(), "damaged.tar.gz");
    await repack(dir, files, damaged);
    await expect(restoreArchive(systemContext(target.db), target.storage, { archivePath: damaged })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("database/tasks.ndjson does not match its checksum"),
    });
    expect(await snapshot(target.db, target.storage)).toEqual(untouched);
  }, 30_000);

  test("a table line that is not the table's is refused as damaged, naming its line, even with a checksum to match", async () => {
    const target = await fresh(ENGINE);
    const untouched = await snapshot(target.db, target.storage);
    const { dir, files } = await unpack(archivePath);
    const member = "database/tasks.ndjson";
    const lines = (await readFile(join(dir, member), "utf8")).split("\n");
    // The third task's first two columns swapped: valid JSON, not the order the backup writes.
    lines[2] = lines[2]!.replace(/^\{("id":\d+),("entity_id":\d+)/, "{$2,$1");
    const text = lines.join("\n");
    await writeFile(join(dir, member), text);
    const manifestPath = join(dir, "manifest.json");
    const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
    manifest.members[member] = { size: Buffer.byteLength(text), sha256: await sha256File(join(dir, member)) };
    await writeFile(manifestPath, JSON.stringify(manifest));
    const damaged = join(await tempFolder(), "reordered.tar.gz");
    await repack(dir, files, damaged);
    await expect(restoreArchive(systemContext(target.db), target.storage, { archivePath: damaged })).rejects.toMatchObject({
      status: 400,
      code: "BACKUP_INVALID",
      message: expect.stringContaining("database/tasks.ndjson line 3: expected the column id"),
    });
    expect(await snapshot(target.db, target.storage)).toEqual(untouched);
    // And the target takes the good archive after it.
    await restoreArchive(systemContext(target.db), target.storage, { archivePath });
    expect(await snapshot(target.db, target.storage)).toEqual(before);
  }, 30_000);

  test("a missing file or one that is not an archive is a 400 naming archivePath", async () => {
    const target = await fresh(ENGINE);
    const notArchive = join(await tempFolder(), "notes.tar.gz");
    await writeFile(notArchive, "just some text");
    for (const path of [notArchive, join(await tempFolder(), "nothing-here.tar.gz")]) {
      await expect(restoreArchive(systemContext(target.db), target.storage, { archivePath: path })).rejects.toMatchObject({
        status: 400,
        issues: [{ path: "archivePath", message: expect.any(String) }],
      });
    }
  });
});

describe("POST /api/backup/restore", () => {
  test("admins only; a live database is refused without replace, and restored with it", async () => {
    expect((await reader.api.backup.restore.$post({ json: { archivePath } })).status).toBe(403);
    expect((await t.client().api.backup.restore.$post({ json: { archivePath } })).status).toBe(401);
    expect((await admin.api.backup.restore.$post({ json: { archivePath: "" } })).status).toBe(400);
    const refused = await admin.api.backup.restore.$post({ json: { archivePath } });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as any).message).toContain("replace");
    await admin.api.entities.$post({ json: { name: "Made After The Backup" } });
    const res = await admin.api.backup.restore.$post({ json: { archivePath, replace: true } });
    expect(res.status).toBe(200);
    const names = ((await (await admin.api.entities.$get({ query: {} })).json()) as { name: string }[]).map((e) => e.name);
    expect(names).not.toContain("Made After The Backup");
    const after = await snapshot(t.db, t.storage);
    expect(after.files).toEqual(before.files);
    expect(after.tables.tasks).toEqual(before.tables.tasks);
    // The restore itself is the newest entry of the restored audit trail; what was done after the backup is
    // still on record, after the backup's own entries.
    const trail = (await (await admin.api.admin.audit.$get({ query: {} })).json()) as any[];
    expect(trail[0]).toMatchObject({ action: "restore", resource: "backup", username: "restore-admin" });
    const later = trail.find((e) => e.resource === "entities" && e.changes?.name === "Made After The Backup");
    expect(later).toMatchObject({ action: "create", username: "restore-admin" });
    expect(after.tables.audit_log!.length).toBeGreaterThan(before.tables.audit_log!.length);
    expect(after.tables.audit_log!.slice(0, before.tables.audit_log!.length)).toEqual(before.tables.audit_log!);
  }, 30_000);
});

describe("restore into a new server", () => {
  test("the restoring admin, its sessions, tokens, upload slots and idempotency keys and the reference rows do not count as data", async () => {
    const target = await startTestApp();
    closers.push(() => target.close());
    const newAdmin = await target.signIn("admin", "new-server-admin");
    // A token made the way farmctl makes it (with an Idempotency-Key), and an upload slot never used.
    const headers = { "idempotency-key": "new-server-token-1" };
    expect((await newAdmin.api.tokens.$post({ json: { name: "restore-job" } }, { headers })).status).toBe(201);
    expect((await newAdmin.api.objects.upload.$post()).status).toBe(200);
    const keys = await rowsOf<{ n: number }>(target.db, sql`select count(*)::int as n from idempotency_keys`);
    const slots = await rowsOf<{ n: number }>(target.db, sql`select count(*)::int as n from uploads`);
    expect({ keys: keys[0]?.n, slots: slots[0]?.n }).toEqual({ keys: 1, slots: 1 });
    const res = await newAdmin.api.backup.restore.$post({ json: { archivePath } });
    expect(res.status).toBe(200);
    expect(await snapshot(target.db, target.storage)).toMatchObject({ files: before.files, tables: { tasks: before.tables.tasks, users: before.tables.users } });
    // The backup's accounts are the server's now: the new server's own admin is gone, the backup's admin signs in.
    expect((await newAdmin.api.entities.$get({ query: {} })).status).toBe(401);
    const back = target.client();
    expect((await back.api.auth.login.$post({ json: { username: "restore-admin", password: TEST_PASSWORD } })).status).toBe(200);

    // Now it holds a farm: another restore without replace is refused, and the message says what to do.
    const again = await back.api.backup.restore.$post({ json: { archivePath } });
    expect(again.status).toBe(409);
    const message = ((await again.json()) as { message: string }).message;
    expect(message).toContain("entities:");
    expect(message).toContain("restore with replace (farmctl restore --replace)");
  }, 60_000);
});

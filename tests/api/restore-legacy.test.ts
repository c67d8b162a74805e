import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { createApp } from "../../api/app";
import { type ApiClient, createClient } from "../../api/client";
import { defaultConfig } from "../../api/config";
import { CATEGORY_ID, SEED_CATEGORIES } from "../../api/domain/task-categories";
import { listTables, rowsOf } from "../../api/services/backup-tables.service";
import { LATEST_MIGRATION, createBackup } from "../../api/services/backup.service";
import { restoreArchive } from "../../api/services/restore.service";
import { createUser } from "../../api/services/users.service";
import { type FileStorage, temporaryStorage } from "../../api/storage";
import { type Db, type DbHandle, openDatabase } from "../../db/client";
import { taskCategories } from "../../db/schema";
import { SEED_FERTILIZERS } from "../../db/seed";
import { removeTempFolders, repack, tempFolder, unpack } from "../support/archives";
import { ENGINE, TEST_PASSWORD, freshDatabase } from "../support/harness";
import { emptyPostgresDatabase } from "../support/postgres-database";

/**
 * Backups made before migration 0017 hold the table `fertilizers` (type liquid or dry); since then those rows are
 * products of kind fertilizer with a stock unit (gal or lb). A farm that upgrades restores last week's archive and
 * finds every fertilizer, every task's fertilizer and the fertilizer report as they were: the same as upgrading the
 * database itself in place.
 *
 * Green Acres, crop year 2025: East 40 ac Corn with Urea (46-0-0, dry, 0.46 lb N per lb) 200 lb/ac -> N 92.00, and
 * Ammonium polyphosphate (10-34-0, liquid, N 1.17 P 3.96 per gal) 5 gal/ac -> N 5.85 P 19.80 (East: 97.85 / 19.80);
 * West 20 ac Wheat with the farm's own "Farm blend 8-24-6" (liquid, N 0.88 P 2.64 K 0.66) 10 gal/ac -> 8.80 / 26.40 /
 * 6.60. Entity average by acres: N (40 x 97.85 + 20 x 8.80) / 60 = 68.1666 -> 68.17, P (40 x 19.80 + 20 x 26.40) / 60
 * = 22.00, K (20 x 6.60) / 60 = 2.20.
 */
const OLD_MIGRATION = "0016_user_must_change_password";
const OTHER = ENGINE === "pglite" ? "postgres" : "pglite";
const closers: (() => Promise<void>)[] = [];

/** db/migrations as the previous version shipped it: the journal ends at `tag`. */
async function migrationsUpTo(tag: string) {
  const folder = join(await tempFolder("farm-migrations-"), "migrations");
  await cp(join(import.meta.dir, "../../db/migrations"), folder, { recursive: true });
  const journalPath = join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal, null, 2));
  return folder;
}

/** A new database of `engine` migrated only as far as `migrationsFolder` goes. */
async function databaseAt(engine: "pglite" | "postgres", migrationsFolder: string): Promise<DbHandle> {
  if (engine === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://" });
    await migratePglite(handle.db as never, { migrationsFolder });
    closers.push(() => handle.close());
    return handle;
  }
  const { url, drop } = await emptyPostgresDatabase("farm_test_legacy");
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  await migratePostgres(handle.db as never, { migrationsFolder });
  closers.push(async () => {
    await handle.close();
    await drop();
  });
  return handle;
}

type Snapshot = Record<string, string[]>;

/** Every row of every table as PostgreSQL prints it (in UTC). */
async function snapshot(db: Db): Promise<Snapshot> {
  const tables: Snapshot = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    for (const table of await listTables(tx)) {
      const order = sql.join((table.primaryKey.length ? table.primaryKey : table.columns).map((c) => sql.identifier(c)), sql`, `);
      const rows = await rowsOf<{ j: string }>(tx, sql`select row_to_json(x)::text as j from ${sql.identifier(table.name)} x order by ${order}`);
      tables[table.name] = rows.map((r) => r.j);
    }
  });
  return tables;
}

/** The old admin, signed in to an app over `db`. */
async function signedIn(db: Db, storage: FileStorage): Promise<ApiClient> {
  const app = createApp({ db, storage });
  const fetchApp = ((i: RequestInfo, init?: RequestInit) => app.fetch(new Request(i, init))) as typeof fetch;
  const client = createClient("http://farm.test", { fetch: fetchApp, cookies: true });
  const res = await client.api.auth.login.$post({ json: { username: "office-admin", password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return client;
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

/** What the office sees: the fertilizer list and the crop year's fertilizer report, for all entities and for one. */
async function officeView(client: ApiClient, entityId: number) {
  const list = await (await client.api.fertilizers.$get({ query: { sort: '["id","ASC"]', range: "[0,99]" } as never })).json();
  const all = await (await client.api.reports.fertilizer.$get({ query: { year: "2025" } as never })).json();
  const one = await (await client.api.reports.fertilizer.$get({ query: { year: "2025", entity: String(entityId) } as never })).json();
  return { list, all, one };
}

let archivePath: string;
let oldFertilizers: { id: number; name: string; n_per_gal: string; p_per_gal: string; k_per_gal: string; type: string }[];
let oldTasks: { id: number; fertilizer_id: number; fertilizer_gallons_applied: string }[];
let entityId: number;
let upgradedInPlace: Snapshot;
let before: Awaited<ReturnType<typeof officeView>>;
const storage = temporaryStorage();

beforeAll(async () => {
  // The previous version's database, filled the way it filled it.
  const old = await databaseAt(ENGINE, await migrationsUpTo(OLD_MIGRATION));
  const db = old.db;
  await db.insert(taskCategories).values(SEED_CATEGORIES);
  await db.execute(sql`select setval(pg_get_serial_sequence('task_categories', 'id'), (select max(id) from task_categories))`);
  for (const f of [...SEED_FERTILIZERS, { name: "Farm blend 8-24-6", nPerGal: "0.88", pPerGal: "2.64", kPerGal: "0.66", type: "liquid" }]) {
    await db.execute(sql`insert into fertilizers (name, n_per_gal, p_per_gal, k_per_gal, type) values (${f.name}, ${f.nPerGal}, ${f.pPerGal}, ${f.kPerGal}, ${f.type})`);
  }
  await createUser(systemContext(db), { username: "office-admin", password: TEST_PASSWORD, role: "admin" });
  entityId = (await rowsOf<{ id: number }>(db, sql`insert into entities (name) values ('Green Acres') returning id`))[0]!.id;
  const field = async (name: string, acres: string, crop: string) =>
    (await rowsOf<{ id: number }>(db, sql`insert into fields (entity_id, name, acreage, crop_type) values (${entityId}, ${name}, ${acres}, ${crop}) returning id`))[0]!.id;
  const east = await field("East", "40", "Corn");
  const west = await field("West", "20", "Wheat");
  const fertilizerId = async (name: string) => (await rowsOf<{ id: number }>(db, sql`select id from fertilizers where name = ${name}`))[0]!.id;
  const task = async (fieldId: number, acres: string, crop: string, date: string, fertilizer: string, perAcre: string) =>
    db.execute(sql`insert into tasks (entity_id, field_id, category_id, name, crop_type, crop_year, date, cost_per_acre, acres_covered, total_cost, fertilizer_id, fertilizer_gallons_applied)
      values (${entityId}, ${fieldId}, ${CATEGORY_ID.FERTILIZER}, ${`Fertilize with ${fertilizer}`}, ${crop}, 2025, ${date}, '12.50', ${acres}, ${(Number(acres) * 12.5).toFixed(2)},
        ${await fertilizerId(fertilizer)}, ${perAcre})`);
  await task(east, "40", "Corn", "2025-03-01", "Urea (46-0-0)", "200");
  await task(east, "40", "Corn", "2025-04-01", "Ammonium polyphosphate (10-34-0)", "5");
  await task(west, "20", "Wheat", "2025-03-15", "Farm blend 8-24-6", "10");
  oldFertilizers = await rowsOf(db, sql`select id, name, n_per_gal::text, p_per_gal::text, k_per_gal::text, type from fertilizers order by id`);
  oldTasks = await rowsOf(db, sql`select id, fertilizer_id, fertilizer_gallons_applied::text from tasks order by id`);

  archivePath = (await createBackup(systemContext(db), storage, { backupPath: await tempFolder(), config: defaultConfig, allowSystemDisk: true })).archivePath;

  // The same database upgraded in place, as the new version does on its first start: what a restore must equal.
  await old.migrate();
  upgradedInPlace = await snapshot(db);
  before = await officeView(await signedIn(db, storage), entityId);
}, 60_000);
afterAll(async () => {
  for (const close of closers) await close();
  await rm(storage.root, { recursive: true, force: true });
  await removeTempFolders();
}, 30_000);

describe("an archive made before migration 0017", () => {
  test("is the previous version's: schema 0016, a fertilizers member with type, no products", async () => {
    const { dir } = await unpack(archivePath);
    const manifest = JSON.parse(await readFile(join(dir, "manifest.json"), "utf8"));
    expect(manifest.schemaMigration).toBe(OLD_MIGRATION);
    const names = manifest.database.tables.map((t: { name: string }) => t.name);
    expect(names).toContain("fertilizers");
    expect(names).not.toContain("products");
    expect(manifest.database.tables.find((t: { name: string }) => t.name === "fertilizers")).toMatchObject({
      rows: 13,
      columns: ["id", "name", "n_per_gal", "p_per_gal", "k_per_gal", "type", "created_at"],
    });
  });

  test("the office's view after the upgrade in place: the figures worked out by hand", () => {
    expect(before.list as unknown).toEqual(
      oldFertilizers.map((f) => ({ id: f.id, name: f.name, nPerGal: f.n_per_gal, pPerGal: f.p_per_gal, kPerGal: f.k_per_gal, type: f.type, createdAt: expect.any(String) })),
    );
    const one = before.one as { fields: { fieldName: string; totalPerAcre: unknown }[]; entityAverage: unknown };
    expect(one.fields.map((f) => [f.fieldName, f.totalPerAcre])).toEqual([
      ["East", { n: "97.85", p: "19.80", k: "0.00" }],
      ["West", { n: "8.80", p: "26.40", k: "6.60" }],
    ]);
    expect(one.entityAverage).toEqual({ n: "68.17", p: "22.00", k: "2.20" });
  });

  for (const engine of [ENGINE, OTHER] as const) {
    test(`restores into ${engine} at the current schema exactly as the upgrade in place: products, tasks, the fertilizer list and report`, async () => {
      const target = await fresh(engine);
      const result = await restoreArchive(systemContext(target.db), target.storage, { archivePath });
      expect(result.tables).toMatchObject({ products: 13, tasks: 3 });
      expect(result.tables).not.toHaveProperty("fertilizers");

      const products = await rowsOf<{ id: number; name: string; kind: string; stock_unit: string }>(
        target.db,
        sql`select id, name, kind, stock_unit from products order by id`,
      );
      expect(products).toEqual(oldFertilizers.map((f) => ({ id: f.id, name: f.name, kind: "fertilizer", stock_unit: f.type === "dry" ? "lb" : "gal" })));
      const tasks = await rowsOf(target.db, sql`select id, fertilizer_id, fertilizer_gallons_applied::text from tasks order by id`);
      expect(tasks).toEqual(oldTasks);

      expect(await snapshot(target.db)).toEqual(upgradedInPlace);
      expect(await officeView(await signedIn(target.db, target.storage), entityId)).toEqual(before);

      // New products get fresh ids, and the next backup is at the current schema with a products member.
      const made = await rowsOf<{ id: number }>(target.db, sql`insert into products (name, kind, stock_unit) values ('Roundup', 'crop protection', 'gal') returning id`);
      expect(made[0]!.id).toBe(Math.max(...oldFertilizers.map((f) => f.id)) + 1);
      const next = await createBackup(systemContext(target.db), target.storage, { backupPath: await tempFolder(), config: defaultConfig, allowSystemDisk: true });
      const manifest = JSON.parse(await readFile(join((await unpack(next.archivePath)).dir, "manifest.json"), "utf8"));
      expect(manifest.schemaMigration).toBe(LATEST_MIGRATION);
      expect(next.tables).toMatchObject({ products: 14 });
      expect(next.tables).not.toHaveProperty("fertilizers");
    }, 60_000);
  }

  test("a new server's seeded fertilizers are not data, a product the office typed in is: refused 409 without replace", async () => {
    const target = await fresh(ENGINE);
    await target.db.execute(sql`insert into products (name, kind, stock_unit) values ('Roundup PowerMax', 'crop protection', 'gal')`);
    const untouched = await snapshot(target.db);
    await expect(restoreArchive(systemContext(target.db), target.storage, { archivePath })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("products: 1 rows"),
    });
    expect(await snapshot(target.db)).toEqual(untouched);
    await restoreArchive(systemContext(target.db), target.storage, { archivePath, replace: true });
    expect(await snapshot(target.db)).toEqual(upgradedInPlace);
  }, 30_000);

  test("a fertilizers member in an archive that claims the current schema is refused, nothing changed", async () => {
    const target = await fresh(ENGINE);
    const untouched = await snapshot(target.db);
    const { dir, files } = await unpack(archivePath);
    const manifestPath = join(dir, "manifest.json");
    const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
    manifest.schemaMigration = LATEST_MIGRATION;
    await writeFile(manifestPath, JSON.stringify(manifest));
    const claimed = join(await tempFolder(), "claimed.tar.gz");
    await repack(dir, files, claimed);
    await expect(restoreArchive(systemContext(target.db), target.storage, { archivePath: claimed })).rejects.toMatchObject({
      status: 400,
      code: "BACKUP_INVALID",
      message: expect.stringContaining("The backup has fertilizers"),
    });
    expect(await snapshot(target.db)).toEqual(untouched);
  }, 30_000);
});

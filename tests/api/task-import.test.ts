import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import type { ApiClient } from "../../api/client";
import { type TaskImportRow, TaskImportResultSchema } from "../../api/schemas/task-import.schemas";
import { tasks } from "../../db/schema";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
let entityId: number;
let northId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
  const entity = await admin.api.entities.$post({ json: { name: "Import Ranch" } });
  entityId = ((await entity.json()) as { id: number }).id;
  const north = await admin.api.fields.$post({ json: { entityId, name: "North 40", acreage: "40", cropType: "Alfalfa" } });
  northId = ((await north.json()) as { id: number }).id;
  await admin.api.fields.$post({ json: { entityId, name: "River Block", acreage: "12.5" } });
});
afterAll(() => t.close());

type Row = Record<string, string>;
const post = (client: ApiClient, rows: Row[], dryRun = false, id = entityId) =>
  client.api.entities[":entityId"].tasks.import.$post({ param: { entityId: String(id) }, json: { rows: rows as TaskImportRow[], dryRun } });
const entityTasks = () =>
  t.db.select().from(tasks).where(and(eq(tasks.entityId, entityId))).orderBy(asc(tasks.importKey));

const good: Row[] = [
  // 12.50 x 40.5 + 3.33 x 40.5 = 506.25 + 134.865 = 641.115 -> 641.12; equipment 134.865 -> 134.87
  { importKey: "a1", date: "2025-03-14", field: "north 40", category: "FERTILIZER", name: "Side-dress", costPerAcre: "12.50", acresCovered: "40.5", equipmentRental: "3.33", fertilizer: "uan-32 (32-0-0)", fertilizerGallonsApplied: "20" },
  // acres blank: the whole field (12.5); 8 x 12.5 = 100.00; crop year from the date; 10 h of Drip = 10 x 1.09 / 24 = 0.454
  { importKey: "a2", date: "4/2/2024", field: "River  Block", category: "water", name: "Irrigation", costPerAcre: "8", acresCovered: "", irrigationType: "drip", irrigationHours: "10" },
];

describe("POST /api/entities/{entityId}/tasks/import", () => {
  test("a dry run counts what would be created and writes nothing", async () => {
    const res = await post(admin, good, true);
    expect(res.status).toBe(200);
    expect(TaskImportResultSchema.parse(await res.json())).toEqual({ dryRun: true, received: 2, created: 2, updated: 0, unchanged: 0 });
    expect(await entityTasks()).toHaveLength(0);
  });

  test("imports rows by name with the server's totals, then a re-import adds nothing", async () => {
    const res = await post(admin, good);
    expect(TaskImportResultSchema.parse(await res.json())).toEqual({ dryRun: false, received: 2, created: 2, updated: 0, unchanged: 0 });
    const [a1, a2] = await entityTasks();
    expect(a1).toMatchObject({ fieldId: northId, categoryId: 3, cropYear: 2025, date: "2025-03-14", totalCost: "641.12", equipmentTotal: "134.87", cropType: "Alfalfa" });
    expect(a2).toMatchObject({ cropYear: 2024, date: "2024-04-02", acresCovered: "12.50", totalCost: "100.00", irrigationType: "Drip", waterInchesApplied: "0.454" });

    const again = await post(admin, good);
    expect(TaskImportResultSchema.parse(await again.json())).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const changed = await post(admin, [{ ...good[0]!, costPerAcre: "10" }]);
    expect(TaskImportResultSchema.parse(await changed.json())).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const rows = await entityTasks();
    expect(rows).toHaveLength(2);
    // 10 x 40.5 + 3.33 x 40.5 = 405 + 134.865 = 539.865 -> 539.87
    expect(rows[0]!.totalCost).toBe("539.87");

    // A dry run over known keys counts the same way: one with other values, one unchanged, one new; nothing written.
    const mixed = await post(admin, [{ ...good[0]!, costPerAcre: "11" }, good[1]!, { ...good[1]!, importKey: "a3" }], true);
    expect(TaskImportResultSchema.parse(await mixed.json())).toEqual({ dryRun: true, received: 3, created: 1, updated: 1, unchanged: 1 });
    expect(await entityTasks()).toEqual(rows);
  });

  test("every bad row is named by index and column, and nothing of the chunk is written", async () => {
    const before = (await entityTasks()).length;
    const res = await post(admin, [
      { importKey: "b1", date: "2025-02-30", field: "North 40", category: "Seed", name: "Seed", costPerAcre: "1" },
      { importKey: "b2", date: "2025-03-01", field: "Nowhere", category: "Seed", name: "Seed", costPerAcre: "1" },
      { importKey: "b3", date: "2025-03-01", field: "North 40", category: "Seed", name: "Fine", costPerAcre: "1" },
      { importKey: "b3", date: "2025-03-01", field: "North 40", category: "Bogus", name: "x", costPerAcre: "-2" },
    ]);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
    const paths = body.issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["rows.0.date", "rows.1.field", "rows.3.costPerAcre"]));
    expect(paths).not.toContain("rows.2.date");
    expect(body.message).toStartWith("3 of 4 rows are invalid");
    expect(body.issues.find((i) => i.path === "rows.1.field")!.message).toContain("North 40");
    expect((await entityTasks()).length).toBe(before);
  });

  test("a duplicate import key is refused", async () => {
    const res = await post(admin, [
      { importKey: "d1", date: "2025-03-01", field: "North 40", category: "Seed", name: "A", costPerAcre: "1" },
      { importKey: "d1", date: "2025-03-01", field: "North 40", category: "Seed", name: "B", costPerAcre: "1" },
    ]);
    expect(res.status).toBe(400);
    const paths = ((await res.json()) as any).issues.map((i: any) => i.path);
    expect(paths).toEqual(["rows.1.importKey"]);
  });

  test("an unknown fertilizer on a Fertilizer task is refused, naming the fertilizers endpoint", async () => {
    const res = await post(admin, [
      { importKey: "f1", date: "2025-03-01", field: "North 40", category: "Fertilizer", name: "A", costPerAcre: "1", fertilizer: "Magic Dust" },
    ]);
    expect(res.status).toBe(400);
    const issue = ((await res.json()) as any).issues[0];
    expect(issue).toEqual({ path: "rows.0.fertilizer", message: 'no fertilizer named "Magic Dust"; see GET /api/fertilizers' });
  });

  test("a detail of another category is refused as POST /api/tasks refuses it, naming the row's column", async () => {
    const res = await post(admin, [
      { importKey: "s1", date: "2025-05-01", field: "North 40", category: "Seed", name: "Seed", costPerAcre: "2", fertilizer: "UAN-32 (32-0-0)", fertilizerGallonsApplied: "5", irrigationType: "Flood" },
      { importKey: "s2", date: "2025-05-01", field: "North 40", category: "Seed", name: "Seed", costPerAcre: "2", rentPerAcre: "4" },
      { importKey: "s3", date: "2025-05-01", field: "North 40", category: "Rent", name: "Rent", costPerAcre: "0", rentPerAcre: "4", waterAssessmentPerAcre: "0" },
    ]);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues.map((i) => i.path)).toEqual(["rows.0.fertilizer", "rows.0.fertilizerGallonsApplied", "rows.0.irrigationType", "rows.1.rentPerAcre"]);
    expect(body.issues[0]!.message).toBe("only a Fertilizer task carries fertilizer details; leave it empty or choose the Fertilizer category");
    expect(body.issues[3]!.message).toBe("only a Rent task carries rent; leave it 0 or choose the Rent category");
    expect((await entityTasks()).some((r) => ["s1", "s2", "s3"].includes(r.importKey ?? ""))).toBe(false);
  });

  test("readonly 403, signed out 401, unknown entity 404, an unknown column 400", async () => {
    expect((await post(reader, good)).status).toBe(403);
    expect((await post(t.client(), good)).status).toBe(401);
    expect((await post(admin, good, false, 999999)).status).toBe(404);
    const res = await post(admin, [{ ...good[0]!, importKey: "c1", colour: "red" }]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).issues[0].path).toBe("rows.0");
  });
});

describe("the entity column, checked on the server", () => {
  test("a row naming this entity (any case, or its id) imports; naming another is a 400 on rows.N.entity, nothing written", async () => {
    const before = (await entityTasks()).length;
    const row = { date: "2025-06-01", field: "North 40", category: "Seed", costPerAcre: "1" };
    const ok = await post(admin, [
      { ...row, name: "By name", entity: "import ranch" },
      { ...row, name: "By id", entity: String(entityId) },
    ], true);
    expect(ok.status).toBe(200);
    expect(TaskImportResultSchema.parse(await ok.json())).toMatchObject({ received: 2, created: 2 });
    const bad = await post(admin, [{ ...row, name: "Elsewhere", entity: "Other Ranch" }]);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { path: string; message: string }[] }).issues).toEqual([
      { path: "rows.0.entity", message: 'names "Other Ranch", but these rows are imported into "Import Ranch"; send each entity\'s rows to its own import' },
    ]);
    expect((await entityTasks()).length).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import { fields, tasks } from "../../db/schema";
import type { ApiClient } from "../../api/client";
import { RecoverableFieldSchema, RecoverableTaskSchema } from "../../api/schemas/admin.schemas";
import { DeletedEntitySchema, EntitySchema } from "../../api/schemas/entities.schemas";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
});
afterAll(() => t.close());

const param = (id: number | string) => ({ param: { id: String(id) } });

/**
 * An entity with North (40 acres: tasks "Disc" and "Seed") and South (25.50 acres: "Water" and "Cut").
 * Water is category 1, Seed 8.
 */
async function farm(name: string) {
  const res = await admin.api.entities.$post({ json: { name } });
  const entity = EntitySchema.parse(await res.json());
  const [north, south] = await t.db
    .insert(fields)
    .values([
      { entityId: entity.id, name: "North", acreage: "40.00" },
      { entityId: entity.id, name: "South", acreage: "25.50" },
    ])
    .returning();
  const task = (fieldId: number, name: string, categoryId: number) =>
    ({ entityId: entity.id, fieldId, categoryId, name, cropYear: 2025, date: "2025-04-01", totalCost: "100.00" }) as const;
  const [disc, seed, water, cut] = await t.db
    .insert(tasks)
    .values([task(north!.id, "Disc", 2), task(north!.id, "Seed", 8), task(south!.id, "Water", 1), task(south!.id, "Cut", 6)])
    .returning();
  return { entity, north: north!, south: south!, disc: disc!, seed: seed!, water: water!, cut: cut! };
}

const deleteEntity = (id: number) => admin.api.entities[":id"].$delete(param(id));
const deleteField = (id: number) => admin.api.fields[":id"].$delete(param(id));
const deleteTask = (id: number) => admin.api.tasks[":id"].$delete(param(id));
const recover = (kind: "entity" | "field" | "task", id: number | string, client = admin) =>
  client.api.admin[`recover-${kind}`][":id"].$post(param(id));

async function deletedFields(entityId: number) {
  const res = await admin.api.admin["deleted-fields"].$get({ query: { entityId: String(entityId) } });
  expect(res.status).toBe(200);
  return z.array(RecoverableFieldSchema).parse(await res.json());
}
async function deletedTasks(entityId: number) {
  const res = await admin.api.admin["deleted-tasks"].$get({ query: { entityId: String(entityId) } });
  expect(res.status).toBe(200);
  return z.array(RecoverableTaskSchema).parse(await res.json());
}
const names = (rows: { name: string }[]) => rows.map((r) => r.name).sort();

describe("recovering a farm entity", () => {
  test("restores exactly what was deleted with it; what was deleted before stays deleted", async () => {
    const f = await farm("Cascade Ranch");
    expect((await deleteField(f.south.id)).status).toBe(200); // South with Water and Cut
    expect((await deleteTask(f.seed.id)).status).toBe(200);
    await Bun.sleep(5); // a later deletion, with a later timestamp
    expect((await deleteEntity(f.entity.id)).status).toBe(200); // the entity, North and Disc

    const listed = z.array(DeletedEntitySchema).parse(await (await admin.api.admin["deleted-entities"].$get()).json());
    expect(listed.find((e) => e.id === f.entity.id)?.deletedAt).toBeTruthy();
    expect(names(await deletedFields(f.entity.id))).toEqual(["North", "South"]);
    expect(names(await deletedTasks(f.entity.id))).toEqual(["Cut", "Disc", "Seed", "Water"]);

    const res = await recover("entity", f.entity.id);
    expect(res.status).toBe(200);
    // North's 40 acres are back; South's 25.50 are not.
    expect(EntitySchema.parse(await res.json())).toMatchObject({ id: f.entity.id, name: "Cascade Ranch", totalAcres: "40.00" });
    expect((await admin.api.entities[":id"].$get(param(f.entity.id))).status).toBe(200);
    expect((await admin.api.fields[":id"].$get(param(f.north.id))).status).toBe(200);
    expect(names(await deletedFields(f.entity.id))).toEqual(["South"]);
    expect(names(await deletedTasks(f.entity.id))).toEqual(["Cut", "Seed", "Water"]);
    const gone = z.array(DeletedEntitySchema).parse(await (await admin.api.admin["deleted-entities"].$get()).json());
    expect(gone.some((e) => e.id === f.entity.id)).toBe(false);

    // Then the field, with the tasks deleted along with it (not Seed, deleted on its own).
    const field = await recover("field", f.south.id);
    expect(field.status).toBe(200);
    expect(RecoverableFieldSchema.parse(await field.json())).toMatchObject({ id: f.south.id, name: "South", deletedAt: null });
    expect(names(await deletedTasks(f.entity.id))).toEqual(["Seed"]);
    const entity = EntitySchema.parse(await (await admin.api.entities[":id"].$get(param(f.entity.id))).json());
    expect(entity.totalAcres).toBe("65.50");

    const task = await recover("task", f.seed.id);
    expect(task.status).toBe(200);
    expect(RecoverableTaskSchema.parse(await task.json())).toMatchObject({ id: f.seed.id, name: "Seed", fieldName: "North", deletedAt: null });
    expect(await deletedTasks(f.entity.id)).toEqual([]);
  });

  test("an entity that is not deleted is a 409; a missing one 404; a bad id 400", async () => {
    const f = await farm("Standing Ranch");
    const res = await recover("entity", f.entity.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as any).message).toBe("Farm entity is not deleted");
    expect((await recover("entity", 999999)).status).toBe(404);
    expect((await recover("entity", "abc")).status).toBe(400);
  });
});

describe("recovering a field or a task", () => {
  test("a field or task of a deleted entity waits for the entity (409)", async () => {
    const f = await farm("Gone Ranch");
    await deleteEntity(f.entity.id);
    const field = await recover("field", f.north.id);
    expect(field.status).toBe(409);
    expect(((await field.json()) as any).message).toBe("Recover the farm entity first");
    const task = await recover("task", f.disc.id);
    expect(task.status).toBe(409);
    expect(((await task.json()) as any).message).toBe("Recover the farm entity first");
    expect(names(await deletedFields(f.entity.id))).toEqual(["North", "South"]);
  });

  test("a task of a deleted field waits for the field (409)", async () => {
    const f = await farm("Fallow Ranch");
    await deleteField(f.north.id);
    const res = await recover("task", f.disc.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as any).message).toBe("Recover the field first");
    expect(names(await deletedTasks(f.entity.id))).toEqual(["Disc", "Seed"]);
  });

  test("what is not deleted is a 409; what does not exist is a 404", async () => {
    const f = await farm("Active Ranch");
    const field = await recover("field", f.north.id);
    expect(field.status).toBe(409);
    expect(((await field.json()) as any).message).toBe("Field is not deleted");
    const task = await recover("task", f.disc.id);
    expect(task.status).toBe(409);
    expect(((await task.json()) as any).message).toBe("Task is not deleted");
    expect((await recover("field", 999999)).status).toBe(404);
    expect((await recover("task", 999999)).status).toBe(404);
  });
});

describe("the deleted lists", () => {
  test("with entityId, only that entity's rows, with the names the recovery screen shows", async () => {
    const mine = await farm("Listed Ranch");
    const other = await farm("Other Ranch");
    await deleteField(mine.south.id);
    await deleteField(other.south.id);
    const rows = await deletedFields(mine.entity.id);
    expect(rows.map((r) => [r.id, r.name, r.entityName, r.acreage])).toEqual([[mine.south.id, "South", "Listed Ranch", "25.50"]]);
    const taskRows = await deletedTasks(mine.entity.id);
    expect(taskRows.map((r) => [r.name, r.fieldName, r.entityName, r.categoryName, r.totalCost]).sort()).toEqual([
      ["Cut", "South", "Listed Ranch", "Machine Hire", "100.00"],
      ["Water", "South", "Listed Ranch", "Water", "100.00"],
    ]);
    // Without entityId, every entity's rows.
    const all = z.array(RecoverableFieldSchema).parse(await (await admin.api.admin["deleted-fields"].$get({ query: {} })).json());
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([mine.south.id, other.south.id]));
  });

  test("an unknown entityId is a 404, a malformed one a 400 naming entityId", async () => {
    expect((await admin.api.admin["deleted-tasks"].$get({ query: { entityId: "999999" } })).status).toBe(404);
    const bad = await admin.api.admin["deleted-fields"].$get({ query: { entityId: "abc" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).issues[0].path).toBe("entityId");
  });
});

describe("access", () => {
  test("readonly gets 403 'Admin access required' on every recovery route, signed-out 401", async () => {
    const f = await farm("Guarded Ranch");
    await deleteEntity(f.entity.id);
    const anon = t.client();
    for (const client of [reader, anon]) {
      const calls = [
        client.api.admin["deleted-entities"].$get(),
        client.api.admin["deleted-fields"].$get({ query: {} }),
        client.api.admin["deleted-tasks"].$get({ query: {} }),
        recover("entity", f.entity.id, client),
        recover("field", f.north.id, client),
        recover("task", f.disc.id, client),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(client === reader ? 403 : 401);
        if (client === reader) expect(((await res.json()) as any).message).toBe("Admin access required");
      }
    }
    // Nothing came back.
    expect((await admin.api.entities[":id"].$get(param(f.entity.id))).status).toBe(404);
  });
});

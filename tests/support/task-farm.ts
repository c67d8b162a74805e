import { expect } from "bun:test";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { EntitySchema } from "../../api/schemas/entities.schemas";
import { FieldRecordSchema } from "../../api/schemas/fields.schemas";
import { TaskSchema } from "../../api/schemas/tasks.schemas";
import { products } from "../../db/schema";
import { type TestApp, startTestApp } from "./harness";

/** Any answer of the typed client, read without its success type. */
export type Answer = { status: number; json(): Promise<unknown> };

export const Tasks = z.array(TaskSchema);

/** Expects a 400 and answers the path of its first issue. */
export async function issuePath(res: Answer) {
  expect(res.status).toBe(400);
  return ((await res.json()) as { issues: { path: string }[] }).issues[0]!.path;
}

/**
 * The task suites' farm, made through the API: "Task Ranch" with North 40 (40 acres of Alfalfa, Oat Hay in crop
 * year 2025) and South (10.25 acres of Walnuts), plus a field of another entity.
 */
export async function startTaskFarm() {
  const t: TestApp = await startTestApp();
  const admin: ApiClient = await t.signIn("admin");
  const reader: ApiClient = await t.signIn("readonly");

  async function newEntity(name: string) {
    const res = await admin.api.entities.$post({ json: { name } });
    expect(res.status).toBe(201);
    return EntitySchema.parse(await res.json());
  }
  async function newField(entityId: number, name: string, acreage: string, cropType: string) {
    const res = await admin.api.fields.$post({ json: { entityId, name, acreage, cropType, location: "" } });
    expect(res.status).toBe(201);
    return FieldRecordSchema.parse(await res.json());
  }

  const farm = await newEntity("Task Ranch");
  const north = await newField(farm.id, "North 40", "40", "Alfalfa");
  const south = await newField(farm.id, "South", "10.25", "Walnuts");
  const neighbour = await newField((await newEntity("Neighbour")).id, "Over the fence", "5", "Hay");
  const crop = await admin.api.fields[":fieldId"]["crop-year"][":year"].$post({ param: { fieldId: String(north.id), year: "2025" }, json: { cropType: "Oat Hay" } });
  expect(crop.status).toBe(200);
  const [uan] = await t.db.select({ id: products.id }).from(products).where(eq(products.name, "UAN-32 (32-0-0)"));

  /** A valid Machine Hire (6) task on North 40: 10.00 x 40 = 400.00. Tests override what they look at. */
  const base = (over: Record<string, unknown> = {}) => ({
    entityId: farm.id,
    fieldId: north.id,
    categoryId: 6,
    name: "Discing",
    cropYear: 2025,
    date: "2025-03-01",
    costPerAcre: "10",
    acresCovered: "40",
    ...over,
  });
  const post = (json: Record<string, unknown>, as = admin) => as.api.tasks.$post({ json: json as any });
  async function create(over: Record<string, unknown> = {}) {
    const res = await post(base(over));
    expect(res.status).toBe(201);
    return TaskSchema.parse(await res.json());
  }

  return { t, admin, reader, farm, north, south, neighbour, uanId: uan!.id, newEntity, newField, base, post, create };
}
export type TaskFarm = Awaited<ReturnType<typeof startTaskFarm>>;

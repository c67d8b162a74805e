import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { ApiClient } from "../../api/client";
import { CAT } from "./reports/support";
import { TaskSchema } from "../../api/schemas/tasks.schemas";
import { tasks } from "../../db/schema";
import { type TaskFarm, Tasks, issuePath, startTaskFarm } from "../support/task-farm";

let f: TaskFarm;
beforeAll(async () => {
  f = await startTaskFarm();
});
afterAll(() => f.t.close());

const post = (json: Record<string, unknown>, as?: ApiClient) => f.post(json, as);
const base = (over: Record<string, unknown> = {}) => f.base(over);
const create = (over: Record<string, unknown> = {}) => f.create(over);
const one = (id: number | string, as = f.reader) => as.api.tasks[":id"].$get({ param: { id: String(id) } });
const put = (id: number | string, json: Record<string, unknown>, as = f.admin) => as.api.tasks[":id"].$put({ param: { id: String(id) }, json: json as any });

describe("POST /api/tasks", () => {
  test("computes every derived value on the server and ignores the client's", async () => {
    const res = await post(
      base({
        categoryId: 3,
        name: "  Side-dress  ",
        date: "2025-04-15T18:30:00.000Z",
        costPerAcre: "12.50",
        acresCovered: "30",
        equipmentRental: "3.33",
        equipmentDescription: "Spreader",
        yieldAmount: "3.5",
        yieldValuePerUnit: "180",
        fertilizerId: f.uanId,
        fertilizerGallonsApplied: "20",
        totalCost: "1",
        equipmentTotal: "999",
        totalYieldValue: "5",
        waterInchesApplied: "9",
        waterAssessmentTotal: "7",
        rentTotal: "8",
        id: 4242,
      }),
    );
    expect(res.status).toBe(201);
    const task = TaskSchema.parse(await res.json());
    expect(task.id).not.toBe(4242);
    expect(task).toMatchObject({
      name: "Side-dress",
      date: "2025-04-15",
      cropType: "Oat Hay", // the f.north field's crop for 2025
      notes: "",
      totalCost: "474.90", // 12.50 x 30 + 3.33 x 30 = 375.00 + 99.90
      equipmentTotal: "99.90",
      totalYieldValue: "25200.00", // 3.5 x 40 (the whole field, not the 30 covered) x 180
      waterAssessmentTotal: "0.00",
      rentTotal: "0.00",
      yieldUnit: "bales",
      fertilizerId: f.uanId,
      fertilizerGallonsApplied: "20.00",
      // A Fertilizer task carries no irrigation details.
      irrigationType: null,
      irrigationHours: null,
      waterInchesApplied: null,
      entityName: "Task Ranch",
      fieldName: "North 40",
      categoryName: "Fertilizer",
      fertilizerName: "UAN-32 (32-0-0)",
    });
  });

  test("water assessment and rent totals are per acre x acres covered, on their own categories", async () => {
    const assessment = await create({ categoryId: CAT.WATER_ASSESSMENT, costPerAcre: "0", acresCovered: "30", waterAssessmentPerAcre: "2.50" });
    expect(assessment.waterAssessmentTotal).toBe("75.00"); // 2.50 x 30
    const rent = await create({ categoryId: CAT.RENT, costPerAcre: "0", acresCovered: "30", rentPerAcre: "100.05" });
    expect(rent.rentTotal).toBe("3001.50"); // 100.05 x 30
  });

  test("a detail of another category is a 400 naming it, with the same message the import gives", async () => {
    const refused = async (payload: Record<string, unknown>, path: string, words: string) => {
      const res = await post(base(payload));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues.map((i) => i.path)).toEqual([path]);
      expect(body.issues[0]!.message).toContain(words);
    };
    await refused({ categoryId: CAT.WATER, irrigationType: "Flood", irrigationHours: "10", fertilizerId: f.uanId }, "fertilizerId", "only a Fertilizer task");
    await refused({ categoryId: CAT.FERTILIZER, irrigationType: "Drip", irrigationHours: "0" }, "irrigationType", "only a Water task");
    await refused({ categoryId: CAT.SEED, waterAssessmentPerAcre: "2.50" }, "waterAssessmentPerAcre", "only a Water Assessment task");
    await refused({ categoryId: CAT.SEED, rentPerAcre: "1" }, "rentPerAcre", "only a Rent task");
    // Empty details are no details: 0, blank and null pass on any category
    expect((await post(base({ categoryId: CAT.SEED, waterAssessmentPerAcre: "0", rentPerAcre: "", fertilizerId: null, irrigationType: null }))).status).toBe(201);
  });

  test("a Water task keeps irrigation; blanks take their defaults", async () => {
    const task = await create({
      categoryId: 1,
      fieldId: f.south.id,
      acresCovered: "0.5",
      costPerAcre: "0.05",
      equipmentRental: "",
      yieldAmount: "",
      yieldValuePerUnit: "",
      irrigationType: "flood",
      irrigationHours: "10",
      waterAssessment: "",
      rent: "",
      cropType: "",
      notes: null,
    });
    expect(task).toMatchObject({
      totalCost: "0.03", // 0.05 x 0.5 = 0.025, half-up
      equipmentRental: "0.00",
      equipmentTotal: "0.00",
      yieldAmount: null,
      totalYieldValue: null,
      irrigationType: "Flood",
      waterInchesApplied: "2.083", // 10 x 5.00 / 24
      fertilizerId: null,
      fertilizerGallonsApplied: null,
      fertilizerName: null,
      waterAssessment: "0.00",
      rent: "0.00",
      cropType: "Walnuts", // no crop-year row: the field's own crop
      notes: "",
    });
  });

  test("a crop sent by the client is kept", async () => {
    expect((await create({ cropType: "Sudan grass" })).cropType).toBe("Sudan grass");
  });

  test("bad input is a 400 naming the field", async () => {
    expect(await issuePath(await post(base({ name: "   " })))).toBe("name");
    expect(await issuePath(await post(base({ name: undefined })))).toBe("name");
    expect(await issuePath(await post(base({ costPerAcre: "-1" })))).toBe("costPerAcre");
    expect(await issuePath(await post(base({ costPerAcre: "" })))).toBe("costPerAcre");
    expect(await issuePath(await post(base({ acresCovered: undefined })))).toBe("acresCovered");
    expect(await issuePath(await post(base({ rentPerAcre: "-0.01" })))).toBe("rentPerAcre");
    expect(await issuePath(await post(base({ fieldId: f.neighbour.id })))).toBe("fieldId");
    expect(await issuePath(await post(base({ categoryId: 9999 })))).toBe("categoryId");
    expect(await issuePath(await post(base({ categoryId: 1, irrigationType: "Pivot", irrigationHours: "3" })))).toBe("irrigationType");
    expect(await issuePath(await post(base({ cropYear: 1999 })))).toBe("cropYear");
    expect(await issuePath(await post(base({ cropYear: undefined })))).toBe("cropYear");
    expect(await issuePath(await post(base({ date: "2025-02-30" })))).toBe("date");
    expect(await issuePath(await post(base({ date: undefined })))).toBe("date");
    expect(await issuePath(await post(base({ yieldUnit: "crates" })))).toBe("yieldUnit");
    expect(await issuePath(await post(base({ categoryId: 3, fertilizerId: 9999 })))).toBe("fertilizerId");
    expect(await issuePath(await post(base({ cropType: "c".repeat(101) })))).toBe("cropType");
  });

  test("a total too large to store is a 400 naming the input, not a 500", async () => {
    // 1,000 x 100,000 acres = 100,000,000.00, a cent more than decimal(10,2) holds.
    const res = await post(base({ costPerAcre: "1000", acresCovered: "100000" }));
    expect(await issuePath(res)).toBe("acresCovered");
    const yieldRes = await post(base({ yieldAmount: "99999999", yieldValuePerUnit: "99999999" }));
    expect(await issuePath(yieldRes)).toBe("yieldAmount");
  });

  test("a deleted entity or field takes no tasks", async () => {
    const gone = await f.newEntity("Gone Ranch");
    const field = await f.newField(gone.id, "Gone field", "3", "Hay");
    await f.admin.api.entities[":id"].$delete({ param: { id: String(gone.id) } });
    expect(await issuePath(await post(base({ entityId: gone.id, fieldId: field.id })))).toBe("entityId");
    const doomed = await f.newField(f.farm.id, "Doomed", "3", "Hay");
    await f.admin.api.fields[":id"].$delete({ param: { id: String(doomed.id) } });
    expect(await issuePath(await post(base({ fieldId: doomed.id })))).toBe("fieldId");
  });

  test("readonly users get 403 and signed-out callers 401", async () => {
    const denied = await post(base(), f.reader);
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { message: string }).message).toContain("Admin access required");
    expect((await post(base(), f.t.client())).status).toBe(401);
  });
});

describe("PUT/DELETE /api/tasks/{id}", () => {
  test("PUT merges a partial with the stored task and recomputes every total", async () => {
    const task = await create({ categoryId: CAT.RENT, costPerAcre: "10", acresCovered: "40", equipmentRental: "2.5", rentPerAcre: "1" }); // 500.00
    const res = await put(task.id, { acresCovered: "20", totalCost: "1.00", rentTotal: "0" });
    expect(res.status).toBe(200);
    expect(TaskSchema.parse(await res.json())).toMatchObject({
      name: "Discing",
      costPerAcre: "10.00",
      equipmentRental: "2.50",
      acresCovered: "20.00",
      totalCost: "250.00", // 10 x 20 + 2.50 x 20
      equipmentTotal: "50.00",
      rentTotal: "20.00", // 1 x 20
      cropType: "Oat Hay",
    });
  });

  test("PUT to another category clears the stored details of the old one; sending one of them is a 400", async () => {
    const task = await create({ categoryId: CAT.FERTILIZER, fertilizerId: f.uanId, fertilizerGallonsApplied: "15" });
    const moved = await put(task.id, { categoryId: CAT.SEED });
    expect(moved.status).toBe(200);
    expect(TaskSchema.parse(await moved.json())).toMatchObject({ categoryId: CAT.SEED, fertilizerId: null, fertilizerGallonsApplied: null });
    const refused = await put(task.id, { fertilizerGallonsApplied: "3" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe("fertilizerGallonsApplied");
  });

  test("PUT recomputes water inches from the stored irrigation type", async () => {
    const task = await create({ categoryId: 1, irrigationType: "Drip", irrigationHours: "24" });
    expect(task.waterInchesApplied).toBe("1.090"); // 24 x 1.09 / 24
    const res = await put(task.id, { irrigationHours: "12", waterInchesApplied: "5" });
    expect(TaskSchema.parse(await res.json())).toMatchObject({ irrigationType: "Drip", irrigationHours: "12.00", waterInchesApplied: "0.545" });
  });

  test("PUT takes back the whole record a form sends, read-only and derived fields included", async () => {
    const task = await create({ categoryId: 3, fertilizerId: f.uanId, fertilizerGallonsApplied: "15" });
    const sentBack = { ...task, costPerAcre: "7.25", totalCost: "0", createdAt: "2001-01-01T00:00:00Z", fieldName: "x" };
    const res = await put(task.id, sentBack);
    expect(res.status).toBe(200);
    const body = TaskSchema.parse(await res.json());
    expect(body).toMatchObject({ id: task.id, totalCost: "290.00", fertilizerId: f.uanId, fieldName: "North 40" }); // 7.25 x 40
    expect(body.createdAt).toBe(task.createdAt as string);
  });

  test("PUT to another category clears details that do not belong to it; to another field re-defaults the crop", async () => {
    const task = await create({ categoryId: 3, fertilizerId: f.uanId, fertilizerGallonsApplied: "15" });
    const recategorised = TaskSchema.parse(await (await put(task.id, { categoryId: 5 })).json());
    expect(recategorised).toMatchObject({ categoryName: "Soil Amendment", fertilizerId: null, fertilizerGallonsApplied: null });
    const moved = TaskSchema.parse(await (await put(task.id, { fieldId: f.south.id })).json());
    expect(moved).toMatchObject({ fieldName: "South", cropType: "Walnuts" });
  });

  test("PUT refuses bad input naming the field, readonly users, missing tasks and signed-out callers", async () => {
    const task = await create({ name: "Guarded" });
    expect(await issuePath(await put(task.id, { costPerAcre: "-3" }))).toBe("costPerAcre");
    expect(await issuePath(await put(task.id, { fieldId: f.neighbour.id }))).toBe("fieldId");
    expect(await issuePath(await put(task.id, { acresCovered: "99999999" }))).toBe("acresCovered");
    expect(await issuePath(await put(task.id, { name: "" }))).toBe("name");
    expect((await put(task.id, { name: "x" }, f.reader)).status).toBe(403);
    expect((await put(424242, { name: "x" })).status).toBe(404);
    expect((await put(task.id, { name: "x" }, f.t.client())).status).toBe(401);
    expect(TaskSchema.parse(await (await one(task.id)).json())).toMatchObject({ name: "Guarded", totalCost: "400.00" });
  });

  test("DELETE soft-deletes and answers the record; then the task is gone from every read", async () => {
    const task = await create({ name: "Short lived" });
    expect((await f.admin.api.tasks[":id"].$delete({ param: { id: String(task.id) } })).status).toBe(200);
    const [row] = await f.t.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await one(task.id)).status).toBe(404);
    expect((await put(task.id, { name: "back?" })).status).toBe(404);
    const list = Tasks.parse(await (await f.reader.api.tasks.$get({ query: { filter: JSON.stringify({ id: task.id }) } })).json());
    expect(list).toEqual([]);
    expect((await f.admin.api.tasks[":id"].$delete({ param: { id: String(task.id) } })).status).toBe(404);
  });

  test("DELETE: 200 with the record, 403 for readonly, 401 signed out", async () => {
    const task = await create({ name: "Delete me" });
    expect((await f.reader.api.tasks[":id"].$delete({ param: { id: String(task.id) } })).status).toBe(403);
    expect((await f.t.client().api.tasks[":id"].$delete({ param: { id: String(task.id) } })).status).toBe(401);
    const res = await f.admin.api.tasks[":id"].$delete({ param: { id: String(task.id) } });
    expect(TaskSchema.parse(await res.json())).toMatchObject({ id: task.id, name: "Delete me", totalCost: "400.00" });
  });
});

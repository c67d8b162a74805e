import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { EntitySchema } from "../../api/schemas/entities.schemas";
import { CropYearSchema, FieldCropYearSchema, FieldRecordSchema } from "../../api/schemas/fields.schemas";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
}, 60_000); // the first suite of a run migrates the PGlite template, which is slow on a busy machine
afterAll(() => t.close());

async function newEntity(name = "Ranch") {
  return EntitySchema.parse(await (await admin.api.entities.$post({ json: { name } })).json());
}

async function newField(entityId: number, name = "Field") {
  const res = await admin.api.fields.$post({ json: { entityId, name, acreage: "10", cropType: "Alfalfa", location: "" } });
  return FieldRecordSchema.parse(await res.json());
}

const cropYear = (as: ApiClient) => as.api.fields[":fieldId"]["crop-year"][":year"];
const getCrop = (as: ApiClient, fieldId: number | string, year: number | string) =>
  cropYear(as).$get({ param: { fieldId: String(fieldId), year: String(year) } });
const setCrop = (as: ApiClient, fieldId: number | string, year: number | string, cropType: string) =>
  cropYear(as).$post({ param: { fieldId: String(fieldId), year: String(year) }, json: { cropType } });
const entityRows = (as: ApiClient, entityId: number | string) =>
  as.api.entities[":entityId"]["field-crop-years"].$get({ param: { entityId: String(entityId) } });

async function issuePath(res: { status: number; json(): Promise<unknown> }) {
  expect(res.status).toBe(400);
  return ((await res.json()) as { issues: { path: string }[] }).issues[0]!.path;
}

describe("GET/POST /api/fields/{fieldId}/crop-year/{year}", () => {
  test("a new field has no crop-year row: 200 with cropType null", async () => {
    const f = await newField((await newEntity()).id);
    const res = await getCrop(reader, f.id, 2025);
    expect(res.status).toBe(200);
    expect(CropYearSchema.parse(await res.json())).toEqual({ fieldId: f.id, year: 2025, cropType: null });
  });

  test("POST records the crop, a second POST replaces it in the same row", async () => {
    const f = await newField((await newEntity()).id);
    const first = await setCrop(admin, f.id, 2024, "  Corn ");
    expect(first.status).toBe(200);
    const row = FieldCropYearSchema.parse(await first.json());
    expect(row).toMatchObject({ fieldId: f.id, year: 2024, cropType: "Corn" });
    const second = FieldCropYearSchema.parse(await (await setCrop(admin, f.id, 2024, "Wheat")).json());
    expect(second).toEqual({ id: row.id, fieldId: f.id, year: 2024, cropType: "Wheat" });
    expect(CropYearSchema.parse(await (await getCrop(reader, f.id, 2024)).json()).cropType).toBe("Wheat");
    expect(CropYearSchema.parse(await (await getCrop(reader, f.id, 2025)).json()).cropType).toBeNull();
  });

  test("bad years and crop types are 400s naming the field", async () => {
    const f = await newField((await newEntity()).id);
    expect(await issuePath(await getCrop(reader, f.id, 1999))).toBe("year");
    expect(await issuePath(await getCrop(reader, f.id, "abc"))).toBe("year");
    expect(await issuePath(await setCrop(admin, f.id, 2101, "Corn"))).toBe("year");
    expect(await issuePath(await setCrop(admin, f.id, 2025, "   "))).toBe("cropType");
    expect(await issuePath(await setCrop(admin, f.id, 2025, "c".repeat(101)))).toBe("cropType");
  });

  test("a missing or deleted field is 404; readonly writes 403; signed out 401", async () => {
    const f = await newField((await newEntity()).id);
    expect((await getCrop(reader, 424242, 2025)).status).toBe(404);
    expect((await setCrop(admin, 424242, 2025, "Corn")).status).toBe(404);
    expect((await setCrop(reader, f.id, 2025, "Corn")).status).toBe(403);
    expect((await getCrop(t.client(), f.id, 2025)).status).toBe(401);
    expect((await setCrop(t.client(), f.id, 2025, "Corn")).status).toBe(401);
    await admin.api.fields[":id"].$delete({ param: { id: String(f.id) } });
    expect((await getCrop(reader, f.id, 2025)).status).toBe(404);
  });
});

describe("GET /api/entities/{entityId}/field-crop-years", () => {
  test("answers the rows of the entity's active fields only", async () => {
    const e = await newEntity("Crops");
    const a = await newField(e.id, "A");
    const b = await newField(e.id, "B");
    const other = await newField((await newEntity("Elsewhere")).id, "C");
    await setCrop(admin, b.id, 2025, "Beans");
    await setCrop(admin, a.id, 2025, "Corn");
    await setCrop(admin, a.id, 2024, "Oats");
    await setCrop(admin, other.id, 2025, "Rice");
    const res = await entityRows(reader, e.id);
    expect(res.status).toBe(200);
    const rows = z.array(FieldCropYearSchema).parse(await res.json());
    expect(rows.map(({ fieldId, year, cropType }) => ({ fieldId, year, cropType }))).toEqual([
      { fieldId: a.id, year: 2024, cropType: "Oats" },
      { fieldId: a.id, year: 2025, cropType: "Corn" },
      { fieldId: b.id, year: 2025, cropType: "Beans" },
    ]);
    await admin.api.fields[":id"].$delete({ param: { id: String(a.id) } });
    const after = z.array(FieldCropYearSchema).parse(await (await entityRows(reader, e.id)).json());
    expect(after.map((r) => r.cropType)).toEqual(["Beans"]);
  });

  test("a new entity with fields has no rows; missing entity 404; bad id 400; signed out 401", async () => {
    const e = await newEntity();
    await newField(e.id);
    expect(await (await entityRows(reader, e.id)).json()).toEqual([]);
    expect((await entityRows(reader, 424242)).status).toBe(404);
    expect(await issuePath(await entityRows(reader, "x"))).toBe("entityId");
    expect((await entityRows(t.client(), e.id)).status).toBe(401);
  });
});

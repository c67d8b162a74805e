import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ApiClient } from "../../api/client";
import { CALIFORNIA_COUNTIES, californiaCounty, mtrs } from "../../api/domain/california-counties";
import { EntitySchema } from "../../api/schemas/entities.schemas";
import { FieldRecordSchema } from "../../api/schemas/fields.schemas";
import { type TestApp, startTestApp } from "../support/harness";

/**
 * A field's Pesticide Use Report site (docs/pesticide-use-report.md): county, operator ID, permit, site ID,
 * meridian-township-range-section and acres planted, accepted, normalised and returned by the fields API; a bad
 * value is a 400 naming the field.
 */
let t: TestApp;
let admin: ApiClient;
let entityId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  const res = await admin.api.entities.$post({ json: { name: "Site Ranch" } });
  entityId = EntitySchema.parse(await res.json()).id;
}, 60_000);
afterAll(() => t.close());

const create = (extra: Record<string, unknown>) => admin.api.fields.$post({ json: { entityId, name: `Block ${Math.random()}`, acreage: "40", ...extra } as never });
const update = (id: number, json: Record<string, unknown>) => admin.api.fields[":id"].$put({ param: { id: String(id) }, json: json as never });

async function issue(res: { status: number; json(): Promise<unknown> }) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { code: string; issues: { path: string; message: string }[] };
  expect(body.code).toBe("VALIDATION");
  return body.issues[0]!;
}

describe("a field's Pesticide Use Report site", () => {
  test("is accepted, normalised (county's own spelling, letters upper-case) and returned by every read", async () => {
    const res = await create({
      county: "san joaquin county",
      operatorId: "39-12-3900123",
      permitNumber: "3912345",
      siteId: "WEST-1",
      baseMeridian: "mount diablo",
      township: "3n",
      range: "05e",
      section: "7",
      acresPlanted: "38.5",
    });
    expect(res.status).toBe(201);
    const field = FieldRecordSchema.parse(await res.json());
    expect(field).toMatchObject({
      county: "San Joaquin",
      operatorId: "39-12-3900123",
      permitNumber: "3912345",
      siteId: "WEST-1",
      baseMeridian: "M",
      township: "3N",
      range: "05E",
      section: 7,
      acresPlanted: "38.50",
    });
    const one = await admin.api.fields[":id"].$get({ param: { id: String(field.id) } });
    expect(await one.json()).toMatchObject({ county: "San Joaquin", baseMeridian: "M", township: "3N", range: "05E", section: 7 });
    const list = await admin.api.entities[":entityId"].fields.$get({ param: { entityId: String(entityId) }, query: {} });
    expect(((await list.json()) as Array<{ id: number }>).find((f) => f.id === field.id)).toMatchObject({ siteId: "WEST-1", acresPlanted: "38.50" });
  });

  test("a field without site data answers nulls; a PUT leaving them out keeps them, blank clears them", async () => {
    const bare = FieldRecordSchema.parse(await (await create({})).json());
    expect(bare).toMatchObject({ county: null, operatorId: null, permitNumber: null, siteId: null, baseMeridian: null, township: null, range: null, section: null, acresPlanted: null });
    const set = await update(bare.id, { county: "FRESNO", baseMeridian: "s", township: "12S", range: "14w", section: 36, acresPlanted: 40 });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ county: "Fresno", baseMeridian: "S", township: "12S", range: "14W", section: 36, acresPlanted: "40.00" });
    const kept = await update(bare.id, { name: "Renamed" });
    expect(await kept.json()).toMatchObject({ name: "Renamed", county: "Fresno", section: 36, acresPlanted: "40.00" });
    const cleared = await update(bare.id, { county: "", section: "", acresPlanted: "", township: null });
    expect(await cleared.json()).toMatchObject({ county: null, section: null, acresPlanted: null, township: null, range: "14W" });
  });

  test("a bad value is a 400 naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ county: "Clark" }, "county", /California county/],
      [{ baseMeridian: "X" }, "baseMeridian", /Humboldt/],
      [{ township: "12E" }, "township", /N or S/],
      [{ township: "123N" }, "township", /1-2 digits/],
      [{ range: "5N" }, "range", /E or W/],
      [{ section: 0 }, "section", /1-36/],
      [{ section: "37" }, "section", /1-36/],
      [{ section: "7.5" }, "section", /1-36/],
      [{ acresPlanted: "-1" }, "acresPlanted", /zero or more/],
      [{ acresPlanted: "10.125" }, "acresPlanted", /2 decimal places/],
      [{ acresPlanted: "40.01" }, "acresPlanted", /at most the field's acreage, 40 acres/],
      [{ operatorId: "x".repeat(31) }, "operatorId", /at most 30/],
      [{ permitNumber: "x".repeat(31) }, "permitNumber", /at most 30/],
      [{ siteId: "x".repeat(31) }, "siteId", /at most 30/],
    ];
    for (const [body, path, message] of cases) {
      const found = await issue(await create(body));
      expect({ body, path: found.path }).toEqual({ body, path });
      expect(found.message).toMatch(message);
    }
  });

  test("acres planted stay within the acreage when either changes", async () => {
    const field = FieldRecordSchema.parse(await (await create({ acresPlanted: "30" })).json());
    expect((await issue(await update(field.id, { acreage: "20" }))).path).toBe("acresPlanted");
    expect((await issue(await update(field.id, { acresPlanted: "41" }))).path).toBe("acresPlanted");
    expect((await update(field.id, { acreage: "30" })).status).toBe(200);
  });
});

describe("California counties and MTRS", () => {
  test("58 counties, matched in any case, with or without County", () => {
    expect(CALIFORNIA_COUNTIES.length).toBe(58);
    expect(new Set(CALIFORNIA_COUNTIES).size).toBe(58);
    expect(californiaCounty("  los   ANGELES ")).toBe("Los Angeles");
    expect(californiaCounty("Kern County")).toBe("Kern");
    expect(californiaCounty("Nevada")).toBe("Nevada");
    expect(californiaCounty("Reno")).toBeUndefined();
  });

  test("MTRS is the meridian, township, range (two digits each) and section (two digits)", () => {
    expect(mtrs({ baseMeridian: "M", township: "3N", range: "14W", section: 7 })).toBe("M03N14W07");
    expect(mtrs({ baseMeridian: "S", township: "12S", range: "05E", section: 36 })).toBe("S12S05E36");
    expect(mtrs({ baseMeridian: "M", township: null, range: "05E", section: 1 })).toBe("");
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import type { ApiClient } from "../../api/client";
import { BoundaryImportResultSchema, BoundarySchema } from "../../api/schemas/boundaries.schemas";
import { EntityFieldSchema, FieldRecordSchema } from "../../api/schemas/fields.schemas";
import { auditLog, fieldBoundaries } from "../../db/schema";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
let crew: ApiClient;
let spanish: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
  crew = await t.signIn("crew");
  spanish = await t.signIn("admin");
  expect((await spanish.api.account.$put({ json: { locale: "es" } })).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

/** A rectangle of `dLon` x `dLat` degrees with its south-west corner at (lon, lat), counter-clockwise. */
const rectangle = (lon: number, lat: number, dLon: number, dLat: number) => ({
  type: "Polygon" as const,
  coordinates: [[[lon, lat], [lon + dLon, lat], [lon + dLon, lat + dLat], [lon, lat + dLat], [lon, lat]]],
});

/**
 * Its area worked by hand on the WGS84 ellipsoid: the meridian's radius of curvature M and the parallel's radius
 * N cos(lat) at its middle latitude, times the sides in radians, over 4046.8564224 m² per acre.
 */
function rectangleAcres(lat: number, dLon: number, dLat: number) {
  const a = 6378137;
  const e2 = (1 / 298.257223563) * (2 - 1 / 298.257223563);
  const phi = ((lat + dLat / 2) * Math.PI) / 180;
  const w = 1 - e2 * Math.sin(phi) ** 2;
  const m = (a * (1 - e2)) / w ** 1.5;
  const n = a / Math.sqrt(w);
  const rad = Math.PI / 180;
  return (m * dLat * rad * n * Math.cos(phi) * dLon * rad) / 4046.8564224;
}

const geojsonFile = (features: { name?: string; geometry: unknown }[], fileName = "fields.geojson") =>
  new File(
    [JSON.stringify({ type: "FeatureCollection", features: features.map((f) => ({ type: "Feature", properties: f.name ? { Name: f.name } : {}, geometry: f.geometry })) })],
    fileName,
    { type: "application/geo+json" },
  );

async function newEntity(name: string) {
  const res = await admin.api.entities.$post({ json: { name } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}

async function newField(entityId: number, name: string, acreage: string) {
  const res = await admin.api.fields.$post({ json: { entityId, name, acreage, cropType: "Corn", location: "" } });
  expect(res.status).toBe(201);
  return FieldRecordSchema.parse(await res.json());
}

const boundaryOf = (client: ApiClient, id: number) => client.api.fields[":id"].boundary.$get({ param: { id: String(id) } });
const importInto = (client: ApiClient, id: number, file: File) => client.api.fields[":id"].boundary.import.$post({ param: { id: String(id) }, form: { file } });
const importFarm = (client: ApiClient, entityId: number, file: File, extra: { nameProperty?: string; dryRun?: string } = {}) =>
  client.api.entities[":entityId"].boundaries.import.$post({ param: { entityId: String(entityId) }, form: { file, ...extra } as never });

async function refusal(res: Response | { status: number; json(): Promise<unknown> }) {
  expect(res.status).toBe(400);
  return (await res.json()) as { code: string; message: string; issues: { path: string; message: string }[] };
}

describe("a field's boundary", () => {
  test("drawn: stored with its geodesic acres (within 0.1% of the hand-worked rectangle), read back, carried by the field's reads", async () => {
    const e = await newEntity("Boundary Ranch");
    const f = await newField(e.id, "North 40", "40");
    // 0.005° x 0.004° at 38.5°N: about 436 m x 444 m, 47.8 acres.
    const geometry = rectangle(-121.5, 38.5, 0.005, 0.004);
    const res = await admin.api.fields[":id"].boundary.$put({ param: { id: String(f.id) }, json: { geometry: { type: "Feature", geometry, properties: {} }, source: "drawn" } as never });
    expect(res.status).toBe(200);
    const put = BoundarySchema.parse(await res.json());
    const byHand = rectangleAcres(38.5, 0.005, 0.004);
    expect(Math.abs(Number(put.areaAcres) - byHand) / byHand).toBeLessThan(0.001);
    expect(put).toMatchObject({ fieldId: f.id, source: "drawn", recordedAcres: "40.00" });
    // 47.8 acres on a field recorded at 40: about 19.6% more, past 2%.
    expect(put.acreageCheck.warn).toBe(true);
    expect(Number(put.acreageCheck.differencePercent)).toBeCloseTo(((Number(put.areaAcres) - 40) / 40) * 100, 1);

    const got = await boundaryOf(reader, f.id);
    expect(got.status).toBe(200);
    expect(BoundarySchema.parse(await got.json())).toEqual(put);

    const one = FieldRecordSchema.parse(await (await admin.api.fields[":id"].$get({ param: { id: String(f.id) } })).json());
    expect(one.boundaryAcres).toBe(put.areaAcres);
    expect(one.acreageWarning).toEqual({ differencePercent: put.acreageCheck.differencePercent });
    const list = FieldRecordSchema.array().parse(await (await admin.api.fields.$get({ query: { filter: JSON.stringify({ entityId: e.id }) } })).json());
    expect(list[0]).toMatchObject({ boundaryAcres: put.areaAcres, acreageWarning: { differencePercent: put.acreageCheck.differencePercent } });
    const entityFields = EntityFieldSchema.array().parse(await (await admin.api.entities[":entityId"].fields.$get({ param: { entityId: String(e.id) }, query: {} })).json());
    expect(entityFields[0]).toMatchObject({ boundaryAcres: put.areaAcres, acreageWarning: { differencePercent: put.acreageCheck.differencePercent } });

    // "Use map acres": an ordinary update of the acreage takes the warning away.
    const used = await admin.api.fields[":id"].$put({ param: { id: String(f.id) }, json: { acreage: Number(put.areaAcres).toFixed(2) } });
    expect(used.status).toBe(200);
    expect(FieldRecordSchema.parse(await used.json())).toMatchObject({ boundaryAcres: put.areaAcres, acreageWarning: null });
  });

  test("Keep recorded: the warning goes for every account until the acreage or the outline changes; audited; readers and crew may not", async () => {
    const e = await newEntity("Kept Ranch");
    const f = await newField(e.id, "River Bottom", "40");
    const keep = (client: ApiClient, id = f.id) => client.api.fields[":id"].boundary["keep-recorded"].$post({ param: { id: String(id) } });
    const warningOf = async (client: ApiClient) => FieldRecordSchema.parse(await (await client.api.fields[":id"].$get({ param: { id: String(f.id) } })).json()).acreageWarning;
    // No boundary yet: nothing to keep the acreage over.
    expect((await keep(admin)).status).toBe(404);
    const geometry = rectangle(-121.5, 38.5, 0.005, 0.004);
    expect((await admin.api.fields[":id"].boundary.$put({ param: { id: String(f.id) }, json: { geometry, source: "drawn" } as never })).status).toBe(200);
    expect(await warningOf(reader)).not.toBeNull();

    expect((await keep(reader)).status).toBe(403);
    expect((await keep(crew)).status).toBe(403);
    const kept = await keep(admin);
    expect(kept.status).toBe(200);
    const boundary = BoundarySchema.parse(await kept.json());
    expect(boundary.keptAcreage).toBe("40.00");
    // The map and recorded acres are still 2%+ apart, and say so; the field's reads no longer warn, for anyone.
    expect(boundary.acreageCheck.warn).toBe(true);
    expect(await warningOf(reader)).toBeNull();
    expect(await warningOf(admin)).toBeNull();
    const listed = EntityFieldSchema.array().parse(await (await reader.api.entities[":entityId"].fields.$get({ param: { entityId: String(e.id) }, query: {} })).json());
    expect(listed[0]!.acreageWarning).toBeNull();
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.resource, "boundaries"), eq(auditLog.resourceId, String(f.id)), eq(auditLog.action, "update")));
    expect(entry!.changes).toEqual({ keptAcreage: { before: null, after: "40.00" } });
    // Sent again: nothing changes, nothing more is audited.
    expect((await keep(admin)).status).toBe(200);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.resource, "boundaries"), eq(auditLog.resourceId, String(f.id)), eq(auditLog.action, "update")))).toHaveLength(1);

    // A changed acreage is asked about again; kept once more, then a new outline clears it.
    expect((await admin.api.fields[":id"].$put({ param: { id: String(f.id) }, json: { acreage: "39" } })).status).toBe(200);
    expect(await warningOf(reader)).not.toBeNull();
    expect((await keep(admin)).status).toBe(200);
    expect(await warningOf(reader)).toBeNull();
    const redrawn = await admin.api.fields[":id"].boundary.$put({ param: { id: String(f.id) }, json: { geometry: rectangle(-121.5, 38.5, 0.006, 0.004), source: "drawn" } as never });
    expect(BoundarySchema.parse(await redrawn.json()).keptAcreage).toBeNull();
    expect(await warningOf(reader)).not.toBeNull();
  });

  test("a field without a boundary: 404 on GET, boundaryAcres and acreageWarning null; crew may not read one", async () => {
    const e = await newEntity("Bare Ranch");
    const f = await newField(e.id, "Bare", "10");
    expect((await boundaryOf(admin, f.id)).status).toBe(404);
    expect(FieldRecordSchema.parse(await (await admin.api.fields[":id"].$get({ param: { id: String(f.id) } })).json())).toMatchObject({ boundaryAcres: null, acreageWarning: null });
    expect((await boundaryOf(crew, f.id)).status).toBe(403);
    // Crew still read their fields (no money, nothing broken).
    expect((await crew.api.entities[":entityId"].fields.$get({ param: { entityId: String(e.id) }, query: {} })).status).toBe(200);
  });

  test("imported from a file of one outline, replaced, deleted; each write leaves one audit row", async () => {
    const e = await newEntity("Import Ranch");
    const f = await newField(e.id, "South 20", "20");
    const first = await importInto(admin, f.id, geojsonFile([{ name: "South 20", geometry: rectangle(-120, 37, 0.003, 0.003) }], "south.geojson"));
    expect(first.status).toBe(200);
    const stored = BoundarySchema.parse(await first.json());
    expect(stored.source).toBe("geojson");
    expect(stored.geometry.coordinates[0]).toHaveLength(5);
    const again = await admin.api.fields[":id"].boundary.$put({ param: { id: String(f.id) }, json: { geometry: rectangle(-120, 37, 0.002, 0.002) } as never });
    expect(again.status).toBe(200);
    const removed = await admin.api.fields[":id"].boundary.$delete({ param: { id: String(f.id) } });
    expect(removed.status).toBe(200);
    expect((await boundaryOf(admin, f.id)).status).toBe(404);
    expect((await admin.api.fields[":id"].boundary.$delete({ param: { id: String(f.id) } })).status).toBe(404);
    const rows = await t.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.resource, "boundaries"), eq(auditLog.resourceId, String(f.id))));
    expect(rows.map((r) => r.action).sort()).toEqual(["create", "delete", "update"]);
  });
});

describe("bad files: 400 with the code, the file named in the user's language, nothing stored", () => {
  const bowtie = { type: "Polygon", coordinates: [[[-120, 37], [-119.99, 37.01], [-119.99, 37], [-120, 37.01], [-120, 37]]] };
  const cases: [string, () => File, string][] = [
    ["two outlines for one field", () => geojsonFile([{ name: "A", geometry: rectangle(-120, 37, 0.001, 0.001) }, { name: "B", geometry: rectangle(-120.01, 37, 0.001, 0.001) }], "two.geojson"), "MANY_FEATURES"],
    ["a ring crossing itself", () => geojsonFile([{ geometry: bowtie }], "bowtie.geojson"), "SELF_INTERSECTION"],
    ["points only", () => geojsonFile([{ geometry: { type: "Point", coordinates: [-120, 37] } }], "points.geojson"), "NO_POLYGON"],
    ["not JSON at all", () => new File(["this is not json"], "broken.geojson"), "BAD_FILE"],
    ["a shapefile without its .prj", () => new File([new Uint8Array([1, 2, 3])], "fields.shp"), "UNKNOWN_PROJECTION"],
    ["a spreadsheet", () => new File(["a,b"], "fields.csv"), "UNKNOWN_FILE_TYPE"],
  ];
  for (const [what, file, code] of cases) {
    test(`${what}: ${code}`, async () => {
      const e = await newEntity(`Bad ${code}`);
      const f = await newField(e.id, "Field", "5");
      const en = await refusal(await importInto(admin, f.id, file()));
      expect(en.code).toBe(code);
      expect(en.message).toContain(file().name);
      expect(en.issues[0]!.path).toBe("file");
      const es = await refusal(await importInto(spanish, f.id, file()));
      expect(es.code).toBe(code);
      expect(es.message).toContain(file().name);
      expect(es.message).not.toBe(en.message);
      expect((await boundaryOf(admin, f.id)).status).toBe(404);
    });
  }

  test("MANY_FEATURES says how many, in Spanish for a Spanish account", async () => {
    const e = await newEntity("Many Ranch");
    const f = await newField(e.id, "Field", "5");
    const three = geojsonFile([0, 1, 2].map((i) => ({ geometry: rectangle(-120 + i * 0.01, 37, 0.001, 0.001) })), "tres.geojson");
    const body = await refusal(await importInto(spanish, f.id, three));
    expect(body.message).toContain("«tres.geojson» tiene 3 contornos");
  });

  test("a drawn outline crossing itself is refused on `geometry`; no file at all is refused on `file`", async () => {
    const e = await newEntity("Drawn Ranch");
    const f = await newField(e.id, "Field", "5");
    const body = await refusal(await admin.api.fields[":id"].boundary.$put({ param: { id: String(f.id) }, json: { geometry: bowtie } as never }));
    expect(body).toMatchObject({ code: "SELF_INTERSECTION", issues: [{ path: "geometry" }] });
    const none = await refusal(await admin.api.fields[":id"].boundary.import.$post({ param: { id: String(f.id) }, form: { file: "not a file" } as never }));
    expect(none.issues[0]!.path).toBe("file");
    expect((await t.db.select().from(fieldBoundaries).where(eq(fieldBoundaries.fieldId, f.id))).length).toBe(0);
  });
});

describe("a farm's file of many outlines, matched by name", () => {
  test("the preview writes nothing; the import writes every matched outline in one go and names the unmatched", async () => {
    const e = await newEntity("Many Fields Ranch");
    const north = await newField(e.id, "North 40", "40");
    const south = await newField(e.id, "South Block", "12");
    const file = () =>
      geojsonFile(
        [
          { name: "  north 40 ", geometry: rectangle(-121, 38, 0.005, 0.004) },
          { name: "SOUTHBLOCK", geometry: rectangle(-121.01, 38, 0.002, 0.002) },
          { name: "Creek Lot", geometry: rectangle(-121.02, 38, 0.002, 0.002) },
        ],
        "ranch.geojson",
      );
    const preview = await importFarm(admin, e.id, file(), { nameProperty: "Name", dryRun: "true" });
    expect(preview.status).toBe(200);
    const p = BoundaryImportResultSchema.parse(await preview.json());
    expect(p).toMatchObject({ dryRun: true, properties: ["Name"], matched: 2, unmatched: ["Creek Lot"], written: 0 });
    expect(p.features.map((x) => [x.name, x.fieldId])).toEqual([["north 40", north.id], ["SOUTHBLOCK", south.id], ["Creek Lot", null]]);
    expect(p.features[0]!.recordedAcres).toBe("40.00");
    expect(p.features[0]!.acreageCheck?.warn).toBe(true);
    expect((await boundaryOf(admin, north.id)).status).toBe(404);

    const done = await importFarm(admin, e.id, file(), { nameProperty: "Name" });
    expect(done.status).toBe(200);
    expect(BoundaryImportResultSchema.parse(await done.json())).toMatchObject({ dryRun: false, matched: 2, unmatched: ["Creek Lot"], written: 2 });
    expect(BoundarySchema.parse(await (await boundaryOf(admin, north.id)).json()).areaAcres).toBe(p.features[0]!.areaAcres);
    expect((await boundaryOf(admin, south.id)).status).toBe(200);
  });

  test("a preview without a name column lists the columns to choose from; an import needs one", async () => {
    const e = await newEntity("Column Ranch");
    await newField(e.id, "A", "1");
    const file = () => geojsonFile([{ name: "A", geometry: rectangle(-121, 38, 0.001, 0.001) }], "cols.geojson");
    const preview = BoundaryImportResultSchema.parse(await (await importFarm(admin, e.id, file(), { dryRun: "true" })).json());
    expect(preview).toMatchObject({ properties: ["Name"], nameProperty: null, matched: 0 });
    expect((await refusal(await importFarm(admin, e.id, file()))).issues[0]!.path).toBe("nameProperty");
    expect((await refusal(await importFarm(admin, e.id, file(), { nameProperty: "Field" }))).issues[0]!.path).toBe("nameProperty");
  });

  test("two outlines named like one field: 400 FIELD_MATCHED_TWICE and no boundary written, not even the good ones", async () => {
    const e = await newEntity("Twice Ranch");
    const a = await newField(e.id, "A", "1");
    const b = await newField(e.id, "B", "1");
    const file = geojsonFile(
      [
        { name: "B", geometry: rectangle(-121.03, 38, 0.001, 0.001) },
        { name: "A", geometry: rectangle(-121, 38, 0.001, 0.001) },
        { name: "a", geometry: rectangle(-121.01, 38, 0.001, 0.001) },
      ],
      "twice.geojson",
    );
    expect((await refusal(await importFarm(admin, e.id, file, { nameProperty: "Name" }))).code).toBe("FIELD_MATCHED_TWICE");
    expect((await boundaryOf(admin, a.id)).status).toBe(404);
    expect((await boundaryOf(admin, b.id)).status).toBe(404);
  });

  test("a bad outline anywhere in the file: nothing written", async () => {
    const e = await newEntity("Half Ranch");
    const a = await newField(e.id, "A", "1");
    const bowtie = { type: "Polygon", coordinates: [[[-120, 37], [-119.99, 37.01], [-119.99, 37], [-120, 37.01], [-120, 37]]] };
    const file = geojsonFile([{ name: "A", geometry: rectangle(-121, 38, 0.001, 0.001) }, { name: "B", geometry: bowtie }], "half.geojson");
    expect((await refusal(await importFarm(admin, e.id, file, { nameProperty: "Name" }))).code).toBe("SELF_INTERSECTION");
    expect((await boundaryOf(admin, a.id)).status).toBe(404);
  });
});

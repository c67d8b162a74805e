import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ApiClient } from "../../api/client";
import { MAP_FIGURES } from "../../api/domain/map-figures";
import { MapFiguresSchema, MapSchema } from "../../api/schemas/map.schemas";
import { tasks } from "../../db/schema";
import { TEST_PASSWORD } from "../support/harness";
import { type HarvestFarm, callReport, reportJson, startHarvestFarm } from "./reports/harvest-farm";
import { CAT } from "./reports/support";

/*
 * The farm map on the harvest reports' farm (tests/api/reports/harvest-farm.ts, crop year 2026): North 40 ac corn,
 * 6,000 bu -> 150 bu/ac; South 25 ac corn, 4,000 bu -> 160 bu/ac; East 10 ac alfalfa with no boundary. North gets a
 * $1,000.00 fertilizer task with $400.00 of it materials: input cost $400.00 / 40 ac = $10.00/ac; its cost per acre
 * and net per acre are the dashboard's (corn's settlement shared to it). Every figure on the map must be the one its
 * report shows for the same field.
 */
let farm: HarvestFarm;
let reader: ApiClient;
const YEAR = "2026";
const square = (lon: number, lat: number, d = 0.004) => ({ type: "Polygon" as const, coordinates: [[[lon, lat], [lon + d, lat], [lon + d, lat + d], [lon, lat + d], [lon, lat]]] });

beforeAll(async () => {
  farm = await startHarvestFarm();
  reader = farm.app.reader;
  const { admin, t } = farm.app;
  for (const [f, lon] of [[farm.north, -121.5], [farm.south, -121.49]] as const) {
    const res = await admin.api.fields[":id"].boundary.$put({ param: { id: String(f.id) }, json: { geometry: square(lon, 38.5) } as never });
    expect(res.status).toBe(200);
  }
  await t.db.insert(tasks).values({ entityId: farm.ranch.id, fieldId: farm.north.id, categoryId: CAT.FERTILIZER, cropYear: 2026, name: "Side-dress", date: "2026-05-01", totalCost: "1000.00", materialCost: "400.00" });
}, 60_000);
afterAll(() => farm.app.t.close());

const mapOf = async (client: ApiClient, query: Record<string, string>) => {
  const res = await client.api.map.$get({ query: query as never });
  expect(res.status).toBe(200);
  return MapSchema.parse(await res.json());
};

describe("GET /api/map", () => {
  test("the fields with a boundary, each figure the one its report shows for the field", async () => {
    const map = await mapOf(reader, { entityId: String(farm.ranch.id), year: YEAR });
    expect(map.features.map((f) => f.properties.name)).toEqual(["North", "South"]);
    expect(map.fieldsWithoutBoundary).toBe(1);
    expect(map.figures.map((f) => f.id)).toEqual(MAP_FIGURES.map((f) => f.id));

    const id = String(farm.ranch.id);
    const breakdown = (await (await reader.api.entities[":entityId"]["cost-breakdown"].$get({ param: { entityId: id }, query: { year: YEAR } })).json()) as {
      byField: { fieldId: number; costPerAcre: string; netPerAcre: string }[];
    };
    const harvest = await reportJson(await callReport(reader, "harvest-by-field", { id }, { year: YEAR }));
    const input = await reportJson(await callReport(reader, "input-cost", { id }, { year: YEAR }));
    for (const f of map.features) {
      const money = breakdown.byField.find((r) => r.fieldId === f.id)!;
      const yieldRow = (harvest.rows as { fieldId: number; yieldPerAcre: string; unit: string }[]).find((r) => r.fieldId === f.id)!;
      const inputRow = (input.rows as { fieldId: number; materialCostPerAcre: string }[]).find((r) => r.fieldId === f.id)!;
      expect({ field: f.properties.name, ...f.properties.figures }).toEqual({
        field: f.properties.name,
        costPerAcre: money.costPerAcre,
        netPerAcre: money.netPerAcre,
        yieldPerAcre: yieldRow.yieldPerAcre,
        yieldUnit: yieldRow.unit,
        inputCostPerAcre: inputRow.materialCostPerAcre,
      });
    }
    // By hand: North's yield and input cost, South's yield and no inputs; North's $1,000.00 over 40 ac is its cost.
    const [north, south] = map.features;
    expect(north!.properties).toMatchObject({ fieldId: farm.north.id, entityName: "Harvest Ranch", acres: "40.00", figures: { yieldPerAcre: "150", yieldUnit: "bu", inputCostPerAcre: "10.00", costPerAcre: "25.00" } });
    expect(south!.properties.figures).toMatchObject({ yieldPerAcre: "160", inputCostPerAcre: "0.00", costPerAcre: "0.00" });
    expect(north!.geometry).toEqual(square(-121.5, 38.5));
    expect(Number(north!.properties.boundaryAcres)).toBeGreaterThan(0);
  });

  test("the figures list is the declared one, with its names in English and Spanish", async () => {
    const res = await reader.api.map.figures.$get();
    expect(res.status).toBe(200);
    const { figures } = MapFiguresSchema.parse(await res.json());
    expect(figures).toEqual(MAP_FIGURES.map(({ id, labelKey, label, unit, source }) => ({ id, labelKey, label, unit, source })));
    expect(figures.find((f) => f.id === "costPerAcre")!.label).toEqual({ en: "Cost per acre", es: "Costo por acre" });
  });

  test("without an entity: every entity the caller may see, and no other; crew never", async () => {
    const { admin, t } = farm.app;
    const other = (await (await admin.api.entities.$post({ json: { name: "Other Map Ranch" } })).json()) as { id: number };
    const theirs = (await (await admin.api.fields.$post({ json: { entityId: other.id, name: "Theirs", acreage: "5", cropType: "Corn", location: "" } })).json()) as { id: number };
    expect((await admin.api.fields[":id"].boundary.$put({ param: { id: String(theirs.id) }, json: { geometry: square(-121.4, 38.5) } as never })).status).toBe(200);
    expect((await mapOf(admin, { year: YEAR })).features.map((f) => f.properties.name)).toEqual(["North", "South", "Theirs"]);

    expect((await admin.api.users.$post({ json: { username: "map-granted", password: TEST_PASSWORD, role: "readonly", entityIds: [farm.ranch.id] } as never })).status).toBe(201);
    const granted = t.client();
    expect((await granted.api.auth.login.$post({ json: { username: "map-granted", password: TEST_PASSWORD } })).status).toBe(200);
    expect((await mapOf(granted, { year: YEAR })).features.map((f) => f.properties.name)).toEqual(["North", "South"]);
    expect((await granted.api.map.$get({ query: { entityId: String(other.id), year: YEAR } as never })).status).toBe(404);
    const crew = await t.signIn("crew");
    expect((await crew.api.map.$get({ query: { year: YEAR } as never })).status).toBe(403);
  });

  test("the export is the same map as a .geojson download", async () => {
    const query = { entityId: String(farm.ranch.id), year: YEAR };
    const res = await reader.api.map.geojson.$get({ query: query as never });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/geo+json");
    expect(res.headers.get("content-disposition")).toContain('filename="fields-harvest-ranch-2026.geojson"');
    expect(MapSchema.parse(JSON.parse(await res.text()))).toEqual(await mapOf(reader, query));
  });

  test("a field's soft delete takes its boundary off the map and GET (404); recovering the field brings it back", async () => {
    const { admin } = farm.app;
    const id = String(farm.south.id);
    const before = await (await admin.api.fields[":id"].boundary.$get({ param: { id } })).text();
    expect((await admin.api.fields[":id"].$delete({ param: { id } })).status).toBe(200);
    expect((await admin.api.fields[":id"].boundary.$get({ param: { id } })).status).toBe(404);
    const gone = await mapOf(reader, { entityId: String(farm.ranch.id), year: YEAR });
    expect(gone.features.map((f) => f.properties.name)).toEqual(["North"]);
    expect((await admin.api.admin["recover-field"][":id"].$post({ param: { id } })).status).toBe(200);
    expect(await (await admin.api.fields[":id"].boundary.$get({ param: { id } })).text()).toBe(before);
    expect((await mapOf(reader, { entityId: String(farm.ranch.id), year: YEAR })).features.map((f) => f.properties.name)).toEqual(["North", "South"]);
  });
});

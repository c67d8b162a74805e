import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

/* `farmctl fields export-geojson` (issue 39): the farm map's GeoJSON of a crop year, through the typed client. */
let s: TestServer;
let cron: Record<string, string>;
let northId: number;

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "geojson-tests" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  const entity = ((await (await s.admin.api.entities.$post({ json: { name: "Map Ranch" } })).json()) as { id: number }).id;
  const field = async (name: string) => ((await (await s.admin.api.fields.$post({ json: { entityId: entity, name, acreage: "40", cropType: "Corn" } })).json()) as { id: number }).id;
  northId = await field("North 40");
  await field("Creek");
  const geometry = { type: "Polygon", coordinates: [[[-121.5, 38.5], [-121.495, 38.5], [-121.495, 38.504], [-121.5, 38.504], [-121.5, 38.5]]] };
  const res = await s.admin.api.fields[":id"].boundary.$put({ param: { id: String(northId) }, json: { geometry } as never });
  expect(res.status).toBe(200);
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

type Collection = { type: string; features: { properties: { fieldId: number; name: string; figures: Record<string, unknown> } }[]; fieldsWithoutBoundary: number };

describe("farmctl fields export-geojson", () => {
  test("to stdout: the FeatureCollection with each field's figures; the count on stderr", async () => {
    const res = await s.farmctl(["fields", "export-geojson", "--entity", "map ranch", "--year", "2025"], { env: cron });
    expect(res.code).toBe(0);
    const map = JSON.parse(res.stdout) as Collection;
    expect(map.type).toBe("FeatureCollection");
    expect(map.features.map((f) => [f.properties.fieldId, f.properties.name])).toEqual([[northId, "North 40"]]);
    expect(Object.keys(map.features[0]!.properties.figures).sort()).toEqual(["costPerAcre", "inputCostPerAcre", "netPerAcre", "yieldPerAcre", "yieldUnit"]);
    expect(map.fieldsWithoutBoundary).toBe(1);
    expect(res.stderr).toContain("1 field with a boundary, 1 without");
  });

  test("--out writes the same file; --json says what was written; --entity all", async () => {
    const out = join(s.dir, "map-2025.geojson");
    const res = await s.farmctl(["fields", "export-geojson", "--entity", "all", "--year", "2025", "--out", out, "--json"], { env: cron });
    expect(res.code).toBe(0);
    const text = readFileSync(out, "utf8");
    expect(JSON.parse(res.stdout)).toEqual({ path: out, bytes: Buffer.byteLength(text), fields: 1, fieldsWithoutBoundary: 1 });
    const stdout = await s.farmctl(["fields", "export-geojson", "--entity", "all", "--year", "2025"], { env: cron });
    expect(JSON.parse(text)).toEqual(JSON.parse(stdout.stdout));
  });

  test("bad usage is exit 2 naming the option; an unknown entity is 1", async () => {
    const noYear = await s.farmctl(["fields", "export-geojson", "--entity", "Map Ranch"], { env: cron });
    expect(noYear.code).toBe(2);
    expect(noYear.stderr).toContain("--year");
    const noEntity = await s.farmctl(["fields", "export-geojson", "--year", "2025"], { env: cron });
    expect(noEntity.code).toBe(2);
    expect(noEntity.stderr).toContain("--entity");
    expect((await s.farmctl(["fields", "export-geojson", "--entity", "Map Ranch", "--year", "2025", "--json"], { env: cron })).code).toBe(2);
    expect((await s.farmctl(["fields", "export-geojson", "--entity", "Nowhere", "--year", "2025"], { env: cron })).code).toBe(1);
  });
});

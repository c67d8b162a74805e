import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { ADMIN, ok, registerAdmin, seedFarm, signedInClient } from "./support/api";
import { screenshot } from "./support/browser";
import { sidewaysScroll } from "./support/layout";
import { englishOn, englishPhrases } from "./support/spanish";
import { startSuite, type Suite } from "./support/suite";

/**
 * Importing a farm's field boundaries from one file (issue 39): a GeoJSON the test makes with three outlines near
 * Fresno, named in a "block" column (the file's "name" column holds the surveyor's parcel numbers, so the office
 * chooses the column). The preview, before anything is written, matches "north  40" to North 40 and "River Bottom"
 * to River Bottom, and names "Orchard 9", which no field has, as not imported. The outlines' areas on the WGS84
 * ellipsoid (api/domain/boundaries boundaryAcres; its own domain test checks the method) are 41.3106 ac and
 * 78.5265 ac: North 40, recorded at 40 ac, is (41.3106 - 40) / 40 = 3.28% -> 3.3% more, and River Bottom, recorded at
 * 80.5 ac, (78.5265 - 80.5) / 80.5 = -2.45% -> 2.5% less; both past 2%, so both cards warn. The office takes the
 * map's acres for North 40 (41.31 ac recorded, the warning gone)
 * and keeps River Bottom's recorded 80.5 ac (the warning gone, the acreage unchanged, still so after a reload).
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

const rectangle = (lon: number, lat: number, dLon: number, dLat: number) => ({
  type: "Polygon",
  coordinates: [[[lon, lat], [lon + dLon, lat], [lon + dLon, lat + dLat], [lon, lat + dLat], [lon, lat]]],
});
const feature = (name: string, block: string, geometry: object) => ({ type: "Feature", properties: { name, block }, geometry });
const RANCH = {
  type: "FeatureCollection",
  features: [
    feature("P-101", "north  40", rectangle(-119.8, 36.7, 0.0046, 0.003665)),
    feature("P-102", "River Bottom", rectangle(-119.79, 36.7, 0.0088, 0.0036417)),
    feature("P-103", "Orchard 9", rectangle(-119.78, 36.7, 0.002, 0.002)),
  ],
};
const geojson = (name: string, body: object) => ({ name, mimeType: "application/geo+json", buffer: Buffer.from(JSON.stringify(body)) });

interface FieldJson {
  id: number;
  name: string;
  acreage: string;
  boundaryAcres: string | null;
  acreageWarning: { differencePercent: string | null } | null;
}

describe("importing field boundaries", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let entityId = 0;

  const entityFields = async () => ok<FieldJson[]>(api.api.entities[":entityId"].fields.$get({ param: { entityId: String(entityId) }, query: {} }));
  const card = (p: Page, name: string) => p.getByTestId("field-card").filter({ has: p.getByRole("heading", { name, exact: true }) });

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Almonds" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    entityId = farm.entity.id;
    // The county's Pesticide Use Report site of North 40, entered earlier (Edit Field).
    const north = farm.fields.find((f) => f.name === "North 40")!;
    await ok(api.api.fields[":id"].$put({ param: { id: String(north.id) }, json: { county: "Fresno", baseMeridian: "M", township: "14S", range: "19E", section: "7" } as never }));
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).first().waitFor();
  }, 120_000);
  afterAll(() => suite?.close());

  test("a three-outline GeoJSON: the name column chosen, the preview matched and unmatched, imported; each card takes the map's acres or keeps its own", async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto("/fields");
    await card(page, "North 40").waitFor();
    // The PUR site shows on the card.
    expect(await card(page, "North 40").getByTestId("field-pur-site").innerText()).toBe("PUR site: Fresno County · Sec 7 T14S R19E · M");
    expect(await card(page, "River Bottom").getByTestId("field-map-acres").count()).toBe(0);

    await page.getByRole("button", { name: "Import boundaries" }).click();
    const dialog = page.getByRole("dialog", { name: "Import field boundaries" });
    await dialog.getByTestId("boundary-file").setInputFiles(geojson("ranch-blocks.geojson", RANCH));
    // The file's columns, read by a dry run; "name" guessed first.
    const column = dialog.getByRole("combobox", { name: "Column with the field names" });
    await column.filter({ hasText: "name" }).waitFor();
    await column.click();
    expect(await page.getByRole("option").allInnerTexts()).toEqual(["name", "block"]);
    await page.getByRole("option", { name: "block" }).click();
    await dialog.getByRole("button", { name: "Preview" }).click();

    const preview = dialog.getByTestId("boundary-preview");
    await preview.waitFor();
    expect(await preview.getByText("3 shapes in the file, 2 matched to fields.").count()).toBe(1);
    const rows = preview.getByTestId("boundary-preview-row");
    const cells = async (i: number) => (await rows.nth(i).locator("td").allInnerTexts()).map((t) => t.trim());
    expect((await cells(0)).filter((_t, n) => n !== 0)).toEqual(["North 40", "41.3", "40.0", "3.3% more"]);
    expect(await rows.nth(0).getAttribute("data-warn")).toBe("true");
    expect((await cells(1)).filter((_t, n) => n !== 0)).toEqual(["River Bottom", "78.5", "80.5", "2.5% less"]);
    expect(await rows.nth(1).getAttribute("data-warn")).toBe("true");
    expect((await cells(2)).filter((_t, n) => n !== 0)).toEqual(["no field of this name", "9.8", "", ""]);
    expect(await preview.getByTestId("boundary-unmatched").innerText()).toBe("Not imported, no field has its name: Orchard 9.");
    // Nothing written by the preview.
    expect((await entityFields()).map((f) => f.boundaryAcres)).toEqual([null, null]);
    await screenshot(page, "boundary-import-preview-1366x768");
    await page.setViewportSize(PHONE);
    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, "boundary-import-preview-390x844");
    await page.setViewportSize(LAPTOP);

    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("2 field boundaries imported").waitFor();
    expect((await entityFields()).map((f) => [f.name, f.boundaryAcres])).toEqual([["North 40", "41.3106"], ["River Bottom", "78.5265"]]);

    const north = card(page, "North 40").getByTestId("field-map-acres");
    const river = card(page, "River Bottom").getByTestId("field-map-acres");
    await north.waitFor();
    expect(await north.getByTestId("field-map-acres-text").innerText()).toBe("Map: 41.3 ac (3.3% more than recorded)");
    expect(await north.getAttribute("data-warn")).toBe("true");
    expect(await river.getByTestId("field-map-acres-text").innerText()).toBe("Map: 78.5 ac (2.5% less than recorded)");
    await screenshot(page, "boundary-cards-1366x768");
    await page.setViewportSize(PHONE);
    await north.scrollIntoViewIfNeeded();
    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, "boundary-cards-390x844");
    await page.setViewportSize(LAPTOP);

    // North 40 takes the map's acres: recorded 41.31, within 2% of the map, no warning.
    await north.getByRole("button", { name: "Use map acres" }).click();
    await page.getByText("Acreage set to the map's 41.3 ac").waitFor();
    await card(page, "North 40").getByTestId("field-Acres").filter({ hasText: "41.3" }).waitFor();
    await card(page, "North 40").locator('[data-testid="field-map-acres"]:not([data-warn])').waitFor();
    expect(await north.innerText()).toBe("Map: 41.3 ac");
    expect(await north.getByRole("button").count()).toBe(0);
    // River Bottom keeps its recorded 80.5 ac: no warning, the acreage unchanged, and so after a reload.
    await river.getByRole("button", { name: "Keep recorded" }).click();
    await card(page, "River Bottom").locator('[data-testid="field-map-acres"]:not([data-warn])').waitFor();
    expect(await river.getAttribute("data-warn")).toBeNull();
    expect(await river.getByRole("button").count()).toBe(0);
    await page.reload();
    await card(page, "River Bottom").getByTestId("field-map-acres").waitFor();
    expect(await card(page, "River Bottom").getByTestId("field-map-acres").getAttribute("data-warn")).toBeNull();
    expect(await card(page, "River Bottom").getByTestId("field-Acres").innerText()).toBe("80.5");
    expect((await entityFields()).map((f) => [f.name, f.acreage])).toEqual([["North 40", "41.31"], ["River Bottom", "80.50"]]);
    // Kept on the server, not in this browser: every account's read of the field carries no warning.
    expect((await entityFields()).map((f) => [f.name, f.acreageWarning])).toEqual([["North 40", null], ["River Bottom", null]]);
  }, 120_000);

  test("in Spanish: a file with no outline is refused in the dialog in Spanish, with no English on the screen", async () => {
    const admin = await signedInClient(suite.server.url, ADMIN.username, ADMIN.password);
    await ok(admin.api.account.$put({ json: { locale: "es" } }));
    const es = await suite.signedIn(ADMIN.username, ADMIN.password);
    await es.setViewportSize(PHONE);
    await es.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).first().waitFor();
    await es.goto("/fields");
    await card(es, "North 40").waitFor();
    await es.getByRole("button", { name: "Importar linderos" }).click();
    const dialog = es.getByRole("dialog", { name: "Importar linderos de campos" });
    const points = { type: "FeatureCollection", features: [{ type: "Feature", properties: { name: "Pozo" }, geometry: { type: "Point", coordinates: [-119.8, 36.7] } }] };
    await dialog.getByTestId("boundary-file").setInputFiles(geojson("pozos.geojson", points));
    const failure = dialog.getByTestId("boundary-import-failure");
    await failure.waitFor();
    expect(await failure.innerText()).toBe(
      "«pozos.geojson» no tiene contornos de campo (polígonos), solo puntos o líneas. Guarde el campo como un área en el programa que hizo el archivo y vuelva a exportarlo.",
    );
    expect(await dialog.getByRole("button", { name: "Vista previa" }).isDisabled()).toBe(true);
    const data = ["Willow Creek Ranch", "Fresno County", "North 40", "River Bottom", "Almonds", "Corn", "pozos.geojson", ADMIN.username];
    expect(await englishOn(es, englishPhrases(data), data)).toEqual([]);
    expect(await sidewaysScroll(es)).toBe(0);
    await screenshot(es, "es-boundary-import-refused-390x844");
    // The cards in Spanish: the map's acres and the PUR site.
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    expect(await card(es, "North 40").getByTestId("field-map-acres").innerText()).toBe("Mapa: 41.3 ac");
    expect(await card(es, "North 40").getByTestId("field-pur-site").innerText()).toBe("Sitio PUR: Condado de Fresno · Secc. 7 T14S R19E · M");
    await screenshot(es, "es-boundary-cards-390x844");
    await ok(admin.api.account.$put({ json: { locale: "en" } }));
  }, 120_000);
});

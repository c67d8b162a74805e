import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { ADMIN, ok, registerAdmin, seedFarm, signedInClient } from "./support/api";
import { ARTIFACTS, screenshot } from "./support/browser";
import { settled, sidewaysScroll } from "./support/layout";
import { cutLabels, englishOn, englishPhrases } from "./support/spanish";
import { startSuite, type Suite } from "./support/suite";

/**
 * The farm map (issue 39): Willow Creek Ranch's three fields with a cost per acre of $100, $200 and $300 in crop year
 * 2025 (one task each: $100 x 40 ac, $200 x 80.5 ac, $300 x 20 ac), their boundaries imported from a GeoJSON file the
 * test writes, drawn on the map's canvas in the legend's three colours with their names; a click opens the field's
 * card. A fourth field, East Pivot, has no boundary: it is listed beside the map, drawn there, then its boundary
 * deleted. Then the screen in Spanish.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
/** The legend's colours for three classes of costs (admin-ui/farm-map/map-classes.ts: light, middle, dark). */
const COST = { low: "#ffffb2", middle: "#fd8d3c", high: "#bd0026" };
const NO_DATA = "#bdbdbd";
/** The labels' ink (admin-ui/farm-map/FarmMapView.tsx LABEL_COLOUR). */
const LABEL = "#111111";

/** A rectangle of longitude/latitude near Fresno, as a GeoJSON ring. */
const rectangle = (west: number, east: number) => [
  [
    [west, 36.75],
    [east, 36.75],
    [east, 36.7536],
    [west, 36.7536],
    [west, 36.75],
  ],
];

/** The farm's file: one shape per field, named in FIELD_NAME (one in other capitals), with a column of acres. */
const FILE = JSON.stringify({
  type: "FeatureCollection",
  features: [
    { type: "Feature", properties: { FIELD_NAME: "North 40", ACRES: 40 }, geometry: { type: "Polygon", coordinates: rectangle(-119.8, -119.7955) } },
    { type: "Feature", properties: { FIELD_NAME: "river bottom", ACRES: 80.5 }, geometry: { type: "Polygon", coordinates: rectangle(-119.7945, -119.7855) } },
    { type: "Feature", properties: { FIELD_NAME: "Home Block", ACRES: 20 }, geometry: { type: "Polygon", coordinates: rectangle(-119.7845, -119.78225) } },
  ],
});

interface Painted {
  /** Pixels drawn at all (the plain background is the element's, not the canvas's). */
  painted: number;
  /** Per colour asked for: how many pixels, their box in page coordinates, and label ink inside that box. */
  colours: Record<string, { count: number; x0: number; y0: number; x1: number; y1: number; label: number }>;
}

/** What the map's canvases hold, read from their pixels in the page. */
function mapPixels(page: Page, colours: string[]): Promise<Painted> {
  return page.evaluate(
    ({ colours, label }) => {
      const hex = (d: Uint8ClampedArray, i: number) => `#${[d[i]!, d[i + 1]!, d[i + 2]!].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
      const out: Painted["colours"] = {};
      for (const c of colours) out[c] = { count: 0, x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity, label: 0 };
      let painted = 0;
      const canvases = [...document.querySelectorAll<HTMLCanvasElement>('[data-testid="farm-map-canvas"] canvas')];
      const inks: Array<{ x: number; y: number }> = [];
      for (const canvas of canvases) {
        const rect = canvas.getBoundingClientRect();
        const sx = rect.width / canvas.width;
        const sy = rect.height / canvas.height;
        const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 3] !== 255) {
            if (data[i + 3]! > 0) painted++;
            continue;
          }
          painted++;
          const colour = hex(data, i);
          const px = ((i / 4) % canvas.width) * sx + rect.left;
          const py = Math.floor(i / 4 / canvas.width) * sy + rect.top;
          if (colour === label) inks.push({ x: px, y: py });
          const box = out[colour];
          if (!box) continue;
          box.count++;
          box.x0 = Math.min(box.x0, px);
          box.y0 = Math.min(box.y0, py);
          box.x1 = Math.max(box.x1, px);
          box.y1 = Math.max(box.y1, py);
        }
      }
      for (const box of Object.values(out)) box.label = inks.filter((p) => p.x >= box.x0 && p.x <= box.x1 && p.y >= box.y0 && p.y <= box.y1).length;
      return { painted, colours: out };
    },
    { colours, label: LABEL },
  );
}

describe("the farm map", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let eastPivot = 0;

  const legend = () => page.getByTestId("map-legend");
  const legendRows = async () => (await legend().getByTestId("legend-class").allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
  /** Waits for the map to show the colours given, then reads it. */
  // The map redraws on animation frames after a change (a new colouring, a saved edge): the canvas is read until
  // every colour is on it and two reads 100 ms apart agree, so a half-drawn frame is never the one measured.
  const drawn = (colours: string[]) => {
    const counts = (p: Painted) => colours.map((c) => p.colours[c]!.count).join(",");
    const same = (a: Painted, b: Painted) => counts(a) === counts(b) && colours.every((c) => b.colours[c]!.count > 0);
    return settled(page, () => mapPixels(page, colours), same, 50, 100);
  };
  const clickColour = async (pixels: Painted, colour: string) => {
    const box = pixels.colours[colour]!;
    // A little off the middle of the field: its name is written across the middle.
    await page.mouse.click((box.x0 + box.x1) / 2, box.y0 + (box.y1 - box.y0) * 0.8);
  };

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Almonds" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
      { name: "Home Block", acreage: "20", cropType: "Walnuts" },
      { name: "East Pivot", acreage: "15" },
    ]);
    eastPivot = farm.fields[3]!.id;
    const categories = await ok<Array<{ id: number; name: string }>>(api.api["task-categories"].$get({ query: {} }));
    const water = categories.find((c) => c.name === "Water")!.id;
    const costs = [["100", "40"], ["200", "80.5"], ["300", "20"]] as const;
    for (const [i, [costPerAcre, acresCovered]] of costs.entries()) {
      const json = { entityId: farm.entity.id, cropYear: 2025, date: "2025-05-01", name: "Irrigation", fieldId: farm.fields[i]!.id, categoryId: water, costPerAcre, acresCovered };
      await ok(api.api.tasks.$post({ json }));
    }
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.setViewportSize(LAPTOP);
    await page.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).first().waitFor();
  }, 120_000);
  afterAll(() => suite?.close());

  test("on a laptop: import the farm's GeoJSON, see the fields drawn in the legend's colours with their names, open a card", async () => {
    await page.goto("/farm-map");
    await page.getByTestId("map-empty").waitFor();
    // The entity's field list is a read of its own, which may answer after the map's.
    await page.getByTestId("unmapped-field").nth(3).waitFor();
    expect(await page.getByTestId("unmapped-field").allInnerTexts()).toHaveLength(4);

    await page.getByRole("button", { name: "Import boundaries" }).click();
    await page.getByTestId("boundary-file").setInputFiles({ name: "willow-creek.geojson", mimeType: "application/geo+json", buffer: Buffer.from(FILE) });
    await page.getByRole("combobox", { name: "Column with the field names" }).filter({ hasText: "FIELD_NAME" }).waitFor();
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByTestId("boundary-preview-row").nth(2).waitFor();
    expect(await page.locator('[data-testid="boundary-preview-row"][data-matched="true"]').count()).toBe(3);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByTestId("boundary-preview").waitFor({ state: "detached" });

    // Coloured by cost per acre (the first choice): three classes, one field each, light to dark.
    expect(await page.getByTestId("colour-by").innerText()).toContain("Cost per acre");
    await legend().getByTestId("legend-class").nth(2).waitFor();
    expect(await legendRows()).toEqual(["$100.00 1 field", "$200.00 1 field", "$300.00 1 field"]);
    const pixels = await drawn(Object.values(COST));
    expect(pixels.painted).toBeGreaterThan(10_000);
    for (const colour of Object.values(COST)) {
      expect(pixels.colours[colour]!.count).toBeGreaterThan(500);
      // Each field's name is written inside it.
      expect(pixels.colours[colour]!.label).toBeGreaterThan(10);
    }
    // West to east as in the file: North 40, River Bottom, Home Block.
    expect(pixels.colours[COST.low]!.x1).toBeLessThan(pixels.colours[COST.middle]!.x0);
    expect(pixels.colours[COST.middle]!.x1).toBeLessThan(pixels.colours[COST.high]!.x0);
    expect((await page.getByTestId("unmapped-field").allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim())).toEqual(["East Pivot · 15.0 ac Draw"]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "farm-map-cost-1366x768");

    // Net per acre (no income: minus the cost) in greens, then back to cost per acre.
    await page.getByTestId("colour-by").click();
    await page.getByRole("option", { name: "Net per acre" }).click();
    await legend().getByText("Net per acre").waitFor();
    expect(await legendRows()).toEqual(["-$300.00 1 field", "-$200.00 1 field", "-$100.00 1 field"]);
    expect((await drawn(["#edf8e9"])).colours["#edf8e9"]!.count).toBeGreaterThan(500);
    await page.getByTestId("colour-by").click();
    await page.getByRole("option", { name: "Cost per acre", exact: true }).click();
    await legend().getByText("Cost per acre").waitFor();
    // The menu's invisible backdrop outlives its list for a moment and would take the click meant for the map.
    await page.locator(".MuiMenu-root").waitFor({ state: "detached" });

    await clickColour(await drawn([COST.middle]), COST.middle);
    const dialog = page.getByTestId("map-field-dialog");
    const card = dialog.getByTestId("field-card");
    await card.getByRole("heading", { name: "River Bottom" }).waitFor();
    expect(await card.getByTestId("field-Cost/Acre").innerText()).toBe("$200.00");
    await screenshot(page, "farm-map-card-1366x768");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
  }, 120_000);

  test("on a phone: the map fits the screen, the fields are drawn and a tap opens a card", async () => {
    await page.setViewportSize(PHONE);
    await page.goto("/farm-map");
    await legend().getByTestId("legend-class").nth(2).waitFor();
    const pixels = await drawn(Object.values(COST));
    for (const colour of Object.values(COST)) expect(pixels.colours[colour]!.label).toBeGreaterThan(10);
    const map = (await page.getByTestId("farm-map").boundingBox())!;
    expect(map.width).toBeLessThanOrEqual(PHONE.width);
    expect(map.height).toBeGreaterThan(300);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "farm-map-390x844");
    await clickColour(pixels, COST.low);
    const dialog = page.getByTestId("map-field-dialog");
    await dialog.getByTestId("field-card").getByRole("heading", { name: "North 40" }).waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // The window as the phone shows it (a dialog is fixed to the window: a full-page picture would stretch it).
    await page.screenshot({ path: join(ARTIFACTS, "farm-map-card-390x844.png") });
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.setViewportSize(LAPTOP);
  }, 60_000);

  test("a field without a boundary is drawn on the map, its corner moved, then its boundary deleted after a confirmation", async () => {
    await page.goto("/farm-map");
    await legend().getByTestId("legend-class").nth(2).waitFor();
    await page.getByRole("button", { name: "Draw the boundary of East Pivot" }).click();
    await page.getByTestId("shape-bar").waitFor();
    await page.getByTestId("farm-map").scrollIntoViewIfNeeded();
    const fields = await drawn(Object.values(COST));
    const box = (await page.getByTestId("farm-map").boundingBox())!;
    // A square under the imported fields, one corner at a time, within the window.
    const top = Math.max(...Object.values(COST).map((c) => fields.colours[c]!.y1)) + 16;
    const size = Math.min(60, Math.min(box.y + box.height, LAPTOP.height) - top - 16);
    expect(size).toBeGreaterThan(30);
    for (const [x, y] of [[0, 0], [size, 0], [size, size], [0, size]]) {
      await page.mouse.click(box.x + box.width / 2 + x!, top + y!);
      await page.waitForTimeout(350);
    }
    await page.getByRole("button", { name: "Finish" }).click();
    await page.getByTestId("shape-bar").waitFor({ state: "detached" });
    // East Pivot has no costs: $0.00 per acre, the lightest of four classes.
    await legend().getByTestId("legend-class").nth(3).waitFor();
    expect(await legendRows()).toEqual(["$0.00 1 field", "$100.00 1 field", "$200.00 1 field", "$300.00 1 field"]);
    const stored = await page.request.get(`/api/fields/${eastPivot}/boundary`);
    expect(stored.status()).toBe(200);
    const first = (await stored.json()) as { source: string; areaAcres: string };
    expect(first.source).toBe("drawn");
    expect(await page.getByTestId("unmapped-fields").innerText()).toContain("Every field has a boundary.");
    // Drawn where it was clicked: under River Bottom (now the third of four shades).
    const drawnField = await drawn([COST.low, "#f03b20"]);
    expect(drawnField.colours[COST.low]!.y0).toBeGreaterThan(drawnField.colours["#f03b20"]!.y1);
    await screenshot(page, "farm-map-drawn-1366x768");

    // Its south-east corner dragged 30 px further out, then saved: a larger boundary is stored.
    await clickColour(drawnField, COST.low);
    const dialog = page.getByTestId("map-field-dialog");
    await dialog.getByTestId("field-card").getByRole("heading", { name: "East Pivot" }).waitFor();
    await dialog.getByRole("button", { name: "Edit boundary" }).click();
    await page.getByTestId("shape-bar").waitFor();
    const square = (await drawn([COST.low])).colours[COST.low]!;
    await page.mouse.move(square.x1 + 1, square.y1 + 1);
    await page.mouse.down();
    await page.mouse.move(square.x1 + 31, square.y1 + 31, { steps: 6 });
    await page.mouse.up();
    await page.getByRole("button", { name: "Save boundary" }).click();
    await page.getByTestId("shape-bar").waitFor({ state: "detached" });
    const edited = (await (await page.request.get(`/api/fields/${eastPivot}/boundary`)).json()) as { areaAcres: string };
    expect(Number(edited.areaAcres)).toBeGreaterThan(Number(first.areaAcres) * 1.2);

    await clickColour(await drawn([COST.low]), COST.low);
    await dialog.getByTestId("field-card").getByRole("heading", { name: "East Pivot" }).waitFor();
    await dialog.getByRole("button", { name: "Delete boundary" }).click();
    await page.getByText("Delete the boundary of East Pivot?").waitFor();
    await page.getByTestId("adjust-confirm").click();
    await page.getByTestId("unmapped-field").filter({ hasText: "East Pivot" }).waitFor();
    expect((await page.request.get(`/api/fields/${eastPivot}/boundary`)).status()).toBe(404);
    expect(await legend().getByTestId("legend-class").count()).toBe(3);
    // A figure no field has this year (no harvest): every field in the legend's "no data" grey.
    await page.getByTestId("colour-by").click();
    await page.getByRole("option", { name: "Yield per acre" }).click();
    await legend().getByTestId("legend-no-data").waitFor();
    expect((await legend().getByTestId("legend-no-data").innerText()).replace(/\s+/g, " ")).toBe("No figure this crop year 3 fields");
    expect((await drawn([NO_DATA])).colours[NO_DATA]!.count).toBeGreaterThan(1000);
  }, 60_000);

  test("in Spanish: no English and no cut label on the map, at both sizes", async () => {
    const data = ["Willow Creek Ranch", "Fresno County", "North 40", "River Bottom", "Home Block", "East Pivot", "Almonds", "Corn", "Walnuts", "GeoJSON", ADMIN.username];
    const phrases = englishPhrases(data);
    const admin = await signedInClient(suite.server.url, ADMIN.username, ADMIN.password);
    await ok(admin.api.account.$put({ json: { locale: "es" } }));
    const es = await suite.signedIn(ADMIN.username, ADMIN.password);
    await es.getByRole("tab", { name: "Panel" }).waitFor();
    const found: string[] = [];
    for (const size of [PHONE, LAPTOP]) {
      await es.setViewportSize(size);
      await es.goto("/farm-map");
      await es.getByTestId("map-legend").getByText("Costo por acre").waitFor();
      expect(await es.getByTestId("legend-class").count()).toBe(3);
      expect(await es.getByTestId("unmapped-fields").innerText()).toContain("Campos de Willow Creek Ranch sin lindero");
      const where = `${size.width}x${size.height}`;
      const english = await englishOn(es, phrases, data);
      const cut = await cutLabels(es);
      if (english.length) found.push(`${where}: English ${JSON.stringify(english)}`);
      if (cut.length) found.push(`${where}: cut ${JSON.stringify(cut)}`);
      expect(await sidewaysScroll(es)).toBeLessThanOrEqual(0);
      await screenshot(es, `es-farm-map-${where}`);
    }
    expect(found).toEqual([]);
    await ok(admin.api.account.$put({ json: { locale: "en" } }));
  }, 120_000);
});

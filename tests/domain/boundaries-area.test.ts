import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import proj4 from "proj4";
import { acreageCheck, acreageKept, type BoundaryGeometry, boundaryAcres } from "../../api/domain/boundaries";

/**
 * A boundary's area is the area on the WGS84 ellipsoid (what a survey or the FSA's acreage measures), in acres of
 * 4,046.8564224 m² (the international acre: 66 ft x 660 ft, 1 ft = 0.3048 m). Each expected figure here comes from a
 * second, published method, worked in the test: the closed formula for a quadrangle of the ellipsoid, or a square laid
 * out in metres in a Transverse Mercator grid (proj4 turning its corners into longitude/latitude).
 */
const SQ_M_PER_ACRE = 4046.8564224;

/**
 * The area between two parallels and two meridians of the WGS84 ellipsoid (Lambert's zone formula, J. P. Snyder,
 * "Map Projections: A Working Manual", USGS 1987, eq. 3-12 and 10-15):
 * A = a²(1 - e²)/2 · Δλ · [F(φ2) - F(φ1)], F(φ) = sinφ / (1 - e² sin²φ) + ln((1 + e sinφ) / (1 - e sinφ)) / (2e).
 */
function quadrangleSqM(lat1: number, lat2: number, lonDegrees: number): number {
  const a = 6378137;
  const f = 1 / 298.257223563;
  const e2 = f * (2 - f);
  const e = Math.sqrt(e2);
  const F = (lat: number) => {
    const s = Math.sin((lat * Math.PI) / 180);
    return s / (1 - e2 * s * s) + Math.log((1 + e * s) / (1 - e * s)) / (2 * e);
  };
  return ((a * a * (1 - e2)) / 2) * ((lonDegrees * Math.PI) / 180) * (F(lat2) - F(lat1));
}

const rect = (west: number, south: number, east: number, north: number): BoundaryGeometry => ({
  type: "Polygon",
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

/** A ring laid out in metres (x east, y north) in a grid, turned into longitude/latitude by proj4. */
const fromGrid = (grid: string, ring: [number, number][]): BoundaryGeometry => {
  const toLonLat = proj4(grid, "WGS84");
  return { type: "Polygon", coordinates: [[...ring, ring[0] as [number, number]].map((p) => toLonLat.forward(p))] };
};

const square = (x0: number, y0: number, side: number): [number, number][] => [
  [x0, y0],
  [x0 + side, y0],
  [x0 + side, y0 + side],
  [x0, y0 + side],
];

/** Plane area of a ring in metres (the shoelace formula). */
const shoelace = (ring: [number, number][]) =>
  Math.abs(ring.reduce((s, [x, y], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length] as [number, number];
    return s + x * y2 - x2 * y;
  }, 0)) / 2;

const within = (actual: string, expected: number, relative: number) =>
  expect(Math.abs(Number(actual) - expected) / expected).toBeLessThan(relative);

describe("boundaryAcres: the geodesic area in acres, to 4 decimals", () => {
  test("a quadrangle of 0.01° x 0.01° at 36.70°N (Fresno County) is 245.0258 acres by the ellipsoid's zone formula", () => {
    const expected = quadrangleSqM(36.7, 36.71, 0.01) / SQ_M_PER_ACRE;
    expect(expected).toBeCloseTo(245.0258, 4);
    const acres = boundaryAcres(rect(-119.8, 36.7, -119.79, 36.71));
    expect(acres).toMatch(/^\d+\.\d{4}$/);
    within(acres, expected, 0.001);
  });

  test("the same quadrangle on the equator is 304.1638 acres: the ellipsoid's flattening is counted, not a sphere's", () => {
    // A sphere of the mean radius (6,371,008.8 m) would give 305.53 acres here, 0.45% too many.
    const expected = quadrangleSqM(0, 0.01, 0.01) / SQ_M_PER_ACRE;
    expect(expected).toBeCloseTo(304.1638, 4);
    within(boundaryAcres(rect(10, 0, 10.01, 0.01)), expected, 0.001);
  });

  test("a square mile laid out in UTM on its zone's central meridian is 640 acres / 0.9996² = 640.5123 acres, in California and on the equator", () => {
    // On the central meridian the grid's scale is k0 = 0.9996, so a grid square of 1 mile (1,609.344 m) covers
    // (1,609.344 / 0.9996)² m² of ground: 640 / 0.99920016 = 640.5123 acres.
    const mile = 1609.344;
    const expected = 640 / (0.9996 * 0.9996);
    expect(expected).toBeCloseTo(640.5123, 4);
    const utm10 = "+proj=utm +zone=10 +datum=WGS84 +units=m +no_defs";
    within(boundaryAcres(fromGrid(utm10, square(500000 - mile / 2, 4_200_000, mile))), expected, 0.001);
    const utm31 = "+proj=utm +zone=31 +datum=WGS84 +units=m +no_defs";
    within(boundaryAcres(fromGrid(utm31, square(500000 - mile / 2, 100_000, mile))), expected, 0.001);
  });

  test("a 40-acre quarter-quarter section (1,320 ft x 1,320 ft = 1,742,400 ft²) near Fresno reads 40.0000 acres", () => {
    const side = 1320 * 0.3048;
    const local = "+proj=tmerc +lat_0=36.75 +lon_0=-119.78 +k=1 +x_0=0 +y_0=0 +ellps=WGS84 +units=m +no_defs";
    const acres = boundaryAcres(fromGrid(local, square(-side / 2, -side / 2, side)));
    expect(Math.abs(Number(acres) - 40)).toBeLessThanOrEqual(0.0002);
  });

  test("a real-looking field of about 40 acres in California: its area in a local grid, to 0.1%", () => {
    // An orchard block by a canal near Kerman, CA: a corner cut off by the canal and a notch for a pump house.
    const ring: [number, number][] = [
      [-120.06512, 36.72541],
      [-120.06049, 36.72543],
      [-120.06047, 36.72232],
      [-120.06183, 36.72175],
      [-120.06512, 36.72176],
      [-120.06511, 36.72301],
      [-120.06478, 36.72301],
      [-120.06478, 36.72323],
      [-120.06511, 36.72323],
    ];
    const local = "+proj=tmerc +lat_0=36.7236 +lon_0=-120.063 +k=1 +x_0=0 +y_0=0 +ellps=WGS84 +units=m +no_defs";
    const toGrid = proj4("WGS84", local);
    const expected = shoelace(ring.map((p) => toGrid.forward(p) as [number, number])) / SQ_M_PER_ACRE;
    expect(expected).toBeGreaterThan(38);
    expect(expected).toBeLessThan(42);
    within(boundaryAcres({ type: "Polygon", coordinates: [[...ring, ring[0] as [number, number]]] }), expected, 0.001);
  });

  test("a hole is taken out and the parts of a multipolygon are added", () => {
    const outer = rect(-119.8, 36.7, -119.79, 36.71).coordinates[0] as number[][];
    const hole = (rect(-119.797, 36.703, -119.793, 36.707).coordinates[0] as number[][]).slice().reverse();
    const whole = quadrangleSqM(36.7, 36.71, 0.01);
    const cut = quadrangleSqM(36.703, 36.707, 0.004);
    within(boundaryAcres({ type: "Polygon", coordinates: [outer, hole] }), (whole - cut) / SQ_M_PER_ACRE, 0.001);
    const other = rect(-119.78, 36.7, -119.77, 36.71).coordinates as number[][][];
    within(boundaryAcres({ type: "MultiPolygon", coordinates: [[outer], other] }), (2 * whole) / SQ_M_PER_ACRE, 0.001);
  });

  test("property: a rectangle of w x h metres anywhere between 60°S and 60°N reads w·h / 4,046.8564224 acres to 0.1%, so area scales with size", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.integer({ min: 50, max: 3000 }),
        fc.integer({ min: 50, max: 3000 }),
        fc.integer({ min: 2, max: 5 }),
        (lat, lon, w, h, k) => {
          const local = `+proj=tmerc +lat_0=${lat} +lon_0=${lon} +k=1 +x_0=0 +y_0=0 +ellps=WGS84 +units=m +no_defs`;
          const one = boundaryAcres(fromGrid(local, [[0, 0], [w, 0], [w, h], [0, h]]));
          const scaled = boundaryAcres(fromGrid(local, [[0, 0], [k * w, 0], [k * w, k * h], [0, k * h]]));
          within(one, (w * h) / SQ_M_PER_ACRE, 0.001);
          within(scaled, k * k * Number(one), 0.001);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("acreageCheck: map acres against the recorded acreage, a warning past 2% of the recorded acres", () => {
  test("1.9% more is no warning; 2.1% more or less is", () => {
    expect(acreageCheck("100.00", "101.9000")).toEqual({ differencePercent: "1.9", warn: false });
    expect(acreageCheck("100.00", "102.1000")).toEqual({ differencePercent: "2.1", warn: true });
    expect(acreageCheck("100.00", "97.9000")).toEqual({ differencePercent: "-2.1", warn: true });
    expect(acreageCheck("40.00", "40.7600")).toEqual({ differencePercent: "1.9", warn: false });
    expect(acreageCheck("40.00", "40.8400")).toEqual({ differencePercent: "2.1", warn: true });
  });

  test("exactly 2% apart is not past 2%; a hair more is, though it shows as 2.0%", () => {
    expect(acreageCheck("50.00", "51.0000")).toEqual({ differencePercent: "2.0", warn: false });
    expect(acreageCheck("50.00", "51.0001")).toEqual({ differencePercent: "2.0", warn: true });
  });

  test("the same acreage is 0.0% and no warning", () => {
    expect(acreageCheck("41.30", "41.3000")).toEqual({ differencePercent: "0.0", warn: false });
  });

  test("a field recorded as 0 acres with a boundary warns: all of the map's acres are unrecorded (100.0%)", () => {
    expect(acreageCheck("0", "12.5000")).toEqual({ differencePercent: "100.0", warn: true });
    expect(acreageCheck("0.00", "0.0000")).toEqual({ differencePercent: "0.0", warn: false });
  });
});

describe("acreageKept: the office kept the recorded acreage over the map's, and it is still the field's", () => {
  test("kept at 40.00: 40 and 40.00 are the same acreage; 39.99 or nothing kept is not", () => {
    expect(acreageKept("40.00", "40.00")).toBe(true);
    expect(acreageKept("40", "40.00")).toBe(true);
    expect(acreageKept("39.99", "40.00")).toBe(false);
    expect(acreageKept("40.00", null)).toBe(false);
    expect(acreageKept("40.00", undefined)).toBe(false);
  });
});

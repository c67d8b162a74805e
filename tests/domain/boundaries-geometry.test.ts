import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { BoundaryFileError, boundaryErrorText, validateGeometry } from "../../api/domain/boundaries";

/** Catches what `run` throws, so a test can look at its code and details. */
function refusal(run: () => unknown): BoundaryFileError {
  try {
    run();
  } catch (e) {
    if (e instanceof BoundaryFileError) return e;
    throw e;
  }
  throw new Error("expected a BoundaryFileError");
}

const field = [
  [-119.8, 36.7],
  [-119.79, 36.7],
  [-119.79, 36.71],
  [-119.8, 36.71],
  [-119.8, 36.7],
];

describe("validateGeometry: a Polygon or MultiPolygon in longitude/latitude, normalised", () => {
  test("a good polygon comes back as given (closed, counter-clockwise, 2 coordinates a position)", () => {
    expect(validateGeometry({ type: "Polygon", coordinates: [field] })).toEqual({ type: "Polygon", coordinates: [field] });
  });

  test("a ring left open is closed; heights are dropped; coordinates are rounded to 7 decimals (about 1 cm)", () => {
    const open = [
      [-119.800000004, 36.70000000049, 92.5],
      [-119.79, 36.7, 93],
      [-119.79, 36.71, 91],
      [-119.8, 36.71, 90],
    ];
    expect(validateGeometry({ type: "Polygon", coordinates: [open] })).toEqual({ type: "Polygon", coordinates: [field] });
  });

  test("outer rings are turned counter-clockwise and holes clockwise (RFC 7946); a repeated corner is dropped", () => {
    const clockwise = field.slice().reverse();
    const hole = [
      [-119.797, 36.703],
      [-119.797, 36.707],
      [-119.793, 36.707],
      [-119.793, 36.707],
      [-119.793, 36.703],
      [-119.797, 36.703],
    ];
    const got = validateGeometry({ type: "Polygon", coordinates: [clockwise, hole.slice().reverse()] });
    expect(got.coordinates[0]).toEqual(field);
    expect(got.coordinates[1]).toEqual([
      [-119.797, 36.703],
      [-119.797, 36.707],
      [-119.793, 36.707],
      [-119.793, 36.703],
      [-119.797, 36.703],
    ]);
  });

  test("a GeoJSON Feature is read for its geometry; a MultiPolygon keeps its parts", () => {
    const multi = { type: "MultiPolygon", coordinates: [[field], [field.map(([x, y]) => [(x as number) + 0.02, y])]] };
    const got = validateGeometry({ type: "Feature", properties: { name: "North 40" }, geometry: multi });
    expect(got.type).toBe("MultiPolygon");
    expect(got.coordinates).toHaveLength(2);
  });

  test("a bow-tie (a ring that crosses itself) is refused with the point where it crosses", () => {
    const bowTie = [
      [-119.8, 36.7],
      [-119.79, 36.71],
      [-119.79, 36.7],
      [-119.8, 36.71],
      [-119.8, 36.7],
    ];
    const e = refusal(() => validateGeometry({ type: "Polygon", coordinates: [bowTie] }));
    expect(e.code).toBe("SELF_INTERSECTION");
    expect(e.details.at?.[0]).toBeCloseTo(-119.795, 6);
    expect(e.details.at?.[1]).toBeCloseTo(36.705, 6);
    expect(e.message).toBe("The outline of this boundary crosses itself near 36.705000, -119.795000. Fix the outline where its edges cross, then try again.");
    expect(boundaryErrorText(e, "es")).toBe(
      "El contorno de este límite se cruza consigo mismo cerca de 36.705000, -119.795000. Corrija el contorno donde se cruzan sus bordes y vuelva a intentarlo.",
    );
  });

  test("a point, a line or a geometry of no known type is no polygon", () => {
    expect(refusal(() => validateGeometry({ type: "Point", coordinates: [-119.8, 36.7] })).code).toBe("NO_POLYGON");
    expect(refusal(() => validateGeometry({ type: "LineString", coordinates: field })).code).toBe("NO_POLYGON");
    expect(refusal(() => validateGeometry("North 40")).code).toBe("NO_POLYGON");
    expect(refusal(() => validateGeometry(null)).code).toBe("NO_POLYGON");
  });

  test("coordinates that are not number pairs, fewer than 3 corners, or no area at all are a bad outline", () => {
    const bad = (coordinates: unknown) => refusal(() => validateGeometry({ type: "Polygon", coordinates }));
    expect(bad([[["a", "b"], [1, 2], [3, 4], [1, 2]]]).details.problem).toBe("coordinates");
    expect(bad([]).details.problem).toBe("coordinates");
    expect(bad([[[-119.8, 36.7], [-119.79, 36.7], [-119.8, 36.7]]]).details.problem).toBe("few-positions");
    expect(bad([[[-119.8, 36.7], [-119.79, 36.7], [-119.78, 36.7], [-119.8, 36.7]]]).details.problem).toBe("no-area");
    expect(bad([[[-119.8, 36.7], [-119.79, 36.7], [-119.79, Number.NaN], [-119.8, 36.7]]]).details.problem).toBe("coordinates");
  });

  test("a longitude past ±180 or a latitude past ±90 (a file in metres, say) is refused as out of range", () => {
    const utm = [
      [500000, 4200000],
      [501000, 4200000],
      [501000, 4201000],
      [500000, 4200000],
    ];
    const e = refusal(() => validateGeometry({ type: "Polygon", coordinates: [utm] }));
    expect(e.code).toBe("OUT_OF_RANGE");
    expect(e.details.at).toEqual([500000, 4200000]);
    expect(refusal(() => validateGeometry({ type: "Polygon", coordinates: [[[10, 91], [11, 91], [11, 92], [10, 91]]] })).code).toBe("OUT_OF_RANGE");
  });

  test("property: validating a validated boundary changes nothing (idempotent)", () => {
    // Star-shaped rings (corners at increasing angles round a centre, no gap of 180° or more) never cross themselves.
    const ring = fc
      .tuple(
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: -70, max: 70, noNaN: true }),
        fc.uniqueArray(fc.integer({ min: 1, max: 359 }), { maxLength: 37 }),
        fc.array(fc.double({ min: 0.0005, max: 0.05, noNaN: true }), { minLength: 40, maxLength: 40 }),
        fc.boolean(),
      )
      .map(([lon, lat, degrees, radii, clockwise]) => {
        const corners = [...new Set([0, 120, 240, ...degrees])]
          .sort((a, b) => a - b)
          .map((d, i) => [lon + (radii[i] as number) * Math.cos((d * Math.PI) / 180), lat + (radii[i] as number) * Math.sin((d * Math.PI) / 180)]);
        return clockwise ? corners.reverse() : corners;
      });
    fc.assert(
      fc.property(ring, (corners) => {
        const once = validateGeometry({ type: "Polygon", coordinates: [corners] });
        expect(validateGeometry(once)).toEqual(once);
        expect(JSON.stringify(validateGeometry(once))).toBe(JSON.stringify(once));
      }),
      { numRuns: 300 },
    );
  });
});

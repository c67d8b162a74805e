import kinks from "@turf/kinks";
import { BoundaryFileError, type BoundaryErrorDetails } from "./errors";

/**
 * A field's boundary as stored: a GeoJSON Polygon or MultiPolygon in WGS84 longitude/latitude (RFC 7946), each
 * position [longitude, latitude]. The same shape as db/schema/boundaries.ts's column type.
 */
export type BoundaryGeometry = { type: "Polygon"; coordinates: number[][][] } | { type: "MultiPolygon"; coordinates: number[][][][] };

/** 7 decimals of a degree: about 1 cm on the ground, finer than any survey of a field. */
const DECIMALS = 1e7;

/** Where a geometry came from, for the words of a refusal (a file's name, the outline's place in it). */
export type GeometryContext = Pick<BoundaryErrorDetails, "fileName" | "feature" | "featureName">;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Rounds to 7 decimals; never -0, so the stored JSON of the same outline is always the same text. */
const round = (v: number) => Math.round(v * DECIMALS) / DECIMALS + 0;

/**
 * Twice the signed area of a ring in square degrees (the shoelace formula, measured from its first corner so that
 * rounding stays small): > 0 when it runs counter-clockwise.
 */
function signedArea(ring: number[][]): number {
  const [x0, y0] = ring[0] as [number, number];
  let s = 0;
  for (let i = 1; i + 2 < ring.length; i++) {
    const [x1, y1] = ring[i] as [number, number];
    const [x2, y2] = ring[i + 1] as [number, number];
    s += (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  }
  return s;
}

/** Less than this (twice the square degrees, about 0.01 m²) is corners on one line, not a field. */
const NO_AREA = 2e-12;

function ringOf(raw: unknown, context: GeometryContext): number[][] {
  const bad = (problem: BoundaryErrorDetails["problem"]) => new BoundaryFileError("BAD_GEOMETRY", { ...context, problem });
  if (!Array.isArray(raw)) throw bad("coordinates");
  const ring: number[][] = [];
  for (const position of raw) {
    if (!Array.isArray(position) || position.length < 2) throw bad("coordinates");
    const [lon, lat] = position;
    if (typeof lon !== "number" || typeof lat !== "number" || !Number.isFinite(lon) || !Number.isFinite(lat)) throw bad("coordinates");
    if (lon < -180 || lon > 180 || lat < -90 || lat > 90) throw new BoundaryFileError("OUT_OF_RANGE", { ...context, at: [lon, lat] });
    const p = [round(lon), round(lat)];
    const last = ring.at(-1);
    // A corner given twice in a row (or twice once rounded) is one corner.
    if (!last || last[0] !== p[0] || last[1] !== p[1]) ring.push(p);
  }
  const first = ring[0];
  const last = ring.at(-1);
  if (first && last && ring.length > 1 && (first[0] !== last[0] || first[1] !== last[1])) ring.push(first.slice());
  if (ring.length < 4) throw bad(ring.length === 0 ? "coordinates" : "few-positions");
  return ring;
}

/** The ring turned to RFC 7946's winding (outer rings counter-clockwise, holes clockwise), its first corner first. */
function wound(ring: number[][], outer: boolean, context: GeometryContext): number[][] {
  const area = signedArea(ring);
  if (Math.abs(area) < NO_AREA) throw new BoundaryFileError("BAD_GEOMETRY", { ...context, problem: "no-area" });
  return area > 0 === outer ? ring : ring.reverse();
}

function polygonOf(raw: unknown, context: GeometryContext): number[][][] {
  if (!Array.isArray(raw) || raw.length === 0) throw new BoundaryFileError("BAD_GEOMETRY", { ...context, problem: "coordinates" });
  const polygon = raw.map((ring) => ringOf(ring, context));
  // Crossings first: a bow-tie's two lobes cancel out to no area, but what the user must fix is the crossing.
  const crossings = kinks({ type: "Polygon", coordinates: polygon });
  const crossing = crossings.features[0]?.geometry.coordinates;
  if (crossing) throw new BoundaryFileError("SELF_INTERSECTION", { ...context, at: [crossing[0] as number, crossing[1] as number] });
  return polygon.map((ring, i) => wound(ring, i === 0, context));
}

/**
 * The boundary as it is stored, or a BoundaryFileError: a Polygon or MultiPolygon (a GeoJSON Feature is read for its
 * geometry) whose rings are lists of [longitude, latitude] in range, each closed (a ring left open is closed) with at
 * least 3 corners, enclosing some area, not crossing itself (@turf/kinks); heights dropped, coordinates rounded to 7
 * decimals, a corner repeated in a row dropped, outer rings counter-clockwise and holes clockwise (RFC 7946).
 * Validating a validated boundary gives it back unchanged.
 * @example validateGeometry({ type: "Polygon", coordinates: [[[-119.8, 36.7], [-119.79, 36.7], [-119.79, 36.71]]] })
 */
export function validateGeometry(input: unknown, context: GeometryContext = {}): BoundaryGeometry {
  const geometry = isRecord(input) && input.type === "Feature" ? input.geometry : input;
  if (!isRecord(geometry)) throw new BoundaryFileError("NO_POLYGON", context);
  if (geometry.type === "Polygon") return { type: "Polygon", coordinates: polygonOf(geometry.coordinates, context) };
  if (geometry.type === "MultiPolygon") {
    const parts = geometry.coordinates;
    if (!Array.isArray(parts) || parts.length === 0) throw new BoundaryFileError("BAD_GEOMETRY", { ...context, problem: "coordinates" });
    return { type: "MultiPolygon", coordinates: parts.map((p) => polygonOf(p, context)) };
  }
  throw new BoundaryFileError("NO_POLYGON", context);
}

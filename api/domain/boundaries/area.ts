import turfArea from "@turf/area";
import { Dec, dec } from "../money";
import type { BoundaryGeometry } from "./geometry";

/** The international acre in square metres (66 ft x 660 ft, 1 ft = 0.3048 m). */
export const SQUARE_METRES_PER_ACRE = 4046.8564224;

// WGS84 (the datum of GeoJSON and of every GPS).
const A = 6378137;
const F = 1 / 298.257223563;
const E2 = F * (2 - F);
const E = Math.sqrt(E2);
/** @turf/helpers' earthRadius: the sphere @turf/area measures on. */
const TURF_RADIUS = 6371008.8;

/** Snyder's q (J. P. Snyder, "Map Projections: A Working Manual", USGS 1987, eq. 3-12). */
function q(sinLat: number): number {
  return (1 - E2) * (sinLat / (1 - E2 * sinLat * sinLat) - Math.log((1 - E * sinLat) / (1 + E * sinLat)) / (2 * E));
}
const Q_POLE = q(1);
/** The radius of the sphere with the ellipsoid's surface area (Snyder eq. 3-13): 6,371,007.2 m. */
const AUTHALIC_RADIUS = A * Math.sqrt(Q_POLE / 2);
const SCALE = (AUTHALIC_RADIUS / TURF_RADIUS) ** 2;

/** The authalic latitude (Snyder eq. 3-11): where a parallel lands on the sphere of equal area. */
const authalic = (lat: number) => (Math.asin(Math.max(-1, Math.min(1, q(Math.sin((lat * Math.PI) / 180)) / Q_POLE))) * 180) / Math.PI;

const onSphere = (ring: number[][]) => ring.map(([lon, lat]) => [lon as number, authalic(lat as number)]);

/**
 * The boundary's area on the WGS84 ellipsoid in square metres. @turf/area measures on a sphere of the Earth's mean
 * radius; taken as it is, it reads 0.45% high on the equator and 0.1% low at 40°N. Each latitude is first moved to its
 * authalic latitude (an equal-area map of the ellipsoid onto the sphere of the same surface area), so turf's sum is
 * the ellipsoid's area; the edges between corners differ from the ellipsoid's shortest lines by far less than 1 m²
 * on a field. docs/decisions/map-boundaries.md.
 */
export function boundarySquareMetres(geometry: BoundaryGeometry): number {
  const sphere =
    geometry.type === "Polygon"
      ? { type: "Polygon" as const, coordinates: geometry.coordinates.map(onSphere) }
      : { type: "MultiPolygon" as const, coordinates: geometry.coordinates.map((p) => p.map(onSphere)) };
  return turfArea(sphere) * SCALE;
}

/**
 * The boundary's geodesic area in acres, half-up to 4 decimals (the column's scale).
 * @example boundaryAcres(quarterQuarterSection) === "40.0000"
 */
export function boundaryAcres(geometry: BoundaryGeometry): string {
  return new Dec(boundarySquareMetres(geometry)).div(SQUARE_METRES_PER_ACRE).toFixed(4, Dec.ROUND_HALF_UP);
}

/** More than this far apart, as a share of the recorded acreage, the field card and list warn. */
export const ACREAGE_WARNING_PERCENT = 2;

/**
 * How far the map's acres are from the recorded acreage, in percent of the recorded acres to 1 decimal (+ the map
 * has more, - less), and whether that is past 2% (worked on the exact figures, so 2.04% shows as 2.0% and warns).
 * A field recorded as 0 acres with a boundary is 100.0% apart (all of the map's acres are unrecorded) and warns.
 * @example acreageCheck("40.00", "41.3000") // { differencePercent: "3.3", warn: true }
 */
export function acreageCheck(recordedAcres: string, boundaryAcres: string): { differencePercent: string; warn: boolean } {
  const recorded = dec(recordedAcres);
  const mapped = dec(boundaryAcres);
  if (recorded.isZero()) return mapped.isZero() ? { differencePercent: "0.0", warn: false } : { differencePercent: "100.0", warn: true };
  const percent = mapped.minus(recorded).div(recorded).times(100);
  const shown = percent.toDecimalPlaces(1, Dec.ROUND_HALF_UP);
  return { differencePercent: (shown.isZero() ? new Dec(0) : shown).toFixed(1), warn: percent.abs().greaterThan(ACREAGE_WARNING_PERCENT) };
}

/**
 * Whether the office kept the field's recorded acreage over its outline's acres ("Keep recorded", stored as the
 * acreage kept) and the field still has that acreage: then its acreage is not warned about until either changes.
 * @example acreageKept("40.00", "40.00") === true; acreageKept("42.00", "40.00") === false; acreageKept("40.00", null) === false
 */
export function acreageKept(recordedAcres: string, keptAcreage: string | null | undefined): boolean {
  return keptAcreage != null && dec(keptAcreage).equals(dec(recordedAcres));
}

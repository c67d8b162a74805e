import { BoundaryFileError } from "./errors";
import type { BoundaryGeometry } from "./geometry";

/** One outline read from a file: its attributes as text (the columns a user may pick a name from) and its geometry. */
export interface BoundaryFeature {
  properties: Record<string, string>;
  geometry: BoundaryGeometry;
}

/**
 * The one outline of a file imported onto one field; a file of several is refused with how many it has.
 * @example singleFeature(readBoundaryFile(bytes, "north-40.kml"), "north-40.kml").geometry
 */
export function singleFeature(features: BoundaryFeature[], fileName?: string): BoundaryFeature {
  const [only] = features;
  if (!only) throw new BoundaryFileError("NO_POLYGON", { fileName });
  if (features.length > 1) throw new BoundaryFileError("MANY_FEATURES", { fileName, count: features.length });
  return only;
}

/**
 * Every attribute name of the file's outlines, in the order first met: the choices of the name column.
 * @example propertyNames([{ properties: { NAME: "North 40", ACRES: "40" }, geometry }]) // ["NAME", "ACRES"]
 */
export function propertyNames(features: BoundaryFeature[]): string[] {
  const names = new Set<string>();
  for (const f of features) for (const key of Object.keys(f.properties)) names.add(key);
  return [...names];
}

/** A name as compared: case, spaces and accents' composed forms aside ("North 40" = "north40" = " NORTH  40 "). */
export const nameKey = (name: string) => name.normalize("NFC").toLowerCase().replace(/\s+/g, "");

export interface FeatureMatch<F> {
  /** The outline's place in the file (0 = first), and the outline. */
  index: number;
  feature: BoundaryFeature;
  /** Its name in the chosen column, or null when it has none there. */
  name: string | null;
  /** The field of that name, or null (unmatched: nothing is written for it). */
  field: F | null;
}

/**
 * Each outline of a file matched to the field whose name it carries in the chosen column (case and spaces aside).
 * Two outlines named like one field are refused (FIELD_MATCHED_TWICE), so no field ever takes two; an outline with
 * no name or no such field is left unmatched.
 * @example matchFeatures(features, [{ id: 7, name: "North 40" }], "NAME")[0].field // { id: 7, name: "North 40" }
 */
export function matchFeatures<F extends { id: number | string; name: string }>(
  features: BoundaryFeature[],
  fields: F[],
  nameProperty: string,
): FeatureMatch<F>[] {
  const byName = new Map<string, F>();
  for (const f of fields) if (!byName.has(nameKey(f.name))) byName.set(nameKey(f.name), f);
  const matches = features.map((feature, index) => {
    const raw = feature.properties[nameProperty];
    const name = raw === undefined || raw.trim() === "" ? null : raw.trim();
    return { index, feature, name, field: name === null ? null : (byName.get(nameKey(name)) ?? null) };
  });
  const taken = new Map<F, number[]>();
  for (const m of matches) if (m.field) taken.set(m.field, [...(taken.get(m.field) ?? []), m.index + 1]);
  for (const [field, places] of taken) {
    if (places.length > 1) throw new BoundaryFileError("FIELD_MATCHED_TWICE", { field: field.name, count: places.length, features: places });
  }
  return matches;
}

/**
 * A GeoJSON FeatureCollection (RFC 7946) of boundaries with their properties: the farm map's data and its export.
 * @example fieldsFeatureCollection([{ geometry, properties: { fieldId: 7, name: "North 40" } }])
 */
export function fieldsFeatureCollection<P>(rows: { geometry: BoundaryGeometry; properties: P }[]) {
  return {
    type: "FeatureCollection" as const,
    features: rows.map((r) => ({ type: "Feature" as const, geometry: r.geometry, properties: r.properties })),
  };
}

import { integer, jsonb, numeric, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { fields } from "./fields";

/** A GeoJSON geometry as stored: a Polygon or MultiPolygon in WGS84 longitude/latitude (RFC 7946). */
export type BoundaryGeometry =
  | { type: "Polygon"; coordinates: number[][][] }
  | { type: "MultiPolygon"; coordinates: number[][][][] };

/**
 * A field's boundary (at most one per field), validated and normalised by api/domain/boundaries before it is
 * stored. It has no deletion marker of its own: it is shown while its field is, so a field's soft delete and its
 * recovery take the boundary along. Its rows travel in backups like every table (jsonb, restored as written).
 */
export const fieldBoundaries = pgTable("field_boundaries", {
  fieldId: integer().primaryKey().references(() => fields.id),
  geometry: jsonb().$type<BoundaryGeometry>().notNull(),
  /** The geometry's geodesic area in acres, worked out by api/domain/boundaries when it is stored. */
  areaAcres: numeric({ precision: 14, scale: 4 }).notNull(),
  /** Where it came from: geojson, kml, kmz, shapefile or drawn. */
  source: varchar({ length: 20 }).notNull(),
  /**
   * The field's recorded acreage the office chose to keep over this outline's acres ("Keep recorded"): while the
   * field's acreage still equals it, the 2% acreage warning is not raised. A new outline clears it.
   */
  keptAcreage: numeric({ precision: 10, scale: 2 }),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type FieldBoundaryRow = typeof fieldBoundaries.$inferSelect;

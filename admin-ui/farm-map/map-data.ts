import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, read } from "../lib/api";
import { API_URL } from "../lib/http";

/** A field's figures of the crop year as GET /api/map answers them (decimal strings; null when it has none). */
export type MapFigureValues = Record<string, string | null> & { yieldUnit?: string | null };

export interface MapFieldProperties {
  fieldId: number;
  entityId: number;
  entityName: string;
  name: string;
  acres: string;
  boundaryAcres: string;
  figures: MapFigureValues;
}

export interface MapFeature {
  type: "Feature";
  geometry: { type: "Polygon" | "MultiPolygon"; coordinates: unknown[] };
  properties: MapFieldProperties;
}

/** A figure the map may be coloured by, as the API declares it (api/domain/map-figures.ts MAP_FIGURES). */
export interface MapFigure {
  id: string;
  labelKey: string;
  label?: { en: string; es: string };
  /** "usd/ac", or "unit/ac" for a figure in the field's own unit (yieldUnit). */
  unit: string;
}

/** GET /api/map: the fields with a boundary, the figures they carry, and how many fields have none. */
export interface MapData {
  type: "FeatureCollection";
  features: MapFeature[];
  figures: MapFigure[];
  fieldsWithoutBoundary: number;
}

/** The map's query: one entity's fields, or (entityId null) every entity's the account may see. */
const query = (entityId: number | null, year: number) => ({ year: String(year), ...(entityId === null ? {} : { entityId: String(entityId) }) });

export const mapKey = (entityId: number | null, year: number) => ["farm-map", entityId, year] as const;

/** The fields drawn on the map for a crop year, with their figures. */
export function useMapData(entityId: number | null, year: number) {
  return useQuery({
    queryKey: mapKey(entityId, year),
    queryFn: async (): Promise<MapData> => read(api.api.map.$get({ query: query(entityId, year) })),
  });
}

/**
 * The administrator's raster tile template (MAP_TILE_URL, `{z}/{x}/{y}`), which the server states with the signed-in
 * user (GET /api/auth/user `settings`); null: the map's plain background.
 */
export function useTileUrl() {
  return useQuery({
    queryKey: ["map-tile-url"],
    queryFn: async () => (await read(api.api.auth.user.$get())).settings.mapTileUrl,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/** The address of the GeoJSON export of what the map shows (a download: Content-Disposition). */
export const exportUrl = (entityId: number | null, year: number) => `${API_URL}/map/geojson?${new URLSearchParams(query(entityId, year))}`;

/** Stores a field's boundary drawn or edited on the map (GeoJSON in longitude/latitude). */
export async function saveBoundary(fieldId: number, geometry: MapFeature["geometry"]): Promise<void> {
  await read(api.api.fields[":id"].boundary.$put({ param: { id: String(fieldId) }, json: { geometry, source: "drawn" } }));
}

/** Removes a field's boundary (the field and its recorded acres stay). */
export async function deleteBoundary(fieldId: number): Promise<void> {
  await read(api.api.fields[":id"].boundary.$delete({ param: { id: String(fieldId) } }));
}

/** Reloads every map read and the field lists (whose cards show the map's acres) after a boundary changes. */
export function useBoundaryChanged() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ["farm-map"] }), client.invalidateQueries({ queryKey: ["fields"] })]);
}

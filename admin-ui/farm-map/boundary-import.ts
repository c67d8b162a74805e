import { API_URL } from "../lib/http";
import { upload } from "../lib/upload";

/** The map's acres beside the recorded ones: the difference in percent of the recorded (signed), past 2% a warning. */
export interface AcreageCheck {
  differencePercent: string | null;
  warn: boolean;
}

/** One feature of a boundary file as the import answers it: its name, the field it matched, the acres. */
export interface PreviewFeature {
  index: number;
  name: string | null;
  fieldId: number | null;
  fieldName: string | null;
  areaAcres: string;
  recordedAcres: string | null;
  acreageCheck: AcreageCheck | null;
  /** The matched field already has a boundary, which this one replaces. */
  replaces: boolean;
}

/** What POST /api/entities/{entityId}/boundaries/import answers (api/schemas/boundaries.schemas.ts BoundaryImportResult). */
export interface BoundaryPreview {
  dryRun: boolean;
  fileName: string;
  nameProperty: string | null;
  /** Every property name the file's features carry: the choices of the name column. */
  properties: string[];
  features: PreviewFeature[];
  matched: number;
  /** The names of the features no field matched: nothing is written for them. */
  unmatched: string[];
  written: number;
}

/** The files a farm holds its boundaries in: GeoJSON, KML from Google Earth, KMZ, a zipped shapefile with its .prj. */
export const BOUNDARY_FILES = ".geojson,.json,.kml,.kmz,.zip,application/geo+json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz,application/zip";

/** The column a farm most likely names its fields by: "name" in any case, else "field", else the first. */
export function likelyNameColumn(names: string[]): string {
  const by = (re: RegExp) => names.find((n) => re.test(n.trim()));
  return by(/^name$/i) ?? by(/^field[ _-]?name$/i) ?? by(/^field$/i) ?? by(/name/i) ?? names[0] ?? "";
}

/**
 * Sends the file to the entity's boundary import: with `dryRun` nothing is written and the preview comes back;
 * without, the matched features' boundaries are written in one go. `onProgress` hears the upload's percent.
 */
export function importBoundaries(entityId: number, file: File, nameProperty: string, dryRun: boolean, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append("file", file, file.name);
  if (nameProperty) form.append("nameProperty", nameProperty);
  if (dryRun) form.append("dryRun", "true");
  return upload<BoundaryPreview>("POST", `${API_URL}/entities/${entityId}/boundaries/import`, form, onProgress);
}

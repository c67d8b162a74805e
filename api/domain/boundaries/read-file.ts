import { kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import { unzipSync } from "fflate";
import proj4 from "proj4";
import { parseDbf, parseShp } from "shpjs";
import { BoundaryFileError, type BoundaryErrorDetails } from "./errors";
import type { BoundaryFeature } from "./features";
import { type BoundaryGeometry, validateGeometry } from "./geometry";

/*
 * Reading a farm's boundary files: GeoJSON, KML (Google Earth, survey apps), KMZ (zipped KML) and zipped shapefiles
 * (the FSA's CLU, a consultant's GIS) with their .prj. Kept apart from the pure geometry so a screen that only
 * previews an outline does not bundle an XML parser, a zip reader and a shapefile reader.
 * docs/decisions/map-boundaries.md.
 */

type Format = NonNullable<BoundaryErrorDetails["format"]>;
/** A feature as a reader found it: any geometry, any properties. */
interface Raw {
  properties: unknown;
  geometry: unknown;
}

/** The most a file inside a KMZ or a zip may hold once unpacked: a farm's outlines are far smaller; a zip bomb is not. */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/** The files of a zip whose names end in one of `extensions` (folders and macOS's __MACOSX copies aside). */
function unzipped(bytes: Uint8Array, extensions: string[]): Record<string, Uint8Array> {
  return unzipSync(bytes, {
    filter: (file) => {
      const wanted = !file.name.startsWith("__MACOSX") && extensions.some((ext) => file.name.toLowerCase().endsWith(ext));
      if (wanted && file.originalSize > MAX_UNPACKED_BYTES) throw new Error("too large unpacked");
      return wanted;
    },
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const utf8 = (bytes: Uint8Array) => new TextDecoder("utf-8", { fatal: false }).decode(bytes).replace(/^\uFEFF/, "");

/** Runs a reader's step; anything it throws but a refusal of ours means the bytes are not a readable file of that kind. */
function reading<T>(fileName: string, format: Format, step: () => T): T {
  try {
    return step();
  } catch (e) {
    if (e instanceof BoundaryFileError) throw e;
    throw new BoundaryFileError("BAD_FILE", { fileName, format });
  }
}

/** The polygons of a geometry: itself, or a collection's polygons as one Polygon or MultiPolygon; else null. */
function polygonsOf(geometry: unknown): unknown {
  if (!isRecord(geometry)) return null;
  if (geometry.type === "Polygon" || geometry.type === "MultiPolygon") return geometry;
  if (geometry.type !== "GeometryCollection" || !Array.isArray(geometry.geometries)) return null;
  const parts: unknown[] = [];
  for (const member of geometry.geometries) {
    const p = polygonsOf(member);
    if (!isRecord(p)) continue;
    if (p.type === "Polygon") parts.push(p.coordinates);
    else if (Array.isArray(p.coordinates)) parts.push(...p.coordinates);
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? { type: "Polygon", coordinates: parts[0] } : { type: "MultiPolygon", coordinates: parts };
}

/** Attributes as text, the way a user reads them in a name column; empty ones left out. */
function textProperties(properties: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(properties)) return out;
  for (const [key, value] of Object.entries(properties)) {
    if (value === null || value === undefined) continue;
    out[key] = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  }
  return out;
}

// --- GeoJSON ---------------------------------------------------------------------------------------------------

const WGS84_NAMES = /^(urn:ogc:def:crs:)?(OGC:(1\.3:)?CRS84|EPSG:+4326)$/i;

/** A converter for a 2008 GeoJSON's named "crs" (RFC 7946 dropped it: longitude/latitude only), or null for WGS84. */
function crsOf(json: Record<string, unknown>, fileName: string): ((p: number[]) => number[]) | null {
  const crs = json.crs;
  if (!isRecord(crs) || !isRecord(crs.properties) || typeof crs.properties.name !== "string") return null;
  const name = crs.properties.name.trim();
  if (WGS84_NAMES.test(name)) return null;
  const code = name.replace(/^urn:ogc:def:crs:EPSG:[^:]*:/i, "EPSG:");
  try {
    const converter = proj4(code, "WGS84");
    return (p) => converter.forward([p[0] as number, p[1] as number]);
  } catch {
    throw new BoundaryFileError("UNKNOWN_PROJECTION", { fileName, missing: false });
  }
}

function readGeoJson(bytes: Uint8Array, fileName: string): Raw[] {
  const json: unknown = reading(fileName, "GeoJSON", () => JSON.parse(utf8(bytes)));
  if (!isRecord(json)) throw new BoundaryFileError("BAD_FILE", { fileName, format: "GeoJSON" });
  const project = crsOf(json, fileName);
  let raws: Raw[];
  if (json.type === "FeatureCollection" && Array.isArray(json.features)) {
    raws = json.features.filter(isRecord).map((f) => ({ properties: f.properties, geometry: f.geometry }));
  } else if (json.type === "Feature") raws = [{ properties: json.properties, geometry: json.geometry }];
  else if (typeof json.type === "string" && ("coordinates" in json || "geometries" in json)) raws = [{ properties: {}, geometry: json }];
  else throw new BoundaryFileError("BAD_FILE", { fileName, format: "GeoJSON" });
  return project ? raws.map((r) => ({ ...r, geometry: reprojected(r.geometry, project) })) : raws;
}

// --- KML and KMZ -----------------------------------------------------------------------------------------------

function readKml(xml: string, fileName: string, format: Format): Raw[] {
  return reading(fileName, format, () => {
    const doc = new DOMParser({
      onError: (level: string) => {
        if (level !== "warning") throw new Error("unreadable XML");
      },
    }).parseFromString(xml, "text/xml");
    if (doc.documentElement?.localName !== "kml") throw new Error("not KML");
    return kml(doc as unknown as Document).features.map((f) => ({ properties: f.properties, geometry: f.geometry }));
  });
}

function readKmz(bytes: Uint8Array, fileName: string): Raw[] {
  const files = reading(fileName, "KMZ", () => unzipped(bytes, [".kml"]));
  const names = Object.keys(files);
  // Google Earth names the main document doc.kml; other tools name it after the file.
  const main = names.find((n) => n.toLowerCase() === "doc.kml") ?? names.sort()[0];
  if (!main) throw new BoundaryFileError("BAD_FILE", { fileName, format: "KMZ" });
  return readKml(utf8(files[main] as Uint8Array), fileName, "KMZ");
}

// --- Shapefiles ------------------------------------------------------------------------------------------------

/** Every position of a geometry moved by `project` (a shapefile's grid to longitude/latitude). */
function reprojected(geometry: unknown, project: (p: number[]) => number[]): unknown {
  const walk = (c: unknown): unknown => (Array.isArray(c) && typeof c[0] === "number" ? project(c as number[]) : Array.isArray(c) ? c.map(walk) : c);
  if (!isRecord(geometry)) return geometry;
  if (geometry.type === "GeometryCollection" && Array.isArray(geometry.geometries)) {
    return { ...geometry, geometries: geometry.geometries.map((g) => reprojected(g, project)) };
  }
  return { ...geometry, coordinates: walk(geometry.coordinates) };
}

/** The transformation a .prj's WKT names, to WGS84 longitude/latitude; refused when there is none or proj4 cannot read it. */
function projectionOf(prj: Uint8Array | undefined, fileName: string): (p: number[]) => number[] {
  if (!prj) throw new BoundaryFileError("UNKNOWN_PROJECTION", { fileName, missing: true });
  const wkt = utf8(prj).trim();
  let converter: { forward: (p: number[]) => number[] };
  try {
    converter = proj4(wkt, "WGS84");
  } catch {
    throw new BoundaryFileError("UNKNOWN_PROJECTION", { fileName, missing: false });
  }
  return (p) => {
    const lonLat = converter.forward([p[0] as number, p[1] as number]);
    // proj4 accepts some WKT it cannot use: a corner that does not come out as numbers is the same refusal.
    if (!lonLat.every(Number.isFinite)) throw new BoundaryFileError("UNKNOWN_PROJECTION", { fileName, missing: false });
    return lonLat;
  };
}

function readShapefiles(files: Record<string, Uint8Array>, fileName: string): Raw[] {
  const byLowerName = new Map(Object.entries(files).map(([n, b]) => [n.toLowerCase(), b]));
  const layers = Object.keys(files)
    .filter((n) => n.toLowerCase().endsWith(".shp"))
    .map((n) => n.slice(0, -4))
    .sort();
  if (layers.length === 0) throw new BoundaryFileError("BAD_FILE", { fileName, format: "shapefile" });
  return layers.flatMap((layer) => {
    const part = (ext: string) => byLowerName.get(`${layer}.${ext}`.toLowerCase());
    const project = projectionOf(part("prj"), fileName);
    return reading(fileName, "shapefile", () => {
      const geometries = parseShp(part("shp") as never) as unknown[];
      const dbf = part("dbf");
      const cpg = part("cpg");
      const rows = dbf ? (parseDbf(dbf as never, (cpg ? utf8(cpg) : undefined) as never) as unknown[]) : [];
      return geometries.map((geometry, i) => ({ properties: rows[i] ?? {}, geometry: reprojected(geometry, project) }));
    });
  });
}

function readZippedShapefile(bytes: Uint8Array, fileName: string): Raw[] {
  return readShapefiles(
    reading(fileName, "shapefile", () => unzipped(bytes, [".shp", ".dbf", ".prj", ".cpg"])),
    fileName,
  );
}

// --- The file --------------------------------------------------------------------------------------------------

/** The name property an outline is called by in a refusal ("name", "Name", "NAME"...), when it has one. */
const nameOf = (properties: Record<string, string>) => Object.entries(properties).find(([k]) => k.toLowerCase() === "name")?.[1];

/**
 * The outlines of a boundary file, each validated (validateGeometry) and with its attributes as text: GeoJSON
 * (.geojson, .json), KML (.kml), KMZ (.kmz) or a zipped shapefile (.zip: .shp, .dbf and .prj, reprojected to WGS84
 * with proj4). Points and lines are dropped. Refused with a BoundaryFileError: UNKNOWN_FILE_TYPE, BAD_FILE,
 * NO_POLYGON, UNKNOWN_PROJECTION, or an outline's own refusal naming its place in the file (1 = first outline).
 * @example readBoundaryFile(await file.bytes(), "ranch.kml").map((f) => f.properties.name)
 */
export function readBoundaryFile(bytes: Uint8Array, fileName: string): BoundaryFeature[] {
  const ext = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
  let raws: Raw[];
  if (ext === "geojson" || ext === "json") raws = readGeoJson(bytes, fileName);
  else if (ext === "kml") raws = readKml(utf8(bytes), fileName, "KML");
  else if (ext === "kmz") raws = readKmz(bytes, fileName);
  else if (ext === "zip") raws = readZippedShapefile(bytes, fileName);
  // A bare .shp cannot carry its .prj: the same refusal as a zip without one.
  else if (ext === "shp") throw new BoundaryFileError("UNKNOWN_PROJECTION", { fileName, missing: true });
  else throw new BoundaryFileError("UNKNOWN_FILE_TYPE", { fileName });
  const outlines = raws.flatMap((r) => {
    const geometry = polygonsOf(r.geometry);
    return geometry ? [{ properties: textProperties(r.properties), geometry }] : [];
  });
  if (outlines.length === 0) throw new BoundaryFileError("NO_POLYGON", { fileName });
  return outlines.map((o, i) => {
    const featureName = nameOf(o.properties);
    const geometry: BoundaryGeometry = validateGeometry(o.geometry, { fileName, feature: i + 1, ...(featureName ? { featureName } : {}) });
    return { properties: o.properties, geometry };
  });
}

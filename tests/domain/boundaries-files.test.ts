import { describe, expect, test } from "bun:test";
import { strToU8, zipSync } from "fflate";
import proj4 from "proj4";
import { BoundaryFileError, boundaryErrorText } from "../../api/domain/boundaries";
import { readBoundaryFile } from "../../api/domain/boundaries/read-file";

/**
 * Each kind of file a farm holds, written here byte by byte: GeoJSON from another tool, KML from Google Earth, KMZ
 * (zipped KML), and a zipped ESRI shapefile in UTM zone 10N (EPSG:32610) with its .prj, as the FSA or a consultant
 * hands it over. Each must come back as the ring it was made from, within 1 m on the ground.
 */

/** Two fields near Kerman, CA, as [longitude, latitude], counter-clockwise, closed. */
const NORTH_40: [number, number][] = [
  [-120.06512, 36.72541],
  [-120.06512, 36.72176],
  [-120.06049, 36.72176],
  [-120.06047, 36.72543],
  [-120.06512, 36.72541],
];
const CANAL_BLOCK: [number, number][] = [
  [-120.0581, 36.7254],
  [-120.0581, 36.7218],
  [-120.0542, 36.7218],
  [-120.0581, 36.7254],
];

/** Metres between two [longitude, latitude] points (haversine on the mean sphere: far finer than 1 m at this size). */
function metres(a: number[], b: number[]): number {
  const r = Math.PI / 180;
  const [lon1, lat1] = [(a[0] as number) * r, (a[1] as number) * r];
  const [lon2, lat2] = [(b[0] as number) * r, (b[1] as number) * r];
  const h = Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lon2 - lon1) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.sqrt(h));
}

/** The ring read matches the expected one corner for corner, each within 1 m. */
function expectRing(actual: number[][] | undefined, expected: number[][]) {
  expect(actual).toBeDefined();
  expect(actual?.length).toBe(expected.length);
  expected.forEach((p, i) => expect(metres(actual?.[i] as number[], p)).toBeLessThan(1));
}

function refusal(run: () => unknown): BoundaryFileError {
  try {
    run();
  } catch (e) {
    if (e instanceof BoundaryFileError) return e;
    throw e;
  }
  throw new Error("expected a BoundaryFileError");
}

const text = (s: string) => strToU8(s);

// --- KML ---------------------------------------------------------------------------------------------------------

const kmlRing = (ring: number[][]) => ring.map(([x, y]) => `${x},${y},0`).join(" ");
const kmlDocument = (placemarks: string) => `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Ranch</name>${placemarks}</Document></kml>`;
const kmlPolygon = (name: string, ring: number[][], extra = "") => `
  <Placemark><name>${name}</name>${extra}
    <Polygon><outerBoundaryIs><LinearRing><coordinates>${kmlRing(ring)}</coordinates></LinearRing></outerBoundaryIs></Polygon>
  </Placemark>`;

// --- Shapefile (ESRI Shapefile Technical Description, 1998) -------------------------------------------------------

/** .shp and .shx of polygons (shape type 5), each one ring of [x, y] written clockwise as the format requires. */
function shpFiles(rings: number[][][]): { shp: Uint8Array; shx: Uint8Array } {
  const records = rings.map((ring) => {
    const clockwise = ring.slice().reverse();
    const content = new DataView(new ArrayBuffer(44 + 4 + 16 * clockwise.length));
    content.setInt32(0, 5, true);
    const xs = clockwise.map((p) => p[0] as number);
    const ys = clockwise.map((p) => p[1] as number);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, i) => content.setFloat64(4 + 8 * i, v, true));
    content.setInt32(36, 1, true); // parts
    content.setInt32(40, clockwise.length, true); // points
    content.setInt32(44, 0, true); // the part starts at point 0
    clockwise.forEach(([x, y], i) => {
      content.setFloat64(48 + 16 * i, x as number, true);
      content.setFloat64(56 + 16 * i, y as number, true);
    });
    return new Uint8Array(content.buffer);
  });
  const all = rings.flat();
  const box = [Math.min(...all.map((p) => p[0] as number)), Math.min(...all.map((p) => p[1] as number)), Math.max(...all.map((p) => p[0] as number)), Math.max(...all.map((p) => p[1] as number))];
  const header = (bytes: number) => {
    const h = new DataView(new ArrayBuffer(100));
    h.setInt32(0, 9994, false);
    h.setInt32(24, bytes / 2, false); // length in 16-bit words
    h.setInt32(28, 1000, true);
    h.setInt32(32, 5, true);
    box.forEach((v, i) => h.setFloat64(36 + 8 * i, v, true));
    return new Uint8Array(h.buffer);
  };
  const shpLength = 100 + records.reduce((s, r) => s + 8 + r.length, 0);
  const shp = new Uint8Array(shpLength);
  shp.set(header(shpLength), 0);
  const shx = new Uint8Array(100 + 8 * records.length);
  shx.set(header(shx.length), 0);
  let offset = 100;
  records.forEach((r, i) => {
    const recordHeader = new DataView(new ArrayBuffer(8));
    recordHeader.setInt32(0, i + 1, false);
    recordHeader.setInt32(4, r.length / 2, false);
    shp.set(new Uint8Array(recordHeader.buffer), offset);
    shp.set(r, offset + 8);
    const index = new DataView(shx.buffer, 100 + 8 * i, 8);
    index.setInt32(0, offset / 2, false);
    index.setInt32(4, r.length / 2, false);
    offset += 8 + r.length;
  });
  return { shp, shx };
}

/** A dBASE III table of text columns (one row per shape). */
function dbfFile(columns: string[], rows: string[][]): Uint8Array {
  const width = 30;
  const headerLength = 32 + 32 * columns.length + 1;
  const recordLength = 1 + width * columns.length;
  const out = new Uint8Array(headerLength + recordLength * rows.length + 1).fill(0x20);
  const view = new DataView(out.buffer);
  out.fill(0, 0, headerLength);
  view.setUint8(0, 0x03);
  view.setUint8(1, 126); // 2026
  view.setUint8(2, 12);
  view.setUint8(3, 3);
  view.setUint32(4, rows.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  columns.forEach((name, i) => {
    const at = 32 + 32 * i;
    out.set(text(name), at);
    view.setUint8(at + 11, "C".charCodeAt(0));
    view.setUint8(at + 16, width);
  });
  view.setUint8(headerLength - 1, 0x0d);
  rows.forEach((row, r) => {
    const at = headerLength + recordLength * r;
    out.fill(0x20, at, at + recordLength);
    row.forEach((value, c) => out.set(text(value), at + 1 + width * c));
  });
  view.setUint8(out.length - 1, 0x1a);
  return out;
}

/** The .prj ArcGIS writes for WGS 84 / UTM zone 10N (EPSG:32610). */
const UTM_10N_PRJ =
  'PROJCS["WGS_1984_UTM_Zone_10N",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],' +
  'PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],' +
  'PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",-123.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]';

/** The fields' rings in UTM 10N metres, worked out by proj4 from the PROJ definition of EPSG:32610. */
const toUtm = proj4("WGS84", "+proj=utm +zone=10 +datum=WGS84 +units=m +no_defs");
const utmRing = (ring: [number, number][]) => ring.map((p) => toUtm.forward(p));

function zippedShapefile(parts: { prj?: string; rings?: number[][][]; names?: string[] } = {}): Uint8Array {
  const rings = parts.rings ?? [utmRing(NORTH_40), utmRing(CANAL_BLOCK)];
  const { shp, shx } = shpFiles(rings);
  const names = parts.names ?? ["North 40", "Canal Block"];
  const files: Record<string, Uint8Array> = {
    "fields/clu.shp": shp,
    "fields/clu.shx": shx,
    "fields/clu.dbf": dbfFile(["FIELD_NAME", "CROP"], names.map((n, i) => [n, i === 0 ? "Almonds" : "Tomatoes"])),
  };
  if (parts.prj !== undefined) files["fields/clu.prj"] = text(parts.prj);
  return zipSync(files);
}

describe("readBoundaryFile: the outlines of a file and their attributes", () => {
  test("GeoJSON: a FeatureCollection's polygons with their properties as text; points and lines dropped", () => {
    const file = {
      type: "FeatureCollection",
      features: [
        { type: "Feature", properties: { name: "North 40", acres: 40, irrigated: true, note: null }, geometry: { type: "Polygon", coordinates: [NORTH_40] } },
        { type: "Feature", properties: { name: "Well 3" }, geometry: { type: "Point", coordinates: [-120.06, 36.72] } },
        { type: "Feature", properties: { name: "Canal" }, geometry: { type: "LineString", coordinates: [[-120.06, 36.72], [-120.05, 36.72]] } },
        { type: "Feature", properties: { name: "Canal Block" }, geometry: { type: "MultiPolygon", coordinates: [[CANAL_BLOCK]] } },
      ],
    };
    const got = readBoundaryFile(text(JSON.stringify(file)), "ranch.geojson");
    expect(got.map((f) => f.properties)).toEqual([{ name: "North 40", acres: "40", irrigated: "true" }, { name: "Canal Block" }]);
    expectRing(got[0]?.geometry.coordinates[0] as number[][], NORTH_40);
    expect(got[1]?.geometry.type).toBe("MultiPolygon");
    expectRing((got[1]?.geometry.coordinates as number[][][][])[0]?.[0], CANAL_BLOCK);
  });

  test("GeoJSON: a bare geometry or a single Feature (.json) is one outline", () => {
    expectRing(readBoundaryFile(text(JSON.stringify({ type: "Polygon", coordinates: [NORTH_40] })), "north.json")[0]?.geometry.coordinates[0] as number[][], NORTH_40);
    const one = readBoundaryFile(text(JSON.stringify({ type: "Feature", properties: { name: "N" }, geometry: { type: "Polygon", coordinates: [NORTH_40] } })), "N.GeoJSON");
    expect(one).toHaveLength(1);
    expect(one[0]?.properties).toEqual({ name: "N" });
  });

  test("GeoJSON of 2008 naming a projected crs (EPSG:32610) is reprojected; a crs proj4 does not know is refused", () => {
    const crs = (name: string) => ({ type: "FeatureCollection", crs: { type: "name", properties: { name } }, features: [{ type: "Feature", properties: { name: "North 40" }, geometry: { type: "Polygon", coordinates: [utmRing(NORTH_40)] } }] });
    const got = readBoundaryFile(text(JSON.stringify(crs("urn:ogc:def:crs:EPSG::32610"))), "utm.geojson");
    expectRing(got[0]?.geometry.coordinates[0] as number[][], NORTH_40);
    expect(refusal(() => readBoundaryFile(text(JSON.stringify(crs("EPSG:990001"))), "odd.geojson")).code).toBe("UNKNOWN_PROJECTION");
  });

  test("KML from Google Earth: each placemark's polygon, named, with its ExtendedData; a placemark pin dropped", () => {
    const data = "<ExtendedData><Data name=\"CROP\"><value>Almonds</value></Data></ExtendedData>";
    const kml = kmlDocument(
      kmlPolygon("North 40", NORTH_40, data) + kmlPolygon("Canal Block", CANAL_BLOCK) + "<Placemark><name>Pump</name><Point><coordinates>-120.06,36.72,0</coordinates></Point></Placemark>",
    );
    const got = readBoundaryFile(text(kml), "Ranch.kml");
    expect(got).toHaveLength(2);
    expect(got[0]?.properties.name).toBe("North 40");
    expect(got[0]?.properties.CROP).toBe("Almonds");
    expectRing(got[0]?.geometry.coordinates[0] as number[][], NORTH_40);
    expectRing(got[1]?.geometry.coordinates[0] as number[][], CANAL_BLOCK);
  });

  test("KML: a MultiGeometry of two polygons and a line is one MultiPolygon", () => {
    const multi = `<Placemark><name>Split field</name><MultiGeometry>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>${kmlRing(NORTH_40)}</coordinates></LinearRing></outerBoundaryIs></Polygon>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>${kmlRing(CANAL_BLOCK)}</coordinates></LinearRing></outerBoundaryIs></Polygon>
      <LineString><coordinates>-120.06,36.72,0 -120.05,36.72,0</coordinates></LineString>
    </MultiGeometry></Placemark>`;
    const [only, ...rest] = readBoundaryFile(text(kmlDocument(multi)), "split.kml");
    expect(rest).toHaveLength(0);
    expect(only?.geometry.type).toBe("MultiPolygon");
    expectRing((only?.geometry.coordinates as number[][][][])[1]?.[0], CANAL_BLOCK);
  });

  test("KMZ: the doc.kml zipped inside it", () => {
    const kmz = zipSync({ "doc.kml": text(kmlDocument(kmlPolygon("North 40", NORTH_40))), "files/icon.png": new Uint8Array([137, 80, 78, 71]) });
    const got = readBoundaryFile(kmz, "north.kmz");
    expect(got[0]?.properties.name).toBe("North 40");
    expectRing(got[0]?.geometry.coordinates[0] as number[][], NORTH_40);
  });

  test("a zipped shapefile in UTM zone 10N with its .prj: reprojected to longitude/latitude, its .dbf columns as attributes", () => {
    const got = readBoundaryFile(zippedShapefile({ prj: UTM_10N_PRJ }), "clu_fields.zip");
    expect(got.map((f) => f.properties)).toEqual([
      { FIELD_NAME: "North 40", CROP: "Almonds" },
      { FIELD_NAME: "Canal Block", CROP: "Tomatoes" },
    ]);
    expectRing(got[0]?.geometry.coordinates[0] as number[][], NORTH_40);
    expectRing(got[1]?.geometry.coordinates[0] as number[][], CANAL_BLOCK);
  });

  test("a zipped shapefile already in longitude/latitude (a GEOGCS .prj) is read as it is", () => {
    const wgs84 = 'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';
    const got = readBoundaryFile(zippedShapefile({ prj: wgs84, rings: [NORTH_40], names: ["North 40"] }), "north.zip");
    expectRing(got[0]?.geometry.coordinates[0] as number[][], NORTH_40);
  });
});

describe("readBoundaryFile: each bad file refused with its code, in the user's words", () => {
  test("points only: no polygon (NO_POLYGON)", () => {
    const points = { type: "FeatureCollection", features: [{ type: "Feature", properties: {}, geometry: { type: "Point", coordinates: [-120.06, 36.72] } }] };
    const e = refusal(() => readBoundaryFile(text(JSON.stringify(points)), "wells.geojson"));
    expect(e.code).toBe("NO_POLYGON");
    expect(e.message).toBe("“wells.geojson” has no field outline (polygon), only points or lines. Save the field as an area in the program that made the file and export it again.");
    expect(boundaryErrorText(e, "es")).toStartWith("«wells.geojson» no tiene contornos de campo (polígonos), solo puntos o líneas.");
    const pins = kmlDocument("<Placemark><name>Pump</name><Point><coordinates>-120.06,36.72,0</coordinates></Point></Placemark>");
    expect(refusal(() => readBoundaryFile(text(pins), "pins.kml")).code).toBe("NO_POLYGON");
  });

  test("a bow-tie: the outline crosses itself (SELF_INTERSECTION), naming the outline and where", () => {
    const bowTie = [
      [-120.065, 36.721],
      [-120.06, 36.725],
      [-120.06, 36.721],
      [-120.065, 36.725],
      [-120.065, 36.721],
    ];
    const e = refusal(() => readBoundaryFile(text(kmlDocument(kmlPolygon("North 40", NORTH_40) + kmlPolygon("Bow Tie", bowTie))), "ranch.kml"));
    expect(e.code).toBe("SELF_INTERSECTION");
    expect(e.details).toMatchObject({ fileName: "ranch.kml", feature: 2, featureName: "Bow Tie" });
    expect(e.message).toBe("Outline 2 (“Bow Tie”) in “ranch.kml” crosses itself near 36.723000, -120.062500. Fix the outline where its edges cross, then try again.");
    expect(boundaryErrorText(e, "es")).toStartWith("El contorno 2 («Bow Tie») de «ranch.kml» se cruza consigo mismo cerca de 36.723000, -120.062500.");
  });

  test("a shapefile with no .prj, or a .prj proj4 cannot read: unknown projection (UNKNOWN_PROJECTION)", () => {
    const missing = refusal(() => readBoundaryFile(zippedShapefile(), "clu.zip"));
    expect(missing.code).toBe("UNKNOWN_PROJECTION");
    expect(missing.details.missing).toBe(true);
    expect(missing.message).toStartWith("The shapefile “clu.zip” has no .prj file");
    const madeUp = UTM_10N_PRJ.replace('PROJECTION["Transverse_Mercator"]', 'PROJECTION["Ranch_Local_Grid"]');
    const unreadable = refusal(() => readBoundaryFile(zippedShapefile({ prj: madeUp }), "clu.zip"));
    expect(unreadable.code).toBe("UNKNOWN_PROJECTION");
    expect(unreadable.details.missing).toBe(false);
    expect(boundaryErrorText(unreadable, "es")).toStartWith("Este programa no conoce el sistema de coordenadas del archivo .prj de «clu.zip».");
    expect(refusal(() => readBoundaryFile(zippedShapefile({ prj: "not a coordinate system" }), "clu.zip")).code).toBe("UNKNOWN_PROJECTION");
  });

  test("a file of a kind it does not read (UNKNOWN_FILE_TYPE), and damaged bytes of each kind (BAD_FILE)", () => {
    const kind = refusal(() => readBoundaryFile(text("a,b\n1,2"), "fields.csv"));
    expect(kind.code).toBe("UNKNOWN_FILE_TYPE");
    expect(kind.message).toStartWith("“fields.csv” is not a kind of boundary file this program reads.");
    const junk = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 250, 251, 252]);
    for (const [bytes, name, format] of [
      [text('{"type": "FeatureCollection", "features": [ {'), "cut.geojson", "GeoJSON"],
      [text('"just a string"'), "odd.json", "GeoJSON"],
      [text("<kml><Placemark><name>North 40</nam"), "cut.kml", "KML"],
      [junk, "cut.kmz", "KMZ"],
      [zipSync({ "readme.txt": text("no kml here") }), "empty.kmz", "KMZ"],
      [junk, "cut.zip", "shapefile"],
      [zipSync({ "readme.txt": text("no shapefile here") }), "other.zip", "shapefile"],
      [zipSync({ "clu.shp": new Uint8Array(40), "clu.prj": text(UTM_10N_PRJ) }), "short.zip", "shapefile"],
    ] as const) {
      const e = refusal(() => readBoundaryFile(bytes, name));
      expect([name, e.code, e.details.format]).toEqual([name, "BAD_FILE", format]);
    }
    expect(boundaryErrorText(refusal(() => readBoundaryFile(junk, "cut.kmz")), "es")).toBe(
      "No se pudo leer «cut.kmz» como archivo KMZ. Compruebe que es el archivo correcto y que no está dañado.",
    );
  });

  test("a KMZ whose doc.kml says it unpacks to more than 200 MB (a zip bomb) is refused before it is unpacked", () => {
    const kmz = zipSync({ "doc.kml": text(kmlDocument(kmlPolygon("North 40", NORTH_40))) });
    // The central directory's record of doc.kml: signature PK\x01\x02, its unpacked size 24 bytes in.
    const view = new DataView(kmz.buffer, kmz.byteOffset, kmz.byteLength);
    const at = kmz.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50);
    view.setUint32(at + 24, 300 * 1024 * 1024, true);
    const e = refusal(() => readBoundaryFile(kmz, "bomb.kmz"));
    expect([e.code, e.details.format]).toEqual(["BAD_FILE", "KMZ"]);
  });

  test("a file in metres given as GeoJSON is out of range (OUT_OF_RANGE), not drawn in the ocean", () => {
    const e = refusal(() => readBoundaryFile(text(JSON.stringify({ type: "Polygon", coordinates: [utmRing(NORTH_40)] })), "utm.geojson"));
    expect(e.code).toBe("OUT_OF_RANGE");
    expect(e.details.feature).toBe(1);
  });
});

describe("the pure rules stay apart from the file readers", () => {
  test("api/domain/boundaries (validate, area, match) bundles for the browser without the XML, zip, shapefile or projection readers", async () => {
    const built = await Bun.build({ entrypoints: [`${import.meta.dir}/../../api/domain/boundaries/index.ts`], target: "browser", minify: true });
    expect(built.success).toBe(true);
    const code = await (built.outputs[0] as Blob).text();
    expect(code).toContain("SELF_INTERSECTION");
    // Words each reader's own code carries (xmldom, fflate, shpjs, proj4), found in read-file.ts's bundle.
    for (const reader of ["DOMParser", "xmldom", "invalid zip data", "I don't know shp type", "PROJCS"]) expect([reader, code.includes(reader)]).toEqual([reader, false]);
  });
});

/**
 * Why a boundary (a file, a drawn outline) is refused: a code the API answers with (400), the facts as data, and the
 * user's words in English and Spanish from those facts. The words live here, in one home, because the server's
 * message and the SPA's (through api/client/rules.ts) must say the same thing.
 */
export type BoundaryErrorCode =
  | "UNKNOWN_FILE_TYPE"
  | "BAD_FILE"
  | "NO_POLYGON"
  | "BAD_GEOMETRY"
  | "OUT_OF_RANGE"
  | "SELF_INTERSECTION"
  | "UNKNOWN_PROJECTION"
  | "MANY_FEATURES"
  | "FIELD_MATCHED_TWICE";

export interface BoundaryErrorDetails {
  /** The file's name as chosen by the user, when a file was read. */
  fileName?: string;
  /** BAD_FILE: the kind of file it was read as. */
  format?: "GeoJSON" | "KML" | "KMZ" | "shapefile";
  /** The outline at fault in a file of several: its place (1 = first) and its name when it has one. */
  feature?: number;
  featureName?: string;
  /** BAD_GEOMETRY: what is wrong with the outline. */
  problem?: "coordinates" | "few-positions" | "no-area";
  /** SELF_INTERSECTION and OUT_OF_RANGE: [longitude, latitude] (or the position as given) where it is. */
  at?: [number, number];
  /** UNKNOWN_PROJECTION: the shapefile has no .prj (true) or one that cannot be read (false). */
  missing?: boolean;
  /** MANY_FEATURES: how many outlines the file has; FIELD_MATCHED_TWICE: how many name the field. */
  count?: number;
  /** FIELD_MATCHED_TWICE: the field's name and the places of the outlines named like it. */
  field?: string;
  features?: number[];
}

export type BoundaryLang = "en" | "es";

/** A refused boundary: `code` and `details` for a client, `message` in English (boundaryErrorText for another language). */
export class BoundaryFileError extends Error {
  constructor(
    readonly code: BoundaryErrorCode,
    readonly details: BoundaryErrorDetails = {},
  ) {
    super(boundaryErrorText({ code, details }, "en"));
    this.name = "BoundaryFileError";
  }
}

const coordinate = (at: [number, number] | undefined) => (at ? `${at[1].toFixed(6)}, ${at[0].toFixed(6)}` : "?");
const file = (d: BoundaryErrorDetails, lang: BoundaryLang) => (lang === "en" ? `“${d.fileName ?? "the file"}”` : `«${d.fileName ?? "el archivo"}»`);
const list = (n: number[] | undefined, lang: BoundaryLang) => {
  const all = (n ?? []).map(String);
  if (all.length < 2) return all.join("");
  return `${all.slice(0, -1).join(", ")} ${lang === "en" ? "and" : "y"} ${all.at(-1)}`;
};

/** "The outline of this boundary", "Outline 3 (“North 40”) in “ranch.kml”": the outline the words are about. */
function outline(d: BoundaryErrorDetails, lang: BoundaryLang): string {
  if (d.feature === undefined) return lang === "en" ? "The outline of this boundary" : "El contorno de este límite";
  const named = d.featureName ? (lang === "en" ? ` (“${d.featureName}”)` : ` («${d.featureName}»)`) : "";
  return lang === "en" ? `Outline ${d.feature}${named} in ${file(d, lang)}` : `El contorno ${d.feature}${named} de ${file(d, lang)}`;
}

type Words = (d: BoundaryErrorDetails) => string;

const EN: Record<BoundaryErrorCode, Words> = {
  UNKNOWN_FILE_TYPE: (d) =>
    `${file(d, "en")} is not a kind of boundary file this program reads. Choose a GeoJSON (.geojson or .json), KML (.kml), KMZ (.kmz) or zipped shapefile (.zip) file.`,
  BAD_FILE: (d) => `${file(d, "en")} could not be read as a ${d.format ?? "boundary"} file. Check that it is the file you meant and that it is not damaged.`,
  NO_POLYGON: (d) =>
    d.fileName === undefined
      ? "This is not a field outline (a polygon). Draw the field as an area and try again."
      : `${file(d, "en")} has no field outline (polygon), only points or lines. Save the field as an area in the program that made the file and export it again.`,
  BAD_GEOMETRY: (d) => {
    if (d.problem === "few-positions") return `${outline(d, "en")} has fewer than 3 corners. Fix the outline, then try again.`;
    if (d.problem === "no-area") return `${outline(d, "en")} encloses no area: its corners lie on one line. Fix the outline, then try again.`;
    return `${outline(d, "en")} is not a list of longitude and latitude points. Check the file, then try again.`;
  },
  OUT_OF_RANGE: (d) =>
    `${outline(d, "en")} has a corner (${d.at?.join(", ") ?? "?"}) that is not a longitude between -180 and 180 and a latitude between -90 and 90. The file may be in another coordinate system: export it in WGS 84 (longitude/latitude) and try again.`,
  SELF_INTERSECTION: (d) => `${outline(d, "en")} crosses itself near ${coordinate(d.at)}. Fix the outline where its edges cross, then try again.`,
  UNKNOWN_PROJECTION: (d) =>
    d.missing
      ? `The shapefile ${file(d, "en")} has no .prj file, so its coordinates cannot be placed on the map. Zip the .prj file with the .shp, .shx and .dbf files and import it again.`
      : `The coordinate system in the .prj file of ${file(d, "en")} is not one this program knows. Export the shapefile in WGS 84 (longitude/latitude) or a UTM zone and import it again.`,
  MANY_FEATURES: (d) =>
    `${file(d, "en")} has ${d.count} field outlines and this field takes one. Import the file from the farm map to match each outline to its field, or keep only this field's outline in the file.`,
  FIELD_MATCHED_TWICE: (d) =>
    `${d.count} outlines in the file (${list(d.features, "en")}) are named like the field “${d.field}”. Give each outline its own field's name, or choose another name column.`,
};

const ES: Record<BoundaryErrorCode, Words> = {
  UNKNOWN_FILE_TYPE: (d) =>
    `${file(d, "es")} no es un tipo de archivo de límites que este programa lea. Elija un archivo GeoJSON (.geojson o .json), KML (.kml), KMZ (.kmz) o un shapefile comprimido (.zip).`,
  BAD_FILE: (d) => `No se pudo leer ${file(d, "es")} como archivo ${d.format ?? "de límites"}. Compruebe que es el archivo correcto y que no está dañado.`,
  NO_POLYGON: (d) =>
    d.fileName === undefined
      ? "Esto no es el contorno de un campo (un polígono). Dibuje el campo como un área y vuelva a intentarlo."
      : `${file(d, "es")} no tiene contornos de campo (polígonos), solo puntos o líneas. Guarde el campo como un área en el programa que hizo el archivo y vuelva a exportarlo.`,
  BAD_GEOMETRY: (d) => {
    if (d.problem === "few-positions") return `${outline(d, "es")} tiene menos de 3 esquinas. Corrija el contorno y vuelva a intentarlo.`;
    if (d.problem === "no-area") return `${outline(d, "es")} no encierra ningún área: sus esquinas están en una línea. Corrija el contorno y vuelva a intentarlo.`;
    return `${outline(d, "es")} no es una lista de puntos de longitud y latitud. Revise el archivo y vuelva a intentarlo.`;
  },
  OUT_OF_RANGE: (d) =>
    `${outline(d, "es")} tiene una esquina (${d.at?.join(", ") ?? "?"}) que no es una longitud entre -180 y 180 y una latitud entre -90 y 90. Puede que el archivo esté en otro sistema de coordenadas: expórtelo en WGS 84 (longitud/latitud) y vuelva a intentarlo.`,
  SELF_INTERSECTION: (d) =>
    `${outline(d, "es")} se cruza consigo mismo cerca de ${coordinate(d.at)}. Corrija el contorno donde se cruzan sus bordes y vuelva a intentarlo.`,
  UNKNOWN_PROJECTION: (d) =>
    d.missing
      ? `El shapefile ${file(d, "es")} no tiene archivo .prj, así que sus coordenadas no se pueden ubicar en el mapa. Comprima el archivo .prj junto con los archivos .shp, .shx y .dbf y vuelva a importarlo.`
      : `Este programa no conoce el sistema de coordenadas del archivo .prj de ${file(d, "es")}. Exporte el shapefile en WGS 84 (longitud/latitud) o en una zona UTM y vuelva a importarlo.`,
  MANY_FEATURES: (d) =>
    `${file(d, "es")} tiene ${d.count} contornos de campo y este campo lleva uno. Importe el archivo desde el mapa de la finca para asignar cada contorno a su campo, o deje en el archivo solo el contorno de este campo.`,
  FIELD_MATCHED_TWICE: (d) =>
    `${d.count} contornos del archivo (${list(d.features, "es")}) tienen el nombre del campo «${d.field}». Dé a cada contorno el nombre de su propio campo o elija otra columna de nombres.`,
};

/**
 * A refusal in the user's language, from its code and details (an error answer's body works as well).
 * @example boundaryErrorText({ code: "MANY_FEATURES", details: { fileName: "ranch.kml", count: 3 } }, "es")
 */
export function boundaryErrorText(error: { code: BoundaryErrorCode; details?: BoundaryErrorDetails }, lang: BoundaryLang): string {
  return (lang === "es" ? ES : EN)[error.code](error.details ?? {});
}

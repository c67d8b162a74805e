/**
 * Field boundaries' pure rules: validating and measuring an outline, the 2% acreage check, matching a file's outlines
 * to fields, the refusals in the user's words. Reading files (KML, KMZ, shapefiles) is apart, in read-file.ts, so the
 * SPA can run these for a preview without bundling an XML parser, a zip reader and a shapefile reader.
 */
export { recordedAcres } from "./acreage";
export { ACREAGE_WARNING_PERCENT, acreageCheck, acreageKept, boundaryAcres, boundarySquareMetres, SQUARE_METRES_PER_ACRE } from "./area";
export {
  BoundaryFileError,
  type BoundaryErrorCode,
  type BoundaryErrorDetails,
  type BoundaryLang,
  boundaryErrorText,
} from "./errors";
export {
  type BoundaryFeature,
  type FeatureMatch,
  fieldsFeatureCollection,
  matchFeatures,
  nameKey,
  propertyNames,
  singleFeature,
} from "./features";
export { type BoundaryGeometry, type GeometryContext, validateGeometry } from "./geometry";

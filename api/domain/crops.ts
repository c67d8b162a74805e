/** A crop name, or null when blank. */
export const cropOrNull = (crop: string | null | undefined) => (crop?.trim() ? crop.trim() : null);

/**
 * The one rule for the crop of a field in a crop year (DECISIONS.md): the year's field_crop_years row when it names
 * a crop, else the field's own cropType; null when both are blank. Tasks default to it, and every report, the field
 * cards and the import show it.
 * @example cropForYear("Cotton", "Alfalfa") === "Cotton"; cropForYear(null, " ") === null
 */
export function cropForYear(yearCrop: string | null | undefined, fieldCrop: string | null | undefined): string | null {
  return cropOrNull(yearCrop) ?? cropOrNull(fieldCrop);
}

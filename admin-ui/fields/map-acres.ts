/**
 * A field's map acres and its acreage warning as a field read carries them: `acreageWarning` is set only past 2%
 * apart, with the difference in percent of the recorded acreage (signed; null when the recorded acreage is 0).
 */
export function acreageCheckOf(field: { boundaryAcres?: string | null; acreageWarning?: { differencePercent: string | null } | null }) {
  if (field.boundaryAcres == null) return null;
  return { boundaryAcres: field.boundaryAcres, warning: field.acreageWarning ?? null };
}

/** Where "Keep recorded" is remembered: per field, for the acreage and map acres it was chosen with. */
const keptKey = (fieldId: number) => `fields.keptAcreage.${fieldId}`;
const keptValue = (acreage: string, boundaryAcres: string) => `${acreage}|${boundaryAcres}`;

/** True when the user chose to keep the recorded acreage over these map acres (a changed figure asks again). */
export function keptRecorded(fieldId: number, acreage: string, boundaryAcres: string): boolean {
  try {
    return localStorage.getItem(keptKey(fieldId)) === keptValue(acreage, boundaryAcres);
  } catch {
    return false;
  }
}

export function keepRecorded(fieldId: number, acreage: string, boundaryAcres: string): void {
  try {
    localStorage.setItem(keptKey(fieldId), keptValue(acreage, boundaryAcres));
  } catch {
    // storage refused (a private window): the choice lasts until the card is drawn again
  }
}

/**
 * A boundary's acres (4 decimals, api/domain/boundaries boundaryAcres) as a recorded acreage takes them: to hundredths,
 * half-up, done on the digits (never a binary float).
 * @example recordedAcres("41.3050") === "41.31"; recordedAcres("7") === "7.00"
 */
export function recordedAcres(boundaryAcres: string): string {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(boundaryAcres.trim());
  if (!m) return boundaryAcres;
  const fraction = (m[2] ?? "").padEnd(3, "0");
  const hundredths = BigInt(m[1]!) * 100n + BigInt(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1n : 0n);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}`;
}

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

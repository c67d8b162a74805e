/**
 * A field's map acres and its acreage warning as a field read carries them: `acreageWarning` is set only past 2%
 * apart, with the difference in percent of the recorded acreage (signed; null when the recorded acreage is 0).
 */
export function acreageCheckOf(field: { boundaryAcres?: string | null; acreageWarning?: { differencePercent: string | null } | null }) {
  if (field.boundaryAcres == null) return null;
  return { boundaryAcres: field.boundaryAcres, warning: field.acreageWarning ?? null };
}

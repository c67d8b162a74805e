/**
 * A boundary's acres (4 decimals, boundaryAcres) as a field's recorded acreage takes them ("Use map acres"): to
 * hundredths, half-up, done on the digits as toCents rounds (api/domain/money.ts), without decimal.js, so the field
 * cards that offer it do not carry it.
 * @example recordedAcres("41.3050") === "41.31"; recordedAcres("7") === "7.00"
 */
export function recordedAcres(boundaryAcres: string): string {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(boundaryAcres.trim());
  if (!m) return boundaryAcres;
  const fraction = (m[2] ?? "").padEnd(3, "0");
  const hundredths = BigInt(m[1]!) * 100n + BigInt(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1n : 0n);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}`;
}

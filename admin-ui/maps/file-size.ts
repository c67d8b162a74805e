const UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/**
 * A map's size as the Ranch Maps cards show it: Bytes, KB, MB or GB (powers of 1024) with 2 decimals
 * (spec 000 section 2); whole bytes stay whole.
 * @example formatMapSize(1536) === "1.50 KB"; formatMapSize(0) === "0 Bytes"
 */
export function formatMapSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.trunc(bytes || 0))} Bytes`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}

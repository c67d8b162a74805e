const UNITS = ["KB", "MB", "GB", "TB"] as const;

/**
 * A byte count as people read it, in powers of 1024 with one decimal.
 * @example formatSize(512) === "512 B"; formatSize(13_002_342) === "12.4 MB"
 */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}

/**
 * Where the selected entity and crop year are remembered between page loads (the browser's local storage), read by
 * FarmContext and by the reads a page load starts before React (lib/boot-reads.ts). No imports: it is evaluated with
 * the first lines of the first script.
 */

/** Crop years the top bar offers (spec 000 section 9); 2025 is the default. */
export const CROP_YEARS = [2026, 2025, 2024, 2023] as const;
export const DEFAULT_CROP_YEAR = 2025;
export const ENTITY_KEY = "selectedEntityId";
export const YEAR_KEY = "selectedCropYear";

/** The remembered entity id, or null when none is (or what is stored is not an id). */
export function storedEntityId(): number | null {
  const raw = globalThis.localStorage?.getItem(ENTITY_KEY);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The stored crop year when it is one the top bar offers, else the default. */
export function storedCropYear(): number {
  const year = Number(globalThis.localStorage?.getItem(YEAR_KEY));
  return (CROP_YEARS as readonly number[]).includes(year) ? year : DEFAULT_CROP_YEAR;
}

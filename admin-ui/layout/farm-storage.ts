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

/**
 * The cookie that tells the server which entity and crop year this browser remembers ("<id>.<year>"), so that a load
 * of the dashboard can come with its figures already drawn (api/spa/first-paint.ts). Written from local storage at
 * every page load and whenever either changes; never a secret (the server checks the session and access as for
 * any read).
 */
export const VIEW_COOKIE = "farm-view";

/** Writes VIEW_COOKIE from what local storage remembers (removes it when no entity is). */
export function rememberView(): void {
  if (typeof document === "undefined") return;
  const id = storedEntityId();
  const secure = location.protocol === "https:" ? "; secure" : "";
  // i18n-scan: not shown to users (a cookie's attributes)
  document.cookie = id === null ? `${VIEW_COOKIE}=; path=/; max-age=0; samesite=lax${secure}` : `${VIEW_COOKIE}=${id}.${storedCropYear()}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** The entity and crop year a Cookie header's VIEW_COOKIE names, or null when it names none the top bar offers. */
export function viewFromCookies(header: string | null | undefined): { entityId: number; year: number } | null {
  const match = new RegExp(`(?:^|;\\s*)${VIEW_COOKIE}=(\\d{1,9})\\.(\\d{4})(?:;|$)`).exec(header ?? "");
  if (!match) return null;
  const entityId = Number(match[1]);
  const year = Number(match[2]);
  return entityId > 0 && (CROP_YEARS as readonly number[]).includes(year) ? { entityId, year } : null;
}

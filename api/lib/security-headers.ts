/**
 * Sent with every answer, the SPA's and the API's (docs/decisions/security-headers.md). The admin UI loads only
 * its own bundled files; MUI writes its styles inline, maps are previewed from blob: URLs, and no other site may
 * frame any page (clickjacking).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'self' blob:",
  "worker-src 'self' blob:",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The headers with the farm map's tile server (MAP_TILE_URL) allowed in img-src and connect-src, and nowhere else;
 * without one, the policy above unchanged (the map draws on a plain background).
 * @example securityHeaders("https://tiles.farm.lan/{z}/{x}/{y}.png")["Content-Security-Policy"] // "...img-src 'self' data: blob: https://tiles.farm.lan; ..."
 */
export function securityHeaders(mapTileUrl?: string | null): Readonly<Record<string, string>> {
  const origin = mapTileUrl ? mapTileOrigin(mapTileUrl) : null;
  const policy = origin ? CONTENT_SECURITY_POLICY.replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${origin}`).replace("connect-src 'self'", `connect-src 'self' ${origin}`) : CONTENT_SECURITY_POLICY;
  return {
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders();

/**
 * The origin a tile template loads from (what the page's Content-Security-Policy allows), or null when it is not an
 * http(s) template with {z}, {x} and {y} and a plain host.
 * @example mapTileOrigin("https://tiles.farm.lan:8080/{z}/{x}/{y}.png") === "https://tiles.farm.lan:8080"
 */
export function mapTileOrigin(template: string): string | null {
  if (!["{z}", "{x}", "{y}"].every((p) => template.includes(p))) return null;
  try {
    const url = new URL(template);
    if ((url.protocol !== "https:" && url.protocol !== "http:") || /[{}%]/.test(url.host)) return null;
    return url.origin;
  } catch {
    return null;
  }
}


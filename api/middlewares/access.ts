import { createMiddleware } from "hono/factory";
import { CREW_REFUSED, decideRole } from "../domain/access";
import { adminRequired, forbidden, unauthorized } from "../lib/errors";
import type { AppBindings } from "../lib/types";
import { isHttps } from "./session";

/** Paths anyone may call without a session. */
const PUBLIC_PATHS = new Set(["/api/health", "/api/health/ready", "/api/auth/login", "/api/auth/register", "/api/auth/logout", "/api/openapi.json"]);
const isPublic = (path: string) =>
  PUBLIC_PATHS.has(path) || path === "/api/docs" || path.startsWith("/api/docs/") ||
  // An upload URL authorises its own PUT (uploads.service.ts checks the slot, its owner and any session).
  path.startsWith("/api/objects/uploads/");
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** 401 for any call without a session, except the public ones. */
export const requireSignedIn = createMiddleware<AppBindings>(async (c, next) => {
  if (!isPublic(c.req.path) && !c.get("user")) throw unauthorized();
  await next();
});

/**
 * What the caller's role may call at all (docs/access.md): crew only its own operations (403 "Not available to crew
 * accounts"), readonly only reads, editors no admin writes; admins everything. The pure rule is decideRole in
 * api/domain/access.ts; the entities a call touches are checked next, by entityGate.
 */
export const roleGate = createMiddleware<AppBindings>(async (c, next) => {
  const access = c.get("access");
  const path = c.req.path;
  if (access && !isPublic(path)) {
    const decision = decideRole(access, c.req.method, path);
    if (decision === "crew-refused") throw forbidden(CREW_REFUSED);
    if (decision === "admin-required") throw adminRequired();
  }
  await next();
});


/** Route-level guard for admin-only reads. @example createRoute({ ..., middleware: [requireAdmin] }) */
export const requireAdmin = createMiddleware<AppBindings>(async (c, next) => {
  if (!c.get("user")) throw unauthorized();
  if (!c.get("access")?.isAdmin) throw adminRequired();
  await next();
});

/**
 * Refuses a write whose Origin names another site (DECISIONS.md). Requests without Origin (farmctl, cron)
 * are judged by their session or token alone.
 */
export const sameOriginWrites = createMiddleware<AppBindings>(async (c, next) => {
  const origin = c.req.header("origin");
  if (origin && !SAFE_METHODS.has(c.req.method)) {
    let sent: URL | null = null;
    try {
      sent = new URL(origin);
    } catch {
      sent = null;
    }
    const host = (c.get("config").trustProxy && c.req.header("x-forwarded-host")) || c.req.header("host") || new URL(c.req.url).host;
    // The scheme counts too: a page served over plain http may not write to the https site of the same name.
    const scheme = isHttps(c) ? "https:" : "http:";
    if (!sent || sent.host !== host || sent.protocol !== scheme) throw forbidden("Cross-origin request refused");
  }
  await next();
});

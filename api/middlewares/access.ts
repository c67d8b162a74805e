import { createMiddleware } from "hono/factory";
import { canEdit } from "../domain/users";
import { adminRequired, forbidden, unauthorized } from "../lib/errors";
import type { AppBindings } from "../lib/types";
import { isHttps } from "./session";

/** Paths anyone may call without a session. */
const PUBLIC_PATHS = new Set(["/api/health", "/api/health/ready", "/api/auth/login", "/api/auth/register", "/api/auth/logout", "/api/openapi.json"]);
const isPublic = (path: string) =>
  PUBLIC_PATHS.has(path) || path === "/api/docs" || path.startsWith("/api/docs/") ||
  // An upload URL authorises its own PUT (uploads.service.ts checks the slot, its owner and any session).
  path.startsWith("/api/objects/uploads/");

/**
 * Writes any signed-in user may make about themselves; every other write needs an admin. Matched as whole path
 * segments, so /api/accounts (the chart of accounts) is not mistaken for /api/account.
 */
const SELF_SERVICE_WRITES = ["/api/auth", "/api/account"];
const isSelfService = (path: string) => SELF_SERVICE_WRITES.some((p) => path === p || path.startsWith(`${p}/`));
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** 401 for any call without a session, except the public ones. */
export const requireSignedIn = createMiddleware<AppBindings>(async (c, next) => {
  if (!isPublic(c.req.path) && !c.var.user) throw unauthorized();
  await next();
});

/**
 * Readonly and any other role may only read (spec 000 section 6). This is the safety net for every write;
 * admin-only reads add `requireAdmin` on their route.
 */
export const writesRequireAdmin = createMiddleware<AppBindings>(async (c, next) => {
  const path = c.req.path;
  const selfService = isSelfService(path);
  if (!SAFE_METHODS.has(c.req.method) && !selfService && !isPublic(path) && !canEdit(c.var.user)) throw adminRequired();
  await next();
});

/** Route-level guard for admin-only reads. @example createRoute({ ..., middleware: [requireAdmin] }) */
export const requireAdmin = createMiddleware<AppBindings>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  if (!canEdit(c.var.user)) throw adminRequired();
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
    const host = (c.var.config.trustProxy && c.req.header("x-forwarded-host")) || c.req.header("host") || new URL(c.req.url).host;
    // The scheme counts too: a page served over plain http may not write to the https site of the same name.
    const scheme = isHttps(c) ? "https:" : "http:";
    if (!sent || sent.host !== host || sent.protocol !== scheme) throw forbidden("Cross-origin request refused");
  }
  await next();
});

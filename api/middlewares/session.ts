import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { validateApiToken } from "../services/api-tokens.service";
import { validateSessionToken } from "../services/sessions.service";
import { fromTrustedProxy } from "../lib/client-address";
import type { AppBindings } from "../lib/types";

import { requestContext, systemContext } from "../services/context";
import { SESSION_COOKIE, type SessionUser } from "../domain/users";

export { SESSION_COOKIE };

/** True when the client reached us over HTTPS (directly, or through a trusted proxy). */
export function isHttps(c: Context<AppBindings>) {
  if (new URL(c.req.url).protocol === "https:") return true;
  return fromTrustedProxy(c) && c.req.header("x-forwarded-proto") === "https";
}

export function setSessionCookie(c: Context<AppBindings>, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: isHttps(c),
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppBindings>) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c) });
}

/** The token a request carries: the session cookie (browser) or `Authorization: Bearer` (farmctl, cron). */
export function requestToken(c: Context<AppBindings>): string | undefined {
  const auth = c.req.header("authorization");
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim() || undefined;
  return getCookie(c, SESSION_COOKIE);
}

/**
 * Loads the signed-in user (or null) for every /api request and slides the session's expiry.
 * The role is read from the users table each time, so a role change applies to open sessions at once.
 */
export const session = createMiddleware<AppBindings>(async (c, next) => {
  c.set("user", null);
  c.set("sessionId", null);
  // The health checks need no user and must answer even while the database is down.
  const token = c.req.path.startsWith("/api/health") ? undefined : requestToken(c);
  let user: SessionUser | null = null;
  if (token) {
    // While the disk is nearly full a read writes nothing: the session is not extended, a token's last use not noted.
    const write = c.get("diskGuard")?.last().ok ?? true;
    const found = await validateSessionToken(systemContext(c.get("db")), token, new Date(), { write });
    if (found) {
      user = found.user;
      c.set("sessionId", found.sessionId);
      if (found.renewed && getCookie(c, SESSION_COOKIE) === token) setSessionCookie(c, token, found.expiresAt);
    } else if (getCookie(c, SESSION_COOKIE) === token) {
      clearSessionCookie(c);
    } else {
      // Not a session: a bearer token may be an API token (farmctl, cron), acting as the admin who made it.
      user = await validateApiToken(systemContext(c.get("db")), token, new Date(), { write });
    }
  }
  c.set("user", user);
  c.set("ctx", requestContext(c.get("db"), user, c.get("requestId") ?? null));
  await next();
});

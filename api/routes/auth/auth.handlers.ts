import { AppError, unauthorized } from "../../lib/errors";
import { clientAddress } from "../../lib/client-address";
import * as S from "../../lib/http-status";
import type { AppRouteHandler } from "../../lib/types";
import { clearSessionCookie, setSessionCookie } from "../../middlewares/session";
import * as limiter from "../../services/login-limiter.service";
import { createSession, endEverySession, refuseSignIn, signIn, signOut } from "../../services/sessions.service";
import { authenticate, registerUser } from "../../services/users.service";
import type * as routes from "./auth.routes";

export const PENDING_MESSAGE =
  "Your account is pending approval. You'll be able to log in once an administrator approves your request.";

export const register: AppRouteHandler<typeof routes.register> = async (c) => {
  const { user, first } = await registerUser(c.get("ctx"), c.req.valid("json"));
  if (!first) return c.json({ requiresApproval: true as const, message: PENDING_MESSAGE }, S.ACCEPTED);
  const { token, expiresAt } = await createSession(c.get("ctx"), user.id);
  setSessionCookie(c, token, expiresAt);
  return c.json({ user }, S.CREATED);
};

export const login: AppRouteHandler<typeof routes.login> = async (c) => {
  const { username, password } = c.req.valid("json");
  const address = clientAddress(c);
  // Held until the request's transaction ends, after a failure is recorded: parallel guesses cannot all pass the check.
  await limiter.queueAttemptsFrom(c.get("ctx"), address);
  const wait = await limiter.retryAfterSeconds(c.get("ctx"), username, address);
  if (wait > 0) {
    throw new AppError(S.TOO_MANY_REQUESTS, "TOO_MANY_ATTEMPTS", `Too many failed sign-in attempts. Try again in ${wait < 60 ? `${wait} second(s)` : `${Math.ceil(wait / 60)} minute(s)`}.`, undefined, {
      "Retry-After": String(wait),
    }, { retryAfterSeconds: wait });
  }
  const ctx = c.get("ctx");
  const result = await authenticate(ctx, username, password);
  if (!result.ok && result.reason === "invalid") {
    await limiter.recordFailure(ctx, username, address);
    refuseSignIn(ctx, username);
    throw new AppError(S.UNAUTHORIZED, "INVALID_CREDENTIALS", "Invalid username or password");
  }
  if (!result.ok) {
    refuseSignIn(ctx, username);
    throw new AppError(S.FORBIDDEN, "AWAITING_APPROVAL", "Your account is awaiting administrator approval");
  }
  await limiter.clearFailures(ctx, username, address);
  const { token, expiresAt } = await signIn(ctx, result.user);
  setSessionCookie(c, token, expiresAt);
  return c.json({ user: result.user }, S.OK);
};

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  await signOut(c.get("ctx"), c.var.sessionId);
  clearSessionCookie(c);
  return c.body(null, S.NO_CONTENT);
};

/** Ends every session of the signed-in user, this one included (a lost phone, a shared computer). */
export const logoutEverywhere: AppRouteHandler<typeof routes.logoutEverywhere> = async (c) => {
  if (!c.var.user) throw unauthorized();
  await endEverySession(c.get("ctx"), c.var.user.id);
  clearSessionCookie(c);
  return c.body(null, S.NO_CONTENT);
};

export const currentUser: AppRouteHandler<typeof routes.currentUser> = async (c) => {
  if (!c.var.user) throw unauthorized();
  return c.json({ user: c.var.user, settings: { mapTileUrl: c.get("config").mapTileUrl ?? null } }, S.OK);
};

import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { auditChanges, describeWrite } from "../domain/audit-actions";
import type { AppBindings } from "../lib/types";
import { recordAudit } from "../services/audit.service";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

const isJson = (type: string | null | undefined) => !!type && /^application\/([\w.+-]*\+)?json\b/i.test(type);

/** The body as the route validated it (trimmed, coerced), else as sent when it was JSON. */
async function requestBody(c: Context<AppBindings>): Promise<unknown> {
  const validated = (c.req as unknown as { valid(target: string): unknown }).valid("json");
  if (validated !== undefined) return validated;
  if (!isJson(c.req.header("content-type"))) return undefined;
  return c.req.json().catch(() => undefined);
}

async function responseBody(c: Context<AppBindings>): Promise<any> {
  if (!isJson(c.res.headers.get("content-type"))) return undefined;
  return c.res.clone().json().catch(() => undefined);
}

/** The id of the record a write answered with (a backup answers with its archive's name). */
function idInAnswer(response: any): string | null {
  if (!response || Array.isArray(response) || typeof response !== "object") return null;
  const id = response.id ?? response.databaseFile;
  return id === undefined || id === null ? null : String(id);
}

/**
 * Appends an audit entry for every successful write under /api, and for every refused sign-in.
 * Mounted after the session middleware so the acting user is known; a failure to record is logged, never
 * turned into a failed request (the write has already happened).
 * @example app.use("/api/*", session, audit)
 */
export const audit = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  if (READS.has(c.req.method)) return;
  const what = describeWrite(c.req.method, c.req.path);
  if (!what) return;
  const status = c.res.status;
  const refusedLogin = what.action === "login" && (status === 401 || status === 403);
  if ((status < 200 || status >= 300) && !refusedLogin) return;
  // Signing out without a session (the sign-in screen clears any stale one) ends nothing: not worth a row.
  if (what.action === "logout" && !c.var.user) return;
  try {
    const body = await requestBody(c);
    const response = await responseBody(c);
    // Sign-in and registration happen before there is a session: the user comes from the answer or the body.
    // A sign-in names the account signed in to (or tried), not a session the client may already hold.
    const user = what.action === "login" ? (response?.user ?? null) : (c.var.user ?? response?.user ?? null);
    const username = user?.username ?? (typeof (body as any)?.username === "string" ? (body as any).username : null);
    await recordAudit(c.var.db, {
      userId: user?.id ?? null,
      username,
      action: refusedLogin ? "login_failed" : what.action,
      resource: what.resource,
      resourceId: what.pathId ?? idInAnswer(response) ?? (what.resource === "sessions" ? user?.id : null),
      changes: auditChanges(body),
    });
  } catch (err) {
    console.error(`[${c.get("requestId") ?? "-"}] audit entry not written:`, err);
  }
});

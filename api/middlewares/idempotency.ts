import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { AppError, invalid } from "../lib/errors";
import { declaredDigest, isNdjson } from "../lib/ndjson";
import * as S from "../lib/http-status";
import type { AppBindings } from "../lib/types";
import { claimKey, storeAnswer } from "../services/idempotency.service";

/** POSTs that are not creates: signing in and out, backups and restores, upload slots' own URLs. */
const NOT_CREATES = ["/api/auth/", "/api/backup/", "/api/objects/uploads/"];
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` on a create (any other POST under /api): the first answer is stored with the create, in its
 * transaction (mounted inside `audit`), and a retry with the same key by the same user gets that answer again
 * (`Idempotent-Replayed: true`) instead of creating twice. The same key with another body or path is a 422.
 * @example app.use("/api/*", session, enforceAccess(() => table), audit, idempotency)
 */
export const idempotency = createMiddleware<AppBindings>(async (c, next) => {
  const key = c.req.header("idempotency-key");
  const user = c.get("user");
  if (c.req.method !== "POST" || key === undefined || !user || NOT_CREATES.some((p) => c.req.path.startsWith(p))) {
    return next();
  }
  if (!KEY.test(key)) throw invalid("Idempotency-Key", "must be 1 to 255 visible ASCII characters");
  // A streamed body (a whole file's task import) is matched by the digest its client declares, which the route
  // checks as it reads the body (api/lib/ndjson.ts); any other body is read here and hashed whole.
  const digest = isNdjson(c.req.header("content-type")) ? declaredDigest(c.req) : null;
  const body = digest === null ? await c.req.text() : `Content-Digest: sha-256=:${digest}:`;
  // The runtime's native SHA-256 (same digest as before): a pure-JS hash of a 600 KB import chunk took 10-25 ms.
  const hash = createHash("sha256").update(`${c.req.method} ${c.req.path}\n${body}`, "utf8").digest("hex");
  const claim = await claimKey(c.get("ctx"), user.id, key, hash);
  if (claim.kind === "mismatch") {
    throw new AppError(S.UNPROCESSABLE_ENTITY, "IDEMPOTENCY_KEY_REUSED", "Idempotency-Key: this key was already used for a different request", [
      { path: "Idempotency-Key", message: "already used for a different request" },
    ]);
  }
  if (claim.kind === "replay") {
    c.set("idempotentReplay", true);
    return new Response(claim.body, {
      status: claim.status,
      headers: { ...(claim.contentType ? { "content-type": claim.contentType } : {}), "Idempotent-Replayed": "true" },
    });
  }
  await next();
  if (c.res.status >= 200 && c.res.status < 300) {
    const text = await c.res.clone().text();
    await storeAnswer(c.get("ctx"), user.id, key, { status: c.res.status, contentType: c.res.headers.get("content-type"), body: text });
  }
});

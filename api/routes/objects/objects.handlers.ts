import type { Context } from "hono";
import { fromTrustedProxy } from "../../lib/client-address";
import * as S from "../../lib/http-status";
import type { AppBindings, AppRouteHandler } from "../../lib/types";
import { createUploadSlot, receiveUpload } from "../../services/uploads.service";
import { UPLOAD_PATH_PREFIX } from "./objects.routes";
import type * as routes from "./objects.routes";

/** The URL the client reached us by, as seen through a trusted proxy. */
function publicOrigin(c: Context<AppBindings>) {
  const url = new URL(c.req.url);
  if (fromTrustedProxy(c)) {
    const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
    if (proto) url.protocol = `${proto}:`;
    if (host) url.host = host;
  }
  return url.origin;
}

export const createUpload: AppRouteHandler<typeof routes.createUpload> = async (c) => {
  const slot = await createUploadSlot(c.get("ctx"), c.var.storage, c.var.user!.id, c.var.config.uploadUrlTtlSeconds);
  return c.json(
    { uploadURL: `${publicOrigin(c)}${UPLOAD_PATH_PREFIX}${slot.id}`, objectPath: slot.objectPath, expiresAt: slot.expiresAt },
    S.OK,
  );
};

export const putUpload: AppRouteHandler<typeof routes.putUpload> = async (c) => {
  const length = c.req.header("content-length");
  const stored = await receiveUpload(c.get("ctx"), c.var.storage, {
    uploadId: c.req.valid("param").uploadId,
    user: c.var.user,
    body: c.req.raw.body,
    declaredLength: length && /^\d+$/.test(length) ? Number(length) : null,
  });
  return c.json(stored, S.OK);
};

import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, errors, jsonContent, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { UploadIdParams, UploadSlotSchema, UploadedSchema } from "../../schemas/maps.schemas";
import { ADMIN, PUBLIC, allow } from "../../lib/route-access";

const tags = ["Maps"];

/** Where upload URLs point; access.ts lets these PUTs through without a session (the URL authorises them). */
export const UPLOAD_PATH_PREFIX = "/api/objects/uploads/";

export const createUpload = createRoute({
  path: "/objects/upload",
  method: "post",
  "x-access": allow(ADMIN),
  tags,
  summary: "Get a one-time, short-lived URL to PUT one PDF map to (admin)",
  responses: { [S.OK]: jsonContent(UploadSlotSchema, "Where to PUT the file, and the objectPath to record"), ...signedInErrors },
});

export const putUpload = createRoute({
  path: "/objects/uploads/{uploadId}",
  method: "put",
  "x-access": allow(PUBLIC),
  "x-write": "own-transaction",
  tags,
  summary: "Send the file body (a PDF of at most 50 MB) to the URL POST /objects/upload gave",
  request: {
    params: UploadIdParams,
    body: { content: { "application/pdf": { schema: z.string().openapi({ type: "string", format: "binary" }) } } },
  },
  responses: {
    [S.OK]: jsonContent(UploadedSchema, "Stored"),
    ...errors.badRequest,
    [S.FORBIDDEN]: jsonContent(ErrorSchema, "The URL was issued to another user, or its owner is no longer an admin"),
    ...errors.notFound,
    [S.GONE]: jsonContent(ErrorSchema, "The URL has been used or has expired"),
    [S.PAYLOAD_TOO_LARGE]: jsonContent(ErrorSchema, "Larger than 52,428,800 bytes; nothing stored"),
    [S.UNSUPPORTED_MEDIA_TYPE]: jsonContent(ErrorSchema, "Not a PDF; nothing stored"),
  },
});

import { z } from "@hono/zod-openapi";
import { MAX_MAP_BYTES } from "../domain/map-files";
import { dateTime, nameSchema } from "./common";

export const MapSchema = z
  .object({
    id: z.string().length(36),
    fileName: z.string(),
    filePath: z.string().openapi({ description: "The object path the upload answered with" }),
    fileSize: z.number().int().openapi({ description: "Bytes, as stored" }),
    createdAt: dateTime,
  })
  .openapi("RanchMap");

export const MapIdParams = z.object({
  id: z.uuid({ error: "must be a map id (a UUID)" }).openapi({ param: { name: "id", in: "path" }, example: "0b8f7e0c-9a1d-4f7e-8a55-0d2f3b9d6c11" }),
});

export const MapCreateSchema = z
  .object({
    fileName: nameSchema(255),
    filePath: z.string({ error: "is required" }).trim().min(1, "is required").max(255, "must be at most 255 characters"),
    fileSize: z
      .number()
      .int()
      .min(0)
      .max(MAX_MAP_BYTES)
      .optional()
      .openapi({ description: "Ignored: the size is read from storage" }),
  })
  .openapi("RanchMapCreate");

export const MapFilterSchema = z.strictObject({
  q: z.string().optional(),
  id: z.union([z.string(), z.array(z.string())]).optional(),
});

export const UploadSlotSchema = z
  .object({
    uploadURL: z.string().openapi({ description: "Send the file with one PUT to this URL before expiresAt" }),
    objectPath: z.string().openapi({ description: "Send this back as filePath to POST /api/maps" }),
    expiresAt: dateTime,
  })
  .openapi("UploadSlot");

export const UploadIdParams = z.object({
  uploadId: z.uuid({ error: "is not an upload id" }).openapi({ param: { name: "uploadId", in: "path" } }),
});

export const UploadedSchema = z
  .object({ objectPath: z.string(), size: z.number().int() })
  .openapi("Uploaded");

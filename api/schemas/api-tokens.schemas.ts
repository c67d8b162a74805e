import { z } from "@hono/zod-openapi";
import { dateTime, nameSchema } from "./common";

export const ApiTokenSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    userId: z.number().int(),
    username: z.string(),
    createdAt: dateTime,
    lastUsedAt: dateTime.nullable(),
    expiresAt: dateTime.nullable(),
  })
  .openapi("ApiToken");

export const ApiTokenCreateSchema = z.object({ name: nameSchema(100) }).openapi("ApiTokenCreate");

export const ApiTokenCreatedSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    token: z.string().openapi({ description: "The secret, shown this once; send it as `Authorization: Bearer`" }),
    createdAt: dateTime,
  })
  .openapi("ApiTokenCreated");

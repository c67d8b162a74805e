import { z } from "@hono/zod-openapi";
import { dateTime, nameSchema } from "./common";
import { entityIdsSchema, roleSchema } from "./users.schemas";

export const ApiTokenSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    userId: z.number().int(),
    username: z.string(),
    createdAt: dateTime,
    lastUsedAt: dateTime.nullable(),
    expiresAt: dateTime.nullable(),
    role: z.string().nullable().openapi({ description: "The token's role; null = its creator's" }),
    entityIds: z.array(z.number().int()).nullable().openapi({ description: "The token's entities; null = its creator's" }),
  })
  .openapi("ApiToken");

export const ApiTokenCreateSchema = z
  .object({
    name: nameSchema(100),
    role: roleSchema.nullish().openapi({ description: "No wider than the creator's role; omitted = the creator's" }),
    entityIds: entityIdsSchema.nullish().openapi({ description: "A subset of the creator's entities; omitted = the creator's" }),
  })
  .openapi("ApiTokenCreate");

export const ApiTokenCreatedSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    token: z.string().openapi({ description: "The secret, shown this once; send it as `Authorization: Bearer`" }),
    createdAt: dateTime,
    role: z.string().nullable(),
    entityIds: z.array(z.number().int()).nullable(),
  })
  .openapi("ApiTokenCreated");

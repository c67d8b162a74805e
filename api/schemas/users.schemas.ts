import { z } from "@hono/zod-openapi";
import { ROLES } from "../domain/users";
import { dateTime, idFilter } from "./common";

export const UserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string().nullable(),
    role: z.string(),
    isAdmin: z.boolean(),
    isApproved: z.boolean(),
    createdAt: dateTime,
  })
  .openapi("User");

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, "Username is required")
  .max(255, "must be at most 255 characters");

export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(6, "Password must be at least 6 characters")
  .max(255, "must be at most 255 characters");

export const displayNameSchema = z.string().trim().max(255, "must be at most 255 characters").nullish();
export const roleSchema = z.enum(ROLES, { error: `must be one of ${ROLES.join(", ")}` });

export const LoginSchema = z
  .object({
    username: usernameSchema,
    password: z.string({ error: "Password is required" }).min(1, "Password is required").max(255),
  })
  .openapi("Login");

export const RegisterSchema = z
  .object({ username: usernameSchema, password: passwordSchema, displayName: displayNameSchema })
  .openapi("Register");

export const PendingUserSchema = z
  .object({ id: z.number().int(), username: z.string(), displayName: z.string().nullable(), createdAt: dateTime })
  .openapi("PendingUser");

export const UserCreateSchema = z
  .object({ username: usernameSchema, password: passwordSchema, displayName: displayNameSchema, role: roleSchema })
  .openapi("UserCreate");

export const UserUpdateSchema = z
  .object({
    role: roleSchema.optional(),
    displayName: displayNameSchema,
    password: passwordSchema.optional().openapi({ description: "A new password set by an admin (a reset): every session of the user ends" }),
  })
  .openapi("UserUpdate");

export const UserFilterSchema = z.strictObject({
  q: z.string().optional(),
  id: idFilter,
  role: z.string().optional(),
  isApproved: z.boolean().optional(),
});

export const MessageSchema = z.object({ message: z.string() }).openapi("Message");

import { z } from "@hono/zod-openapi";
import { LOCALES, ROLES } from "../domain/users";
import { dateTime, idFilter } from "./common";

export const UserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string().nullable(),
    role: z.string(),
    isAdmin: z.boolean(),
    isApproved: z.boolean(),
    locale: z.string().openapi({ description: "The UI language the user chose", example: "es" }),
    createdAt: dateTime,
    entityIds: z.array(z.number().int()).nullable().openapi({ description: "Granted entities; null = every entity (admin)" }),
    allEntities: z.boolean().openapi({ description: "Granted every entity, present and future (not an admin)" }),
    canEdit: z.boolean().openapi({ description: "Admin or editor" }),
    isCrew: z.boolean(),
    mustChangePassword: z.boolean().openapi({ description: "The password was set by an admin: the user must choose their own (PUT /api/account) before anything else" }),
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
export const localeSchema = z.enum(LOCALES, { error: `must be one of ${LOCALES.join(", ")}` });
export const roleSchema = z.enum(ROLES, { error: `must be one of ${ROLES.join(", ")}` });
/** A set of entity grants: entity ids, each an active entity (checked by the service, 400 naming entityIds). */
export const entityIdsSchema = z
  .array(z.number({ error: "must be entity ids" }).int("must be entity ids").positive("must be entity ids"), { error: "must be a list of entity ids" })
  .max(10_000)
  .openapi({ example: [1, 2] });

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
  .object({
    username: usernameSchema,
    password: passwordSchema.optional().openapi({ description: "The account's first password, typed by the admin; or send generatePassword: true" }),
    generatePassword: z
      .boolean({ error: "must be true or false" })
      .optional()
      .openapi({ description: "true: the server makes a one-time password and answers it once, as `password`" }),
    mustChangePassword: z
      .boolean({ error: "must be true or false" })
      .optional()
      .openapi({ description: "The user must choose their own password at first sign-in; always so with generatePassword, else only when true" }),
    displayName: displayNameSchema,
    role: roleSchema,
    entityIds: entityIdsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.generatePassword && v.password !== undefined) ctx.addIssue({ code: "custom", path: ["password"], message: "Send a password or generatePassword: true, not both" });
    else if (!v.generatePassword && v.password === undefined) ctx.addIssue({ code: "custom", path: ["password"], message: "Password is required" });
    if (v.generatePassword && v.mustChangePassword === false) ctx.addIssue({ code: "custom", path: ["mustChangePassword"], message: "A generated password is a one-time password: it must be changed" });
  })
  .openapi("UserCreate");

/** The created account; `password` only when the server generated it, said this once and never again. */
export const UserCreatedSchema = UserSchema.extend({
  password: z.string().optional().openapi({ description: "The generated one-time password (generatePassword: true only)" }),
}).openapi("UserCreated");

export const UserUpdateSchema = z
  .object({
    role: roleSchema.optional(),
    // GET answers null for an admin ("every entity"); the record sent back whole (react-admin's edit) keeps it.
    entityIds: entityIdsSchema
      .nullish()
      .transform((v) => v ?? undefined)
      .openapi({ description: "Replaces the account's entity grants (ignored for admins); null, as GET answers for an admin, changes nothing" }),
    allEntities: z
      .boolean({ error: "must be true or false" })
      .optional()
      .openapi({ description: "true grants every entity, present and future, whatever entityIds says; false changes nothing (send entityIds for a list)" }),
    displayName: displayNameSchema,
    password: passwordSchema.optional().openapi({ description: "A new password set by an admin (a reset): every session of the user ends" }),
    generatePassword: z
      .boolean({ error: "must be true or false" })
      .optional()
      .openapi({ description: "true: a reset to a one-time password the server makes and answers once, as `password`; every session of the user ends and they choose their own at next sign-in" }),
  })
  .superRefine((v, ctx) => {
    if (v.generatePassword && v.password !== undefined) ctx.addIssue({ code: "custom", path: ["password"], message: "Send a password or generatePassword: true, not both" });
  })
  .openapi("UserUpdate");

/** The updated account; `password` only when the server generated one (a reset), said this once and never again. */
export const UserUpdatedSchema = UserSchema.extend({
  password: z.string().optional().openapi({ description: "The generated one-time password (generatePassword: true only)" }),
}).openapi("UserUpdated");

export const UserFilterSchema = z.strictObject({
  q: z.string().optional(),
  id: idFilter,
  role: z.string().optional(),
  isApproved: z.boolean().optional(),
});

export const MessageSchema = z.object({ message: z.string() }).openapi("Message");

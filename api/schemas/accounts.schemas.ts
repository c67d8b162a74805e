import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import { accountSettings, accounts } from "../../db/schema";
import { ACCOUNT_TYPES } from "../domain/accounting/chart";
import { idFilter, idSchema, nameSchema } from "./common";

/** An account number: a whole number of 1 to 9 digits, as accounting systems number their ledgers. */
export const accountNumber = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 999999999")
  .max(999_999_999, "must be between 1 and 999999999")
  .openapi({ type: "integer", example: 8300 });

const accountType = z.enum(ACCOUNT_TYPES, { error: `must be one of ${ACCOUNT_TYPES.join(", ")}` });

export const AccountSchema = createSelectSchema(accounts).openapi("Account");
export const AccountCreateSchema = z
  .object({ entityId: idSchema, number: accountNumber, name: nameSchema(), type: accountType })
  .openapi("AccountCreate");
export const AccountUpdateSchema = z
  .object({ number: accountNumber, name: nameSchema(), type: accountType })
  .partial()
  .openapi("AccountUpdate");
export const AccountFilterSchema = z.strictObject({ entityId: z.coerce.number().int().positive().optional(), id: idFilter, type: z.string().optional() });

export const CategoryAccountSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    invoiceAccount: z.number().int(),
    operationsAccount: z.number().int(),
  })
  .openapi("CategoryAccount");
export const CategoryAccountUpdateSchema = z
  .object({ invoiceAccount: accountNumber, operationsAccount: accountNumber })
  .partial()
  .openapi("CategoryAccountUpdate");
export const CategoryAccountFilterSchema = z.strictObject({
  entityId: z.coerce.number().int().positive().optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  id: idFilter,
});

export const AccountSettingsSchema = createSelectSchema(accountSettings).extend({ id: z.number().int() }).openapi("AccountSettings");
export const AccountSettingsUpdateSchema = z
  .object({ otherAccount: accountNumber, yieldIncomeAccount: accountNumber, offsetAccount: accountNumber })
  .partial()
  .openapi("AccountSettingsUpdate");

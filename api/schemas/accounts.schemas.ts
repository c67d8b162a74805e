import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import { accountSettings, accounts } from "../../db/schema";
import { ACCOUNT_TYPES } from "../domain/accounting/chart";
import { SCHEDULE_F_LINES } from "../domain/accounting/schedule-f";
import { idFilter, idSchema, nameSchema, wholeNumberUpTo } from "./common";

/** An account number: a whole number of 1 to 9 digits, as accounting systems number their ledgers. */
export const accountNumber = wholeNumberUpTo(999_999_999).openapi({ type: "integer", example: 8300 });

const LINE_CODES = SCHEDULE_F_LINES.map((l) => l.line);
const INCOME_LINE_CODES = SCHEDULE_F_LINES.filter((l) => l.part === "I").map((l) => l.line);
/** A line of IRS Schedule F, as the form numbers it ("17", "24b"). */
const scheduleFLine = z
  .string()
  .refine((v) => LINE_CODES.includes(v as never), `must be a Schedule F line: ${LINE_CODES.join(", ")}`)
  .openapi({ type: "string", example: "17" });
const incomeLine = z
  .string()
  .refine((v) => INCOME_LINE_CODES.includes(v as never), `must be a Schedule F Part I line: ${INCOME_LINE_CODES.join(", ")}`)
  .openapi({ type: "string", example: "2" });

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
    scheduleFLine: z.string(),
  })
  .openapi("CategoryAccount");
export const CategoryAccountUpdateSchema = z
  .object({ invoiceAccount: accountNumber, operationsAccount: accountNumber, scheduleFLine })
  .partial()
  .openapi("CategoryAccountUpdate");
export const CategoryAccountFilterSchema = z.strictObject({
  entityId: z.coerce.number().int().positive().optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  id: idFilter,
});

export const AccountSettingsSchema = createSelectSchema(accountSettings).extend({ id: z.number().int() }).openapi("AccountSettings");
export const AccountSettingsUpdateSchema = z
  .object({ otherAccount: accountNumber, yieldIncomeAccount: accountNumber, offsetAccount: accountNumber, yieldScheduleFLine: incomeLine })
  .partial()
  .openapi("AccountSettingsUpdate");

import { z } from "@hono/zod-openapi";
import { PAYMENT_METHODS } from "../domain/leases/payments";
import { dateTime, decimalInput, decimalString, idFilter, idSchema, optionalText, yearSchema } from "./common";

export const PaymentSchema = z
  .object({
    id: z.number().int(),
    leaseId: z.number().int(),
    landlordId: z.number().int(),
    landlordName: z.string(),
    fieldName: z.string(),
    /** The farm entity of the lease's field (the audit log files the payment under it). */
    entityId: z.number().int(),
    entityName: z.string(),
    cropYear: z.number().int(),
    date: z.string().openapi({ example: "2025-03-01" }),
    amount: decimalString,
    method: z.enum(PAYMENT_METHODS),
    memo: z.string().nullable(),
    createdAt: dateTime,
  })
  .openapi("Payment");
export type Payment = z.output<typeof PaymentSchema>;

const isoDate = z
  .string({ error: "is required" })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "must be a date YYYY-MM-DD")
  .openapi({ example: "2025-03-01" });

const paymentShape = {
  leaseId: idSchema,
  landlordId: idSchema,
  date: isoDate,
  /** The crop year the payment counts toward; the year of its date when left out. */
  cropYear: yearSchema.nullish(),
  amount: decimalInput({ blank: null }).refine((v) => v !== null && Number(v) > 0, "must be more than 0"),
  method: z.enum(PAYMENT_METHODS, { error: `must be one of ${PAYMENT_METHODS.join(", ")}` }),
  memo: optionalText(255),
};

export const PaymentCreateSchema = z.object(paymentShape).openapi("PaymentCreate");
export const PaymentUpdateSchema = z.object(paymentShape).partial().openapi("PaymentUpdate");
export type PaymentInput = z.output<typeof PaymentCreateSchema>;
export type PaymentPatch = z.output<typeof PaymentUpdateSchema>;

export const PaymentFilterSchema = z.strictObject({
  id: idFilter,
  leaseId: idFilter,
  landlordId: idFilter,
  cropYear: z.coerce.number().int().optional(),
});
export type PaymentFilter = z.output<typeof PaymentFilterSchema>;

import { z } from "@hono/zod-openapi";
import { DEDUCTION_KINDS, SETTLEMENT_STATUSES } from "../domain/harvest/settlement";
import { daySchema } from "./reports.schemas";
import { dateTime, decimalString, idFilter, idSchema, optionalText, yearSchema } from "./common";
import { cropInput, harvestUnitInput } from "./harvest-common";
import { centsInput } from "./inventory.schemas";
import { optionalPricePerUnit } from "./sales-inputs";

export const SettlementLineInputSchema = z.object({
  deliveryId: idSchema.openapi({ description: "The delivery this line pays (each delivery is paid once)" }),
  price: optionalPricePerUnit.openapi({ description: "Price per unit; blank: the delivery's contract price" }),
  unit: harvestUnitInput.nullish().transform((v) => v ?? null).openapi({ description: "The unit the price is per; blank: the contract's, else the delivery's" }),
});

export const SettlementDeductionInputSchema = z.object({
  kind: z.enum(DEDUCTION_KINDS, { error: `must be one of ${DEDUCTION_KINDS.join(", ")}` }),
  description: optionalText(255).transform((v) => v ?? ""),
  ratePerUnit: optionalPricePerUnit.openapi({ description: "A rate per unit settled; give it or the amount" }),
  amount: centsInput.openapi({ description: "An amount; give it or a rate per unit" }),
});

const settlementInputShape = {
  entityId: idSchema,
  buyerId: idSchema,
  number: z.string({ error: "is required" }).trim().min(1, "is required").max(50, "must be at most 50 characters"),
  date: daySchema,
  crop: cropInput,
  cropYear: yearSchema,
  lines: z.array(SettlementLineInputSchema, { error: "is required" }).min(1, "a settlement pays at least one delivery").max(2000, "at most 2,000 lines"),
  deductions: z.array(SettlementDeductionInputSchema, { error: "must be a list" }).max(100, "at most 100 deductions").optional(),
  received: centsInput.openapi({ description: "What the buyer paid; blank while unpaid" }),
  receivedDate: daySchema.nullish().transform((v) => v ?? null),
  notes: optionalText(5000).transform((v) => v ?? ""),
};

/** A buyer's settlement as written. */
export const SettlementInputSchema = z.object(settlementInputShape).openapi("SettlementInput");
export type SettlementInput = z.output<typeof SettlementInputSchema>;

/** A partial: keys left out keep their stored value (`{ received, receivedDate }` records the payment). */
export const SettlementUpdateSchema = z.object(settlementInputShape).partial().openapi("SettlementUpdate");
export type SettlementPatch = z.output<typeof SettlementUpdateSchema>;


export const SettlementSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    buyerId: z.number().int(),
    buyerName: z.string(),
    number: z.string(),
    date: z.string(),
    crop: z.string(),
    cropYear: z.number().int(),
    quantity: decimalString.openapi({ description: "The quantity settled, in `unit`" }),
    unit: z.string(),
    gross: decimalString,
    deductionsTotal: decimalString,
    net: decimalString,
    received: decimalString.nullable(),
    receivedDate: z.string().nullable(),
    status: z.enum(SETTLEMENT_STATUSES).openapi({ description: "unpaid: nothing received; short: less than net received (short-paid); paid" }),
    notes: z.string(),
    createdAt: dateTime,
    lines: z.array(z.object({
      line: z.number().int(),
      deliveryId: z.number().int(),
      deliveryDate: z.string(),
      reference: z.string(),
      quantity: decimalString,
      unit: z.string(),
      price: decimalString,
      amount: decimalString,
    })),
    deductions: z.array(z.object({
      line: z.number().int(),
      kind: z.string(),
      description: z.string(),
      ratePerUnit: decimalString.nullable(),
      amount: decimalString,
    })),
  })
  .openapi("Settlement");
export type SettlementJson = z.output<typeof SettlementSchema>;

export const SettlementFilterSchema = z.strictObject({
  id: idFilter,
  entityId: idFilter,
  buyerId: idFilter,
  cropYear: idFilter,
  crop: z.string().optional(),
  unpaid: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional(),
  q: z.string().optional(),
});
export type SettlementFilter = z.output<typeof SettlementFilterSchema>;

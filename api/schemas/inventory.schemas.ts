import { z } from "@hono/zod-openapi";
import { daySchema } from "./reports.schemas";
import { dateTime, decimalString, idFilter, idSchema, optionalText } from "./common";

/** A task whose cost a write re-costed (api/services/inventory.service.ts RecostedTask). */
export const RecostedTaskSchema = z
  .object({
    taskId: z.number().int(),
    taskName: z.string(),
    date: z.string(),
    totalCostBefore: decimalString,
    totalCostAfter: decimalString,
    exported: z.boolean().openapi({ description: "A journal export already covered its date: export that month again" }),
  })
  .openapi("RecostedTask");
export type RecostedTaskJson = z.output<typeof RecostedTaskSchema>;

const recosted = z.array(RecostedTaskSchema).optional().openapi({ description: "On writes: the tasks whose cost the change moved" });

/** A quantity as typed: a decimal (any places), sent as text or a number; its sign and size are the service's rules. */
export const quantityInput = z
  .union([z.string(), z.number()], { error: "must be a number" })
  .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
  .refine((v) => /^-?\d+(\.\d+)?$/.test(v), "must be a number")
  .openapi({ type: "string", example: "2.5" });

/** Dollars and cents, not negative; blank = none. */
export const centsInput = z
  .union([z.string(), z.number()], { error: "must be an amount" })
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : typeof v === "number" ? String(v) : v.trim() || null))
  .refine((v) => v === null || /^\d{1,8}(\.\d{1,2})?$/.test(v), "must be dollars and cents (at most 2 decimal places), not negative")
  .openapi({ type: "string", example: "12.50" });

export const ADJUSTMENT_KINDS = ["return", "adjustment"] as const;

/** A return to a vendor or a count adjustment as written. */
export const AdjustmentInputSchema = z
  .object({
    entityId: idSchema,
    productId: idSchema,
    kind: z.enum(ADJUSTMENT_KINDS, { error: "must be return or adjustment" }),
    date: daySchema,
    quantity: quantityInput.openapi({ description: "A return's quantity (> 0); an adjustment's signed: + found, - lost" }),
    unit: z.string({ error: "is required" }).trim().min(1, "is required").max(60),
    value: centsInput.openapi({ description: "A return's credit from the vendor, or a positive adjustment's value" }),
    vendorId: idSchema.nullish().transform((v) => v ?? null),
    reason: optionalText(1000).transform((v) => v ?? ""),
  })
  .openapi("InventoryAdjustmentInput");
export type AdjustmentInput = z.output<typeof AdjustmentInputSchema>;

export const AdjustmentSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    kind: z.enum(ADJUSTMENT_KINDS),
    date: z.string(),
    quantity: decimalString,
    unit: z.string(),
    stockQuantity: decimalString,
    stockUnit: z.string(),
    value: decimalString.nullable(),
    vendorId: z.number().int().nullable(),
    vendorName: z.string().nullable(),
    reason: z.string(),
    createdAt: dateTime,
    recosted,
  })
  .openapi("InventoryAdjustment");
export type AdjustmentJson = z.output<typeof AdjustmentSchema>;

export const AdjustmentFilterSchema = z.strictObject({
  id: idFilter,
  entityId: idFilter,
  productId: idFilter,
  kind: z.enum(ADJUSTMENT_KINDS).optional(),
  q: z.string().optional(),
});
export type AdjustmentFilter = z.output<typeof AdjustmentFilterSchema>;

export const MOVEMENT_SOURCES = ["purchase", "task", "adjustment"] as const;

/** A product's costed ledger at an entity up to a date (api/domain/inventory.ts). */
export const ProductLedgerSchema = z
  .object({
    product: z.object({ id: z.number().int(), name: z.string(), stockUnit: z.string() }),
    entityId: z.number().int(),
    asOf: z.string().nullable(),
    onHandQuantity: decimalString,
    onHandValue: decimalString,
    averageCost: decimalString.nullable(),
    movements: z.array(
      z.object({
        id: z.string().openapi({ description: "The ledger's id: r<purchase line>, a<task product>, j<adjustment>" }),
        kind: z.enum(["receipt", "application", "return", "adjustment"]),
        date: z.string(),
        quantity: decimalString,
        value: decimalString,
        cost: decimalString.nullable(),
        onHandQuantity: decimalString,
        onHandValue: decimalString,
        averageCost: decimalString.nullable(),
        source: z.object({
          type: z.enum(MOVEMENT_SOURCES),
          id: z.number().int(),
          label: z.string().openapi({ description: "Where it came from in English words: Invoice 1043 from Valley Ag, a task's Name (date), Return to Valley Ag: damaged, Adjustment: spilled" }),
          invoiceNumber: z.string().nullable().openapi({ description: "A purchase's invoice number" }),
          vendorName: z.string().nullable().openapi({ description: "A purchase's vendor, or the vendor a return went to" }),
          taskName: z.string().nullable().openapi({ description: "The applying task's name" }),
          reason: z.string().nullable().openapi({ description: "A return's or an adjustment's reason" }),
        }).openapi({ description: "Where the movement came from: its facts, for a client to word in its user's language, and `label` in English" }),
      }),
    ),
  })
  .openapi("ProductLedger");
export type ProductLedgerJson = z.output<typeof ProductLedgerSchema>;

/** Stock on hand of an entity's products: quantities only (crew see it in the task form). */
export const StockSchema = z
  .array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      kind: z.string(),
      stockUnit: z.string(),
      onHandQuantity: decimalString,
    }),
  )
  .openapi("Stock");

export const AsOfQuery = z.object({ asOf: daySchema.optional().openapi({ description: "Through the end of this day; all of it when left out" }) });

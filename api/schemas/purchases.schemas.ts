import { z } from "@hono/zod-openapi";
import { daySchema } from "./reports.schemas";
import { dateTime, decimalString, idFilter, idSchema, optionalText } from "./common";
import { RecostedTaskSchema, centsInput, quantityInput } from "./inventory.schemas";

const priceInput = z
  .union([z.string(), z.number()], { error: "must be a price" })
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : typeof v === "number" ? String(v) : v.trim() || null))
  .refine((v) => v === null || /^\d{1,10}(\.\d{1,4})?$/.test(v), "must be a price per unit with at most 4 decimal places, not negative")
  .openapi({ type: "string", example: "5.00" });

export const PurchaseLineInputSchema = z.object({
  productId: idSchema,
  quantity: quantityInput,
  unit: z.string({ error: "is required" }).trim().min(1, "is required").max(60),
  unitPrice: priceInput.openapi({ description: "Price per unit; give it or the line's amount" }),
  amount: centsInput.openapi({ description: "The line's extended amount; give it or the unit price" }),
});

/** A supplier's invoice as written; PUT sends it whole again (header and lines). */
export const PurchaseInputSchema = z
  .object({
    entityId: idSchema,
    vendorId: idSchema,
    invoiceNumber: z.string({ error: "is required" }).trim().min(1, "is required").max(100, "must be at most 100 characters"),
    date: daySchema,
    freight: centsInput,
    tax: centsInput,
    notes: optionalText(5000).transform((v) => v ?? ""),
    lines: z.array(PurchaseLineInputSchema, { error: "is required" }).min(1, "a purchase needs at least one line").max(500, "at most 500 lines"),
  })
  .openapi("PurchaseInput");
export type PurchaseInput = z.output<typeof PurchaseInputSchema>;

export const PurchaseLineSchema = z.object({
  line: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  quantity: decimalString,
  unit: z.string(),
  unitPrice: decimalString.nullable(),
  amount: decimalString,
  freight: decimalString,
  tax: decimalString,
  value: decimalString,
  stockQuantity: decimalString,
  stockUnit: z.string(),
});

export const PurchaseSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    vendorId: z.number().int(),
    vendorName: z.string(),
    invoiceNumber: z.string(),
    date: z.string(),
    freight: decimalString,
    tax: decimalString,
    subtotal: decimalString,
    total: decimalString,
    notes: z.string(),
    createdAt: dateTime,
    lines: z.array(PurchaseLineSchema),
    recosted: z.array(RecostedTaskSchema).optional(),
  })
  .openapi("Purchase");
export type PurchaseJson = z.output<typeof PurchaseSchema>;

export const PurchaseFilterSchema = z.strictObject({
  id: idFilter,
  entityId: idFilter,
  vendorId: idFilter,
  q: z.string().optional(),
});
export type PurchaseFilter = z.output<typeof PurchaseFilterSchema>;

/** A CSV of invoice lines, as JSON (`csv`) or a text/csv body (the options then in the query). */
export const PurchaseImportBodySchema = z
  .object({
    csv: z.string({ error: "is required: the file's text" }).max(20_000_000),
    entity: z.string().trim().max(255).optional().openapi({ description: "The entity (name or id) of rows without an Entity column" }),
    dryRun: z.boolean().optional(),
    replace: z.boolean().optional().openapi({ description: "Replace an invoice already recorded with different lines (otherwise a 409)" }),
  })
  .openapi("PurchaseImportBody");
export type PurchaseImportBody = z.output<typeof PurchaseImportBodySchema>;

export const PurchaseImportQuerySchema = z.object({
  entity: z.string().optional(),
  dryRun: z.enum(["true", "false"]).optional(),
  replace: z.enum(["true", "false"]).optional(),
});

export const IMPORT_STATUSES = ["created", "unchanged", "replaced"] as const;

export const PurchaseImportResultSchema = z
  .object({
    dryRun: z.boolean(),
    created: z.number().int(),
    unchanged: z.number().int(),
    replaced: z.number().int(),
    vendorsCreated: z.array(z.string()),
    invoices: z.array(
      z.object({
        entityId: z.number().int(),
        vendorName: z.string(),
        invoiceNumber: z.string(),
        date: z.string(),
        lines: z.number().int(),
        total: decimalString,
        status: z.enum(IMPORT_STATUSES),
        purchaseId: z.number().int().nullable(),
      }),
    ),
    recosted: z.array(RecostedTaskSchema),
  })
  .openapi("PurchaseImportResult");
export type PurchaseImportResult = z.output<typeof PurchaseImportResultSchema>;

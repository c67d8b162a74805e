import { z } from "@hono/zod-openapi";
import { decimalInput, idSchema } from "./common";

const price = decimalInput({ blank: null }).openapi({ type: ["string", "null"], example: "12.50", description: "Per acre; null = no price set (a crew entry is priced 0)" });

export const PriceListItemSchema = z
  .object({
    categoryId: z.number().int(),
    categoryName: z.string(),
    costPerAcre: z.string().nullable(),
    equipmentRentalPerAcre: z.string().nullable(),
  })
  .openapi("PriceListItem");

export const PriceListSchema = z.object({ entityId: z.number().int(), items: z.array(PriceListItemSchema) }).openapi("PriceList");

export const PriceListUpdateSchema = z
  .object({
    items: z.array(z.object({ categoryId: idSchema, costPerAcre: price, equipmentRentalPerAcre: price }), { error: "must be a list of prices" }).max(1000),
  })
  .openapi("PriceListUpdate");

export const PriceListParams = z.object({ entityId: idSchema.openapi({ param: { name: "entityId", in: "path" }, example: 1 }) });

export const CrewPriceGapsSchema = z
  .object({
    entityId: z.number().int(),
    unpricedEntries: z.number().int().openapi({ description: "The entity's crew entries recorded at $0.00 (no cost per acre, no equipment rental)" }),
    unpricedCategories: z.array(z.string()).openapi({ description: "The categories of those entries that still have no price, by name" }),
    categoriesWithoutPrice: z
      .array(z.object({ categoryId: z.number().int(), categoryName: z.string(), unpricedEntries: z.number().int() }))
      .openapi({ description: "Every category a crew records work in that has no price, with its entries at $0.00" }),
  })
  .openapi("CrewPriceGaps");

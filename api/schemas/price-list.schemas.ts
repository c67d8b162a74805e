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

import { z } from "@hono/zod-openapi";
import { GeometrySchema } from "./boundaries.schemas";
import { decimalString, idSchema, yearSchema } from "./common";

const figure = decimalString.nullable();

export const MapQuerySchema = z.object({
  entityId: idSchema.optional().openapi({ description: "One entity; without it, every entity the caller may see", example: 1 }),
  year: yearSchema.openapi({ description: "The crop year the figures are of", example: 2025 }),
});

export const MapFigureInfoSchema = z
  .object({
    id: z.enum(["costPerAcre", "netPerAcre", "yieldPerAcre", "inputCostPerAcre"]),
    labelKey: z.string().openapi({ description: "The admin UI's catalogue key for the figure's name" }),
    label: z.object({ en: z.string(), es: z.string() }),
    unit: z.enum(["usd/ac", "unit/ac"]).openapi({ description: "usd/ac, or unit/ac in the field's yieldUnit" }),
    source: z.enum(["cost-breakdown", "harvest-by-field", "input-cost"]).openapi({ description: "The report the figure is read from" }),
  })
  .openapi("MapFigureInfo");

export const MapFiguresSchema = z
  .object({ figures: z.array(MapFigureInfoSchema) })
  .openapi("MapFigures");

export const MapFeatureSchema = z
  .object({
    type: z.literal("Feature"),
    id: z.number().int(),
    geometry: GeometrySchema,
    properties: z.object({
      fieldId: z.number().int(),
      entityId: z.number().int(),
      entityName: z.string(),
      name: z.string(),
      acres: decimalString.openapi({ description: "The recorded acreage" }),
      boundaryAcres: decimalString,
      figures: z.object({ costPerAcre: figure, netPerAcre: figure, yieldPerAcre: figure, yieldUnit: z.string().nullable(), inputCostPerAcre: figure }),
    }),
  })
  .openapi("MapFeature");

export const MapSchema = z
  .object({
    type: z.literal("FeatureCollection"),
    year: z.number().int(),
    features: z.array(MapFeatureSchema),
    /** Active fields of the entities asked about that have no boundary yet (not drawn). */
    fieldsWithoutBoundary: z.number().int(),
    figures: z.array(MapFigureInfoSchema),
  })
  .openapi("FarmMap");

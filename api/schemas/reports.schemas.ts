import { z } from "@hono/zod-openapi";
import { decimalString as money, idSchema, yearSchema } from "./common";

/* ---------- Request pieces ---------- */

export const monthSchema = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole month")
  .min(1, "must be between 1 and 12")
  .max(12, "must be between 1 and 12")
  .openapi({ type: "integer", example: 3 });

/** Every report answers JSON, `?format=csv` (an attachment) or `?format=pdf` (inline). */
export const formatSchema = z
  .enum(["json", "csv", "pdf"], { error: "must be json, csv or pdf" })
  .default("json")
  .openapi({ example: "pdf", description: "json (default), csv or pdf" });
export type ReportFormat = z.output<typeof formatSchema>;

/** A YYYY-MM-DD day that exists. */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "is not a real date")
  .openapi({ example: "2025-01-01" });

const pathId = (name: string) => idSchema.openapi({ param: { name, in: "path" }, example: 1 });
export const IdPath = z.object({ id: pathId("id") });
export const EntityIdPath = z.object({ entityId: pathId("entityId") });
export const FieldIdPath = z.object({ fieldId: pathId("fieldId") });
export const EntityFieldPath = z.object({ entityId: pathId("entityId"), fieldId: pathId("fieldId") });
export const IdYearPath = z.object({ id: pathId("id"), year: yearSchema.openapi({ param: { name: "year", in: "path" }, example: 2025 }) });
export const YearPath = z.object({ year: yearSchema.openapi({ param: { name: "year", in: "path" }, example: 2025 }) });

/** `all`, `current` (with currentEntityId) or an entity id. */
export const entityFilterSchema = z
  .union([z.enum(["all", "current"]), idSchema], { error: "must be all, current or an entity id" })
  .openapi({ type: "string", example: "all", description: "all, current (needs currentEntityId) or an entity id" });
/** A crop, or blank / `all` / `All Crops` for every crop. */
export const cropFilterSchema = z
  .string()
  .trim()
  .max(100, "must be at most 100 characters")
  .transform((v) => (v === "" || /^all( crops)?$/i.test(v) ? null : v))
  .optional()
  .openapi({ type: "string", example: "Alfalfa" });

/* ---------- Responses ---------- */

const period = z.object({ from: z.string(), to: z.string() });

export const MonthlyInvoiceSchema = z
  .object({
    entityName: z.string(),
    invoiceDate: z.string(),
    servicesPeriod: period,
    cropYear: z.number().int(),
    month: z.number().int(),
    fieldReports: z.array(z.object({
      fieldName: z.string(), accountCode: z.number().int(), categoryName: z.string(), cropType: z.string(),
      taskName: z.string(), date: z.string(), totalAmount: money,
    })),
    subTotals: z.array(z.object({ fieldName: z.string(), subTotal: money })),
    totals: z.object({
      invoiceTotal: money, totalInsecticide: money, totalMachineHire: money, totalFertilizer: money, totalSeed: money,
      totalFungicide: money, totalSoilAmendment: money, totalHerbicides: money, totalWater: money, totalOther: money, totalIncome: money,
    }),
  })
  .openapi("MonthlyInvoice");

const moneyFigures = { income: money, incomePerAcre: money, cost: money, costPerAcre: money, net: money, netPerAcre: money, yieldEstimate: money };
export const CostSummarySchema = z
  .object({
    entityName: z.string(),
    cropYear: z.number().int(),
    from: z.string(),
    to: z.string(),
    rows: z.array(z.object({ fieldId: z.number().int(), fieldName: z.string(), cropType: z.string().nullable(), totalAcres: money, yieldPerAcre: money, ...moneyFigures })),
    totals: z.object({ totalAcres: money, ...moneyFigures }),
  })
  .openapi("CostSummary");

const perAcreAmount = z.object({ perAcre: money, total: money });
export const DetailedOperationsSchema = z
  .object({
    entityName: z.string(),
    title: z.string(),
    cropYear: z.number().int(),
    fieldId: z.number().int(),
    summary: z.object({ fieldName: z.string(), farm: z.string(), crop: z.string(), acres: money }).nullable(),
    results: z.object({ income: money, costsCultural: money, costsOther: money, costsEquip: money, totalCosts: money, net: money, netPerAcre: money }),
    lines: z.array(z.object({
      taskId: z.number().int(), date: z.string(), nbi: z.literal("B"), accountCode: z.number().int(), categoryName: z.string(), operation: z.string(),
      customFarm: perAcreAmount, costsOther: perAcreAmount, equipRent: perAcreAmount, income: perAcreAmount, cost: perAcreAmount,
    })),
    cards: z.object({ totalOperations: z.number().int(), totalCustomFarm: money, totalCostsOther: money, totalIncome: money, netProfit: money }),
  })
  .openapi("DetailedOperations");

const fieldFigures = { acres: money, income: money, costsCultural: money, costsOther: money, costsEquip: money, totalCosts: money, net: money, netPerAcre: money };
export const FieldSummarySchema = z
  .object({
    entityName: z.string(),
    heading: z.string(),
    cropYear: z.number().int(),
    rows: z.array(z.object({ fieldId: z.number().int(), fieldName: z.string(), cropType: z.string().nullable(), yieldPerAcre: money, yieldUnit: z.string().nullable(), ...fieldFigures })),
    totals: z.object(fieldFigures),
    cards: z.object({ totalFields: z.number().int(), totalAcres: money, totalIncome: money, averageNetPerAcre: money }),
  })
  .openapi("FieldSummary");

export const AcreageEntitySchema = z
  .object({
    entityId: z.number().int(),
    entityName: z.string(),
    totalAcres: money,
    cropBreakdown: z.array(z.object({ cropType: z.string(), totalAcres: money })),
    fields: z.array(z.object({ fieldId: z.number().int(), fieldName: z.string(), location: z.string(), cropType: z.string(), acreage: money })),
  })
  .openapi("AcreageEntity");
export const AcreageReportSchema = z
  .object({
    year: z.number().int(),
    title: z.string(),
    entities: z.array(AcreageEntitySchema),
    crops: z.array(z.object({ cropType: z.string(), acres: z.array(money), totalAcres: money, percentage: z.string() })),
    entityCropTotals: z.array(money),
    ranchTotal: money,
  })
  .openapi("AcreageReport");

/** Which entities a fertilizer or irrigation report covers. */
const scope = {
  entity: z.union([z.literal("all"), z.number().int()]),
  entityName: z.string(),
  cropType: z.string().nullable(),
  cropYear: z.number().int(),
  cropsFound: z.array(z.string()),
};
const npk = z.object({ n: money, p: money, k: money });
export const FertilizerReportSchema = z
  .object({
    ...scope,
    fields: z.array(z.object({
      fieldId: z.number().int(), fieldName: z.string(), cropType: z.string().nullable(), acres: money, totalPerAcre: npk,
      applications: z.array(z.object({
        taskId: z.number().int(), date: z.string(), taskName: z.string(), fertilizerName: z.string(), unitsPerAcre: money, perUnit: npk, perAcre: npk,
      })),
    })),
    entityAverage: npk,
  })
  .openapi("FertilizerReport");

const water = z.object({ hours: money, inches: money });
export const IrrigationReportSchema = z
  .object({
    ...scope,
    fields: z.array(z.object({
      fieldId: z.number().int(), fieldName: z.string(), cropType: z.string().nullable(), acres: money, total: water,
      applications: z.array(z.object({ taskId: z.number().int(), date: z.string(), taskName: z.string(), irrigationType: z.string(), hours: money, inches: money })),
    })),
    entityAverage: water,
  })
  .openapi("IrrigationReport");

export const EquipmentInvoiceSchema = z
  .object({
    invoiceDate: z.string(),
    billingPeriod: period,
    customerName: z.string(),
    cropYear: z.number().int(),
    month: z.number().int(),
    lines: z.array(z.object({
      taskId: z.number().int(), date: z.string(), fieldName: z.string(), taskName: z.string(), equipmentDescription: z.string(),
      acres: money, costPerAcre: money, totalCost: money,
    })),
    summary: z.object({ totalAcres: money, totalEquipmentCost: money }),
    counts: z.object({ cropYearTasks: z.number().int(), billableTasks: z.number().int() }),
  })
  .openapi("EquipmentInvoice");

export const EquipmentSummarySchema = z
  .object({
    month: z.number().int(),
    year: z.number().int(),
    totalRental: money,
    entities: z.array(z.object({
      entityId: z.number().int(), entityName: z.string(), month: z.number().int(), totalEquipmentRental: money,
      tasks: z.array(z.object({ id: z.number().int(), name: z.string(), fieldName: z.string(), date: z.string(), equipmentDescription: z.string(), equipmentTotal: money })),
    })),
  })
  .openapi("EquipmentSummary");

const fieldMoney = z.object({ revenue: money, costs: money, equipmentRental: money, netProfit: money });
export const FieldProfitabilitySchema = z
  .object({
    fieldId: z.number().int(),
    fieldName: z.string(),
    entityId: z.number().int(),
    entityName: z.string(),
    cropType: z.string().nullable(),
    cropYear: z.number().int().nullable(),
    month: z.number().int().nullable(),
    fieldSize: money,
    totals: fieldMoney,
    perAcre: fieldMoney,
    profitMargin: z.string(),
    returnOnInvestment: z.string(),
    breakEvenPrice: z.string(),
    yieldAnalysis: z.array(z.object({
      taskId: z.number().int(), taskName: z.string(), date: z.string(), yieldAmount: money, yieldUnit: z.string().nullable(), totalUnits: money, income: money,
    })),
    operatingCosts: z.array(z.object({
      taskId: z.number().int(), taskName: z.string(), categoryName: z.string(), date: z.string(), totalCost: money, equipmentTotal: money,
    })),
  })
  .openapi("FieldProfitability");

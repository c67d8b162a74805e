import { z } from "zod";
import { SETTLEMENT_STATUSES } from "../harvest/settlement";

/**
 * One shape per report (STYLE.md, "every figure has one home"): each report's output is the zod schema here, its
 * domain function returns `z.infer` of it, its route declares it (api/schemas/reports.schemas.ts names it for
 * OpenAPI) and the UI and farmctl read its type through the typed client. Renaming a key breaks the build.
 */

/** Cents as the API sends them: "1234.50", "-12.00". */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
/** A decimal of some other scale (water inches, percentages, acres). */
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const int = z.number().int();
const period = z.object({ from: z.string(), to: z.string() });

export const MonthlyInvoiceShape = z.object({
  entityName: z.string(),
  invoiceDate: z.string(),
  servicesPeriod: period,
  cropYear: int,
  month: int,
  /** Sorted by field name, then date; consecutive lines of one field form its group. */
  fieldReports: z.array(
    z.object({
      fieldName: z.string(),
      accountCode: int,
      categoryName: z.string(),
      cropType: z.string(),
      taskName: z.string(),
      date: z.string(),
      /** A charge bills a cost task; a credit is an income task, taken off the total. */
      kind: z.enum(["charge", "credit"]),
      /** Signed: a charge's totalCost, or minus a credit's totalCost; the lines add up to invoiceTotal. */
      totalAmount: money,
    }),
  ),
  /** One per field group, in the same order: the sum of its signed lines. */
  subTotals: z.array(z.object({ fieldName: z.string(), subTotal: money })),
  /** Signed like the lines (totalIncome is a credit, so negative); the category totals add up to invoiceTotal. */
  totals: z.object({
    invoiceTotal: money,
    totalInsecticide: money,
    totalMachineHire: money,
    totalFertilizer: money,
    totalSeed: money,
    totalFungicide: money,
    totalSoilAmendment: money,
    totalHerbicides: money,
    totalWater: money,
    totalOther: money,
    totalIncome: money,
  }),
});
export type MonthlyInvoice = z.infer<typeof MonthlyInvoiceShape>;
export type MonthlyInvoiceLine = MonthlyInvoice["fieldReports"][number];

const costSummaryMoney = {
  income: money,
  incomePerAcre: money,
  cost: money,
  costPerAcre: money,
  net: money,
  netPerAcre: money,
  /** The spec's "yield is income divided by 100" (docs/decisions/income-and-cost.md). */
  yieldEstimate: money,
};
/**
 * What a field's figures hold as estimates (api/domain/harvest/field-income.ts `fieldEstimates`): the typed yield
 * values its income counts (no harvest tickets that year), and apart, never in its income, its unsold crop at the
 * office's mark price. Only the fields with one are listed.
 */
export const FieldEstimateShape = z.object({ fieldId: int, yieldValue: money, unsold: money });
const estimates = z.array(FieldEstimateShape);

export const CostSummaryShape = z.object({
  entityName: z.string(),
  cropYear: int,
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      fieldId: int,
      fieldName: z.string(),
      cropType: z.string().nullable(),
      totalAcres: decimal,
      /** The largest yieldAmount among the field's tasks; "0.00" without yield data. */
      yieldPerAcre: decimal,
      ...costSummaryMoney,
    }),
  ),
  totals: z.object({ totalAcres: decimal, ...costSummaryMoney }),
  estimates,
});
export type CostSummary = z.infer<typeof CostSummaryShape>;
export type CostSummaryRow = CostSummary["rows"][number];

const perAcreAmount = z.object({ perAcre: money, total: money });
export const DetailedOperationsShape = z.object({
  entityName: z.string(),
  title: z.string(),
  cropYear: int,
  fieldId: int,
  /** The chosen field, or for All Fields "All fields" with the fields' crops and acres together; null when the entity has no fields. */
  summary: z.object({ fieldName: z.string(), farm: z.string(), crop: z.string(), acres: decimal }).nullable(),
  results: z.object({
    income: money,
    costsCultural: money,
    costsOther: money,
    costsEquip: money,
    totalCosts: money,
    net: money,
    /** Net over the chosen field's acreage, or over all the entity's fields for All Fields. */
    netPerAcre: money,
  }),
  lines: z.array(
    z.object({
      taskId: int,
      date: z.string(),
      /** N/B/I: always B (billable) in the earlier product. */
      nbi: z.literal("B"),
      accountCode: int,
      categoryName: z.string(),
      operation: z.string(),
      customFarm: perAcreAmount,
      costsOther: perAcreAmount,
      equipRent: perAcreAmount,
      income: perAcreAmount,
      cost: perAcreAmount,
    }),
  ),
  cards: z.object({ totalOperations: int, totalCustomFarm: money, totalCostsOther: money, totalIncome: money, netProfit: money }),
  estimates,
});
export type DetailedOperations = z.infer<typeof DetailedOperationsShape>;
export type OperationLine = DetailedOperations["lines"][number];
export type PerAcreAmount = z.infer<typeof perAcreAmount>;

const fieldFigures = {
  acres: decimal,
  income: money,
  costsCultural: money,
  costsOther: money,
  costsEquip: money,
  totalCosts: money,
  net: money,
  netPerAcre: money,
  /** What the field's leases owe their landlords for the year, and the net left to the operator (leases domain). */
  landlordsOwed: money.optional(),
  operatorNet: money.optional(),
};
export const FieldSummaryShape = z.object({
  entityName: z.string(),
  heading: z.string(),
  cropYear: int,
  rows: z.array(
    z.object({
      fieldId: int,
      fieldName: z.string(),
      cropType: z.string().nullable(),
      /** The largest yieldAmount among the field's tasks of the year, with that task's unit. */
      yieldPerAcre: decimal,
      yieldUnit: z.string().nullable(),
      ...fieldFigures,
    }),
  ),
  totals: z.object(fieldFigures),
  cards: z.object({ totalFields: int, totalAcres: decimal, totalIncome: money, averageNetPerAcre: money }),
  estimates,
});
export type FieldSummary = z.infer<typeof FieldSummaryShape>;
export type FieldSummaryRow = FieldSummary["rows"][number];

export const AcreageEntityShape = z.object({
  entityId: int,
  entityName: z.string(),
  totalAcres: decimal,
  cropBreakdown: z.array(z.object({ cropType: z.string(), totalAcres: decimal })),
  fields: z.array(z.object({ fieldId: int, fieldName: z.string(), location: z.string(), cropType: z.string(), acreage: decimal })),
});
export type AcreageEntity = z.infer<typeof AcreageEntityShape>;
export const AcreageReportShape = z.object({
  year: int,
  title: z.string(),
  entities: z.array(AcreageEntityShape),
  crops: z.array(z.object({ cropType: z.string(), acres: z.array(decimal), totalAcres: decimal, percentage: z.string() })),
  entityCropTotals: z.array(decimal),
  ranchTotal: decimal,
});
export type AcreageReport = z.infer<typeof AcreageReportShape>;
export type AcreageCropRow = AcreageReport["crops"][number];

const scopeHeader = {
  entity: z.union([z.literal("all"), int]),
  entityName: z.string(),
  cropType: z.string().nullable(),
};
const scope = {
  ...scopeHeader,
  cropYear: int,
  cropsFound: z.array(z.string()),
};
/**
 * The field a fertilizer or irrigation report row is about; in All Entities mode also its entity's name (two entities
 * may each have a "Hilltop"). One entity's report leaves it out.
 */
const agronomyField = { fieldId: int, fieldName: z.string(), entityName: z.string().optional(), cropType: z.string().nullable(), acres: decimal };
const npk = z.object({ n: decimal, p: decimal, k: decimal });
export type Npk = z.infer<typeof npk>;
export const FertilizerReportShape = z.object({
  ...scope,
  fields: z.array(
    z.object({
      ...agronomyField,
      totalPerAcre: npk,
      applications: z.array(
        z.object({
          taskId: int,
          date: z.string(),
          taskName: z.string(),
          fertilizerName: z.string(),
          unitsPerAcre: decimal,
          perUnit: npk,
          perAcre: npk,
        }),
      ),
    }),
  ),
  entityAverage: npk,
});
export type FertilizerReport = z.infer<typeof FertilizerReportShape>;
/** What the report maths computes; the service adds the scope it covers (entity, entityName, cropType). */
export type FertilizerFigures = Omit<FertilizerReport, keyof typeof scopeHeader>;
export type FertilizerField = FertilizerReport["fields"][number];
export type FertilizerApplication = FertilizerField["applications"][number];

const water = z.object({ hours: decimal, inches: decimal });
export type WaterTotals = z.infer<typeof water>;
export const IrrigationReportShape = z.object({
  ...scope,
  fields: z.array(
    z.object({
      ...agronomyField,
      total: water,
      applications: z.array(
        z.object({ taskId: int, date: z.string(), taskName: z.string(), irrigationType: z.string(), hours: decimal, inches: decimal }),
      ),
    }),
  ),
  entityAverage: water,
});
export type IrrigationReport = z.infer<typeof IrrigationReportShape>;
export type IrrigationFigures = Omit<IrrigationReport, keyof typeof scopeHeader>;
export type IrrigationField = IrrigationReport["fields"][number];
export type IrrigationApplication = IrrigationField["applications"][number];

export const EquipmentInvoiceShape = z.object({
  invoiceDate: z.string(),
  billingPeriod: period,
  customerName: z.string(),
  cropYear: int,
  month: int,
  lines: z.array(
    z.object({
      taskId: int,
      date: z.string(),
      fieldName: z.string(),
      taskName: z.string(),
      equipmentDescription: z.string(),
      acres: decimal,
      costPerAcre: money,
      totalCost: money,
    }),
  ),
  summary: z.object({ totalAcres: decimal, totalEquipmentCost: money }),
  counts: z.object({ cropYearTasks: int, billableTasks: int }),
});
export type EquipmentInvoice = z.infer<typeof EquipmentInvoiceShape>;
export type EquipmentInvoiceLine = EquipmentInvoice["lines"][number];

export const EquipmentSummaryShape = z.object({
  month: int,
  year: int,
  totalRental: money,
  entities: z.array(
    z.object({
      entityId: int,
      entityName: z.string(),
      month: int,
      totalEquipmentRental: money,
      tasks: z.array(
        z.object({ id: int, name: z.string(), fieldName: z.string(), date: z.string(), equipmentDescription: z.string(), equipmentTotal: money }),
      ),
    }),
  ),
});
export type EquipmentSummary = z.infer<typeof EquipmentSummaryShape>;
export type EquipmentSummaryEntity = EquipmentSummary["entities"][number];
export type EquipmentSummaryTask = EquipmentSummaryEntity["tasks"][number];

const fieldMoney = z.object({ revenue: money, costs: money, equipmentRental: money, netProfit: money });
export type FieldMoney = z.infer<typeof fieldMoney>;
export const FieldProfitabilityShape = z.object({
  fieldSize: decimal,
  totals: fieldMoney,
  perAcre: fieldMoney,
  /** Net profit / revenue, percent with one decimal; "0.0" when revenue or cost is zero. */
  profitMargin: z.string(),
  /** Net profit / (costs + equipment), percent with one decimal; "0.0" when revenue or cost is zero. */
  returnOnInvestment: z.string(),
  /** (Costs + equipment) / yield units harvested, in cents; "N/A" without yield data. */
  breakEvenPrice: z.string(),
  yieldAnalysis: z.array(
    z.object({
      taskId: int,
      taskName: z.string(),
      date: z.string(),
      yieldAmount: decimal,
      yieldUnit: z.string().nullable(),
      totalUnits: decimal,
      income: money,
    }),
  ),
  operatingCosts: z.array(
    z.object({ taskId: int, taskName: z.string(), categoryName: z.string(), date: z.string(), totalCost: money, equipmentTotal: money }),
  ),
  /** The field's estimates (its unsold crop at the mark for a whole crop year, not for a month). */
  estimates,
});
export type FieldProfitability = z.infer<typeof FieldProfitabilityShape>;

/** The field report: the profitability summary of one field, named. */
export const FieldReportShape = FieldProfitabilityShape.extend({
  fieldId: int,
  fieldName: z.string(),
  entityId: int,
  entityName: z.string(),
  cropType: z.string().nullable(),
  cropYear: int.nullable(),
  month: int.nullable(),
  /** For a whole crop year: what the field's leases owe their landlords, and the net left to the operator. */
  landlordsOwed: money.optional(),
  operatorNet: money.optional(),
});
export type FieldReport = z.infer<typeof FieldReportShape>;

/* ---------- Inputs (issue 36): inventory, usage, the invariant, input cost, the Pesticide Use Report ---------- */

/** A quantity in a product's stock unit, exact (never rounded: a fl oz is 0.0078125 gal). */
const quantity = z.string().regex(/^-?\d+(\.\d+)?$/);

export const InventoryReportShape = z.object({
  entity: z.union([z.literal("all"), int]),
  entityName: z.string(),
  asOf: z.string(),
  /** Per entity and product with stock on hand at the end of asOf, by entity name then product name. */
  rows: z.array(
    z.object({
      entityId: int,
      entityName: z.string(),
      productId: int,
      productName: z.string(),
      kind: z.string(),
      stockUnit: z.string(),
      onHandQuantity: quantity,
      onHandValue: money,
      /** Value / quantity per stock unit, half-up to 4 decimals (the ledger's); costs never use it. */
      averageCost: decimal.nullable(),
    }),
  ),
  totals: z.object({ onHandValue: money }),
});
export type InventoryReport = z.infer<typeof InventoryReportShape>;

export const ProductUsageShape = z.object({
  entityId: int,
  entityName: z.string(),
  cropYear: int,
  /** Per field and product applied by the crop year's tasks, by field name then product name. */
  rows: z.array(
    z.object({
      fieldId: int,
      fieldName: z.string(),
      cropType: z.string().nullable(),
      acres: decimal,
      productId: int,
      productName: z.string(),
      kind: z.string(),
      /** The sum of the applications' stock-unit quantities. */
      quantity,
      stockUnit: z.string(),
      /** The sum of the applications' inventory costs. */
      cost: money,
      /** cost / the field's acres, half-up once; 0.00 on a field without acres. */
      costPerAcre: money,
    }),
  ),
  totals: z.object({ cost: money }),
});
export type ProductUsage = z.infer<typeof ProductUsageShape>;

const invariantMoney = {
  /** The purchase lines' values (amount + freight + tax) dated on or before asOf. */
  purchases: money,
  /** Count adjustments, signed (+ found, - lost). */
  adjustments: money,
  /** Returns to vendors, the value they took out. */
  returns: money,
  /** The applications' stored costs (task products of tasks not deleted) dated on or before asOf. */
  applications: money,
  onHandValue: money,
  /** purchases + adjustments - returns - applications - onHandValue: 0.00 when the invariant holds. */
  difference: money,
};
export const PurchasesVsApplicationsShape = z.object({
  entityId: int,
  entityName: z.string(),
  asOf: z.string(),
  rows: z.array(
    z.object({
      productId: int,
      productName: z.string(),
      stockUnit: z.string(),
      onHandQuantity: quantity,
      ...invariantMoney,
      /** True when the difference is 0.00: purchases + adjustments = applications + value on hand (returns out). */
      balanced: z.boolean(),
    }),
  ),
  totals: z.object(invariantMoney),
  balanced: z.boolean(),
});
export type PurchasesVsApplications = z.infer<typeof PurchasesVsApplicationsShape>;

const inputCostFigures = { acres: decimal, materialCost: money, materialCostPerAcre: money };
export const InputCostShape = z.object({
  entityId: int,
  entityName: z.string(),
  cropYear: int,
  /** Every active field of the entity, by name: its crop that year and its tasks' material cost. */
  rows: z.array(z.object({ fieldId: int, fieldName: z.string(), cropType: z.string().nullable(), ...inputCostFigures })),
  /** The same by crop (fields without a crop under null), by crop name. */
  crops: z.array(z.object({ cropType: z.string().nullable(), fields: int, ...inputCostFigures })),
  totals: z.object(inputCostFigures),
});
export type InputCost = z.infer<typeof InputCostShape>;

export const PesticideUseShape = z.object({
  entityId: int,
  entityName: z.string(),
  /** YYYY-MM, the calendar month reported, and its first and last day. */
  month: z.string(),
  from: z.string(),
  to: z.string(),
  /** Only restricted materials (the restricted-materials report). */
  restrictedOnly: z.boolean(),
  /** One per product line of a crop-protection product on a task of the month, by date, time, field, task, line. */
  rows: z.array(
    z.object({
      taskId: int,
      line: int,
      date: z.string(),
      /** HH:MM, or null when the task does not say. */
      time: z.string().nullable(),
      fieldId: int,
      fieldName: z.string(),
      county: z.string().nullable(),
      operatorId: z.string().nullable(),
      permitNumber: z.string().nullable(),
      siteId: z.string().nullable(),
      baseMeridian: z.string().nullable(),
      township: z.string().nullable(),
      range: z.string().nullable(),
      section: int.nullable(),
      /** Meridian, township, range and section as one code ("M03N14W07"), "" when a part is missing. */
      mtrs: z.string(),
      /** The commodity treated: the task's crop, else the field's for the crop year. */
      commodity: z.string().nullable(),
      acresPlanted: decimal.nullable(),
      /** The task's acres covered. */
      acresTreated: decimal,
      productId: int,
      productName: z.string(),
      epaRegistrationNumber: z.string().nullable(),
      restrictedUse: z.boolean(),
      /** The line's rate per acre as entered (null for a total quantity). */
      ratePerAcre: quantity.nullable(),
      /** The amount used in the line's own unit: its total quantity, or its rate x the acres treated. */
      amountUsed: quantity,
      unit: z.string(),
      /** The same amount in the product's stock unit. */
      stockQuantity: quantity,
      stockUnit: z.string(),
      applicationMethod: z.string().nullable(),
      applicator: z.string().nullable(),
    }),
  ),
  /** Fields of the month's rows missing site data the county asks for, and which. */
  incomplete: z.array(z.object({ fieldId: int, fieldName: z.string(), missing: z.array(z.string()) })),
});
export type PesticideUse = z.infer<typeof PesticideUseShape>;
export type PesticideUseRow = PesticideUse["rows"][number];

/*
 * Harvest and sales reports (issue 37, docs/harvest.md). Quantities are exact decimals shown to at most two places in
 * a row's unit; money is cents.
 */
const entityScope = { entity: z.union([z.literal("all"), int]), entityName: z.string() };

export const HarvestByFieldShape = z.object({
  entityId: int,
  entityName: z.string(),
  cropYear: int,
  /** Per field and crop harvested (scale tickets of the crop year), by field name then crop. */
  rows: z.array(
    z.object({
      fieldId: int,
      fieldName: z.string(),
      crop: z.string(),
      acres: decimal,
      tickets: int,
      /** The tickets' net quantity in `unit`: the budget's yield unit where the crop converts to it, else the tickets' most used. */
      quantity,
      unit: z.string(),
      /** quantity / acres, half-up to 2 decimals; null on a field without acres. */
      yieldPerAcre: quantity.nullable(),
      /** The budget's expected yield per acre (the field's own budget, else its crop's), in its unit; null without a budget. */
      expectedYieldPerAcre: quantity.nullable(),
      expectedUnit: z.string().nullable(),
      /** Yield per acre over the expected, in percent to one decimal; null when the two units do not compare. */
      percentOfExpected: decimal.nullable(),
    }),
  ),
  totals: z.object({ tickets: int }),
});
export type HarvestByField = z.infer<typeof HarvestByFieldShape>;

export const CropPositionShape = z.object({
  ...entityScope,
  /** The crop year asked for; null for every crop year. */
  cropYear: int.nullable(),
  /** Per crop pool (entity, crop, crop year), by entity name, crop, then crop year. Quantities in `unit`, the tickets' most used. */
  rows: z.array(
    z.object({
      entityId: int,
      entityName: z.string(),
      crop: z.string(),
      cropYear: int,
      unit: z.string(),
      harvested: quantity,
      /** Shrink and count adjustments, signed. */
      adjusted: quantity,
      /** On hand in the farm's storage locations: tickets to storage + adjustments - deliveries out of storage. */
      inStorage: quantity,
      contracted: quantity,
      delivered: quantity,
      /** Paid by a settlement (its lines). */
      settled: quantity,
      /** harvested + adjusted - settled, never below zero (the income rule's `unsoldQuantity`). */
      unsold: quantity,
      /** The settlements' net: realised income. */
      settledValue: money,
      /** The mark price per `markUnit`; null without a mark. */
      markPrice: decimal.nullable(),
      markUnit: z.string().nullable(),
      /** Unsold at the mark price: estimated, never realised income; null without a mark. */
      estimatedValue: money.nullable(),
    }),
  ),
  totals: z.object({ settledValue: money, estimatedValue: money }),
});
export type CropPosition = z.infer<typeof CropPositionShape>;

const deductionAmounts = {
  hauling: money,
  drying: money,
  storage: money,
  checkoff: money,
  shrink: money,
  quality: money,
  other: money,
};
export const SettlementRegisterShape = z.object({
  ...entityScope,
  cropYear: int.nullable(),
  /** Per settlement, by date then number. */
  rows: z.array(
    z.object({
      settlementId: int,
      entityId: int,
      entityName: z.string(),
      buyerId: int,
      buyerName: z.string(),
      date: z.string(),
      number: z.string(),
      crop: z.string(),
      cropYear: int,
      /** The lines' quantity in `unit` (the first line's). */
      quantity,
      unit: z.string(),
      gross: money,
      /** Each kind's deductions added up. */
      ...deductionAmounts,
      deductions: money,
      net: money,
      received: money.nullable(),
      receivedDate: z.string().nullable(),
      /** net - received (all of net while nothing is received); 0.00 once paid in full. */
      unpaid: money,
      status: z.enum(SETTLEMENT_STATUSES),
    }),
  ),
  totals: z.object({ gross: money, ...deductionAmounts, deductions: money, net: money, received: money, unpaid: money }),
});
export type SettlementRegister = z.infer<typeof SettlementRegisterShape>;

export const UnsettledLoadsShape = z.object({
  ...entityScope,
  asOf: z.string(),
  /** Deliveries to buyers (tickets straight from a field among them) dated through asOf that no settlement dated through asOf pays, oldest first. */
  rows: z.array(
    z.object({
      deliveryId: int,
      entityId: int,
      entityName: z.string(),
      buyerId: int,
      buyerName: z.string(),
      date: z.string(),
      crop: z.string(),
      cropYear: int,
      /** The scale ticket's number for a load straight from a field, else "". */
      ticketNumber: z.string(),
      /** The buyer's reference (their load or scale ticket number), "" when none. */
      reference: z.string(),
      /** The field a ticket came from, or the storage location delivered out of. */
      source: z.string(),
      quantity,
      unit: z.string(),
      /** The contracts the load applies to (first in, first out unless chosen), "" when uncontracted. */
      contracts: z.string(),
      /** Days from the load to asOf. */
      daysWaiting: int,
    }),
  ),
  totals: z.object({ loads: int }),
});
export type UnsettledLoads = z.infer<typeof UnsettledLoadsShape>;

export const StorageReportShape = z.object({
  ...entityScope,
  asOf: z.string(),
  /** Per entity, crop, crop year and storage location with crop recorded through asOf (the storage ledger's totals). */
  rows: z.array(
    z.object({
      entityId: int,
      entityName: z.string(),
      locationId: int,
      locationName: z.string(),
      crop: z.string(),
      cropYear: int,
      /** The unit the crop's tickets are most often written in where the crop converts to it, else the base unit. */
      unit: z.string(),
      in: quantity,
      out: quantity,
      /** Shrink and count adjustments, signed. */
      adjusted: quantity,
      onHand: quantity,
    }),
  ),
});
export type StorageReport = z.infer<typeof StorageReportShape>;

/* Labor and machine hours (issue 38): payroll, labor by field, machine utilisation (api/domain/reports/labor.ts). */
const hoursText = z.string().regex(/^-?\d+(\.\d+)?$/);

export const PayrollShape = z.object({
  ...entityScope,
  from: z.string(),
  to: z.string(),
  /** One row per worker (per entity, the employer) of the period: approved time dated from..to, by entity, worker name. */
  rows: z.array(
    z.object({
      entityId: int,
      entityName: z.string(),
      workerId: int,
      worker: z.string(),
      crew: z.string(),
      periodStart: z.string(),
      periodEnd: z.string(),
      regularHours: hoursText,
      overtimeHours: hoursText,
      doubleHours: hoursText,
      /** gross - overtimePay (piece pay included). */
      regularPay: money,
      /** Overtime and double-time hours at rate x their multiplier, rounded once over the period. */
      overtimePay: money,
      /** The entries' gross added up (each rounded once at approval). */
      gross: money,
      burden: money,
      /** gross + burden = the entries' labor cost, what the tasks carry. */
      laborCost: money,
    }),
  ),
  totals: z.object({ regularHours: hoursText, overtimeHours: hoursText, doubleHours: hoursText, regularPay: money, overtimePay: money, gross: money, burden: money, laborCost: money }),
});
export type Payroll = z.infer<typeof PayrollShape>;

export const LaborByFieldShape = z.object({
  entityId: int,
  entityName: z.string(),
  cropYear: int,
  /** Per field with labor or machine time on a task of the crop year, by field name. */
  rows: z.array(
    z.object({
      fieldId: int,
      fieldName: z.string(),
      crop: z.string(),
      acres: decimal,
      laborHours: hoursText,
      /** The field's tasks' laborCost added up (approved time, burden included). */
      laborCost: money,
      laborPerAcre: money.nullable(),
      machineHours: hoursText,
      /** The field's tasks' machineCost added up. */
      machineCost: money,
      machinePerAcre: money.nullable(),
      total: money,
      totalPerAcre: money.nullable(),
    }),
  ),
  totals: z.object({ acres: decimal, laborHours: hoursText, laborCost: money, machineHours: hoursText, machineCost: money, total: money }),
});
export type LaborByField = z.infer<typeof LaborByFieldShape>;

export const MachineUtilisationShape = z.object({
  entityId: int,
  entityName: z.string(),
  from: z.string(),
  to: z.string(),
  /** Per machine of the entity, by name. */
  rows: z.array(
    z.object({
      machineId: int,
      machine: z.string(),
      kind: z.string(),
      /** Machine hours of approved entries dated from..to (an entry's machine hours, else its hours). */
      hours: hoursText,
      fuelGallons: hoursText,
      fuelCost: money,
      /** The cost per hour its time is charged at: entered, or worked out (ISU A3-29); null when neither. */
      plannedPerHour: money.nullable(),
      /** Depreciation + interest per hour (ISU A3-29) from its purchase figures; 0.00 without them. */
      ownershipPerHour: money,
      /** round(hours x ownershipPerHour). */
      ownershipShare: money,
      /** (fuelCost + ownershipShare) / hours, half-up to cents; null without hours. */
      actualPerHour: money.nullable(),
      /** The entries' machineCost: what the tasks carry. */
      charged: money,
      /** The acres of the tasks it worked (a task's acres covered, else its field's acres). */
      acres: decimal,
      /** charged / acres; null without acres. */
      costPerAcre: money.nullable(),
    }),
  ),
  totals: z.object({ hours: hoursText, fuelGallons: hoursText, fuelCost: money, ownershipShare: money, charged: money }),
});
export type MachineUtilisation = z.infer<typeof MachineUtilisationShape>;

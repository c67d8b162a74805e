import { z } from "@hono/zod-openapi";
import { dateTime, decimalString, idFilter, idSchema, nameSchema, optionalText } from "./common";
import { MONEY_RULE, decimalOf, optionalDecimalOf } from "./labor-inputs";
import { daySchema } from "./reports.schemas";

/** What a machine is. */
export const MACHINE_KINDS = ["tractor", "sprayer", "harvester", "truck", "pickup", "other"] as const;

/** Where a machine's cost per hour comes from: entered, worked out from its figures, or neither yet. */
export const COST_SOURCES = ["entered", "worked out"] as const;

/**
 * The parts of a worked-out cost per hour, in dollars per hour to four decimals, and their total rounded once to
 * cents (machineCostBreakdown, api/domain/labor/machine-cost.ts; ISU Ag Decision Maker A3-29).
 */
export const MachineCostBreakdownSchema = z
  .object({ depreciation: decimalString, interest: decimalString, repairs: decimalString, fuel: decimalString, lubrication: decimalString, total: decimalString })
  .openapi("MachineCostBreakdown", { description: "The worked-out parts per hour; null when the cost is entered or cannot be worked out" });

/** A tractor, sprayer, harvester... of an entity, with the cost per hour its time is charged at. */
export const MachineSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    name: z.string(),
    kind: z.enum(MACHINE_KINDS),
    costPerHour: decimalString.nullable().openapi({ description: "The cost per hour machine time is charged at: entered, or worked out from the figures; null when neither" }),
    source: z.enum(COST_SOURCES).nullable().openapi({ description: "entered, worked out, or null (neither: give a cost per hour or the figures)" }),
    breakdown: MachineCostBreakdownSchema.nullable(),
    purchasePrice: decimalString.nullable(),
    salvageValue: decimalString.nullable(),
    years: z.number().int().nullable(),
    annualHours: decimalString.nullable(),
    interestPercent: decimalString.nullable(),
    fuelGallonsPerHour: decimalString.nullable(),
    fuelPrice: decimalString.nullable(),
    repairsPercent: decimalString.nullable(),
    active: z.boolean(),
    notes: z.string(),
    createdAt: dateTime,
  })
  .openapi("Machine");
export type MachineJson = z.output<typeof MachineSchema>;

/** What a crew account reads of a machine: which one, never its cost. */
export const MachineCrewSchema = z
  .object({ id: z.number().int(), entityId: z.number().int(), name: z.string(), kind: z.string(), active: z.boolean() })
  .openapi("MachineForCrew");
export type MachineCrewJson = z.output<typeof MachineCrewSchema>;

const shape = {
  entityId: idSchema,
  name: nameSchema(),
  kind: z.enum(MACHINE_KINDS, { error: `must be one of ${MACHINE_KINDS.join(", ")}` }),
  costPerHour: optionalDecimalOf({ ...MONEY_RULE, what: "a cost per hour in dollars and cents" }).openapi({
    description: "Entered cost per hour; null = worked out from the figures. Sent back with source \"worked out\" and the worked-out figure (a read record), it is ignored",
  }),
  source: z.enum(COST_SOURCES).nullish().openapi({ description: "Read only; see costPerHour" }),
  purchasePrice: optionalDecimalOf({ ...MONEY_RULE, what: "a price in dollars and cents" }),
  salvageValue: optionalDecimalOf({ ...MONEY_RULE, what: "a value in dollars and cents" }),
  years: z.number({ error: "must be a whole number of years" }).int("must be a whole number of years").min(1, "must be at least 1").max(100, "must be at most 100").nullish()
    .transform((v) => v ?? null),
  annualHours: optionalDecimalOf({ int: 6, scale: 2, above: 0, max: 8784, what: "hours a year" }),
  interestPercent: optionalDecimalOf({ int: 3, scale: 2, min: 0, max: 100, what: "a percent from 0 to 100" }),
  fuelGallonsPerHour: optionalDecimalOf({ int: 5, scale: 3, what: "gallons an hour" }),
  fuelPrice: optionalDecimalOf({ int: 10, scale: 4, what: "a price per gallon" }),
  repairsPercent: optionalDecimalOf({ int: 4, scale: 2, what: "a percent of the purchase price" }),
  active: z.boolean({ error: "must be true or false" }),
  notes: optionalText(5000).transform((v) => v ?? ""),
};

export const MachineCreateSchema = z.object({ ...shape, kind: shape.kind.default("tractor"), active: shape.active.default(true) }).openapi("MachineCreate");
/** A partial: keys left out keep their stored value. */
export const MachineUpdateSchema = z.object(shape).partial().openapi("MachineUpdate");
export type MachineInput = z.output<typeof MachineCreateSchema>;
export type MachinePatch = z.output<typeof MachineUpdateSchema>;

export const MachineFilterSchema = z.strictObject({
  q: z.string().optional(),
  id: idFilter,
  entityId: idFilter,
  kind: z.string().optional(),
  active: z.boolean({ error: "must be true or false" }).optional(),
});
export type MachineFilter = z.output<typeof MachineFilterSchema>;

/* ---------- Fuel log ---------- */

export const MachineFuelSchema = z
  .object({
    id: z.number().int(),
    machineId: z.number().int(),
    date: z.string(),
    gallons: decimalString,
    cost: decimalString,
    meterHours: decimalString.nullable(),
    notes: z.string(),
    createdAt: dateTime,
  })
  .openapi("MachineFuel");
export type MachineFuelJson = z.output<typeof MachineFuelSchema>;

const fuelShape = {
  date: daySchema,
  gallons: decimalOf({ int: 7, scale: 3, above: 0, what: "gallons" }),
  cost: decimalOf({ ...MONEY_RULE, what: "what the fuel cost, in dollars and cents" }),
  meterHours: optionalDecimalOf({ int: 6, scale: 2, what: "the hour meter's reading" }),
  notes: optionalText(5000).transform((v) => v ?? ""),
};

export const MachineFuelCreateSchema = z.object(fuelShape).openapi("MachineFuelCreate");
/** A partial: keys left out keep their stored value. */
export const MachineFuelUpdateSchema = z.object(fuelShape).partial().openapi("MachineFuelUpdate");
export type MachineFuelInput = z.output<typeof MachineFuelCreateSchema>;
export type MachineFuelPatch = z.output<typeof MachineFuelUpdateSchema>;

const pathId = (name: string) => idSchema.openapi({ param: { name, in: "path" }, example: 1 });
export const MachineFuelParams = z.object({ id: pathId("id"), fuelId: pathId("fuelId") });

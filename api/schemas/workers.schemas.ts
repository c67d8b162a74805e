import { z } from "@hono/zod-openapi";
import { dateTime, decimalString, idFilter, idSchema, nameSchema, optionalText } from "./common";
import { decimalOf, optionalDecimalOf } from "./labor-inputs";
import { daySchema } from "./reports.schemas";

/** A person who works for the farm (docs/labor.md), linked to an account when they record their own hours. */
export const WorkerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    crew: z.string(),
    userId: z.number().int().nullable().openapi({ description: "The account that records this worker's hours (one worker per account)" }),
    username: z.string().nullable().openapi({ description: "That account's user name (read only)" }),
    active: z.boolean(),
    notes: z.string(),
    createdAt: dateTime,
  })
  .openapi("Worker");
export type WorkerJson = z.output<typeof WorkerSchema>;

/** What a crew account reads of a worker: who, never pay. */
export const WorkerCrewSchema = z.object({ id: z.number().int(), name: z.string(), crew: z.string(), active: z.boolean() }).openapi("WorkerForCrew");
export type WorkerCrewJson = z.output<typeof WorkerCrewSchema>;

const shape = {
  name: nameSchema(),
  crew: optionalText(100).transform((v) => v ?? ""),
  userId: idSchema.nullish().transform((v) => v ?? null).openapi({ type: "integer", description: "The linked account, or null" }),
  active: z.boolean({ error: "must be true or false" }),
  notes: optionalText(5000).transform((v) => v ?? ""),
};

export const WorkerCreateSchema = z.object({ ...shape, active: shape.active.default(true) }).openapi("WorkerCreate");
/** A partial: keys left out keep their stored value. */
export const WorkerUpdateSchema = z.object(shape).partial().openapi("WorkerUpdate");
export type WorkerInput = z.output<typeof WorkerCreateSchema>;
export type WorkerPatch = z.output<typeof WorkerUpdateSchema>;

export const WorkerFilterSchema = z.strictObject({
  q: z.string().optional(),
  id: idFilter,
  crew: z.string().optional(),
  active: z.boolean({ error: "must be true or false" }).optional(),
  userId: idFilter,
});
export type WorkerFilter = z.output<typeof WorkerFilterSchema>;

/* ---------- Rates ---------- */

/** An hourly or piece rate: numeric(14, 4). */
const RATE = { int: 10, scale: 4 } as const;

/** A worker's pay from a date on: a change never re-prices earlier time (docs/labor.md). */
export const WorkerRateSchema = z
  .object({
    id: z.number().int(),
    workerId: z.number().int(),
    effectiveFrom: z.string(),
    hourlyRate: decimalString,
    pieceRate: decimalString.nullable(),
    pieceUnit: z.string().nullable(),
    approvedEntries: z.number().int().openapi({ description: "Approved time entries priced at this rate: while any is, the rate cannot change (read only)" }),
    createdAt: dateTime,
  })
  .openapi("WorkerRate");
export type WorkerRateJson = z.output<typeof WorkerRateSchema>;

const rateShape = {
  effectiveFrom: daySchema,
  hourlyRate: decimalOf({ ...RATE, what: "an hourly rate" }),
  pieceRate: optionalDecimalOf({ ...RATE, what: "a piece rate per unit", above: 0 }),
  pieceUnit: optionalText(30).transform((v) => v || null).openapi({ type: "string", example: "bin" }),
};

export const WorkerRateCreateSchema = z.object(rateShape).openapi("WorkerRateCreate");
/** A partial: keys left out keep their stored value. */
export const WorkerRateUpdateSchema = z.object(rateShape).partial().openapi("WorkerRateUpdate");
export type WorkerRateInput = z.output<typeof WorkerRateCreateSchema>;
export type WorkerRatePatch = z.output<typeof WorkerRateUpdateSchema>;

const pathId = (name: string) => idSchema.openapi({ param: { name, in: "path" }, example: 1 });
export const WorkerRateParams = z.object({ id: pathId("id"), rateId: pathId("rateId") });

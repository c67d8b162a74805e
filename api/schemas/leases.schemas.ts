import { z } from "@hono/zod-openapi";
import { LEASE_TYPES, LeaseTermsShape, landlordSharesShape } from "../domain/leases/terms";
import { dateTime, decimalInput, decimalString, idFilter, idSchema, optionalText, yearSchema } from "./common";

/** A lease as the API answers it: its field and entity by name, its landlords with their shares. */
export const LeaseSchema = z
  .object({
    id: z.number().int(),
    fieldId: z.number().int(),
    fieldName: z.string(),
    entityId: z.number().int(),
    entityName: z.string(),
    apns: z.array(z.string()),
    leasedAcres: decimalString,
    startYear: z.number().int(),
    endYear: z.number().int().nullable(),
    type: z.enum(LEASE_TYPES),
    terms: LeaseTermsShape,
    notes: z.string().nullable(),
    landlords: z.array(z.object({ landlordId: z.number().int(), name: z.string(), sharePercent: decimalString })),
    /** "Ada Smith (60%), Bo Jones (40%)": what the field cards and lists show. */
    landlordNames: z.string(),
    createdAt: dateTime,
  })
  .openapi("Lease");
export type Lease = z.output<typeof LeaseSchema>;

const apns = z
  .array(z.string().trim().min(1, "must not be blank").max(50, "must be at most 50 characters"))
  .max(100, "has at most 100 parcels")
  .nullish()
  .transform((v) => v ?? [])
  .openapi({ description: "Parcel numbers of the field leased; none = the whole field" });

/** A lease as written; PUT sends the whole lease again (react-admin's edit form does). */
export const LeaseInputSchema = z
  .object({
    fieldId: idSchema,
    apns,
    leasedAcres: decimalInput({ blank: null }).refine((v) => v !== null, "is required"),
    startYear: yearSchema,
    endYear: yearSchema.nullish().transform((v) => v ?? null),
    terms: LeaseTermsShape.openapi({ type: "object", description: "cash | crop_share | flex terms (docs/leases.md)" }),
    landlords: landlordSharesShape,
    notes: optionalText(5000),
  })
  .refine((l) => l.endYear === null || l.endYear >= l.startYear, { message: "must not be before the start year", path: ["endYear"] })
  .openapi("LeaseInput");
export type LeaseInput = z.output<typeof LeaseInputSchema>;

export const LeaseFilterSchema = z.strictObject({
  q: z.string().optional(),
  id: idFilter,
  fieldId: idFilter,
  entityId: idFilter,
  landlordId: idFilter,
  type: z.enum(LEASE_TYPES).optional(),
  /** Leases in force in this crop year. */
  year: z.coerce.number().int().optional(),
});
export type LeaseFilter = z.output<typeof LeaseFilterSchema>;

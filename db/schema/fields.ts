import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, deletedAt, money } from "./columns";
import { entities } from "./entities";

export const fields = pgTable("fields", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  name: varchar({ length: 255 }).notNull(),
  acreage: money().notNull().default("0"),
  cropType: varchar({ length: 100 }),
  location: varchar({ length: 255 }),
  /** Comma-plus-space joined parcel numbers, or null. */
  apns: text(),
  /** Comma-plus-space joined acreages matching `apns`, or null. */
  apnAcreage: text(),
  leaseRatePerAcre: money(),
  // The site as the county's Pesticide Use Report names it (California DPR): the county, the grower's operator ID and
  // restricted-materials permit, the site ID on the permit, the section-township-range with its base and meridian
  // (H Humboldt, M Mount Diablo, S San Bernardino) and the acres planted.
  county: varchar({ length: 60 }),
  operatorId: varchar({ length: 30 }),
  permitNumber: varchar({ length: 30 }),
  siteId: varchar({ length: 30 }),
  baseMeridian: varchar({ length: 1 }),
  township: varchar({ length: 4 }),
  range: varchar({ length: 4 }),
  section: integer(),
  acresPlanted: money(),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
}, (t) => [
  index().on(t.entityId),
  // The deleted fields only (few): "the task's field is not deleted" reads them instead of every field of the farm
  // (api/services/task-field-active.ts, docs/decisions/scale-10x.md).
  index("fields_deleted_id_index").on(t.id).where(sql`${t.deletedAt} is not null`),
]);

export type FieldRow = typeof fields.$inferSelect;

import { integer, pgTable, serial, unique, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { fields } from "./fields";

export const fieldCropYears = pgTable("field_crop_years", {
  id: serial().primaryKey(),
  fieldId: integer().notNull().references(() => fields.id, { onDelete: "cascade" }),
  year: integer().notNull(),
  cropType: varchar({ length: 100 }).notNull(),
  createdAt: createdAt(),
}, (t) => [unique().on(t.fieldId, t.year)]);

export type FieldCropYearRow = typeof fieldCropYears.$inferSelect;

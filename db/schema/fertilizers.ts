import { pgTable, serial, varchar } from "drizzle-orm/pg-core";
import { createdAt, money } from "./columns";

/** Nutrient content in pounds per gallon (liquid) or per pound (dry). */
export const fertilizers = pgTable("fertilizers", {
  id: serial().primaryKey(),
  name: varchar({ length: 255 }).notNull().unique(),
  nPerGal: money().notNull().default("0"),
  pPerGal: money().notNull().default("0"),
  kPerGal: money().notNull().default("0"),
  type: varchar({ length: 20 }).notNull().default("liquid"),
  createdAt: createdAt(),
});

export type FertilizerRow = typeof fertilizers.$inferSelect;

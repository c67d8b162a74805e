import { bigint, pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAt, deletedAt } from "./columns";

export const ranchMaps = pgTable("ranch_maps", {
  id: varchar({ length: 36 }).primaryKey(),
  fileName: varchar({ length: 255 }).notNull(),
  filePath: varchar({ length: 255 }).notNull(),
  fileSize: bigint({ mode: "number" }).notNull(),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export type RanchMapRow = typeof ranchMaps.$inferSelect;

import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { money } from "./columns";
import { entities } from "./entities";
import { taskCategories } from "./task-categories";

/** What a crew entry costs, per entity and task category (null = no price set: the entry is priced 0). */
export const entityPriceList = pgTable("entity_price_list", {
  entityId: integer().notNull().references(() => entities.id, { onDelete: "cascade" }),
  categoryId: integer().notNull().references(() => taskCategories.id, { onDelete: "cascade" }),
  costPerAcre: money(),
  equipmentRentalPerAcre: money(),
}, (t) => [primaryKey({ columns: [t.entityId, t.categoryId] })]);

export type EntityPriceRow = typeof entityPriceList.$inferSelect;

DROP INDEX IF EXISTS "tasks_entity_id_crop_year_date_index";--> statement-breakpoint
CREATE INDEX "tasks_entity_id_crop_year_date_index" ON "tasks" USING btree ("entity_id","crop_year","date") INCLUDE ("id","field_id","category_id","deleted_at","total_cost","equipment_total","total_yield_value","yield_amount","yield_unit");

DROP INDEX IF EXISTS "tasks_field_id_index";--> statement-breakpoint
DROP INDEX IF EXISTS "tasks_field_id_date_id_index";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_field_id_crop_year_date_id_index" ON "tasks" USING btree ("field_id","crop_year","date","id");

DROP INDEX "tasks_field_id_index";--> statement-breakpoint
CREATE INDEX "tasks_field_id_crop_year_date_id_index" ON "tasks" USING btree ("field_id","crop_year","date","id");
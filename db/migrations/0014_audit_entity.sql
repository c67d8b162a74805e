ALTER TABLE "audit_log" ADD COLUMN "entity_id" integer;--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_at_index" ON "audit_log" USING btree ("entity_id","at");
CREATE TABLE "user_entity_grants" (
	"user_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	CONSTRAINT "user_entity_grants_user_id_entity_id_pk" PRIMARY KEY("user_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "entity_price_list" (
	"entity_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"cost_per_acre" numeric(10, 2),
	"equipment_rental_per_acre" numeric(10, 2),
	CONSTRAINT "entity_price_list_entity_id_category_id_pk" PRIMARY KEY("entity_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "all_entities" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "recorded_by_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "recorded_by_crew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "role" varchar(20);--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "entity_ids" integer[];--> statement-breakpoint
ALTER TABLE "user_entity_grants" ADD CONSTRAINT "user_entity_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_entity_grants" ADD CONSTRAINT "user_entity_grants_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_price_list" ADD CONSTRAINT "entity_price_list_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_price_list" ADD CONSTRAINT "entity_price_list_category_id_task_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."task_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_entity_grants_entity_id_index" ON "user_entity_grants" USING btree ("entity_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
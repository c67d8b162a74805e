CREATE TABLE "budget_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"amount_per_acre" numeric(10, 2) DEFAULT '0' NOT NULL,
	"planned_month" integer,
	CONSTRAINT "budget_lines_budgetId_categoryId_unique" UNIQUE("budget_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"crop_year" integer NOT NULL,
	"field_id" integer,
	"crop_type" varchar(100),
	"expected_yield_per_acre" numeric(10, 2) DEFAULT '0' NOT NULL,
	"yield_unit" varchar(20) DEFAULT 'bales' NOT NULL,
	"expected_price_per_unit" numeric(10, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_field_or_crop" CHECK (("budgets"."field_id" is null) <> ("budgets"."crop_type" is null))
);
--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_category_id_task_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."task_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_entity_id_crop_year_field_id_index" ON "budgets" USING btree ("entity_id","crop_year","field_id") WHERE "budgets"."field_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_entity_year_crop_idx" ON "budgets" USING btree ("entity_id","crop_year",lower("crop_type")) WHERE "budgets"."field_id" is null;--> statement-breakpoint
CREATE INDEX "budgets_entity_id_crop_year_index" ON "budgets" USING btree ("entity_id","crop_year");
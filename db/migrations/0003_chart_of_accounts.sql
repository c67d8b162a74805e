CREATE TABLE "account_settings" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"other_account" integer NOT NULL,
	"yield_income_account" integer NOT NULL,
	"offset_account" integer NOT NULL,
	"yield_schedule_f_line" varchar(8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(20) NOT NULL,
	CONSTRAINT "accounts_entity_number" UNIQUE("entity_id","number")
);
--> statement-breakpoint
CREATE TABLE "category_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"invoice_account" integer NOT NULL,
	"operations_account" integer NOT NULL,
	"schedule_f_line" varchar(8) NOT NULL,
	CONSTRAINT "category_accounts_entity_category" UNIQUE("entity_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "journal_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" varchar(255),
	"entity_id" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"format" varchar(10) NOT NULL,
	"debits" numeric(14, 2) NOT NULL,
	"credits" numeric(14, 2) NOT NULL,
	"lines" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"totals" jsonb
);
--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_other_fk" FOREIGN KEY ("entity_id","other_account") REFERENCES "public"."accounts"("entity_id","number") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_yield_fk" FOREIGN KEY ("entity_id","yield_income_account") REFERENCES "public"."accounts"("entity_id","number") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_offset_fk" FOREIGN KEY ("entity_id","offset_account") REFERENCES "public"."accounts"("entity_id","number") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_accounts" ADD CONSTRAINT "category_accounts_category_id_task_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."task_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_accounts" ADD CONSTRAINT "category_accounts_invoice_fk" FOREIGN KEY ("entity_id","invoice_account") REFERENCES "public"."accounts"("entity_id","number") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "category_accounts" ADD CONSTRAINT "category_accounts_operations_fk" FOREIGN KEY ("entity_id","operations_account") REFERENCES "public"."accounts"("entity_id","number") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "journal_exports_entity_id_from_date_to_date_index" ON "journal_exports" USING btree ("entity_id","from_date","to_date");
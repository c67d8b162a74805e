CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(255) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"display_name" varchar(255),
	"is_approved" boolean DEFAULT false NOT NULL,
	"role" varchar(20) DEFAULT 'readonly' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(255) NOT NULL,
	"address" varchar(64) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"location" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"acreage" numeric(10, 2) DEFAULT '0' NOT NULL,
	"crop_type" varchar(100),
	"location" varchar(255),
	"apns" text,
	"apn_acreage" text,
	"lease_rate_per_acre" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "field_crop_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_id" integer NOT NULL,
	"year" integer NOT NULL,
	"crop_type" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_crop_years_fieldId_year_unique" UNIQUE("field_id","year")
);
--> statement-breakpoint
CREATE TABLE "task_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"icon" varchar(50),
	"color" varchar(20),
	"is_income_category" boolean DEFAULT false NOT NULL,
	CONSTRAINT "task_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "fertilizers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"n_per_gal" numeric(10, 2) DEFAULT '0' NOT NULL,
	"p_per_gal" numeric(10, 2) DEFAULT '0' NOT NULL,
	"k_per_gal" numeric(10, 2) DEFAULT '0' NOT NULL,
	"type" varchar(20) DEFAULT 'liquid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fertilizers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"crop_type" varchar(100),
	"crop_year" integer NOT NULL,
	"date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"cost_per_acre" numeric(10, 2) DEFAULT '0' NOT NULL,
	"acres_covered" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total_cost" numeric(10, 2) DEFAULT '0' NOT NULL,
	"equipment_rental" numeric(10, 2) DEFAULT '0' NOT NULL,
	"equipment_description" varchar(255) DEFAULT '' NOT NULL,
	"equipment_total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"yield_amount" numeric(10, 2),
	"yield_unit" varchar(20) DEFAULT 'bales' NOT NULL,
	"yield_value_per_unit" numeric(10, 2),
	"total_yield_value" numeric(10, 2),
	"fertilizer_id" integer,
	"fertilizer_gallons_applied" numeric(10, 2),
	"irrigation_type" varchar(50),
	"irrigation_hours" numeric(10, 2),
	"water_inches_applied" numeric(10, 3),
	"water_assessment" numeric(10, 2) DEFAULT '0' NOT NULL,
	"rent" numeric(10, 2) DEFAULT '0' NOT NULL,
	"water_assessment_per_acre" numeric(10, 2) DEFAULT '0' NOT NULL,
	"rent_per_acre" numeric(10, 2) DEFAULT '0' NOT NULL,
	"water_assessment_total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"rent_total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ranch_maps" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_path" varchar(255) NOT NULL,
	"file_size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_crop_years" ADD CONSTRAINT "field_crop_years_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_category_id_task_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."task_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_fertilizer_id_fertilizers_id_fk" FOREIGN KEY ("fertilizer_id") REFERENCES "public"."fertilizers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_is_approved_index" ON "users" USING btree ("is_approved");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_failures_username_at_index" ON "login_failures" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "login_failures_address_at_index" ON "login_failures" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "fields_entity_id_index" ON "fields" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "tasks_entity_id_crop_year_date_index" ON "tasks" USING btree ("entity_id","crop_year","date");--> statement-breakpoint
CREATE INDEX "tasks_field_id_index" ON "tasks" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "tasks_category_id_index" ON "tasks" USING btree ("category_id");
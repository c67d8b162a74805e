CREATE SEQUENCE "public"."inventory_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "inventory_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"date" date NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" varchar(60) NOT NULL,
	"stock_quantity" numeric NOT NULL,
	"value" numeric(10, 2),
	"vendor_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"seq" bigint DEFAULT nextval('inventory_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"line" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" varchar(60) NOT NULL,
	"unit_price" numeric(14, 4),
	"amount" numeric(10, 2) NOT NULL,
	"freight" numeric(10, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(10, 2) DEFAULT '0' NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"stock_quantity" numeric NOT NULL,
	"seq" bigint DEFAULT nextval('inventory_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"invoice_number" varchar(100) NOT NULL,
	"date" date NOT NULL,
	"freight" numeric(10, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(10, 2) DEFAULT '0' NOT NULL,
	"subtotal" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"line" integer NOT NULL,
	"rate_per_acre" numeric,
	"total_quantity" numeric,
	"unit" varchar(60) NOT NULL,
	"stock_quantity" numeric NOT NULL,
	"cost" numeric(10, 2) DEFAULT '0' NOT NULL,
	"seq" bigint DEFAULT nextval('inventory_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "fertilizers" RENAME TO "products";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "fertilizers_name_unique";--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_fertilizer_id_fertilizers_id_fk";
--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "county" varchar(60);--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "operator_id" varchar(30);--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "permit_number" varchar(30);--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "site_id" varchar(30);--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "base_meridian" varchar(1);--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "township" varchar(4);--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "range" varchar(4);--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "section" integer;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "acres_planted" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kind" varchar(30) DEFAULT 'fertilizer' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_unit" varchar(20) DEFAULT 'gal' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "epa_registration_number" varchar(40);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active_ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "restricted_use" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "signal_word" varchar(20);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reentry_hours" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "preharvest_days" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "material_cost" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "application_time" varchar(5);--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "application_method" varchar(30);--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "applicator" varchar(255);--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_products" ADD CONSTRAINT "task_products_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_products" ADD CONSTRAINT "task_products_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_products" ADD CONSTRAINT "task_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_adjustments_entity_id_product_id_index" ON "inventory_adjustments" USING btree ("entity_id","product_id");--> statement-breakpoint
CREATE INDEX "purchase_lines_product_id_index" ON "purchase_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchase_lines_purchase_id_index" ON "purchase_lines" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_entity_id_vendor_id_invoice_number_index" ON "purchases" USING btree ("entity_id","vendor_id","invoice_number");--> statement-breakpoint
CREATE INDEX "purchases_entity_id_date_index" ON "purchases" USING btree ("entity_id","date");--> statement-breakpoint
CREATE INDEX "task_products_entity_id_product_id_index" ON "task_products" USING btree ("entity_id","product_id");--> statement-breakpoint
CREATE INDEX "task_products_task_id_index" ON "task_products" USING btree ("task_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_fertilizer_id_products_id_fk" FOREIGN KEY ("fertilizer_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "products" SET "stock_unit" = CASE WHEN "type" = 'dry' THEN 'lb' ELSE 'gal' END;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "type";--> statement-breakpoint
ALTER SEQUENCE "fertilizers_id_seq" RENAME TO "products_id_seq";--> statement-breakpoint
ALTER TABLE "products" RENAME CONSTRAINT "fertilizers_pkey" TO "products_pkey";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_name_unique" UNIQUE("name");
CREATE SEQUENCE "public"."harvest_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crop_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"number" varchar(50) NOT NULL,
	"crop" varchar(100) NOT NULL,
	"crop_year" integer NOT NULL,
	"date" date NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" varchar(10) NOT NULL,
	"price" numeric(14, 4),
	"basis" numeric(14, 4),
	"futures_month" varchar(20),
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crop_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"crop" varchar(100) NOT NULL,
	"crop_year" integer NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"unit" varchar(10) NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"crop" varchar(100) NOT NULL,
	"crop_year" integer NOT NULL,
	"date" date NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" varchar(10) NOT NULL,
	"location_id" integer,
	"ticket_id" integer,
	"contract_id" integer,
	"reference" varchar(50) DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"seq" bigint DEFAULT nextval('harvest_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "harvest_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"crop" varchar(100) NOT NULL,
	"crop_year" integer NOT NULL,
	"date" date NOT NULL,
	"ticket_number" varchar(50) NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" varchar(10) NOT NULL,
	"moisture" numeric(5, 2),
	"grade" varchar(30),
	"location_id" integer,
	"buyer_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"seq" bigint DEFAULT nextval('harvest_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_deductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"line" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"rate_per_unit" numeric(14, 4),
	"amount" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"line" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" varchar(10) NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"amount" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"number" varchar(50) NOT NULL,
	"date" date NOT NULL,
	"crop" varchar(100) NOT NULL,
	"crop_year" integer NOT NULL,
	"gross" numeric(10, 2) NOT NULL,
	"deductions" numeric(10, 2) NOT NULL,
	"net" numeric(10, 2) NOT NULL,
	"received" numeric(10, 2),
	"received_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"crop" varchar(100) NOT NULL,
	"crop_year" integer NOT NULL,
	"date" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" varchar(10) NOT NULL,
	"reason" text NOT NULL,
	"seq" bigint DEFAULT nextval('harvest_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"kind" varchar(20) DEFAULT 'bin' NOT NULL,
	"capacity" numeric,
	"capacity_unit" varchar(10),
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crop_contracts" ADD CONSTRAINT "crop_contracts_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_contracts" ADD CONSTRAINT "crop_contracts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_marks" ADD CONSTRAINT "crop_marks_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_ticket_id_harvest_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."harvest_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_contract_id_crop_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."crop_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_tickets" ADD CONSTRAINT "harvest_tickets_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_tickets" ADD CONSTRAINT "harvest_tickets_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_tickets" ADD CONSTRAINT "harvest_tickets_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_tickets" ADD CONSTRAINT "harvest_tickets_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_deductions" ADD CONSTRAINT "settlement_deductions_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_adjustments" ADD CONSTRAINT "storage_adjustments_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_adjustments" ADD CONSTRAINT "storage_adjustments_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_name_idx" ON "buyers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "crop_contracts_entity_id_buyer_id_number_index" ON "crop_contracts" USING btree ("entity_id","buyer_id","number");--> statement-breakpoint
CREATE INDEX "crop_contracts_entity_id_crop_year_index" ON "crop_contracts" USING btree ("entity_id","crop_year");--> statement-breakpoint
CREATE UNIQUE INDEX "crop_marks_pool_idx" ON "crop_marks" USING btree ("entity_id",lower("crop"),"crop_year");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_ticket_id_index" ON "deliveries" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "deliveries_entity_id_crop_year_index" ON "deliveries" USING btree ("entity_id","crop_year");--> statement-breakpoint
CREATE INDEX "deliveries_buyer_id_index" ON "deliveries" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "deliveries_location_id_index" ON "deliveries" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "deliveries_contract_id_index" ON "deliveries" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "harvest_tickets_entity_id_ticket_number_index" ON "harvest_tickets" USING btree ("entity_id","ticket_number");--> statement-breakpoint
CREATE INDEX "harvest_tickets_entity_id_crop_year_index" ON "harvest_tickets" USING btree ("entity_id","crop_year");--> statement-breakpoint
CREATE INDEX "harvest_tickets_field_id_crop_year_index" ON "harvest_tickets" USING btree ("field_id","crop_year");--> statement-breakpoint
CREATE INDEX "harvest_tickets_location_id_index" ON "harvest_tickets" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "settlement_deductions_settlement_id_index" ON "settlement_deductions" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_delivery_id_index" ON "settlement_lines" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "settlement_lines_settlement_id_index" ON "settlement_lines" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_entity_id_buyer_id_number_index" ON "settlements" USING btree ("entity_id","buyer_id","number");--> statement-breakpoint
CREATE INDEX "settlements_entity_id_crop_year_index" ON "settlements" USING btree ("entity_id","crop_year");--> statement-breakpoint
CREATE INDEX "storage_adjustments_entity_id_crop_year_index" ON "storage_adjustments" USING btree ("entity_id","crop_year");--> statement-breakpoint
CREATE INDEX "storage_adjustments_location_id_index" ON "storage_adjustments" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_locations_entity_name_idx" ON "storage_locations" USING btree ("entity_id",lower("name"));
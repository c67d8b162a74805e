CREATE TABLE "landlords" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"contact" varchar(255),
	"mailing_address" text,
	"notes" text,
	"tax_id" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lease_landlords" (
	"lease_id" integer NOT NULL,
	"landlord_id" integer NOT NULL,
	"share_percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "lease_landlords_lease_id_landlord_id_pk" PRIMARY KEY("lease_id","landlord_id")
);
--> statement-breakpoint
CREATE TABLE "lease_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lease_id" integer NOT NULL,
	"landlord_id" integer NOT NULL,
	"crop_year" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" varchar(30) NOT NULL,
	"memo" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_id" integer NOT NULL,
	"apns" jsonb NOT NULL,
	"leased_acres" numeric(10, 2) NOT NULL,
	"start_year" integer NOT NULL,
	"end_year" integer,
	"type" varchar(20) NOT NULL,
	"terms" jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lease_landlords" ADD CONSTRAINT "lease_landlords_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_landlords" ADD CONSTRAINT "lease_landlords_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_payments" ADD CONSTRAINT "lease_payments_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_payments" ADD CONSTRAINT "lease_payments_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_landlords_landlord_id_index" ON "lease_landlords" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "lease_payments_lease_id_index" ON "lease_payments" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "lease_payments_landlord_id_index" ON "lease_payments" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "leases_field_id_index" ON "leases" USING btree ("field_id");
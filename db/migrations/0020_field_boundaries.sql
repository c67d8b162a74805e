CREATE TABLE "field_boundaries" (
	"field_id" integer PRIMARY KEY NOT NULL,
	"geometry" jsonb NOT NULL,
	"area_acres" numeric(14, 4) NOT NULL,
	"source" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "field_boundaries" ADD CONSTRAINT "field_boundaries_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "labor_policies" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"burden_percent" numeric(6, 2) NOT NULL,
	"daily_overtime_after" numeric(8, 2),
	"daily_double_after" numeric(8, 2),
	"weekly_overtime_after" numeric(8, 2),
	"overtime_multiplier" numeric(4, 2) NOT NULL,
	"double_multiplier" numeric(4, 2) NOT NULL,
	"week_starts_on" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_fuel" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"date" date NOT NULL,
	"gallons" numeric(10, 3) NOT NULL,
	"cost" numeric(10, 2) NOT NULL,
	"meter_hours" numeric(8, 2),
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"kind" varchar(30) DEFAULT 'tractor' NOT NULL,
	"cost_per_hour" numeric(10, 2),
	"purchase_price" numeric(10, 2),
	"salvage_value" numeric(10, 2),
	"years" integer,
	"annual_hours" numeric(8, 2),
	"interest_percent" numeric(6, 2),
	"fuel_gallons_per_hour" numeric(8, 3),
	"fuel_price" numeric(14, 4),
	"repairs_percent" numeric(6, 2),
	"active" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" varchar(5),
	"end_time" varchar(5),
	"hours" numeric(8, 2) NOT NULL,
	"machine_id" integer,
	"machine_hours" numeric(8, 2),
	"piece_units" numeric(12, 3),
	"notes" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"approved_by_id" integer,
	"approved_at" timestamp with time zone,
	"recorded_by_id" integer,
	"regular_hours" numeric(8, 2) DEFAULT '0' NOT NULL,
	"overtime_hours" numeric(8, 2) DEFAULT '0' NOT NULL,
	"double_hours" numeric(8, 2) DEFAULT '0' NOT NULL,
	"gross" numeric(10, 2) DEFAULT '0' NOT NULL,
	"burden" numeric(10, 2) DEFAULT '0' NOT NULL,
	"labor_cost" numeric(10, 2) DEFAULT '0' NOT NULL,
	"machine_cost" numeric(10, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"hourly_rate" numeric(14, 4) NOT NULL,
	"piece_rate" numeric(14, 4),
	"piece_unit" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"crew" varchar(100) DEFAULT '' NOT NULL,
	"user_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "labor_cost" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "machine_cost" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "labor_policies" ADD CONSTRAINT "labor_policies_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_fuel" ADD CONSTRAINT "machine_fuel_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_rates" ADD CONSTRAINT "worker_rates_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_fuel_machine_id_date_index" ON "machine_fuel" USING btree ("machine_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_entity_name_idx" ON "machines" USING btree ("entity_id",lower("name"));--> statement-breakpoint
CREATE INDEX "time_entries_worker_id_date_index" ON "time_entries" USING btree ("worker_id","date");--> statement-breakpoint
CREATE INDEX "time_entries_task_id_index" ON "time_entries" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "time_entries_entity_id_date_index" ON "time_entries" USING btree ("entity_id","date");--> statement-breakpoint
CREATE INDEX "time_entries_machine_id_index" ON "time_entries" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_rates_worker_id_effective_from_index" ON "worker_rates" USING btree ("worker_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_name_idx" ON "workers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "workers_user_id_index" ON "workers" USING btree ("user_id");
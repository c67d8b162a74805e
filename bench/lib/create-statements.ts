/**
 * The statements of a task create as the app sends them (drizzle builds them in api/services/sessions.service.ts,
 * tasks-write.service.ts and audit.service.ts), run by both floors of bench/create-throughput.ts: the bare one
 * (create-floor.ts) and the one on the product's stack (create-stack-floor.ts). The same text, so the same plans and
 * the same rows and index entries written.
 */
export const SESSION = `select "sessions"."expires_at", "users"."id", "users"."username", "users"."display_name", "users"."role", "users"."is_approved", "users"."locale", "users"."all_entities", "users"."must_change_password", "users"."created_at", case when "users"."all_entities"
  then coalesce((select array_agg(e.id order by e.id) from "entities" e where e.deleted_at is null), '{}'::integer[])
  else coalesce((select array_agg(g.entity_id order by g.entity_id) from "user_entity_grants" g where g.user_id = "users"."id"), '{}'::integer[])
  end as "granted_entity_ids" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."id" = $1`;
export const CHECK = `select "entities"."id", "entities"."name", "task_categories"."id", "task_categories"."name", "task_categories"."is_income_category", "products"."id", "products"."name", "fields"."acreage", "fields"."name", "fields"."crop_type", "field_crop_years"."field_id", "field_crop_years"."crop_type", "users"."username" from (select 1) as one left join "entities" on ("entities"."id" = $1 and "entities"."deleted_at" is null) left join "task_categories" on "task_categories"."id" = $2 left join "products" on ("products"."id" = $3 and "products"."kind" = $4) left join "fields" on ("fields"."id" = $5 and "fields"."entity_id" = $6 and "fields"."deleted_at" is null) left join "field_crop_years" on ("field_crop_years"."field_id" = $7 and "field_crop_years"."year" = $8) left join "users" on "users"."id" = $9 limit $10`;
const TASK_COLUMNS = `"id", "entity_id", "field_id", "category_id", "name", "crop_type", "crop_year", "date", "notes", "cost_per_acre", "acres_covered", "total_cost", "material_cost", "labor_cost", "machine_cost", "equipment_rental", "equipment_description", "equipment_total", "yield_amount", "yield_unit", "yield_value_per_unit", "total_yield_value", "fertilizer_id", "fertilizer_gallons_applied", "irrigation_type", "irrigation_hours", "water_inches_applied", "application_time", "application_method", "applicator", "water_assessment", "rent", "water_assessment_per_acre", "rent_per_acre", "water_assessment_total", "rent_total"`;
export const INSERT = `insert into "tasks" (${TASK_COLUMNS}, "import_key", "recorded_by_id", "recorded_by_crew", "created_at", "deleted_at") values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, default, default, default, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, default, $33, $34, default, default) returning ${TASK_COLUMNS}, "recorded_by_id", "recorded_by_crew", "created_at"`;
export const AUDIT = `insert into "audit_log" ("id", "at", "user_id", "username", "action", "resource", "resource_id", "changes", "request_id", "entity_id") values (default, default, $1, $2, $3, $4, $5, $6, $7, $8)`;

/** The answer's keys for the returned columns, in their order. */
export const NAMES = [...TASK_COLUMNS.split(", "), "recorded_by_id", "recorded_by_crew", "created_at"].map((c) => c.replaceAll('"', "").replace(/_(\w)/g, (_, l: string) => l.toUpperCase()));


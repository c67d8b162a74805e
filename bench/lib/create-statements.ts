/**
 * The statements of a task create as the app sends them (drizzle builds them in api/services/sessions.service.ts,
 * tasks-write.service.ts and audit.service.ts), and the work both floors of bench/create-throughput.ts do with them:
 * the bare one (create-floor.ts) and the one on the product's stack (create-stack-floor.ts). The same text, so the
 * same plans and the same rows and index entries written; each floor only says how a statement is sent.
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


/** The signed-in account a session row names (SESSION's columns), or null when there is none, it expired or is unapproved. */
export function sessionUser(row: unknown[] | undefined): { id: number; username: string; role: string; granted: number[] } | null {
  if (!row || !row[5]) return null;
  // A timestamptz as the driver gives it: a Date, or PostgreSQL's text ("2026-12-20 07:50:00.1+00") through drizzle.
  const expires = row[0] instanceof Date ? row[0].getTime() : new Date(`${String(row[0]).replace(" ", "T")}:00`).getTime();
  if (expires <= Date.now()) return null;
  return { id: row[1] as number, username: row[2] as string, role: row[4] as string, granted: row[10] as number[] };
}

/** An admin reaches every entity; an editor its granted ones (api/domain/access.ts). */
export const reaches = (user: { role: string; granted: number[] }, entityId: number) =>
  user.role === "admin" || (user.role === "editor" && user.granted.includes(entityId));

type Run = (text: string, params: unknown[]) => Promise<unknown[][]>;
const cents = (text: unknown) => Math.round(Number(text) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/**
 * A create's transaction: the reference check, the insert of every column and the audit row holding the whole task,
 * sent by `run` (the audit row by `last`, which a floor may send COMMIT behind). The task as answered, or null when a
 * reference is missing (nothing written). The totals are worked out with plain numbers.
 */
export async function createTaskRows(t: Record<string, unknown>, user: { id: number; username: string }, run: Run, last: (text: string, params: unknown[]) => Promise<unknown>) {
  const [ref] = await run(CHECK, [t.entityId, t.categoryId, null, "fertilizer", t.fieldId, t.entityId, t.fieldId, t.cropYear, user.id, 1]);
  if (ref?.[0] == null || ref[2] == null || ref[8] == null) return null;
  const costPerAcre = cents(t.costPerAcre);
  const acres = cents(t.acresCovered);
  const cropType = (ref[11] ?? ref[9]) as string | null;
  const [task] = await run(INSERT, [
    t.entityId, t.fieldId, t.categoryId, t.name, cropType, t.cropYear, t.date, "", money(costPerAcre), money(acres),
    money(Math.round((costPerAcre * acres) / 100)), "0.00", "", "0.00", null, "bales", null, null, null, null, null, null, null,
    null, null, null, "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", user.id, false,
  ]);
  const created: Record<string, unknown> = Object.fromEntries(NAMES.map((name, i) => [name, task![i]]));
  Object.assign(created, { entityName: ref[1], fieldName: ref[8], categoryName: ref[3], isIncomeCategory: ref[4], recordedBy: { id: user.id, username: user.username } });
  await last(AUDIT, [user.id, user.username, "create", "tasks", String(task![0]), JSON.stringify({ after: created }), null, t.entityId]);
  return created;
}

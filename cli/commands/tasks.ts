import type { Command } from "commander";
import type { ApiClient } from "../../api/client";
import { type GlobalOptions, connect } from "../context";
import { CliError, usageError } from "../errors";
import { positiveInt, year } from "../options";
import { unwrap } from "../output/api-errors";
import { printRows } from "../output/print";
import { resolveEntity } from "../resolve";

interface TaskListOptions extends GlobalOptions {
  entity?: string;
  year?: number;
  category?: string;
  field?: string;
  search?: string;
  limit?: number;
  json?: boolean;
}

/** A category by name (any case) or id, as the import matches it. */
async function resolveCategory(api: ApiClient, nameOrId: string) {
  const categories = await unwrap(api.api["task-categories"].$get({ query: {} }));
  const text = nameOrId.trim().toLowerCase();
  const found = categories.find((c) => String(c.id) === text || c.name.toLowerCase() === text);
  if (!found) throw new CliError(`No task category "${nameOrId}"`, `Use one of: ${categories.map((c) => c.name).join(", ")}`);
  return found;
}

/** A field of the entity by name (any case) or id. */
export async function resolveField(api: ApiClient, entityId: number, nameOrId: string) {
  const fields = await unwrap(api.api.entities[":entityId"].fields.$get({ param: { entityId: String(entityId) }, query: {} }));
  const text = nameOrId.trim().toLowerCase();
  const found = fields.find((f) => String(f.id) === text || f.name.toLowerCase() === text);
  if (!found) throw new CliError(`No field "${nameOrId}" in this entity`, `Use one of: ${fields.map((f) => f.name).join(", ") || "(none yet)"}`);
  return found;
}

export async function listTasks(options: TaskListOptions) {
  if (!options.entity) {
    throw usageError("--entity is required", 'Name the farm entity: farmctl tasks list --entity "North Ranch" (see farmctl entities list)');
  }
  const { api } = connect(options);
  const entity = await resolveEntity(api, options.entity);
  const category = options.category ? await resolveCategory(api, options.category) : undefined;
  const field = options.field ? await resolveField(api, entity.id, options.field) : undefined;
  const filter = {
    entityId: entity.id,
    ...(options.year ? { cropYear: options.year } : {}),
    ...(category ? { categoryId: category.id } : {}),
    ...(field ? { fieldId: field.id } : {}),
    ...(options.search ? { q: options.search } : {}),
  };
  const range = `[0,${(options.limit ?? 10000) - 1}]`;
  const rows = await unwrap(api.api.tasks.$get({ query: { filter: JSON.stringify(filter), sort: '["date","DESC"]', range } }));
  printRows(rows, [
    { header: "ID", value: (r) => r.id, align: "right" },
    { header: "Date", value: (r) => r.date },
    { header: "Task", value: (r) => r.name },
    { header: "Field", value: (r) => r.fieldName },
    { header: "Category", value: (r) => r.categoryName },
    { header: "Year", value: (r) => r.cropYear, align: "right" },
    { header: "Acres", value: (r) => r.acresCovered, align: "right" },
    { header: "Cost/acre", value: (r) => r.costPerAcre, align: "right" },
    { header: "Total", value: (r) => r.totalCost, align: "right" },
  ], { json: options.json, empty: `No tasks in ${entity.name} match.` });
}

export function register(program: Command) {
  program
    .command("tasks")
    .description("Tasks and their costs")
    .addHelpText("after", '\nExample:\n  farmctl tasks list --entity "North Ranch" --year 2025')
    .command("list")
    .description("List an entity's tasks, newest first, with the server's totals")
    .option("--entity <name|id>", "farm entity, by name (any case) or id (required)")
    .option("--year <year>", "crop year, 2000-2100", year)
    .option("--category <name|id>", "task category, e.g. water or \"machine hire\"")
    .option("--field <name|id>", "only this field's tasks")
    .option("--search <text>", "only tasks whose name contains this")
    .option("--limit <n>", "at most this many (newest first)", positiveInt)
    .option("--json", "print as JSON")
    .addHelpText("after", `
Examples:
  farmctl tasks list --entity "North Ranch" --year 2025 --category water
  farmctl tasks list --entity 3 --limit 20 --json | jq 'map(.totalCost)'`)
    .action((_o, cmd: Command) => listTasks(cmd.optsWithGlobals()));
}

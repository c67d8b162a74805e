import type { Command } from "commander";
import { type GlobalOptions, connect } from "../context";
import { usageError } from "../errors";
import { year } from "../options";
import { unwrap } from "../output/api-errors";
import { printRows } from "../output/print";
import { resolveEntity } from "../resolve";

interface FieldListOptions extends GlobalOptions {
  entity?: string;
  year?: number;
  json?: boolean;
}

export async function listFields(options: FieldListOptions) {
  if (options.year && !options.entity) {
    throw usageError("--year needs --entity", 'Name the farm entity: farmctl fields list --entity "North Ranch" --year 2025');
  }
  const { api } = connect(options);
  if (!options.entity) {
    const rows = await unwrap(api.api.fields.$get({ query: { sort: '["name","ASC"]' } }));
    printRows(rows, [
      { header: "ID", value: (r) => r.id, align: "right" },
      { header: "Entity", value: (r) => r.entityName },
      { header: "Name", value: (r) => r.name },
      { header: "Acres", value: (r) => r.acreage, align: "right" },
      { header: "Crop", value: (r) => r.cropType },
      { header: "Location", value: (r) => r.location },
    ], { json: options.json, empty: "No fields yet." });
    return;
  }
  const entity = await resolveEntity(api, options.entity);
  const query = options.year ? { year: String(options.year), withTasks: "true" as const } : {};
  const fields = await unwrap(api.api.entities[":entityId"].fields.$get({ param: { entityId: String(entity.id) }, query }));
  // The task arrays are for the web app's cards; a listing shows their totals only.
  const rows = fields.map(({ tasks: _tasks, ...field }) => field);
  printRows(rows, [
    { header: "ID", value: (r) => r.id, align: "right" },
    { header: "Name", value: (r) => r.name },
    { header: "Acres", value: (r) => r.acreage, align: "right" },
    { header: options.year ? `Crop ${options.year}` : "Crop", value: (r) => r.cropTypeForYear ?? r.cropType },
    { header: "Location", value: (r) => r.location },
    ...(options.year
      ? [
          { header: "Season cost", value: (r: (typeof rows)[number]) => r.seasonalCost, align: "right" as const },
          { header: "Cost/acre", value: (r: (typeof rows)[number]) => r.costPerAcre, align: "right" as const },
        ]
      : []),
  ], { json: options.json, empty: `No fields in ${entity.name}.` });
}

export function register(program: Command) {
  program
    .command("fields")
    .description("Fields of the farm entities")
    .addHelpText("after", '\nExamples:\n  farmctl fields list --entity "North Ranch" --year 2025')
    .command("list")
    .description("List fields: of one entity (with --year, that crop year's crop and costs) or of all")
    .option("--entity <name|id>", "farm entity, by name (any case) or id")
    .option("--year <year>", "crop year, 2000-2100 (needs --entity)", year)
    .option("--json", "print as JSON")
    .addHelpText("after", `
Examples:
  farmctl fields list
  farmctl fields list --entity "North Ranch" --year 2025
  farmctl fields list --entity 3 --json`)
    .action((_o, cmd: Command) => listFields(cmd.optsWithGlobals()));
}

import { renameSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Command } from "commander";
import { type GlobalOptions, connect } from "../context";
import { CliError, usageError } from "../errors";
import { year } from "../options";
import { unwrap } from "../output/api-errors";
import { printJson, printRows } from "../output/print";
import { isQuiet, note } from "../output/terminal";
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

interface ExportGeojsonOptions extends GlobalOptions {
  entity?: string;
  year?: number;
  out?: string;
  json?: boolean;
}

/**
 * The farm map of a crop year as GeoJSON (GET /api/map/geojson): every field with a boundary and its figures, of one
 * entity or of all the account may see. To stdout, or written whole to --out (through a temporary file).
 */
export async function exportGeojson(options: ExportGeojsonOptions) {
  if (!options.entity) throw usageError("--entity is required", 'Name the farm entity, or --entity all: farmctl fields export-geojson --entity "North Ranch" --year 2025');
  if (!options.year) throw usageError("--year is required", "The crop year the figures are of: --year 2025");
  if (options.json && !options.out) throw usageError("--json describes the written file: give --out", "Without --out the GeoJSON itself goes to stdout");
  const { api } = connect(options);
  const all = options.entity.trim().toLowerCase() === "all";
  const entity = all ? undefined : await resolveEntity(api, options.entity);
  const res = await api.api.map.geojson.$get({ query: { year: String(options.year), ...(entity ? { entityId: String(entity.id) } : {}) } as never });
  if (!res.ok) await unwrap(res);
  const text = await res.text();
  const map = JSON.parse(text) as { features: unknown[]; fieldsWithoutBoundary: number };
  const summary = `${map.features.length} field${map.features.length === 1 ? "" : "s"} with a boundary, ${map.fieldsWithoutBoundary} without`;
  if (!options.out) {
    process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
    note(summary);
    return;
  }
  const target = resolve(options.out);
  const temp = `${target}.part-${process.pid}`;
  try {
    writeFileSync(temp, text);
    renameSync(temp, target);
  } catch (err) {
    rmSync(temp, { force: true });
    throw new CliError(`Could not write ${target} (${err instanceof Error ? err.message : String(err)})`, "Check that its folder exists and is writable");
  }
  if (options.json) {
    printJson({ path: target, bytes: Buffer.byteLength(text), fields: map.features.length, fieldsWithoutBoundary: map.fieldsWithoutBoundary });
    return;
  }
  if (!isQuiet()) process.stdout.write(`${target}\n`);
  note(`Wrote ${target}: ${summary}.`);
}

export function register(program: Command) {
  const group = program
    .command("fields")
    .description("Fields of the farm entities")
    .addHelpText("after", '\nExamples:\n  farmctl fields list --entity "North Ranch" --year 2025\n  farmctl fields export-geojson --entity "North Ranch" --year 2025 --out north.geojson');
  group
    .command("export-geojson")
    .description("Export the fields' boundaries with their figures of a crop year (cost, net, yield and input cost per acre) as GeoJSON")
    .option("--entity <name|id|all>", "farm entity by name (any case) or id, or all (required)")
    .option("--year <year>", "crop year of the figures, 2000-2100 (required)", year)
    .option("--out <file>", "write the GeoJSON to this file; without it, to stdout")
    .option("--json", "with --out: print what was written (path, bytes, fields) as JSON")
    .addHelpText("after", `
Examples:
  farmctl fields export-geojson --entity "North Ranch" --year 2025 > north.geojson
  farmctl fields export-geojson --entity all --year 2025 --out farm-2025.geojson --json`)
    .action((_o, cmd: Command) => exportGeojson(cmd.optsWithGlobals()));
  group
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

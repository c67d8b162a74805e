import type { Command } from "commander";
import Papa from "papaparse";
import { type ApiClient, IMPORT_COLUMNS } from "../../api/client";
import { type GlobalOptions, connect } from "../context";
import { CliError, usageError } from "../errors";
import { readSheetFile } from "../import/csv-sheet";
import { type ImportBatch, chunk, sendFile } from "../import/send";
import { type CsvTaskRow, type RowProblem, SEPARATORS, assignImportKeys, parseTaskCsv } from "../import/task-csv";
import { positiveInt } from "../options";
import { printJson } from "../output/print";
import { waiting } from "../output/progress";
import { note, paint, report } from "../output/terminal";
import { resolveEntity } from "../resolve";

interface ImportOptions extends GlobalOptions {
  entity?: string;
  dryRun?: boolean;
  json?: boolean;
  batchSize?: number;
}

export function printTemplate(options: { json?: boolean }) {
  if (options.json) {
    printJson(IMPORT_COLUMNS.map((c) => ({ column: c.csv, required: c.required, example: c.example, description: c.doc })));
    return;
  }
  const csv = Papa.unparse({ fields: IMPORT_COLUMNS.map((c) => c.csv), data: [IMPORT_COLUMNS.map((c) => c.example)] }, { newline: "\n" });
  process.stdout.write(`${csv}\n`);
}

/** Every bad row on stderr, in file order, then what to do; nothing was written. */
function reportProblems(problems: RowProblem[], total: number, json?: boolean): never {
  const order = new Map<string, number>(IMPORT_COLUMNS.map((c, i) => [c.csv, i]));
  const column = (p: RowProblem) => order.get(p.column) ?? -1;
  const sorted = [...problems].sort((a, b) => a.line - b.line || column(a) - column(b));
  for (const p of sorted) report(`${paint("red", `line ${p.line}`, process.stderr)}${p.column ? `, column ${p.column}` : ""}: ${p.message}`);
  const lines = new Set(sorted.map((p) => p.line)).size;
  const counted = total ? `${lines} of ${total} rows have problems` : `The file has ${sorted.length} problem(s)`;
  if (json) printJson({ ok: false, errors: sorted });
  throw new CliError(`${counted}. Nothing was written.`, "Fix the lines above and run the same command again (add --dry-run to check without writing)");
}

type Entity = { id: number; name: string };

/**
 * The rows of each entity: a row's `entity` cell, else --entity. Names are resolved once each; a name that matches
 * no entity, or a blank cell without --entity, is a problem of that row.
 */
async function groupByEntity(api: ApiClient, rows: CsvTaskRow[], fallback: string | undefined) {
  const resolved = new Map<string, Entity | CliError>();
  const groups = new Map<number, { entity: Entity; rows: CsvTaskRow[] }>();
  const problems: RowProblem[] = [];
  for (const row of rows) {
    const named = row.row.entity === undefined || row.row.entity === null ? "" : String(row.row.entity).trim();
    const wanted = named || fallback?.trim() || "";
    if (!wanted) {
      problems.push({ line: row.line, column: "entity", message: "is blank and no --entity names the entity for such rows" });
      continue;
    }
    const key = wanted.toLowerCase();
    if (!resolved.has(key)) resolved.set(key, await resolveEntity(api, wanted).catch((err) => (err instanceof CliError ? err : Promise.reject(err))));
    const entity = resolved.get(key)!;
    if (entity instanceof CliError) {
      problems.push({ line: row.line, column: named ? "entity" : "", message: entity.message });
      continue;
    }
    const group = groups.get(entity.id) ?? { entity, rows: [] };
    group.rows.push(row);
    groups.set(entity.id, group);
  }
  return { groups: [...groups.values()], problems };
}

const count = (n: number) => `${n} row${n === 1 ? "" : "s"}`;

export async function importTasks(file: string, options: ImportOptions) {
  const { text, encoding } = readSheetFile(file, "`farmctl import template > tasks.csv` makes a starting file");
  const { rows, problems, separator } = parseTaskCsv(text);
  const hasEntityColumn = rows.some((r) => r.row.entity !== undefined && r.row.entity !== null && String(r.row.entity).trim() !== "");
  if (!options.entity && !hasEntityColumn && !problems.length) {
    throw usageError("--entity is required", `Name the farm entity: farmctl import tasks ${file} --entity "North Ranch" (or add an entity column)`);
  }
  problems.push(...assignImportKeys(rows));
  if (problems.length) reportProblems(problems, rows.length, options.json);
  if (!rows.length) throw new CliError(`${file} has a header but no rows`, "Add one row per task under the header");
  const { api } = connect(options);
  const { groups, problems: unresolved } = await groupByEntity(api, rows, options.entity);
  if (unresolved.length) reportProblems(unresolved, rows.length, options.json);
  const batches: ImportBatch[] = groups.flatMap((g) => chunk(g.rows, options.batchSize).map((rows) => ({ entity: g.entity, rows })));

  // The whole file in one request: the server checks every row once and writes them all in one transaction, or
  // answers every bad row and writes nothing (no check pass first, which would do the same work twice).
  const names = groups.map((g) => g.entity.name).join(", ");
  const wait = waiting(`${options.dryRun ? "Checking" : "Importing"} ${count(rows.length)} into ${names} ...`);
  const { result, problems: bad } = await sendFile(api, batches, !!options.dryRun).finally(() => wait.stop());
  if (!result) return reportProblems(bad, rows.length, options.json);
  const byId = new Map(result.entities.map((e) => [e.entityId, e]));
  const entities = groups.map((g) => {
    const { received, created, updated, unchanged } = byId.get(g.entity.id)!;
    return { id: g.entity.id, name: g.entity.name, received, created, updated, unchanged };
  });
  const totals = { received: result.received, created: result.created, updated: result.updated, unchanged: result.unchanged };
  const read = { encoding, separator: SEPARATORS[separator] };
  const summary = { file, entity: entities.length === 1 ? { id: entities[0]!.id, name: entities[0]!.name } : null, entities, dryRun: !!options.dryRun, ...read, ...totals };
  if (options.json) printJson(summary);
  else {
    const would = options.dryRun ? "would be " : "";
    const counts = `${totals.created} ${would}created, ${totals.updated} ${would}updated, ${totals.unchanged} already up to date`;
    process.stdout.write(`${count(totals.received)}: ${counts} (${entities.map((e) => e.name).join(", ")}). Read as ${encoding}, ${SEPARATORS[separator]}-separated.\n`);
  }
  if (options.dryRun) note("Dry run: nothing was written. Run again without --dry-run to import.");
}

const COLUMN_HELP = IMPORT_COLUMNS.map((c) => `  ${c.csv.padEnd(27)}${c.required ? "required. " : ""}${c.doc}`).join("\n");

export function register(program: Command) {
  const group = program
    .command("import")
    .description("Bulk import from CSV")
    .addHelpText("after", '\nExamples:\n  farmctl import template > tasks.csv\n  farmctl import tasks tasks.csv --entity "North Ranch" --dry-run');
  group
    .command("template")
    .description("Print the task CSV header and an example row")
    .option("--json", "describe the columns as JSON instead")
    .addHelpText("after", `\nColumns:\n${COLUMN_HELP}\n\nExample:\n  farmctl import template > tasks.csv`)
    .action((opts) => printTemplate(opts));
  group
    .command("tasks")
    .description("Import tasks from a CSV file: all rows checked first, nothing written if any is bad")
    .argument("<file>", "CSV file (see `farmctl import template`), or - for stdin")
    .option("--entity <name|id>", "farm entity of the rows whose entity column is blank (required without that column)")
    .option("--dry-run", "check every row and count what would change, write nothing")
    .option("--batch-size <rows>", "rows per batch, one statement each (default 2000); the file is one request and one transaction", positiveInt)
    .option("--json", "print the outcome (or the bad rows) as JSON")
    .addHelpText("after", `
The file may be UTF-8 (with or without BOM), UTF-16 or Windows-1252 (Excel), separated by commas, semicolons,
tabs or bars: both are detected and named in the summary. An entity column sends each row to its entity, so one
file can hold several. Fields, categories and fertilizers are matched by name, ignoring case. Each bad row is reported on stderr as
"line N, column C: reason" and the command exits 1 with nothing written. Importing the same file again creates
no duplicates: rows are matched by their import_key column, or by a key derived from the row's content.

Examples:
  farmctl import tasks tasks.csv --entity "North Ranch" --dry-run
  farmctl import tasks tasks.csv --entity 3
  cat tasks.csv | farmctl import tasks - --entity 3 --json`)
    .action((file: string, _o, cmd: Command) => importTasks(file, cmd.optsWithGlobals()));
}

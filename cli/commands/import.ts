import { readFileSync } from "node:fs";
import type { Command } from "commander";
import Papa from "papaparse";
import { IMPORT_COLUMNS } from "../../api/schemas/task-import.schemas";
import { type GlobalOptions, connect } from "../context";
import { CliError, usageError } from "../errors";
import { type ImportTotals, chunk, sendChunks } from "../import/send";
import { type RowProblem, assignImportKeys, parseTaskCsv } from "../import/task-csv";
import { positiveInt } from "../options";
import { printJson } from "../output/print";
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

function readSource(file: string): string {
  try {
    return readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const hint = code === "ENOENT" ? "Check the path; `farmctl import template > tasks.csv` makes a starting file" : "Check the file's permissions";
    throw new CliError(`Cannot read ${file}${code ? ` (${code})` : ""}`, hint);
  }
}

/** Every bad row on stderr, in file order, then what to do; nothing was written. */
function reportProblems(problems: RowProblem[], total: number, written: boolean, json?: boolean) {
  const order = new Map<string, number>(IMPORT_COLUMNS.map((c, i) => [c.csv, i]));
  const column = (p: RowProblem) => order.get(p.column) ?? -1;
  const sorted = [...problems].sort((a, b) => a.line - b.line || column(a) - column(b));
  for (const p of sorted) report(`${paint("red", `line ${p.line}`, process.stderr)}${p.column ? `, column ${p.column}` : ""}: ${p.message}`);
  const lines = new Set(sorted.map((p) => p.line)).size;
  const counted = total ? `${lines} of ${total} rows have problems` : `The file has ${sorted.length} problem(s)`;
  const outcome = written
    ? "Rows before the first refused batch were imported; re-running imports the rest without duplicates."
    : "Nothing was written.";
  if (json) printJson({ ok: false, errors: sorted });
  throw new CliError(`${counted}. ${outcome}`, "Fix the lines above and run the same command again (add --dry-run to check without writing)");
}

export async function importTasks(file: string, options: ImportOptions) {
  if (!options.entity) {
    throw usageError("--entity is required", `Name the farm entity: farmctl import tasks ${file} --entity "North Ranch"`);
  }
  const { rows, problems } = parseTaskCsv(readSource(file));
  problems.push(...assignImportKeys(rows));
  if (problems.length) reportProblems(problems, rows.length, false, options.json);
  if (!rows.length) throw new CliError(`${file} has a header but no rows`, "Add one row per task under the header");
  const { api } = connect(options);
  const entity = await resolveEntity(api, options.entity);
  const chunks = chunk(rows, options.batchSize);

  // Every row is checked (a dry run of each batch) before the first one is written.
  const check = await sendChunks(api, entity.id, chunks, true, `Checking ${file}`);
  if (check.problems.length) reportProblems(check.problems, rows.length, false, options.json);
  let totals: ImportTotals = check.totals;
  if (!options.dryRun) {
    const write = await sendChunks(api, entity.id, chunks, false, `Importing into ${entity.name}`);
    if (write.problems.length) {
      const { created, updated, unchanged } = write.totals;
      reportProblems(write.problems, rows.length, created + updated + unchanged > 0, options.json);
    }
    totals = write.totals;
  }
  const summary = { file, entity: { id: entity.id, name: entity.name }, dryRun: !!options.dryRun, ...totals };
  if (options.json) printJson(summary);
  else {
    const would = options.dryRun ? "would be " : "";
    const rows = `${totals.received} row${totals.received === 1 ? "" : "s"}`;
    const counts = `${totals.created} ${would}created, ${totals.updated} ${would}updated, ${totals.unchanged} already up to date`;
    process.stdout.write(`${rows}: ${counts} (${entity.name}).\n`);
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
    .option("--entity <name|id>", "farm entity the tasks belong to (required)")
    .option("--dry-run", "check every row and count what would change, write nothing")
    .option("--batch-size <rows>", "rows per request and per transaction (default 2000)", positiveInt)
    .option("--json", "print the outcome (or the bad rows) as JSON")
    .addHelpText("after", `
Fields, categories and fertilizers are matched by name, ignoring case. Each bad row is reported on stderr as
"line N, column C: reason" and the command exits 1 with nothing written. Importing the same file again creates
no duplicates: rows are matched by their import_key column, or by a key derived from the row's content.

Examples:
  farmctl import tasks tasks.csv --entity "North Ranch" --dry-run
  farmctl import tasks tasks.csv --entity 3
  cat tasks.csv | farmctl import tasks - --entity 3 --json`)
    .action((file: string, _o, cmd: Command) => importTasks(file, cmd.optsWithGlobals()));
}

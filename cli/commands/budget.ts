import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import { BUDGET_SHEET_COLUMNS, MAX_BUDGET_ROWS } from "../../api/client";
import { type GlobalOptions, connect, oneCreate } from "../context";
import { CliError, usageError } from "../errors";
import { BUDGET_CSV_OF_KEY, type CsvBudgetRow, parseBudgetCsv } from "../import/budget-csv";
import { readSheetFile } from "../import/csv-sheet";
import { type RowProblem, SEPARATORS } from "../import/task-csv";
import { year } from "../options";
import { ApiError, unwrap } from "../output/api-errors";
import { printJson } from "../output/print";
import { note, paint, report } from "../output/terminal";
import { resolveEntity } from "../resolve";

interface BudgetOptions extends GlobalOptions {
  entity?: string;
  year?: number;
  out?: string;
  dryRun?: boolean;
  json?: boolean;
}

function required(options: BudgetOptions, example: string): { entity: string; year: number } {
  if (!options.entity) throw usageError("--entity is required", `Name the farm entity: ${example}`);
  if (options.year === undefined) throw usageError("--year is required", `Give the crop year: ${example}`);
  return { entity: options.entity, year: options.year };
}

/** The crop year's budgets as CSV on stdout (or --out), or as JSON rows with --json. */
export async function exportBudgets(options: BudgetOptions) {
  const { entity: name, year: cropYear } = required(options, 'farmctl budget export --entity "North Ranch" --year 2026 > budget.csv');
  const { api } = connect(options);
  const entity = await resolveEntity(api, name);
  const param = { id: String(entity.id) };
  if (options.json) {
    printJson(await unwrap(api.api.entities[":id"].budgets.sheet.$get({ param, query: { year: String(cropYear) } as never })));
    return;
  }
  const res = await api.api.entities[":id"].budgets.sheet.$get({ param, query: { year: String(cropYear), format: "csv" } as never });
  if (!res.ok) await unwrap(res);
  const csv = await res.text();
  if (options.out) {
    writeFileSync(options.out, csv);
    note(`Wrote the ${cropYear} budgets of ${entity.name} to ${options.out}.`);
  } else process.stdout.write(csv);
}

/** The server names a bad value `rows.{index}.{key}`; the person fixing the file needs its line and CSV column. */
function toProblems(err: ApiError, rows: CsvBudgetRow[]): RowProblem[] | null {
  const problems: RowProblem[] = [];
  for (const issue of err.issues) {
    const m = /^rows\.(\d+)(?:\.(.+))?$/.exec(issue.path);
    const row = m ? rows[Number(m[1])] : undefined;
    if (!m || !row) return null;
    problems.push({ line: row.line, column: m[2] ? (BUDGET_CSV_OF_KEY.get(m[2]) ?? m[2]) : "", message: issue.message });
  }
  return problems;
}

function reportProblems(problems: RowProblem[], total: number, json?: boolean): never {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  for (const p of sorted) report(`${paint("red", `line ${p.line}`, process.stderr)}${p.column ? `, column ${p.column}` : ""}: ${p.message}`);
  const lines = new Set(sorted.map((p) => p.line)).size;
  if (json) printJson({ ok: false, errors: sorted });
  throw new CliError(`${total ? `${lines} of ${total} rows have problems` : `The file has ${sorted.length} problem(s)`}. Nothing was written.`, "Fix the lines above and run the same command again (add --dry-run to check without writing)");
}

/** Checks every row (a dry run on the server), then writes them all in one transaction. */
export async function importBudgets(file: string, options: BudgetOptions) {
  const { entity: name, year: cropYear } = required(options, `farmctl budget import ${file} --entity "North Ranch" --year 2026`);
  // The encoding and separator a spreadsheet saved in, read as `farmctl import tasks` reads them.
  const { text, encoding } = readSheetFile(file, "`farmctl budget export` makes a starting file");
  const { rows, problems, separator } = parseBudgetCsv(text);
  const read = { encoding, separator: SEPARATORS[separator] };
  if (problems.length) reportProblems(problems, rows.length, options.json);
  if (!rows.length) throw new CliError(`${file} has a header but no rows`, "Add one row per budget line under the header");
  if (rows.length > MAX_BUDGET_ROWS) throw new CliError(`${file} has ${rows.length} rows; at most ${MAX_BUDGET_ROWS}`, "Split the sheet");
  const { api } = connect(options);
  const entity = await resolveEntity(api, name);
  const send = async (dryRun: boolean) => {
    try {
      return await unwrap(api.api.entities[":id"].budgets.import.$post({ param: { id: String(entity.id) }, json: { year: cropYear, rows: rows.map((r) => r.row), dryRun } }, oneCreate()));
    } catch (err) {
      const found = err instanceof ApiError && err.status === 400 ? toProblems(err, rows) : null;
      if (found) reportProblems(found, rows.length, options.json);
      throw err;
    }
  };
  let result = await send(true);
  if (!options.dryRun) result = await send(false);
  if (options.json) printJson({ file, entity: { id: entity.id, name: entity.name }, year: cropYear, ...read, ...result });
  else {
    const would = options.dryRun ? "would be " : "";
    const counts = `${result.created} budget(s) ${would}created, ${result.updated} ${would}replaced (${entity.name}, ${cropYear})`;
    process.stdout.write(`${result.received} row${result.received === 1 ? "" : "s"}: ${counts}. Read as ${read.encoding}, ${read.separator}-separated.\n`);
  }
  if (options.dryRun) note("Dry run: nothing was written. Run again without --dry-run to import.");
}

const COLUMN_HELP = BUDGET_SHEET_COLUMNS.map((c) => `  ${c.csv.padEnd(26)}${c.doc}`).join("\n");

export function register(program: Command) {
  const group = program
    .command("budget")
    .description("Crop-year budgets as a spreadsheet: export to CSV, edit, import")
    .addHelpText("after", '\nExamples:\n  farmctl budget export --entity "North Ranch" --year 2026 > budget.csv\n  farmctl budget import budget.csv --entity "North Ranch" --year 2026 --dry-run');
  group
    .command("export")
    .description("Print the crop year's budgets as CSV, one row per category line")
    .option("--entity <name|id>", "farm entity (required)")
    .option("--year <year>", "crop year (required)", year)
    .option("--out <file>", "write the CSV to a file instead of stdout")
    .option("--json", "print the rows as JSON instead")
    .action((_o, cmd: Command) => exportBudgets(cmd.optsWithGlobals()));
  group
    .command("import")
    .description("Import budgets from a CSV sheet: all rows checked first, nothing written if any is bad")
    .argument("<file>", "CSV file (see `farmctl budget export`), or - for stdin")
    .option("--entity <name|id>", "farm entity (required)")
    .option("--year <year>", "crop year (required)", year)
    .option("--dry-run", "check every row and count what would change, write nothing")
    .option("--json", "print the outcome (or the bad rows) as JSON")
    .addHelpText("after", `
Columns:
${COLUMN_HELP}

A budget is the rows naming the same field (or crop); each budget in the file replaces the one already there
(its expectations and every line); budgets the file does not name are left alone. Each bad row is reported on
stderr as "line N, column C: reason" and the command exits 1 with nothing written. The file may be UTF-8, UTF-16
or Windows-1252 and separated by commas, semicolons, tabs or bars: both are detected and named in the summary.`)
    .action((file: string, _o, cmd: Command) => importBudgets(file, cmd.optsWithGlobals()));
}

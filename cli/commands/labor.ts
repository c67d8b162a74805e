import type { Command } from "commander";
import { type GlobalOptions, connect } from "../context";
import { CliError } from "../errors";
import { readSheetFile } from "../import/csv-sheet";
import { ApiError, unwrap } from "../output/api-errors";
import { printJson, printRows } from "../output/print";
import { note } from "../output/terminal";
import { resolveEntity } from "../resolve";
import { ROW, reportRows } from "./purchases";

/*
 * Labor from the terminal (issue 38): a timesheet CSV imported as pending time entries, through the typed client as
 * the web app records hours. The payroll of a pay period is the registered report: `farmctl report payroll --from
 * YYYY-MM-DD --to YYYY-MM-DD [--entity NAME] [--format csv --out payroll.csv]`.
 */

interface ImportOptions extends GlobalOptions {
  entity?: string;
  dryRun?: boolean;
  json?: boolean;
}

const HEADER = "its header is Date,Worker,Field,Task,Activity,Hours,Start,End,Machine,Machine Hours";

/**
 * `farmctl time import FILE`: a timesheet sent whole to the server, which checks every row and writes all or nothing;
 * each row becomes a pending time entry for the office to approve.
 */
export async function importTimesheet(file: string, options: ImportOptions) {
  const { text } = readSheetFile(file, HEADER);
  const { api } = connect(options);
  const entity = options.entity ? String((await resolveEntity(api, options.entity)).id) : undefined;
  let result;
  try {
    result = await unwrap(api.api["time-entries"].import.$post({ query: {}, json: { csv: text, entity, dryRun: options.dryRun === true } }));
  } catch (err) {
    if (err instanceof ApiError && err.status === 400 && err.issues.some((i) => ROW.test(i.path) || i.path.startsWith("columns."))) reportRows(err, options.json);
    if (err instanceof ApiError && err.status === 409) throw new CliError(err.message, "Fix the rows the message names and run the same command again");
    throw err;
  }
  if (options.json) {
    printJson(result);
    return;
  }
  printRows(result.entries, [
    { header: "Line", value: (r) => r.row + 1, align: "right" },
    { header: "Date", value: (r) => r.date },
    { header: "Worker", value: (r) => r.workerName },
    { header: "Field", value: (r) => r.fieldName },
    { header: "Task", value: (r) => r.taskName },
    { header: "Hours", value: (r) => r.hours, align: "right" },
    { header: "Machine", value: (r) => r.machineName ?? "" },
    { header: "Machine Hours", value: (r) => r.machineHours ?? "", align: "right" },
  ], { empty: "No rows." });
  const n = result.created;
  const tasks = result.tasksMade ? `, ${result.tasksMade} task${result.tasksMade === 1 ? "" : "s"} made for their field and activity` : "";
  process.stdout.write(`${n} time entr${n === 1 ? "y" : "ies"} ${result.dryRun ? "would be " : ""}recorded, pending approval${tasks}.\n`);
  if (result.dryRun) note("Dry run: nothing was written. Run it again without --dry-run to import.");
}

export function register(program: Command) {
  program
    .command("time")
    .description("Hours worked: time entries, pending until the office approves them")
    .command("import")
    .description("Import a timesheet CSV as pending time entries; every bad row named by line and column, nothing written unless all are good")
    .argument("<file>", "the CSV file (- for stdin)")
    .option("--entity <name|id>", "the farm entity of rows without an Entity column")
    .option("--dry-run", "check the file and say what would be recorded, writing nothing")
    .option("--json", "print the result as JSON")
    .addHelpText("after", `
Columns: Date, Worker, Field, Task or Activity, Hours or Start and End, Machine, Machine Hours (Entity, Piece Units,
  Notes optional). Worker, Field, Task and Machine by name, any case. Activity is a task category: the field's task
  of it that day is found, or made with 0 acres. Start and End as HH:MM; dates YYYY-MM-DD or M/D/YYYY.

Examples:
  farmctl time import week-10.csv --entity "North Ranch" --dry-run
  farmctl time import week-10.csv --entity "North Ranch"
  farmctl report payroll --from 2026-03-01 --to 2026-03-14 --format csv --out payroll.csv`)
    .action((file: string, _o, cmd: Command) => importTimesheet(file, cmd.optsWithGlobals()));
}

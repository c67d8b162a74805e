#!/usr/bin/env bun
/**
 * farmctl: the farm cost manager from a terminal or cron. Every command calls the API through the typed client,
 * so it is checked, permitted and audited exactly like the same click in the browser.
 */
import { Command, CommanderError, Option } from "commander";
import pkg from "../package.json" with { type: "json" };
import * as accounts from "./commands/accounts";
import * as auth from "./commands/auth";
import * as backup from "./commands/backup";
import * as budget from "./commands/budget";
import * as entities from "./commands/entities";
import * as exporter from "./commands/export";
import * as fields from "./commands/fields";
import * as harvest from "./commands/harvest";
import * as importer from "./commands/import";
import * as invoice from "./commands/invoice";
import * as labor from "./commands/labor";
import * as leases from "./commands/leases";
import * as products from "./commands/products";
import * as purchases from "./commands/purchases";
import * as reports from "./commands/report";
import * as server from "./commands/server";
import * as tasks from "./commands/tasks";
import * as tokens from "./commands/tokens";
import * as users from "./commands/users";
import { CliError, EXIT } from "./errors";
import { paint, setQuiet } from "./output/terminal";
import { cliEnv } from "./env";

const EXAMPLES = `
Examples:
  farmctl login                                   sign in; the session is saved for later commands
  farmctl entities list
  farmctl tasks list --entity "North Ranch" --year 2025 --category water --json
  farmctl import template > tasks.csv             then: farmctl import tasks tasks.csv --entity "North Ranch"
  farmctl invoice monthly --entity "North Ranch" --month 3 --year 2025 --out north-2025-03.pdf
  farmctl report field-summary --entity "North Ranch" --year 2025     any registered report (farmctl report --help)
  farmctl export journal --entity all --month last --format iif --out /srv/exports
  farmctl accounts list --entity "North Ranch"
  farmctl products list --kind "crop protection"
  farmctl purchases import invoices.csv --dry-run  then without --dry-run; farmctl inventory --as-of 2026-04-30
  farmctl harvest import tickets.csv --dry-run     then without --dry-run; farmctl storage --as-of 2027-01-31
  farmctl settlements list --unpaid                also: farmctl contracts list --year 2026
  farmctl time import timesheet.csv --dry-run      then without; farmctl report payroll --from 2026-03-01 --to 2026-03-14
  farmctl users approve jsmith --role readonly
  farmctl users approve 7 --role crew --entities 1,2
  farmctl backup --to /mnt/backup --keep 7
  farmctl landlords statements --year 2025 --out statements/2025

Cron (no terminal, no saved session):
  FARMCTL_URL=http://farm.local:3000 FARMCTL_TOKEN=farm_... farmctl backup --to /mnt/backup --keep 7

Exit codes: 0 success, 1 failure, 2 bad usage. Data goes to stdout, progress and errors to stderr.
NO_COLOR=1 turns colours off. Docs: docs/cli.md, docs/cron.md.`;

export function buildProgram(): Command {
  const program = new Command("farmctl")
    .description("Farm cost manager from the command line: entities, fields, tasks, imports, invoices, users, backups")
    .version(pkg.version)
    .addOption(new Option("--url <url>", "farm server address, e.g. http://farm.local:3000").env("FARMCTL_URL"))
    .addOption(new Option("--token <token>", "API token (farmctl token create) instead of the saved session").env("FARMCTL_TOKEN"))
    .option("-q, --quiet", "print nothing on stderr but errors (for cron)")
    .hook("preAction", (cmd) => setQuiet(!!cmd.opts().quiet))
    .configureHelp({ showGlobalOptions: true })
    .showHelpAfterError("(add --help for usage and examples)")
    .addHelpText("after", EXAMPLES)
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(paint("red", text, process.stderr)) });
  for (const group of [auth, tokens, entities, fields, tasks, importer, budget, invoice, reports, exporter, accounts, leases, products, purchases, harvest, labor, users, backup, server]) group.register(program);
  return program;
}

function report(err: unknown): number {
  if (err instanceof CommanderError) return err.exitCode === 0 ? EXIT.OK : EXIT.USAGE;
  if (err instanceof CliError) {
    process.stderr.write(`${paint("red", "farmctl:", process.stderr)} ${err.message}\n`);
    if (err.hint) process.stderr.write(`  ${err.hint}\n`);
    return err.exitCode;
  }
  if (err instanceof Error && err.name === "ExitPromptError") {
    process.stderr.write("Cancelled.\n");
    return EXIT.FAILURE;
  }
  process.stderr.write(`${paint("red", "farmctl:", process.stderr)} unexpected error: ${err instanceof Error ? err.message : String(err)}\n`);
  process.stderr.write("  Run again with FARMCTL_DEBUG=1 for details, and report it with the command you ran\n");
  if (cliEnv.debug) console.error(err);
  return EXIT.FAILURE;
}

/**
 * A reader that stops early (`farmctl tasks list --json | head -1`) closes the pipe: that is the reader's choice, not
 * a failure of the command, so farmctl ends at once, quietly, with exit 0 (as `seq 1e9 | head -1` does for seq).
 */
function endQuietlyOnClosedPipe(stream: NodeJS.WriteStream) {
  stream.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(EXIT.OK);
    process.exitCode = report(err);
  });
}

if (import.meta.main) {
  endQuietlyOnClosedPipe(process.stdout);
  endQuietlyOnClosedPipe(process.stderr);
  try {
    await buildProgram().parseAsync(process.argv);
  } catch (err) {
    process.exitCode = report(err);
  }
}

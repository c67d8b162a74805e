import { renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Command, InvalidArgumentError } from "commander";
import { lastMonth } from "../../api/client";
import { type GlobalOptions, connect } from "../context";
import { CliError, usageError } from "../errors";
import { oneOf } from "../options";
import { ApiError, unwrap } from "../output/api-errors";
import { printJson } from "../output/print";
import { isQuiet, note } from "../output/terminal";
import { resolveEntity } from "../resolve";

const FORMATS = ["iif", "csv"] as const;

interface JournalOptions extends GlobalOptions {
  entity?: string;
  month?: string;
  from?: string;
  to?: string;
  format?: (typeof FORMATS)[number];
  out?: string;
  force?: boolean;
  json?: boolean;
}

/** `--month 2025-03`, or `last`: the calendar month before today (for cron on the 1st). */
function monthOption(value: string): string {
  if (value.toLowerCase() === "last") return "last";
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) throw new InvalidArgumentError("must be YYYY-MM or last");
  return value;
}

function dayOption(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new InvalidArgumentError("must be a date as YYYY-MM-DD");
  return value;
}

/** Today on this machine's clock as YYYY-MM-DD. */
function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** The file name the server offered, else one made from the period. */
function fileName(disposition: string | null, fallback: string): string {
  const match = /filename="([^"/\\]+)"/.exec(disposition ?? "");
  return match?.[1] ?? fallback;
}

export async function exportJournal(options: JournalOptions) {
  if (!options.entity) throw usageError("--entity is required", "Name the farm entity, or --entity all for every entity");
  if (!options.format) throw usageError("--format is required", "iif for QuickBooks Desktop, csv for QuickBooks Online or Xero");
  if (options.month && (options.from || options.to)) throw usageError("Give --month or --from/--to, not both");
  if (!options.month && !(options.from && options.to)) throw usageError("--month is required", "Give --month YYYY-MM or last, or --from and --to");
  if (options.json && !options.out) throw usageError("--json describes the written file: give --out", "Without --out the journal itself goes to stdout");
  const { api } = connect(options);
  const all = options.entity.trim().toLowerCase() === "all";
  const entity = all ? undefined : await resolveEntity(api, options.entity);
  const period = options.month ? { month: options.month === "last" ? lastMonth(localToday()) : options.month } : { from: options.from, to: options.to };
  const res = await api.api.accounting["journal-exports"].$post({
    json: { entity: entity ? entity.id : "all", ...period, format: options.format, force: !!options.force },
  });
  if (!res.ok) {
    try {
      await unwrap(res);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) throw new CliError(err.message, "Run again with --force to export it anyway");
      throw err;
    }
  }
  const text = await res.text();
  const name = fileName(res.headers.get("content-disposition"), `journal.${options.format}`);
  const totals = `${res.headers.get("x-journal-lines")} lines, debits ${res.headers.get("x-journal-debits")} = credits ${res.headers.get("x-journal-credits")}`;
  if (!options.out) {
    process.stdout.write(text);
    note(`${name}: ${totals}`);
    return;
  }
  const target = resolve(join(options.out, name));
  const temp = `${target}.part-${process.pid}`;
  try {
    writeFileSync(temp, text);
    renameSync(temp, target);
  } catch (err) {
    rmSync(temp, { force: true });
    throw new CliError(`Could not write ${target} (${err instanceof Error ? err.message : String(err)})`, `Check that ${options.out} exists and is writable`);
  }
  if (options.json) {
    printJson({
      path: target,
      exportId: Number(res.headers.get("x-journal-export-id")),
      lines: Number(res.headers.get("x-journal-lines")),
      debits: res.headers.get("x-journal-debits"),
      credits: res.headers.get("x-journal-credits"),
      sha256: res.headers.get("x-journal-sha256"),
    });
    return;
  }
  if (!isQuiet()) process.stdout.write(`${target}\n`); // --quiet: nothing at all on success, so cron mails nothing
  note(`Wrote ${name}: ${totals}; sha256 ${res.headers.get("x-journal-sha256")} (export ${res.headers.get("x-journal-export-id")}).`);
}

export function register(program: Command) {
  const group = program.command("export").description("Accounting exports: journals for QuickBooks and Xero");
  group
    .command("journal")
    .description("Export a general journal of a month or a date range (admin); each export is recorded on the server")
    .option("--entity <name|id|all>", "farm entity by name or id, or all (required)")
    .option("--month <YYYY-MM|last>", "the calendar month; `last` is the month before today (for cron on the 1st)", monthOption)
    .option("--from <YYYY-MM-DD>", "first day of a date range (with --to)", dayOption)
    .option("--to <YYYY-MM-DD>", "last day of a date range (with --from)", dayOption)
    .option("--format <iif|csv>", "iif (QuickBooks Desktop) or csv (QuickBooks Online, Xero) (required)", oneOf(FORMATS))
    .option("--out <dir>", "write the file into this folder under the server's file name; without it, to stdout")
    .option("--force", "export a period that was exported before (the server refuses it otherwise)")
    .option("--json", "with --out: print what was written (path, lines, debits, credits, sha256) as JSON")
    .addHelpText("after", `
Examples:
  farmctl export journal --entity all --month last --format iif --out /srv/exports      # cron, on the 1st
  farmctl export journal --entity "North Ranch" --from 2025-01-01 --to 2025-03-31 --format csv --out .
  farmctl export journal --entity 2 --month 2025-03 --format csv --force > march.csv`)
    .action((_o, cmd: Command) => exportJournal(cmd.optsWithGlobals()));
}

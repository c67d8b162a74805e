import { renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, extname, resolve } from "node:path";
import type { Command } from "commander";
import type { z } from "@hono/zod-openapi";
import type { EquipmentInvoiceSchema, MonthlyInvoiceSchema } from "../../api/client";
import { type GlobalOptions, connect } from "../context";
import { CliError, usageError } from "../errors";
import { month, oneOf, year } from "../options";
import { type ResponseLike, unwrap } from "../output/api-errors";
import { printTable } from "../output/print";
import { isQuiet, note } from "../output/terminal";
import { resolveEntity } from "../resolve";

const FORMATS = ["pdf", "csv", "json"] as const;
type Format = (typeof FORMATS)[number];

interface InvoiceOptions extends GlobalOptions {
  entity?: string;
  month?: number | "last";
  year?: number;
  out?: string;
  format?: Format;
  json?: boolean;
}

/** `--month 3`, or `--month last` for cron on the 1st: the calendar month before today, and its year. */
function monthOption(value: string): number | "last" {
  return value.toLowerCase() === "last" ? "last" : month(value);
}

/** The month and crop year asked for; `last` takes its year from the calendar unless --year is given. */
export function period(options: InvoiceOptions, today = new Date()): { month: number; year: number } {
  if (options.month === undefined) throw usageError("--month is required", "Give it as 1-12, or `last` for the month before this one");
  if (options.month === "last") {
    const previous = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    return { month: previous.getMonth() + 1, year: options.year ?? previous.getFullYear() };
  }
  if (options.year === undefined) throw usageError("--year is required", "Give the crop year, e.g. --year 2025");
  return { month: options.month, year: options.year };
}

/** The format: --format, else the --out file's extension, else pdf for a file; printing needs csv or json. */
export function formatOf(options: InvoiceOptions): Format {
  if (options.json) {
    if (options.format && options.format !== "json") throw usageError(`--json and --format ${options.format} disagree`, "Give one of them");
    options.format = "json"; // --json is --format json, as on every other data command
  }
  const byName = options.out ? FORMATS.find((f) => extname(options.out!).toLowerCase() === `.${f}`) : undefined;
  const format = options.format ?? byName ?? (options.out ? "pdf" : undefined);
  if (!format) return "json";
  if (format === "pdf" && !options.out) {
    throw usageError("A PDF needs a file to go to", "Add --out FILE.pdf, or use --format csv|json to print to stdout");
  }
  return format;
}

/** Writes beside the target, then renames: an interrupted run never leaves half a PDF under the final name. */
export function writeWhole(path: string, bytes: Uint8Array) {
  const target = resolve(path);
  const temp = `${target}.part-${process.pid}`;
  try {
    writeFileSync(temp, bytes);
    renameSync(temp, target);
  } catch (err) {
    rmSync(temp, { force: true });
    const reason = err instanceof Error ? err.message : String(err);
    throw new CliError(`Could not write ${target} (${reason})`, `Check that ${dirname(target)} exists and is writable`);
  }
  return target;
}

type Answer = ResponseLike & { arrayBuffer(): Promise<ArrayBuffer> };

/**
 * Sends a report's answer where it was asked for: a file (--out), or stdout. JSON without --out is the server's
 * figures as a table, or as JSON with --format json; `table` draws the table from the JSON answer.
 */
async function deliver<T>(call: Promise<Answer>, format: Format, options: InvoiceOptions, table: (data: T) => void, what: string) {
  const res = await call;
  if (!res.ok) await unwrap(res);
  if (options.out) {
    const path = writeWhole(options.out, new Uint8Array(await res.arrayBuffer()));
    if (!isQuiet()) process.stdout.write(`${path}\n`); // --quiet: nothing at all on success, so cron mails nothing
    note(`Wrote ${what} to ${path}.`);
  } else if (format === "csv" || options.format === "json") {
    const text = await res.text();
    process.stdout.write(text.endsWith("\n") ? text : `${text}\n`); // a text stream ends with a newline
  } else {
    table((await res.json()) as T);
  }
}

type MonthlyInvoice = z.infer<typeof MonthlyInvoiceSchema>;
type EquipmentInvoice = z.infer<typeof EquipmentInvoiceSchema>;

function printMonthly(invoice: MonthlyInvoice) {
  const p = invoice.servicesPeriod;
  note(`${invoice.entityName}: invoice for ${p.from} to ${p.to}, crop year ${invoice.cropYear}`);
  printTable(invoice.fieldReports, [
    { header: "Date", value: (l) => l.date },
    { header: "Field", value: (l) => l.fieldName },
    { header: "Account", value: (l) => l.accountCode, align: "right" },
    { header: "Category", value: (l) => l.categoryName },
    { header: "Task", value: (l) => l.taskName },
    { header: "Amount", value: (l) => l.totalAmount, align: "right" },
  ], "No billable tasks in that month.");
  process.stdout.write(`Invoice total: ${invoice.totals.invoiceTotal}\n`);
}

function printEquipment(invoice: EquipmentInvoice) {
  note(`${invoice.customerName}: Stone Equipment invoice, crop year ${invoice.cropYear}, month ${invoice.month}`);
  printTable(invoice.lines, [
    { header: "Date", value: (l) => l.date },
    { header: "Field", value: (l) => l.fieldName },
    { header: "Task", value: (l) => l.taskName },
    { header: "Equipment", value: (l) => l.equipmentDescription },
    { header: "Acres", value: (l) => l.acres, align: "right" },
    { header: "Rate/acre", value: (l) => l.costPerAcre, align: "right" },
    { header: "Total", value: (l) => l.totalCost, align: "right" },
  ], `No billable equipment in that month (${invoice.counts.cropYearTasks} tasks in the crop year).`);
  process.stdout.write(`Total acres: ${invoice.summary.totalAcres}  Total equipment cost: ${invoice.summary.totalEquipmentCost}\n`);
}

export async function monthlyInvoice(options: InvoiceOptions) {
  if (!options.entity) throw usageError("--entity is required", 'Name the farm entity: --entity "North Ranch" (see farmctl entities list)');
  const when = period(options);
  const format = formatOf(options);
  const { api } = connect(options);
  const entity = await resolveEntity(api, options.entity);
  const call = api.api.entities[":id"].reports.monthly[":year"].$get({
    param: { id: String(entity.id), year: String(when.year) },
    query: { month: String(when.month), format },
  });
  await deliver<MonthlyInvoice>(call, format, options, printMonthly, `${entity.name}'s invoice for ${when.month}/${when.year}`);
}

export async function equipmentInvoice(options: InvoiceOptions) {
  if (!options.entity) throw usageError("--entity is required", "Name the farm entity, or --entity all for every entity");
  const when = period(options);
  const format = formatOf(options);
  const { api } = connect(options);
  const all = options.entity.trim().toLowerCase() === "all";
  const entity = all ? undefined : await resolveEntity(api, options.entity);
  const call = api.api.reports["equipment-invoice"].$get({
    query: { entity: entity ? String(entity.id) : "all", month: String(when.month), year: String(when.year), format },
  });
  const whose = entity ? `${entity.name}'s` : "All Entities'";
  await deliver<EquipmentInvoice>(call, format, options, printEquipment, `${whose} equipment invoice for ${when.month}/${when.year}`);
}

const COMMON = [
  ["--month <1-12|last>", "the month; `last` is the month before today (for cron on the 1st)"],
  ["--year <year>", "the crop year (with --month last: defaults to that month's year)"],
  ["--out <file>", "write the invoice to this file (PDF, or CSV/JSON by extension or --format)"],
] as const;

export function register(program: Command) {
  const invoice = program
    .command("invoice")
    .description("Invoices as the Reports screen prints them: PDF to a file, CSV or JSON to stdout")
    .addHelpText("after", '\nExample:\n  farmctl invoice monthly --entity "North Ranch" --month 3 --year 2025 --out north-2025-03.pdf');

  const monthly = invoice
    .command("monthly")
    .description("An entity's monthly invoice: its billable tasks of the month, by field, with account codes")
    .option("--entity <name|id>", "farm entity, by name (any case) or id (required)");
  const equipment = invoice
    .command("equipment")
    .description("The Stone Equipment Company invoice: billable equipment rentals of the month")
    .option("--entity <name|id|all>", "farm entity by name or id, or all (required)");
  for (const cmd of [monthly, equipment]) {
    cmd
      .option(COMMON[0][0], COMMON[0][1], monthOption)
      .option(COMMON[1][0], COMMON[1][1], year)
      .option(COMMON[2][0], COMMON[2][1])
      .option("--format <format>", "pdf, csv or json (default: pdf for --out, else a table)", oneOf(FORMATS))
      .option("--json", "print the server's JSON (the same as --format json)");
  }
  monthly
    .addHelpText("after", `
Examples:
  farmctl invoice monthly --entity "North Ranch" --month 3 --year 2025 --out north-2025-03.pdf
  farmctl invoice monthly --entity 2 --month last --format csv > last-month.csv
  farmctl invoice monthly --entity "North Ranch" --month 3 --year 2025          # a table on the terminal`)
    .action((_o, cmd: Command) => monthlyInvoice(cmd.optsWithGlobals()));
  equipment
    .addHelpText("after", `
Examples:
  farmctl invoice equipment --entity all --month 6 --year 2025 --out stone-2025-06.pdf
  farmctl invoice equipment --entity "North Ranch" --month last --format json | jq .summary`)
    .action((_o, cmd: Command) => equipmentInvoice(cmd.optsWithGlobals()));
}

import type { Command } from "commander";
import { type GlobalOptions, connect } from "../context";
import { CliError } from "../errors";
import { readSheetFile } from "../import/csv-sheet";
import { year } from "../options";
import { ApiError, unwrap } from "../output/api-errors";
import { printJson, printRows } from "../output/print";
import { note } from "../output/terminal";
import { resolveEntity } from "../resolve";
import { ROW, reportRows } from "./purchases";
import { runReport } from "./report";

/*
 * Harvest and sales from the terminal (issue 37): scale tickets imported from a CSV, crop on hand in storage, the
 * contracts with what is delivered and open on each, and the settlements (unpaid and short-paid with --unpaid).
 * Each reads or writes through the typed client, as the web app does.
 */

interface ImportOptions extends GlobalOptions {
  entity?: string;
  dryRun?: boolean;
  json?: boolean;
}

/**
 * `farmctl harvest import FILE`: a CSV of scale tickets sent whole to the server, which checks every row and writes
 * all or nothing; a ticket number already recorded is refused, so a file imported twice adds nothing.
 */
export async function importTickets(file: string, options: ImportOptions) {
  const { text } = readSheetFile(file, "its header is Ticket,Date,Field,Crop,Crop Year,Quantity,Unit,Moisture,Grade,Destination");
  const { api } = connect(options);
  const entity = options.entity ? String((await resolveEntity(api, options.entity)).id) : undefined;
  let result;
  try {
    result = await unwrap(api.api["harvest-tickets"].import.$post({ query: {}, json: { csv: text, entity, dryRun: options.dryRun === true } }));
  } catch (err) {
    if (err instanceof ApiError && err.status === 400 && err.issues.some((i) => ROW.test(i.path) || i.path.startsWith("columns."))) reportRows(err, options.json);
    if (err instanceof ApiError && err.status === 409) throw new CliError(err.message, "A file imported before adds nothing again: take out the tickets already recorded, or fix their numbers");
    throw err;
  }
  if (options.json) {
    printJson(result);
    return;
  }
  const n = result.created;
  process.stdout.write(`${n} ticket${n === 1 ? "" : "s"} ${result.dryRun ? "would be " : ""}created.\n`);
  if (result.dryRun) note("Dry run: nothing was written. Run it again without --dry-run to import.");
}

interface StorageOptions extends GlobalOptions {
  entity?: string;
  asOf?: string;
  json?: boolean;
}

/** `farmctl storage`: crop on hand per entity, location, crop and crop year (the registered "storage" report). */
export function showStorage(options: StorageOptions) {
  return runReport("storage", { ...options, entity: options.entity ?? "all" });
}

interface ListOptions extends GlobalOptions {
  entity?: string;
  year?: number;
  crop?: string;
  unpaid?: boolean;
  json?: boolean;
}

/** The list filter of --entity, --year and --crop (and --unpaid), as the API's `filter` query takes it. */
async function listFilter(api: ReturnType<typeof connect>["api"], options: ListOptions) {
  const filter: Record<string, unknown> = {};
  if (options.entity) filter.entityId = (await resolveEntity(api, options.entity)).id;
  if (options.year !== undefined) filter.cropYear = options.year;
  if (options.crop) filter.crop = options.crop;
  if (options.unpaid) filter.unpaid = true;
  return Object.keys(filter).length ? { filter: JSON.stringify(filter) } : {};
}

/** `farmctl contracts list`: each contract with what was delivered on it and what is still open. */
export async function listContracts(options: ListOptions) {
  const { api } = connect(options);
  const rows = await unwrap(api.api.contracts.$get({ query: { sort: '["date","ASC"]', ...(await listFilter(api, options)) } }));
  printRows(rows, [
    { header: "ID", value: (r) => r.id, align: "right" },
    { header: "Number", value: (r) => r.number },
    { header: "Buyer", value: (r) => r.buyerName },
    { header: "Crop", value: (r) => r.crop },
    { header: "Year", value: (r) => r.cropYear },
    { header: "Date", value: (r) => r.date },
    { header: "Quantity", value: (r) => r.quantity, align: "right" },
    { header: "Unit", value: (r) => r.unit },
    { header: "Price", value: (r) => r.price ?? "to be priced", align: "right" },
    { header: "Delivered", value: (r) => r.delivered, align: "right" },
    { header: "Open", value: (r) => r.open, align: "right" },
  ], { json: options.json, empty: "No contracts yet." });
}

/** `farmctl settlements list [--unpaid]`: each settlement's gross, deductions, net and what was received. */
export async function listSettlements(options: ListOptions) {
  const { api } = connect(options);
  const rows = await unwrap(api.api.settlements.$get({ query: { sort: '["date","ASC"]', ...(await listFilter(api, options)) } }));
  const status = { unpaid: "unpaid", short: "short-paid", paid: "paid" } as const;
  printRows(rows, [
    { header: "ID", value: (r) => r.id, align: "right" },
    { header: "Date", value: (r) => r.date },
    { header: "Number", value: (r) => r.number },
    { header: "Buyer", value: (r) => r.buyerName },
    { header: "Crop", value: (r) => r.crop },
    { header: "Year", value: (r) => r.cropYear },
    { header: "Quantity", value: (r) => r.quantity, align: "right" },
    { header: "Unit", value: (r) => r.unit },
    { header: "Gross", value: (r) => r.gross, align: "right" },
    { header: "Deductions", value: (r) => r.deductionsTotal, align: "right" },
    { header: "Net", value: (r) => r.net, align: "right" },
    { header: "Received", value: (r) => r.received ?? "", align: "right" },
    { header: "Status", value: (r) => status[r.status] },
  ], { json: options.json, empty: options.unpaid ? "No unpaid or short-paid settlements." : "No settlements yet." });
}

export function register(program: Command) {
  program
    .command("harvest")
    .description("Scale tickets: a load harvested from a field into storage or straight to a buyer")
    .command("import")
    .description("Import a CSV of scale tickets; every bad row named, nothing written unless all are good; a ticket number already recorded is refused")
    .argument("<file>", "the CSV file (- for stdin)")
    .option("--entity <name|id>", "the farm entity of rows without an Entity column")
    .option("--dry-run", "check the file and say what would be written, writing nothing")
    .option("--json", "print the result as JSON")
    .addHelpText("after", `
Columns: Ticket, Date, Field, Crop, Crop Year, Quantity (or Net), Unit, Moisture, Grade, Destination, Entity
  Unit: bu, cwt, lb, ton, bale, bin or box. Destination: a storage location of the entity, or a buyer.
  Crop Year defaults to the date's year.

Examples:
  farmctl harvest import tickets-october.csv --entity "North Ranch" --dry-run
  farmctl harvest import tickets-october.csv --entity "North Ranch"`)
    .action((file: string, _o, cmd: Command) => importTickets(file, cmd.optsWithGlobals()));
  program
    .command("storage")
    .description("Crop on hand per entity, storage location, crop and crop year: in, out, adjusted, on hand")
    .option("--entity <name|id>", "farm entity, by name (any case) or id; all by default")
    .option("--as-of <date>", "at the end of this day, YYYY-MM-DD (default: today)")
    .option("--json", "print as JSON")
    .addHelpText("after", `
Examples:
  farmctl storage
  farmctl storage --entity "North Ranch" --as-of 2027-01-31`)
    .action((_o, cmd: Command) => showStorage(cmd.optsWithGlobals()));
  const filters = (c: Command) =>
    c
      .option("--entity <name|id>", "only this farm entity, by name (any case) or id")
      .option("--year <year>", "only this crop year", year)
      .option("--crop <crop>", "only this crop")
      .option("--json", "print as JSON (every field)");
  filters(
    program
      .command("contracts")
      .description("Contracts to sell a crop to a buyer")
      .command("list")
      .description("List contracts, oldest first, with the quantity delivered on each (first in, first out unless chosen) and still open"),
  )
    .addHelpText("after", `
Examples:
  farmctl contracts list --year 2026 --crop corn`)
    .action((_o, cmd: Command) => listContracts(cmd.optsWithGlobals()));
  filters(
    program
      .command("settlements")
      .description("Buyers' settlements: the deliveries they pay less their deductions")
      .command("list")
      .description("List settlements, oldest first: gross, deductions, net, received and status")
      .option("--unpaid", "only the unpaid and short-paid ones"),
  )
    .addHelpText("after", `
Examples:
  farmctl settlements list --unpaid
  farmctl settlements list --entity "North Ranch" --year 2026 --json`)
    .action((_o, cmd: Command) => listSettlements(cmd.optsWithGlobals()));
}

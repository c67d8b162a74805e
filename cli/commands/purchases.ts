import type { Command } from "commander";
import { type GlobalOptions, connect } from "../context";
import { CliError } from "../errors";
import { readSheetFile } from "../import/csv-sheet";
import { ApiError, unwrap } from "../output/api-errors";
import { printJson, printRows } from "../output/print";
import { note, paint, report } from "../output/terminal";
import { resolveEntity } from "../resolve";
import { runReport } from "./report";

interface PurchaseImportOptions extends GlobalOptions {
  entity?: string;
  dryRun?: boolean;
  replace?: boolean;
  json?: boolean;
}

export const ROW = /^rows\.(\d+)(?:\.(.+))?$/;

/** The server's named rows as lines of the file (row n is line n + 1: the header is line 1), in file order. */
export function reportRows(err: ApiError, json?: boolean): never {
  const problems = err.issues.map((i) => {
    const m = ROW.exec(i.path);
    return m ? { line: Number(m[1]) + 1, column: m[2] ?? "", message: i.message } : { line: 0, column: i.path.replace(/^columns\./, ""), message: i.message };
  });
  problems.sort((a, b) => a.line - b.line);
  for (const p of problems) report(`${p.line ? paint("red", `line ${p.line}`, process.stderr) : "header"}${p.column ? `, column ${p.column}` : ""}: ${p.message}`);
  if (json) printJson({ ok: false, errors: problems });
  const lines = new Set(problems.filter((p) => p.line).map((p) => p.line)).size;
  throw new CliError(
    `${lines ? `${lines} row${lines === 1 ? " has" : "s have"} problems` : "The file's header has problems"}. Nothing was written.`,
    "Fix the lines above and run the same command again (add --dry-run to check without writing)",
  );
}

/**
 * `farmctl purchases import FILE`: a CSV of invoice lines (Entity, Vendor, Invoice, Date, Product, Quantity, Unit,
 * Unit Price, Amount, Freight, Tax) sent whole to the server, which checks every row and writes all or nothing.
 * Importing the same file again adds nothing.
 */
export async function importPurchases(file: string, options: PurchaseImportOptions) {
  const { text } = readSheetFile(file, "its header is Entity,Vendor,Invoice,Date,Product,Quantity,Unit,Unit Price,Amount,Freight,Tax");
  const { api } = connect(options);
  const entity = options.entity ? String((await resolveEntity(api, options.entity)).id) : undefined;
  let result;
  try {
    result = await unwrap(api.api.purchases.import.$post({ query: {}, json: { csv: text, entity, dryRun: options.dryRun === true, replace: options.replace === true } }));
  } catch (err) {
    if (err instanceof ApiError && err.status === 400 && err.issues.some((i) => ROW.test(i.path) || i.path.startsWith("columns."))) reportRows(err, options.json);
    if (err instanceof ApiError && err.status === 409) throw new CliError(err.message, "Add --replace to replace those invoices with the file's lines, or fix the file");
    throw err;
  }
  if (options.json) {
    printJson(result);
    return;
  }
  const verb = result.dryRun ? "would be " : "";
  process.stdout.write(`${result.created} invoice${result.created === 1 ? "" : "s"} ${verb}created, ${result.unchanged} unchanged${result.replaced ? `, ${result.replaced} ${verb}replaced` : ""}.\n`);
  if (result.vendorsCreated.length) note(`New vendors${result.dryRun ? " (not yet created)" : ""}: ${result.vendorsCreated.join(", ")}.`);
  for (const t of result.recosted) {
    note(`Task ${t.taskName} (${t.date}) now costs ${t.totalCostAfter} (was ${t.totalCostBefore})${t.exported ? ": it was exported to the journal already, export that month again" : ""}.`);
  }
  if (result.dryRun) note("Dry run: nothing was written. Run it again without --dry-run to import.");
}

interface InventoryOptions extends GlobalOptions {
  entity?: string;
  asOf?: string;
  product?: string;
  json?: boolean;
}

/**
 * `farmctl inventory`: stock on hand, its value and average cost per entity and product (the registered "inventory"
 * report); with --product, that product's ledger at the entity, every movement with its source.
 */
export async function showInventory(options: InventoryOptions) {
  if (!options.product) return runReport("inventory", { ...options, entity: options.entity ?? "all" });
  if (!options.entity || options.entity.toLowerCase() === "all") throw new CliError("--product needs the --entity whose ledger to show", "Give --entity NAME|ID too");
  const { api } = connect(options);
  const entity = await resolveEntity(api, options.entity);
  const productId = await resolveProduct(api, options.product);
  const ledger = await unwrap(api.api.entities[":entityId"].inventory[":productId"].$get({
    param: { entityId: String(entity.id), productId: String(productId) },
    query: options.asOf ? { asOf: options.asOf } : {},
  }));
  if (options.json) {
    printJson(ledger);
    return;
  }
  const u = ledger.product.stockUnit;
  printRows(ledger.movements, [
    { header: "Date", value: (m) => m.date },
    { header: "Movement", value: (m) => m.source.label || m.kind },
    { header: `Quantity (${u})`, value: (m) => m.quantity, align: "right" },
    { header: "Value", value: (m) => m.value, align: "right" },
    { header: `On hand (${u})`, value: (m) => m.onHandQuantity, align: "right" },
    { header: "On hand value", value: (m) => m.onHandValue, align: "right" },
    { header: `Average per ${u}`, value: (m) => m.averageCost ?? "", align: "right" },
  ], { empty: `No ${ledger.product.name} recorded at ${entity.name}.` });
  process.stdout.write(`${ledger.product.name} at ${entity.name}${ledger.asOf ? ` as of ${ledger.asOf}` : ""}: ${ledger.onHandQuantity} ${u} worth ${ledger.onHandValue}${ledger.averageCost ? `, average ${ledger.averageCost} per ${u}` : ""}.\n`);
}

/** A product named by id or by name (any case). */
async function resolveProduct(api: ReturnType<typeof connect>["api"], nameOrId: string): Promise<number> {
  const text = nameOrId.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const found = (await unwrap(api.api.products.$get({ query: { filter: JSON.stringify({ q: text }) } }))) as { id: number; name: string }[];
  const exact = found.filter((p) => p.name.toLowerCase() === text.toLowerCase());
  if (exact.length === 1) return exact[0]!.id;
  throw new CliError(`No product is named "${text}"`, "Give the product's id or its exact name (farmctl products list)");
}

export function register(program: Command) {
  const purchases = program.command("purchases").description("Supplier invoices of farm inputs");
  purchases
    .command("import")
    .description("Import a CSV of invoice lines; every bad row named, nothing written unless all are good; a file imported again adds nothing")
    .argument("<file>", "the CSV file (- for stdin)")
    .option("--entity <name|id>", "the farm entity of rows without an Entity column")
    .option("--dry-run", "check the file and say what would be written, writing nothing")
    .option("--replace", "replace an invoice already recorded with other lines (otherwise refused)")
    .option("--json", "print the result as JSON")
    .addHelpText("after", `
Columns: Entity, Vendor, Invoice, Date, Product, Quantity, Unit, Unit Price, Amount, Freight, Tax
  (Unit Price or Amount on each line; Freight and Tax on every line of an invoice, the same, or on its first line only)

Examples:
  farmctl purchases import invoices-march.csv --dry-run
  farmctl purchases import invoices-march.csv --entity "North Ranch"`)
    .action((file: string, _o, cmd: Command) => importPurchases(file, cmd.optsWithGlobals()));
  program
    .command("inventory")
    .description("Stock on hand, its value and average cost per entity and product (or one product's ledger with --product)")
    .option("--entity <name|id>", "farm entity, by name (any case) or id; all by default")
    .option("--as-of <date>", "at the end of this day, YYYY-MM-DD (default: today)")
    .option("--product <name|id>", "show this product's ledger at --entity: every purchase, application, return and adjustment")
    .option("--json", "print as JSON")
    .addHelpText("after", `
Examples:
  farmctl inventory --as-of 2026-04-30
  farmctl inventory --entity "North Ranch" --product "Roundup PowerMax"`)
    .action((_o, cmd: Command) => showInventory(cmd.optsWithGlobals()));
}

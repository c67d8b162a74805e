import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Command } from "commander";
import { type GlobalOptions, connect } from "../context";
import { CliError } from "../errors";
import { year } from "../options";
import { unwrap } from "../output/api-errors";
import { printJson, printRows } from "../output/print";
import { note } from "../output/terminal";
import { resolveEntity } from "../resolve";
import { writeWhole } from "./invoice";

const TYPE_NAMES = { cash: "cash rent", crop_share: "crop share", flex: "flex" } as const;

interface LeaseListOptions extends GlobalOptions {
  entity?: string;
  year?: number;
  json?: boolean;
}

/** `farmctl leases list`: every active lease, of one entity or crop year when asked. */
export async function listLeases(options: LeaseListOptions) {
  const { api } = connect(options);
  const entity = options.entity ? await resolveEntity(api, options.entity) : null;
  const filter = { ...(entity ? { entityId: entity.id } : {}), ...(options.year ? { year: options.year } : {}) };
  const rows = await unwrap(api.api.leases.$get({ query: { filter: JSON.stringify(filter) } }));
  printRows(rows, [
    { header: "ID", value: (r) => r.id, align: "right" },
    { header: "Entity", value: (r) => r.entityName },
    { header: "Field", value: (r) => r.fieldName },
    { header: "Acres", value: (r) => r.leasedAcres, align: "right" },
    { header: "Years", value: (r) => `${r.startYear}-${r.endYear ?? ""}` },
    { header: "Type", value: (r) => TYPE_NAMES[r.type] },
    { header: "Landlords", value: (r) => r.landlordNames },
  ], { json: options.json, empty: "No leases." });
}

interface StatementOptions extends GlobalOptions {
  year: number;
  out: string;
  json?: boolean;
}

/**
 * `farmctl landlords statements --year 2025 --out DIR`: one PDF per landlord with a lease in force that crop year,
 * each the server's statement PDF, written whole (temporary file, then rename). Paths on stdout, progress on stderr.
 */
export async function writeStatements(options: StatementOptions) {
  const { api } = connect(options);
  const dir = resolve(options.out);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new CliError(`Could not create ${dir} (${err instanceof Error ? err.message : String(err)})`, "Give a folder you may write to");
  }
  const leases = await unwrap(api.api.leases.$get({ query: { filter: JSON.stringify({ year: options.year }) } }));
  const people = new Map<number, string>();
  for (const l of leases) for (const x of l.landlords) people.set(x.landlordId, x.name);
  const written: Array<{ landlordId: number; name: string; path: string }> = [];
  if (!people.size) {
    if (options.json) printJson(written);
    note(`No landlord has a lease in force in ${options.year}.`);
    return;
  }
  for (const [id, name] of [...people].sort((a, b) => a[1].localeCompare(b[1]) || a[0] - b[0])) {
    const res = await api.api.landlords[":id"].statement.$get({ param: { id: String(id) }, query: { year: String(options.year), format: "pdf" } });
    if (!res.ok) await unwrap(res);
    const given = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `landlord-statement-${id}-${options.year}.pdf`;
    // Two landlords of the same name would share a file name: the id keeps them apart.
    const path = writeWhole(join(dir, given.replace(/\.pdf$/, `-${id}.pdf`)), new Uint8Array(await res.arrayBuffer()));
    written.push({ landlordId: id, name, path });
    if (!options.json) process.stdout.write(`${path}\n`);
    note(`Wrote ${name}'s statement for ${options.year}.`);
  }
  if (options.json) printJson(written);
  note(`${people.size} statement${people.size === 1 ? "" : "s"} in ${dir}.`);
}

/** `farmctl landlords list`. */
export async function listLandlords(options: GlobalOptions & { json?: boolean }) {
  const { api } = connect(options);
  const rows = await unwrap(api.api.landlords.$get({ query: {} }));
  printRows(rows, [
    { header: "ID", value: (r) => r.id, align: "right" },
    { header: "Name", value: (r) => r.name },
    { header: "Contact", value: (r) => r.contact },
    { header: "Tax ID", value: (r) => r.taxIdMasked },
  ], { json: options.json, empty: "No landlords." });
}

export function register(program: Command) {
  const landlords = program.command("landlords").description("Landlords and their year-end statements");
  landlords
    .command("list")
    .description("List landlords (tax ids masked)")
    .option("--json", "print as JSON")
    .action((_o, cmd: Command) => listLandlords(cmd.optsWithGlobals()));
  landlords
    .command("statements")
    .description("Write one statement PDF per landlord with a lease in force in the crop year")
    .requiredOption("--year <year>", "crop year, 2000-2100", year)
    .requiredOption("--out <dir>", "folder for the PDFs (made when missing)")
    .option("--json", "print the statements written (landlord id, name, path) as JSON instead of one path a line")
    .addHelpText("after", `
Examples:
  farmctl landlords statements --year 2025 --out statements/2025
  FARMCTL_URL=... FARMCTL_TOKEN=... farmctl -q landlords statements --year 2025 --out /srv/statements   (cron)`)
    .action((_o, cmd: Command) => writeStatements(cmd.optsWithGlobals()));
  program
    .command("leases")
    .description("Leases of fields")
    .command("list")
    .description("List leases: field, acres, crop years, type and landlords")
    .option("--entity <name|id>", "farm entity, by name (any case) or id")
    .option("--year <year>", "only leases in force in this crop year", year)
    .option("--json", "print as JSON")
    .action((_o, cmd: Command) => listLeases(cmd.optsWithGlobals()));
}

import type { Command } from "commander";
import Papa from "papaparse";
import { type ApiClient, columnHeadings, REPORT_CATALOG, REPORT_OPTIONS, type ReportInfo, type ReportOption, reportInfo } from "../../api/client";
import { type GlobalOptions, connect } from "../context";
import { CliError, usageError } from "../errors";
import { monthOfYear, oneOf, year } from "../options";
import { type ResponseLike, unwrap } from "../output/api-errors";
import { printTable } from "../output/print";
import { isQuiet, note } from "../output/terminal";
import { resolveEntity } from "../resolve";
import { resolveField } from "./tasks";
import { formatOf, writeWhole } from "./invoice";

const FORMATS = ["pdf", "csv", "json"] as const;

interface ReportOptions extends GlobalOptions {
  entity?: string;
  field?: string;
  landlord?: string;
  year?: number;
  /** 1-12, or a month given as YYYY-MM (its year is --year's). */
  month?: number | { year: number; month: number };
  from?: string;
  to?: string;
  asOf?: string;
  crop?: string;
  view?: string;
  basis?: string;
  overBudget?: string;
  format?: (typeof FORMATS)[number];
  out?: string;
  json?: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The value of each parameter the report takes, from the options (entity and field by name or id). */
async function parameters(api: ApiClient, info: ReportInfo, options: ReportOptions) {
  // --month YYYY-MM gives the year too; with --year, the two must agree.
  const ownYear = typeof options.month === "object" ? options.month.year : undefined;
  if (ownYear !== undefined && options.year !== undefined && options.year !== ownYear) throw usageError(`--month ${ownYear}-.. is not in --year ${options.year}`);
  const given: Partial<Record<ReportOption, string>> = {
    year: (options.year ?? ownYear)?.toString(),
    month: (typeof options.month === "object" ? options.month.month : options.month)?.toString(),
    from: options.from,
    to: options.to,
    "as-of": options.asOf,
    crop: options.crop,
    view: options.view,
    basis: options.basis,
    "over-budget": options.overBudget,
  };
  for (const [key, value] of [["from", options.from], ["to", options.to], ["as-of", options.asOf]] as const) {
    if (value !== undefined && !DAY.test(value)) throw usageError(`--${key} must be a date as YYYY-MM-DD`);
  }
  const takes = (option: ReportOption) => info.params.some((p) => p.option === option);
  // "all" is a value of its own where a report takes every entity (the equipment invoice, the fertilizer report).
  if (options.entity?.trim().toLowerCase() === "all" && info.params.some((p) => p.option === "entity" && p.all)) given.entity = "all";
  else if (options.entity && (takes("entity") || (takes("field") && options.field && !/^\d+$/.test(options.field)))) {
    given.entity = String((await resolveEntity(api, options.entity)).id);
  }
  if (options.landlord) given.landlord = String((await resolveLandlord(api, options.landlord)).id);
  if (options.field) {
    if (/^\d+$/.test(options.field.trim())) given.field = options.field.trim();
    else if (given.entity) given.field = String((await resolveField(api, Number(given.entity), options.field)).id);
    else throw usageError("A field named by name needs its --entity", "Give --entity too, or the field's id");
  }
  const param: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of info.params) {
    // "all" goes only where the report takes it (the fertilizer report's filter, not its current entity's id).
    const value = given[p.option] === "all" && !p.all ? undefined : given[p.option];
    if (value === undefined) {
      if (p.required) throw usageError(`--${p.option} is required for ${info.name}`, `Usage: farmctl report ${info.name} ${usage(info)}`);
      continue;
    }
    (p.in === "path" ? param : query)[p.name] = value;
  }
  return { param, query };
}

/** A landlord named by id or by name (case-insensitive), as entities are. */
async function resolveLandlord(api: ApiClient, nameOrId: string): Promise<{ id: number; name: string }> {
  const text = nameOrId.trim();
  if (/^\d+$/.test(text)) return { id: Number(text), name: text };
  const candidates = await unwrap(api.api.landlords.$get({ query: { filter: JSON.stringify({ q: text }) } }));
  const exact = candidates.filter((l) => l.name.toLowerCase() === text.toLowerCase());
  if (exact.length === 1) return exact[0]!;
  if (exact.length > 1) throw new CliError(`${exact.length} landlords are named "${text}": ids ${exact.map((l) => l.id).join(", ")}`, "Name it by id instead: --landlord ID");
  throw new CliError(`No landlord is named "${text}"`, "Give the landlord's id (its number on the Landlords screen)");
}

const usage = (info: ReportInfo) => info.params.map((p) => (p.required ? `--${p.option} <${p.option}>` : `[--${p.option} <${p.option}>]`)).join(" ");

/** The report's GET through the typed client, its path walked segment by segment (`{id}` is `:id`). */
function get(api: ApiClient, info: ReportInfo, args: { param: Record<string, string>; query: Record<string, string> }) {
  let node = api.api as unknown as Record<string, unknown>;
  for (const segment of info.path.split("/").filter(Boolean)) node = node[segment.replace(/^\{(\w+)\}$/, ":$1")] as Record<string, unknown>;
  return (node.$get as (a: typeof args) => Promise<ResponseLike & { arrayBuffer(): Promise<ArrayBuffer> }>)(args);
}

/** The report's CSV drawn as a table: its columns from the registry, numbers right-aligned. */
function printCsvTable(info: ReportInfo, csv: string) {
  const [header = [], ...rows] = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;
  const headings = columnHeadings(info, info.columns);
  const kindOf = (h: string) => info.columns[headings.indexOf(h)]?.kind ?? "text";
  printTable(rows, header.map((h, i) => ({ header: h, value: (r: string[]) => r[i], align: kindOf(h) === "text" || kindOf(h) === "date" ? "left" : "right" })), "Nothing recorded.");
}

/**
 * `farmctl report <name>`: any registered report, as the API answers it: a table on the terminal, CSV or JSON to
 * stdout, or a file (--out, PDF by default).
 */
export async function runReport(name: string, options: ReportOptions) {
  const info = reportInfo(name);
  if (!info) throw usageError(`No report is named "${name}"`, `Reports: ${REPORT_CATALOG.map((r) => r.name).join(", ")}`);
  const table = !options.out && !options.format && !options.json;
  const format = table ? "csv" : formatOf({ ...options, month: undefined });
  const { api } = connect(options);
  const { param, query } = await parameters(api, info, options);
  const res = await get(api, info, { param, query: { ...query, format } });
  if (!res.ok) await unwrap(res);
  if (options.out) {
    const path = writeWhole(options.out, new Uint8Array(await res.arrayBuffer()));
    if (!isQuiet()) process.stdout.write(`${path}\n`);
    note(`Wrote the ${info.title.toLowerCase()} to ${path}.`);
  } else if (table) {
    printCsvTable(info, await res.text());
  } else {
    const text = await res.text();
    process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
  }
}

export function register(program: Command) {
  const list = REPORT_CATALOG.map((r) => `  ${r.name.padEnd(16)} ${r.title}: ${usage(r)}`).join("\n");
  const command = program
    .command("report")
    .description("Any registered report, as the Reports screen gives it: a table, CSV or JSON to stdout, PDF to a file")
    .argument("<name>", "the report (see the list below)");
  // One flag per input any registered report takes (REPORT_OPTIONS), year and month checked as numbers.
  const parsers: Partial<Record<ReportOption, (v: string) => number | { year: number; month: number }>> = { year, month: monthOfYear };
  for (const [option, { value, help }] of Object.entries(REPORT_OPTIONS) as Array<[ReportOption, { value: string; help: string }]>) {
    const parse = parsers[option];
    if (parse) command.option(`--${option} <${value}>`, help, parse);
    else command.option(`--${option} <${value}>`, help);
  }
  command
    .option("--format <format>", "pdf, csv or json (default: pdf for --out, else a table)", oneOf(FORMATS))
    .option("--out <file>", "write the report to this file (PDF, or CSV/JSON by extension or --format)")
    .option("--json", "print the server's JSON (the same as --format json)")
    .addHelpText("after", `
Reports:
${list}

Examples:
  farmctl report field-summary --entity "North Ranch" --year 2025
  farmctl report field-history --field 12 --format csv > field-12.csv
  farmctl report schedule-f --entity "North Ranch" --year 2025 --out schedule-f-2025.pdf
  farmctl report pesticide-use --entity "North Ranch" --month 2026-04 --out pur-2026-04.pdf
  farmctl report inventory --entity all --as-of 2026-04-30`)
    .action((name: string, _o, cmd: Command) => runReport(name, cmd.optsWithGlobals()));
}

import { type RouteConfig, createRoute, type z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { CsvCell, CsvTable } from "../lib/csv";
import { invalid } from "../lib/errors";
import * as S from "../lib/http-status";
import { OFFICE, allow, inPath, inQuery, type AccessDeclaration, type RecordRef } from "../lib/route-access";
import type { AppBindings, AppRouteHandler } from "../lib/types";
import type { PdfReport } from "../pdf/model";
import { reportFile } from "./report-file";
import { reportResponses, tags } from "./report-route";
import type { ReportFormat } from "../schemas/reports.schemas";
import type { ServiceContext } from "../services/context";
import { genericReportPdf, printed } from "./generic-pdf";
import type { Lang } from "../domain/reference-names";
import { type ReportColumn, type ReportInfo, columnHeadings } from "./report-info";

/** What a report's loader is given: the request's service context (the database, the caller, `within`). */
export type ReportContext = ServiceContext;

/** A row as a report hands it to the CSV and the PDF table: a value per column key. */
export type ReportRow = Record<string, CsvCell>;

/**
 * Who may read a report: the office, and the entity or field it names must be one the caller is granted
 * (docs/access.md). Derived from its parameters, so a report naming a record cannot forget the check.
 */
export function reportAccess(info: ReportInfo): AccessDeclaration {
  const records: RecordRef[] = [];
  for (const p of info.params) {
    if (p.option !== "entity" && p.option !== "field" && p.option !== "landlord") continue;
    records.push((p.in === "path" ? inPath : inQuery)(p.name, p.option));
  }
  return allow(OFFICE, ...records);
}

/**
 * A report's route: GET at its path, its access derived from its parameters, JSON by default and `?format=csv|pdf`
 * (the query must spread `formatQuery`), the 200 in the three formats with the report's shape, and the read errors.
 * @example reportRoute(fieldHistoryInfo, { params: FieldIdPath, query: z.object({ ...formatQuery }), shape, summary: "..." })
 */
export function reportRoute<
  const Path extends string,
  Params extends z.ZodObject | undefined,
  Query extends z.ZodObject,
  Shape extends z.ZodType,
>(info: ReportInfo<string, Path>, spec: { params?: Params; query: Query; shape: Shape; summary: string; description?: string; tags?: string[] }) {
  return createRoute({
    path: info.path,
    method: "get",
    "x-access": reportAccess(info),
    tags: spec.tags ?? tags,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    request: { params: spec.params as Params, query: spec.query },
    responses: reportResponses(spec.shape, info.title),
  });
}

type Output<T> = T extends z.ZodType ? z.output<T> : {};
/** The validated path and query parameters of a report route, `format` and `lang` left out. */
export type ReportInput<R extends RouteConfig> = Omit<Output<NonNullable<R["request"]>["params"]> & Output<NonNullable<R["request"]>["query"]>, "format" | "lang">;
/** The JSON a report route declares for its 200. */
type JsonOf<R> = R extends { responses: { 200: { content: { "application/json": { schema: infer T extends z.ZodType } } } } } ? z.output<T> : never;

export interface ReportSpec<R extends RouteConfig, Loaded> {
  info: ReportInfo;
  route: R;
  /**
   * The only code of the report touching the database: reads what the computation needs and computes it. Given the
   * format asked for, for a report whose PDF needs more than its JSON (the field report).
   */
  load: (ctx: ReportContext, input: ReportInput<R>, format: ReportFormat) => Promise<Loaded>;
  /** The JSON answer (what is loaded, unless the report loads more for its CSV). */
  json: (loaded: Loaded, input: ReportInput<R>) => JsonOf<R>;
  /** One row per CSV line and generic PDF table row, keyed by column (its own words in `lang`, where it writes any). */
  rows: (loaded: Loaded, input: ReportInput<R>, lang: Lang) => ReportRow[];
  /**
   * A CSV whose columns depend on the data (a column per entity of the acreage matrix, per yield step of the what-if
   * grid): its own table; undefined keeps the columns' CSV. The declared columns remain its first columns.
   */
  csv?: (loaded: Loaded, input: ReportInput<R>, lang: Lang) => CsvTable | undefined;
  /** The download's name without extension (`fileSlug` its text parts). */
  filename: (loaded: Loaded, input: ReportInput<R>) => string;
  /** Whether an optional column is shown for this data; optional columns are left out when absent. */
  shows?: (loaded: Loaded, column: ReportColumn) => boolean;
  /** A special layout's own PDF drawing (in `lang` where it has its texts in Spanish); without it the generic table. */
  pdf?: (loaded: Loaded, input: ReportInput<R>, lang: Lang) => PdfReport;
  /**
   * A document handed to a partner (an invoice): its CSV and PDF are in the language the entity writes to that partner
   * in (its invoice language, read with the report), whoever downloads it and whatever `lang` asks
   * (docs/decisions/i18n.md).
   */
  farmLanguage?: (loaded: Loaded) => Lang;
  /** The generic PDF's line under the title (entity, crop year...), its own words in `lang`. */
  subtitle?: (loaded: Loaded, input: ReportInput<R>, lang: Lang) => string;
  /** A bold last row of the generic PDF table, its own words in `lang`. */
  totals?: (loaded: Loaded, lang: Lang) => ReportRow;
}

/**
 * A CSV of report rows under columns: the columns' headings in `lang`, then each row's values by key (a unit or a
 * seeded category's name in `lang` too; figures as they are).
 * @example csvOf(info, info.columns, [{ cropYear: 2025, net: "10.00" }])
 */
export const csvOf = (info: ReportInfo, columns: readonly ReportColumn[], rows: readonly ReportRow[], lang: Lang = "en"): CsvTable => ({
  header: columnHeadings(info, columns, lang),
  rows: rows.map((row) => columns.map((c) => (c.kind === "unit" || c.kind === "category" || c.kind === "productKind") && row[c.key] ? (printed(c.kind, row[c.key], lang) as string) : row[c.key])),
});

/** The language of a report file: the one asked for (`lang`), else the caller's saved language, else English. */
export function fileLanguage(c: Context<AppBindings>, asked: Lang | undefined): Lang {
  if (asked) return asked;
  return c.get("ctx")?.user?.locale === "es" ? "es" : "en";
}

/** A registered report: its description, route and handler (as `openapiRoutes` takes them), and its CSV and PDF. */
export interface Report<R extends RouteConfig = RouteConfig, Loaded = unknown> {
  info: ReportInfo;
  route: R;
  handler: AppRouteHandler<R>;
  /** The columns shown for this data, in order. */
  columnsFor: (loaded: Loaded) => ReportColumn[];
  csv: (loaded: Loaded, input: ReportInput<R>, lang?: Lang) => CsvTable;
  pdf: (loaded: Loaded, input: ReportInput<R>, lang?: Lang) => PdfReport;
  /** Whether its CSV may add columns of its own after the declared ones (`csv` of its definition). */
  ownCsv: boolean;
  /** Answers the report in the asked format from its validated input (its route's handler, and an alias route's). */
  answer: (c: Context<AppBindings>, input: ReportInput<R>, format: ReportFormat, lang?: Lang) => Promise<Response>;
}

/**
 * A report as the registry takes it: the route answers `?format=json|csv|pdf` from one load; the CSV is the
 * columns' headings and the rows' values by key; the PDF is the report's own drawing or the generic table.
 * @example export const fieldHistory = defineReport({ info, route, load, json: (d) => d, rows: (d) => d.years, filename })
 */
export function defineReport<R extends RouteConfig, Loaded>(spec: ReportSpec<R, Loaded>): Report<R, Loaded> {
  const columnsFor = (loaded: Loaded) => spec.info.columns.filter((c) => !c.optional || (spec.shows?.(loaded, c) ?? false));
  const csv = (loaded: Loaded, input: ReportInput<R>, lang: Lang = "en"): CsvTable =>
    spec.csv?.(loaded, input, lang) ?? csvOf(spec.info, columnsFor(loaded), spec.rows(loaded, input, lang), lang);
  // The page numbers too are in the file's language ('Página 1 de 2').
  const pdf = (loaded: Loaded, input: ReportInput<R>, lang: Lang = "en"): PdfReport => ({
    ...(spec.pdf?.(loaded, input, lang) ??
      genericReportPdf(spec.info, columnsFor(loaded), { rows: spec.rows(loaded, input, lang), subtitle: spec.subtitle?.(loaded, input, lang), totals: spec.totals?.(loaded, lang) }, lang)),
    lang,
  });
  const answer = async (c: Context<AppBindings>, input: ReportInput<R>, format: ReportFormat, asked?: Lang) => {
    const loaded = await spec.load(c.get("ctx"), input, format);
    const lang = spec.farmLanguage ? spec.farmLanguage(loaded) : fileLanguage(c, asked);
    const files = { filename: spec.filename(loaded, input), csv: () => csv(loaded, input, lang), pdf: () => pdf(loaded, input, lang) };
    return (await reportFile(c, format, files)) ?? c.json(spec.json(loaded, input) as object, S.OK);
  };
  const handler = (async (c) => {
    const { format, lang, ...input } = validInput(c, spec.route);
    return answer(c, input as ReportInput<R>, format as ReportFormat, lang as Lang | undefined);
  }) as AppRouteHandler<RouteConfig> as unknown as AppRouteHandler<R>;
  return { info: spec.info, route: spec.route, handler, columnsFor, csv, pdf, answer, ownCsv: spec.csv !== undefined };
}

/**
 * A route's validated path and query parameters, as one object (`format` among them). A parameter the query may
 * repeat from the path (the monthly invoice's `year`) must say the same: a 400 naming it otherwise.
 */
function validInput(c: Context<AppBindings>, route: RouteConfig): Record<string, unknown> {
  // Both parts are validated by the route; a report without path parameters has none to read.
  const valid = (target: string) => (c.req.valid as (t: string) => Record<string, unknown>).call(c.req, target);
  const path = route.request?.params ? valid("param") : {};
  const query = valid("query");
  for (const [name, value] of Object.entries(query)) {
    if (name in path && value !== undefined && value !== path[name]) throw invalid(name, `must match the ${name} in the path`);
  }
  return { ...query, ...path };
}

/**
 * A second route answering a registered report (the spec's monthly invoice by path and by query): its own path and
 * parameters, the report's access rule and answer; `toInput` maps its parameters to the report's (and may refuse).
 * @example reportAlias(monthlyInvoiceReport, byQueryRoute, ({ entityId, year, month }) => ({ id: entityId, year, month }))
 */
export function reportAlias<R extends RouteConfig, A extends RouteConfig, Loaded>(
  report: Report<R, Loaded>,
  route: A,
  toInput: (input: ReportInput<A>) => ReportInput<R>,
): { route: A; handler: AppRouteHandler<A> } {
  const handler = (async (c) => {
    const { format, lang, ...input } = validInput(c, route);
    return report.answer(c, toInput(input as ReportInput<A>), format as ReportFormat, lang as Lang | undefined);
  }) as AppRouteHandler<RouteConfig> as unknown as AppRouteHandler<A>;
  return { route, handler };
}

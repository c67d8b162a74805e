/**
 * What a registered report is, apart from how the server computes it: its name, its URL, the inputs it takes and its
 * columns. Pure data (no db, no @hono/zod-openapi), so farmctl and the admin UI read it through the one way in
 * (api/client) and derive their command and screen from it; the server derives the route, the CSV and the generic
 * PDF from the same description (api/reports/define-report.ts). docs/decisions/report-registry.md.
 */

/**
 * How a column's values read: each kind has one way to print (money in dollars, acres to one decimal...); a `unit`
 * (a yield unit), a `category` (a task category's name) or a `productKind` (a product's kind) is reference data,
 * printed in the reader's language (api/domain/reference-names.ts).
 */
export type ColumnKind = "money" | "acres" | "percent" | "quantity" | "text" | "date" | "unit" | "category" | "productKind";

export interface ReportColumn {
  /** The key of the column's value in each row the report hands out (`rows` of its definition). */
  key: string;
  /** The message id of its heading; its English text (`messages`) is the CSV header and the PDF's column title. */
  label: string;
  kind: ColumnKind;
  /** Shown only when the report's data carries it (the lease columns of the field summary). */
  optional?: true;
}

/**
 * The inputs a farmctl user (and the generic screen) gives: each maps to one path or query parameter. An entity, a
 * field or a landlord is a record the caller must be granted (`reportAccess`); farmctl takes them by name or id.
 */
export type ReportOption = "entity" | "field" | "landlord" | "year" | "month" | "from" | "to" | "as-of" | "crop" | "view" | "basis" | "over-budget";

/** Each option as farmctl offers it: its value's placeholder and its help (cli/commands/report.ts derives its flags). */
export const REPORT_OPTIONS: Readonly<Record<ReportOption, { value: string; help: string }>> = {
  entity: { value: "name|id", help: "farm entity, by name (any case) or id; all where the report takes every entity" },
  field: { value: "name|id", help: "field, by id (or by name with --entity)" },
  landlord: { value: "name|id", help: "landlord, by name (any case) or id" },
  year: { value: "year", help: "the crop year (the tax year for schedule-f)" },
  month: { value: "1-12|YYYY-MM", help: "a month (YYYY-MM sets --year too)" },
  from: { value: "YYYY-MM-DD", help: "first day" },
  to: { value: "YYYY-MM-DD", help: "last day" },
  "as-of": { value: "YYYY-MM-DD", help: "the day the figures are as of, at its end (default: today)" },
  crop: { value: "crop", help: "one crop type (default: every crop)" },
  view: { value: "view", help: "which view of the report (acreage: entities or matrix)" },
  basis: { value: "basis", help: "budget or actual (what-if: the cost taken off)" },
  "over-budget": { value: "percent", help: "flag fields more than this percent over budget" },
};

export interface ReportParam {
  /** The parameter's name in the route (`{id}` in the path, `?year=` in the query). */
  name: string;
  in: "path" | "query";
  option: ReportOption;
  required: boolean;
  /** Takes "all" as well as an entity id (every entity the caller may see); farmctl passes `--entity all` only here. */
  all?: true;
  /**
   * The message id of the input's label on the generic screen, where the option's own would mislead (Schedule F's
   * year is the tax year, not the crop year): `reportInputs.<report>.<option>`, its texts declared with the report.
   */
  label?: string;
}

export interface ReportInfo<Name extends string = string, Path extends string = string> {
  /** kebab-case, unique: the folder under api/reports/, `farmctl report <name>`. */
  name: Name;
  /** Its title in English (message id `reportTitles.<name>` for the UI). */
  title: string;
  /** The URL under /api, with `{param}` segments (OpenAPI form). */
  path: Path;
  params: readonly ReportParam[];
  columns: readonly ReportColumn[];
  /** English text of its message ids (title, column headings, inputs' own labels): the CSV header, the PDF, the UI in English. */
  messages: Readonly<Record<string, string>>;
  /** The same message ids in the UI's other languages (Spanish), declared with the report. */
  translations: Readonly<Record<"es", Readonly<Record<string, string>>>>;
  /**
   * The admin UI screen that shows it, for a report with a screen of its own (a Reports tab, the landlord's
   * statement): its id in admin-ui/navigation. Without it, the generic report screen shows it.
   */
  screen?: string;
}

/** A column as a report declares it: key, kind, English heading, and `"optional"` for a column the data may lack. */
export type ColumnSpec = readonly [key: string, kind: ColumnKind, english: string, optional?: "optional"];

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The message id of a report's column heading: `reportColumns.<reportName>.<key>`. */
export const columnLabelId = (report: string, key: string) => `reportColumns.${camel(report)}.${key}`;

/**
 * A report's description, its title and column headings registered as messages in English and Spanish (the UI's
 * catalogue takes both from here; the CSV header and the PDF are the English).
 * @example defineReportInfo({ name: "field-history", title: "Field History", path: "/fields/{fieldId}/history",
 *            params: [param("fieldId", "path", "field")], columns: [["cropYear", "text", "Crop Year"]] })
 */
export function defineReportInfo<const Name extends string, const Path extends string>(spec: {
  name: Name;
  title: string;
  path: Path;
  params: readonly ReportParam[];
  columns: readonly ColumnSpec[];
  screen?: string;
  /** Its title and every column's heading in Spanish (by column key). */
  es: { title: string; columns: Readonly<Record<string, string>> };
  /** An input's own label on the screen, in English and Spanish, where the generic one would mislead (`%{year}` the value). */
  labels?: Partial<Record<ReportOption, { en: string; es: string }>>;
}): ReportInfo<Name, Path> {
  const titleId = `reportTitles.${camel(spec.name)}`;
  const messages: Record<string, string> = { [titleId]: spec.title };
  const es: Record<string, string> = { [titleId]: spec.es.title };
  const columns = spec.columns.map(([key, kind, text, optional]): ReportColumn => {
    const label = columnLabelId(spec.name, key);
    messages[label] = text;
    const spanish = spec.es.columns[key];
    if (spanish === undefined) throw new Error(`report ${spec.name}: column ${key} has no Spanish heading`);
    es[label] = spanish;
    return optional ? { key, label, kind, optional: true } : { key, label, kind };
  });
  const extra = Object.keys(spec.es.columns).filter((key) => !spec.columns.some(([k]) => k === key));
  if (extra.length) throw new Error(`report ${spec.name}: Spanish headings for no column: ${extra.join(", ")}`);
  const labels = spec.labels ?? {};
  const params = spec.params.map((p): ReportParam => {
    const texts = labels[p.option];
    if (!texts) return p;
    const label = `reportInputs.${camel(spec.name)}.${p.option}`;
    messages[label] = texts.en;
    es[label] = texts.es;
    return { ...p, label };
  });
  const unused = Object.keys(labels).filter((option) => !spec.params.some((p) => p.option === option));
  if (unused.length) throw new Error(`report ${spec.name}: labels for no input: ${unused.join(", ")}`);
  const info = { name: spec.name, title: spec.title, path: spec.path, params, columns, messages, translations: { es } };
  return spec.screen ? { ...info, screen: spec.screen } : info;
}

/** One input of a report. */
export const param = (name: string, where: "path" | "query", option: ReportOption, required = true, takes?: { all: true }): ReportParam =>
  takes ? { name, in: where, option, required, all: true } : { name, in: where, option, required };

/** A message of a report (its title, a column's heading) in `lang`, English where it has no translation. */
export const reportText = (info: Pick<ReportInfo, "messages" | "translations">, id: string, lang: "en" | "es" = "en"): string =>
  (lang === "en" ? undefined : info.translations[lang]?.[id]) ?? info.messages[id] ?? id;

/** A report's title in `lang`. @example reportTitle(fieldHistoryInfo, "es") === "Historial del campo" */
export const reportTitle = (info: Pick<ReportInfo, "name" | "messages" | "translations">, lang: "en" | "es" = "en"): string =>
  reportText(info, `reportTitles.${camel(info.name)}`, lang);

/**
 * The CSV header and PDF column titles: the columns' labels in the reader's language (English by default).
 * @example columnHeadings(fieldHistoryInfo, fieldHistoryInfo.columns)[0] === "Crop Year"
 */
export const columnHeadings = (info: Pick<ReportInfo, "messages" | "translations">, columns: readonly ReportColumn[], lang: "en" | "es" = "en"): string[] =>
  columns.map((c) => reportText(info, c.label, lang));

/**
 * What a registered report is, apart from how the server computes it: its name, its URL, the inputs it takes and its
 * columns. Pure data (no db, no @hono/zod-openapi), so farmctl and the admin UI read it through the one way in
 * (api/client) and derive their command and screen from it; the server derives the route, the CSV and the generic
 * PDF from the same description (api/reports/define-report.ts). docs/decisions/report-registry.md.
 */

/** How a column's values read: each kind has one way to print (money in dollars, acres to one decimal...). */
export type ColumnKind = "money" | "acres" | "percent" | "quantity" | "text" | "date";

export interface ReportColumn {
  /** The key of the column's value in each row the report hands out (`rows` of its definition). */
  key: string;
  /** The message id of its heading; its English text (`messages`) is the CSV header and the PDF's column title. */
  label: string;
  kind: ColumnKind;
  /** Shown only when the report's data carries it (the lease columns of the field summary). */
  optional?: true;
}

/** The inputs a farmctl user (and the generic screen) gives: each maps to one path or query parameter. */
export type ReportOption = "entity" | "field" | "year" | "month" | "from" | "to";

export interface ReportParam {
  /** The parameter's name in the route (`{id}` in the path, `?year=` in the query). */
  name: string;
  in: "path" | "query";
  option: ReportOption;
  required: boolean;
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
  /** English text of its message ids (title and column headings); the UI adds its translations under the same ids. */
  messages: Readonly<Record<string, string>>;
}

/** A column as a report declares it: key, kind, English heading, and `"optional"` for a column the data may lack. */
export type ColumnSpec = readonly [key: string, kind: ColumnKind, english: string, optional?: "optional"];

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The message id of a report's column heading: `reportColumns.<reportName>.<key>`. */
export const columnLabelId = (report: string, key: string) => `reportColumns.${camel(report)}.${key}`;

/**
 * A report's description, its column headings registered as messages (English here; the UI adds its translations
 * under the same ids).
 * @example defineReportInfo({ name: "field-history", title: "Field History", path: "/fields/{fieldId}/history",
 *            params: [param("fieldId", "path", "field")], columns: [["cropYear", "text", "Crop Year"]] })
 */
export function defineReportInfo<const Name extends string, const Path extends string>(spec: {
  name: Name;
  title: string;
  path: Path;
  params: readonly ReportParam[];
  columns: readonly ColumnSpec[];
}): ReportInfo<Name, Path> {
  const messages: Record<string, string> = { [`reportTitles.${camel(spec.name)}`]: spec.title };
  const columns = spec.columns.map(([key, kind, text, optional]): ReportColumn => {
    const label = columnLabelId(spec.name, key);
    messages[label] = text;
    return optional ? { key, label, kind, optional: true } : { key, label, kind };
  });
  return { name: spec.name, title: spec.title, path: spec.path, params: spec.params, columns, messages };
}

/** One input of a report. */
export const param = (name: string, where: "path" | "query", option: ReportOption, required = true): ReportParam => ({ name, in: where, option, required });

/**
 * The CSV header and PDF column titles: the columns' labels in English.
 * @example columnHeadings(fieldHistoryInfo, fieldHistoryInfo.columns)[0] === "Crop Year"
 */
export const columnHeadings = (info: Pick<ReportInfo, "messages">, columns: readonly ReportColumn[]): string[] =>
  columns.map((c) => info.messages[c.label] ?? c.label);

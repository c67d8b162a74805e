import type { TranslateFunction } from "react-admin";
import { validation } from "../i18n/messages/validation";
import { shortDate } from "./format";

interface Pattern {
  key: string;
  re: RegExp;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The catalogue's English validation texts as patterns, `%{name}` standing for any value: texts without a value
 * first, then the longest, so "must be between 0 and 100 with at most 2 decimals" is not read as "between %{min} and %{max}".
 */
const PATTERNS: Pattern[] = Object.entries((validation.en as { validation: Record<string, string> }).validation)
  .map(([key, text]) => ({ key: `validation.${key}`, text, re: new RegExp(`^${escapeRegExp(text).replace(/%\\\{(\w+)\\\}/g, "(?<$1>.+?)")}$`) }))
  .sort((a, b) => Number(a.text.includes("%{")) - Number(b.text.includes("%{")) || b.text.length - a.text.length);

/** The values a message names that the catalogue words itself: input units (a list of them too), by their names. */
const UNIT_VALUES = new Set(["unit", "units", "from", "to"]);

const valueTexts = (validation.en as { validationValues: { counted: Record<string, string> } }).validationValues;

/** A counted noun as the server writes it, one and many ("ticket", "tickets"), to its key in validationValues.counted. */
const NOUNS = new Map(
  Object.entries(valueTexts.counted).flatMap(([key, text]) => text.split(" |||| ").map((form) => [form.replace("%{smart_count} ", ""), key] as const)),
);

/**
 * A list of counted records as the server writes it (api/domain/products.ts `listed`: "3 tickets, 1 delivery and
 * 2 settlements") in the user's language; a list naming a record the catalogue does not count is left as written.
 */
function countedList(list: string, translate: TranslateFunction): string {
  const parts = list.split(/, | and /).map((part) => {
    const m = /^(\d+) (.+)$/.exec(part);
    const key = m && NOUNS.get(m[2]!);
    return key ? translate(`validationValues.counted.${key}`, { smart_count: Number(m[1]) }) : null;
  });
  if (parts.some((p) => p === null)) return list;
  return parts.length <= 1 ? (parts[0] ?? list) : [parts.slice(0, -1).join(", "), translate("validationValues.and"), parts.at(-1)].join(" ");
}

/** What a restore target holds as the server writes it (api/services/restore.service.ts: "tasks: 3 rows, stored files"). */
function contentsList(list: string, translate: TranslateFunction): string {
  return list
    .split(", ")
    .map((part) => {
      if (part === "stored files") return translate("validationValues.storedFiles");
      const m = /^(\w+): (\d+) rows$/.exec(part);
      return m ? translate("validationValues.tableRows", { table: m[1], smart_count: Number(m[2]) }) : part;
    })
    .join(", ");
}

/**
 * A message's values in the user's language: a day the server writes as YYYY-MM-DD in the user's locale, an input
 * unit by its name in the catalogue ("fl oz" is "oz fl" in Spanish), the records a refusal counts (`uses`) and what a
 * restore target holds (`contents`) in words; anything else as written.
 */
function valuesOf(groups: Record<string, string>, translate: TranslateFunction): Record<string, string> {
  const out = { ...groups };
  if (out.date && /^\d{4}-\d{2}-\d{2}$/.test(out.date)) out.date = shortDate(out.date);
  if (out.uses) out.uses = countedList(out.uses, translate);
  if (out.contents) out.contents = contentsList(out.contents, translate);
  for (const name of Object.keys(out)) {
    if (UNIT_VALUES.has(name)) out[name] = out[name]!.split(", ").map((u) => translate(`applications.unitNames.${u}`, { _: u })).join(", ");
  }
  return out;
}

/** The catalogue text a message is (its key, validation.<name>) and the values it names, or undefined. */
export function validationMatch(message: string): { key: string; values: Record<string, string> } | undefined {
  for (const { key, re } of PATTERNS) {
    const m = re.exec(message);
    if (m) return { key, values: m.groups ?? {} };
  }
  return undefined;
}

/**
 * A message of the shared schemas or a refused change's sentence (the server's English) in the user's language; a
 * message the catalogue does not know is shown as it is.
 * @example validationText("must be zero or more", translate) === "Debe ser cero o más" // in Spanish
 */
export function validationText(message: string, translate: TranslateFunction): string {
  const match = validationMatch(message);
  return match ? translate(match.key, valuesOf(match.values, translate)) : message;
}

/** Every message of a form's errors (field -> message) in the user's language. */
export function localizeErrors<T extends Record<string, string>>(errors: T, translate: TranslateFunction): T {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, validationText(message, translate)])) as T;
}

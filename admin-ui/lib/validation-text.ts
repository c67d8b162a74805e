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

/**
 * A message's values in the user's language: a day the server writes as YYYY-MM-DD in the user's locale, an input
 * unit by its name in the catalogue ("fl oz" is "oz fl" in Spanish); anything else as written.
 */
function valuesOf(groups: Record<string, string>, translate: TranslateFunction): Record<string, string> {
  const out = { ...groups };
  if (out.date && /^\d{4}-\d{2}-\d{2}$/.test(out.date)) out.date = shortDate(out.date);
  for (const name of Object.keys(out)) {
    if (UNIT_VALUES.has(name)) out[name] = out[name]!.split(", ").map((u) => translate(`applications.unitNames.${u}`, { _: u })).join(", ");
  }
  return out;
}

/**
 * A message of the shared schemas (the server's English) in the user's language; a message the catalogue does not
 * know is shown as it is.
 * @example validationText("must be zero or more", translate) === "Debe ser cero o más" // in Spanish
 */
export function validationText(message: string, translate: TranslateFunction): string {
  for (const { key, re } of PATTERNS) {
    const m = re.exec(message);
    if (m) return translate(key, valuesOf(m.groups ?? {}, translate));
  }
  return message;
}

/** Every message of a form's errors (field -> message) in the user's language. */
export function localizeErrors<T extends Record<string, string>>(errors: T, translate: TranslateFunction): T {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, validationText(message, translate)])) as T;
}

import type { TranslateFunction } from "react-admin";
import { validation } from "../i18n/messages/validation";

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

/**
 * A message of the shared schemas (the server's English) in the user's language; a message the catalogue does not
 * know is shown as it is.
 * @example validationText("must be zero or more", translate) === "Debe ser cero o más" // in Spanish
 */
export function validationText(message: string, translate: TranslateFunction): string {
  for (const { key, re } of PATTERNS) {
    const m = re.exec(message);
    if (m) return translate(key, { ...m.groups });
  }
  return message;
}

/** Every message of a form's errors (field -> message) in the user's language. */
export function localizeErrors<T extends Record<string, string>>(errors: T, translate: TranslateFunction): T {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, validationText(message, translate)])) as T;
}

import type { TranslateFunction } from "react-admin";
import { decimalText } from "../../../api/client/rules";
import { formatLocale, money, shortDate } from "../../lib/format";
import { comparable, type ConflictField, lineOf, plainDecimal } from "./conflict-fields";

/** How the view reads names and units in the user's language. */
export interface ValueWords {
  translate: TranslateFunction;
  name(field: ConflictField, id: unknown): string | undefined;
  category(name: string): string;
  unit(unit: string): string;
}

/** A stored number as it was typed, with the language's grouping and no rounding. @example "1234.50" -> "1,234.5" */
function number(value: unknown): string {
  const text = plainDecimal(String(value));
  const places = Math.min(4, (text.split(".")[1] ?? "").length);
  return decimalText(text, places, formatLocale() === "es" ? "es-US" : "en-US");
}

/** A field's label in the user's language, without the form's required mark. */
export function labelOf(field: ConflictField, translate: TranslateFunction): string {
  const title = field.labelTitle ? translate(field.labelTitle) : undefined;
  return translate(field.label, title ? { title } : { _: field.key }).replace(/\s*\*$/, "");
}

/** One version's value as the rest of the UI shows it: money as money, dates in the language's order, names for ids. */
export function valueText(field: ConflictField, value: unknown, words: ValueWords): string {
  const { translate } = words;
  if (comparable(field.kind, value) === null) return translate("conflict.empty");
  switch (field.kind) {
    case "money":
      return money(String(value));
    case "number":
      return number(value);
    case "date":
      return shortDate(String(value));
    case "choice":
      return translate(`${field.choices}${value}`, { _: String(value) });
    case "reference": {
      const name = words.name(field, value);
      return name ? (field.names === "categories" ? words.category(name) : name) : `#${value}`;
    }
    case "lines": {
      const lines = (value as Record<string, unknown>[]).map(lineOf);
      if (lines.length === 0) return translate("conflict.empty");
      return lines
        .map((l) => {
          const name = words.name(field, l.productId) ?? `#${l.productId}`;
          const amount = l.totalQuantity ?? l.ratePerAcre ?? "0";
          const per = l.totalQuantity === null ? ` ${translate("conflict.perAcre")}` : "";
          return `${name}: ${number(amount)} ${words.unit(l.unit)}${per}`;
        })
        .join("; ");
    }
    default:
      return String(value).replace(/^(\d{2}:\d{2}):00$/, "$1");
  }
}

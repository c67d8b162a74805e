import { useMemo } from "react";
import { useLocaleState } from "react-admin";
import { accountText, categoryText, irrigationText, type Lang, productKindText, scheduleFText, unitText } from "../../api/client/rules";

/** The UI language as the reference names know it. */
export const langOf = (locale: string): Lang => (locale === "es" ? "es" : "en");

/**
 * How the reference data the product seeds reads in the UI language (api/domain/reference-names.ts, the same names
 * the catalogue holds): a Schedule F line by its code, a seeded category, a default account still under its default
 * name; anything the user named shows as stored.
 */
export function useReferenceWords() {
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  return useMemo(
    () => ({
      scheduleFLine: (line: string, _stored: string) => scheduleFText(line, lang),
      category: (name: string) => categoryText(name, lang),
      account: (number: number, stored: string) => accountText(number, stored, lang),
      unit: (unit: string) => unitText(unit, lang),
      irrigation: (type: string) => irrigationText(type, lang),
      productKind: (kind: string) => productKindText(kind, lang),
    }),
    [lang],
  );
}

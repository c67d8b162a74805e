import type { FieldEstimate } from "../domain/harvest/field-income";
import { formatUsd } from "../domain/money";
import type { Lang } from "../domain/reference-names";
import { space, text } from "../pdf/blocks";
import type { Block } from "../pdf/model";

/** The words of the estimates' lines (admin-ui's `reports.estimates.*` say the same on the screens). */
const TEXTS: Record<Lang, { title: string; yieldValue: (amount: string) => string; unsold: (amount: string) => string }> = {
  en: {
    title: "Estimates",
    yieldValue: (amount) => `${amount} of the income is a typed yield value (no harvest recorded)`,
    unsold: (amount) => `unsold crop at the mark price: ${amount}, not in the income`,
  },
  es: {
    title: "Estimaciones",
    yieldValue: (amount) => `${amount} de los ingresos es un valor de rendimiento ingresado (sin cosecha registrada)`,
    unsold: (amount) => `cosecha sin vender al precio de referencia: ${amount}, no incluida en los ingresos`,
  },
};

/**
 * The estimates under a profit report's figures (docs/decisions/harvest-income.md): a line per field naming it
 * (`names`), its typed yield value counted in the income and its unsold crop at the mark, apart. None without any.
 * @example estimateBlocks([{ fieldId: 1, yieldValue: "0.00", unsold: "8100.00" }], new Map([[1, "North 40"]]), "en")
 */
export function estimateBlocks(estimates: readonly FieldEstimate[], names: ReadonlyMap<number, string>, lang: Lang): Block[] {
  if (!estimates.length) return [];
  const w = TEXTS[lang];
  return [
    space(6),
    text(w.title, { bold: true, size: 10 }),
    ...estimates.map((e) =>
      text(
        [names.get(e.fieldId) ?? "", Number(e.yieldValue) ? w.yieldValue(formatUsd(e.yieldValue)) : "", Number(e.unsold) ? w.unsold(formatUsd(e.unsold)) : ""]
          .filter(Boolean)
          .join(" - "),
        { size: 8 },
      ),
    ),
  ];
}

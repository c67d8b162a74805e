import type { Journal } from "./journal-shape";

export const JOURNAL_FORMATS = ["iif", "csv"] as const;
export type JournalFormat = (typeof JOURNAL_FORMATS)[number];

/** "2025-03-05" -> "03/05/2025": the date QuickBooks reads. */
const mmddyyyy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** IIF is tab-separated, one record a line: tabs and line breaks in a name become spaces, double quotes single. */
const iifText = (text: string) => text.replace(/[\t\r\n]+/g, " ").replace(/"/g, "'").trim();

const IIF_COLUMNS = ["DATE", "ACCNT", "NAME", "CLASS", "AMOUNT", "DOCNUM", "MEMO"];

/**
 * QuickBooks Desktop IIF: one GENERAL JOURNAL transaction per entry, its first line TRNS and the rest SPL, amounts
 * positive for a debit and negative for a credit (each transaction sums to zero); ACCNT is the account number
 * (QuickBooks matches a number or a name), NAME the entity (customer:job), CLASS the field. CRLF line ends.
 * @example journalIif(journal(input)).startsWith("!TRNS\tTRNSTYPE\tDATE")
 */
export function journalIif(j: Journal): string {
  const head = [
    ["!TRNS", "TRNSTYPE", ...IIF_COLUMNS],
    ["!SPL", "TRNSTYPE", ...IIF_COLUMNS],
    ["!ENDTRNS"],
  ];
  const body = j.entries.flatMap((e) => [
    ...e.lines.map((l, i) => [
      i === 0 ? "TRNS" : "SPL",
      "GENERAL JOURNAL",
      mmddyyyy(e.date),
      String(l.account),
      iifText(e.entityName),
      iifText(e.fieldName),
      l.credit === "0.00" ? l.debit : `-${l.credit}`,
      e.number,
      iifText(e.memo),
    ]),
    ["ENDTRNS"],
  ]);
  return [...head, ...body].map((r) => `${r.join("\t")}\r\n`).join("");
}

/**
 * The journal CSV QuickBooks Online and Xero import (their journal templates map these columns): one row per line,
 * the debit or the credit filled in, the other empty.
 */
export function journalCsvTable(j: Journal): { header: string[]; rows: string[][] } {
  return {
    header: ["Journal No", "Journal Date", "Account Code", "Account Name", "Debits", "Credits", "Description", "Name", "Class"],
    rows: j.entries.flatMap((e) =>
      e.lines.map((l) => [
        e.number,
        mmddyyyy(e.date),
        String(l.account),
        l.accountName,
        l.debit === "0.00" ? "" : l.debit,
        l.credit === "0.00" ? "" : l.credit,
        e.memo,
        e.entityName,
        e.fieldName,
      ]),
    ),
  };
}

import type { ReportInfo } from "../../api/client/rules";

/** One line of a report as the generic screen shows it: its values by column key, and whether it is a total. */
export interface ReportLine {
  values: Record<string, unknown>;
  total?: boolean;
  /** A catalogue key shown in place of the first column's value (a total's own words). */
  caption?: string;
}

type Json = Record<string, unknown>;

/**
 * A report's lines from its JSON, only rearranged (the figures are the server's; nothing is added up here).
 * By default the JSON's first list of objects carrying the report's columns, then its `totals` as a totals line;
 * a report whose JSON is laid out otherwise has its own reading below. `null`: the JSON holds no such lines (the
 * profitability report's lines are in its CSV and PDF only).
 */
export function reportLines(info: ReportInfo, json: Json, words: ReferenceWords = STORED): ReportLine[] | null {
  const own = READERS[info.name];
  if (own) return own(json, words);
  const keys = info.columns.map((c) => c.key);
  const list = Object.values(json).find(
    (v): v is Json[] => Array.isArray(v) && (v.length === 0 || (typeof v[0] === "object" && v[0] !== null && keys.some((k) => k in (v[0] as Json)))),
  );
  if (!list) return null;
  const lines: ReportLine[] = list.map((values) => ({ values }));
  const totals = json.totals;
  if (list.length > 0 && totals && typeof totals === "object") lines.push({ values: totals as Json, total: true, caption: "registeredReport.totals" });
  return lines;
}

/**
 * How the reference data the product seeds reads in the UI language (a Schedule F line by its code, a category, an
 * account by its number): given by the screen from the catalogue; a renamed or user-made name shows as stored.
 */
export interface ReferenceWords {
  scheduleFLine(line: string, stored: string): string;
  category(name: string): string;
  account(number: number, stored: string): string;
}

const STORED: ReferenceWords = { scheduleFLine: (_, stored) => stored, category: (name) => name, account: (_, stored) => stored };

interface ScheduleFLine {
  line: string;
  label: string;
  amount: string;
  categories: string[];
}

interface JournalEntry {
  number: string;
  date: string;
  entityName: string;
  fieldName: string;
  memo: string;
  lines: Array<{ account: number; accountName: string; debit: string; credit: string }>;
}

const READERS: Readonly<Record<string, (json: Json, words: ReferenceWords) => ReportLine[]>> = {
  // A line per journal line, the side it does not post to left empty, then the debit and credit totals: as the CSV
  // and the PDF print them.
  journal: (json, words) => {
    const entries = json.entries as JournalEntry[];
    const side = (amount: string) => (amount === "0.00" ? "" : amount);
    const lines = entries.flatMap((e) =>
      e.lines.map((l): ReportLine => ({
        values: { date: e.date, number: e.number, entityName: e.entityName, fieldName: e.fieldName, memo: e.memo, account: String(l.account), accountName: words.account(l.account, l.accountName), debit: side(l.debit), credit: side(l.credit) },
      })),
    );
    const totals = json.totals as { debits: string; credits: string };
    return lines.length ? [...lines, { values: { debit: totals.debits, credit: totals.credits }, total: true, caption: "registeredReport.totals" }] : [];
  },
  // Part I's lines, line 9, Part II's lines, lines 33 and 34: as the CSV and the PDF print them.
  "schedule-f": (json, words) => {
    const line = (part: string) => (l: ScheduleFLine): ReportLine => ({
      values: { part, line: l.line, description: words.scheduleFLine(l.line, l.label), amount: l.amount, categories: l.categories.map(words.category).join("; ") },
    });
    const total = (part: string, no: string, caption: string, amount: unknown): ReportLine => ({ values: { part, line: no, description: "", amount, categories: "" }, total: true, caption });
    return [
      ...(json.partI as ScheduleFLine[]).map(line("I")),
      total("I", "9", "scheduleFLines.9", json.grossIncome),
      ...(json.partII as ScheduleFLine[]).map(line("II")),
      total("II", "33", "scheduleFLines.33", json.totalExpenses),
      total("II", "34", "scheduleFLines.34", json.netProfit),
    ];
  },
};

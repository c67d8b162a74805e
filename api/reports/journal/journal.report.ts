import { type Journal, journal, journalPeriod } from "../../domain/accounting";
import { dateText } from "../../domain/reports";
import { fileSlug } from "../../lib/csv";
import { JournalQuerySchema, JournalSchema } from "../../schemas/journal.schemas";
import { loadJournalInput } from "../../services/journal.service";
import { type ReportContext, type ReportRow, defineReport, reportRoute } from "../define-report";
import { journalInfo as info } from "./journal.info";
import { accountText, type Lang } from "../../domain/reference-names";

/** The journal file's own words in each language a report file is written in. */
const TEXTS: Record<Lang, { allEntities: string; to: string; totals: string }> = {
  en: { allEntities: "All entities", to: "to", totals: "TOTALS" },
  es: { allEntities: "Todas las entidades", to: "al", totals: "TOTALES" },
};

interface LoadedJournal {
  journal: Journal;
  /** "All entities", or the entity's name: the PDF's subtitle (in the reader's language) and the file's name. */
  label: string;
  allEntities: boolean;
}

/** The period's tasks (any crop year) and each entity's chart, journalled; 404 for an unknown entity. */
async function load(ctx: ReportContext, input: { entity: "all" | number; month?: string; from?: string; to?: string }): Promise<LoadedJournal> {
  const entityId = input.entity === "all" ? null : input.entity;
  const data = await loadJournalInput(ctx, { entityId, ...journalPeriod(input) });
  return { journal: journal(data), label: entityId === null ? TEXTS.en.allEntities : data.entities[0]!.name, allEntities: entityId === null };
}

/** One row per journal line, in the entries' order; the side a line does not post to is left empty. */
function rows({ journal: j }: LoadedJournal, _input: unknown, lang: Lang = "en"): ReportRow[] {
  return j.entries.flatMap((e) =>
    e.lines.map((l) => ({
      date: e.date,
      number: e.number,
      entityName: e.entityName,
      fieldName: e.fieldName,
      memo: e.memo,
      account: String(l.account),
      accountName: accountText(l.account, l.accountName, lang),
      debit: l.debit === "0.00" ? "" : l.debit,
      credit: l.credit === "0.00" ? "" : l.credit,
    })),
  );
}

export const journalReport = defineReport({
  info,
  route: reportRoute(info, {
    query: JournalQuerySchema,
    shape: JournalSchema,
    tags: ["Accounting"],
    summary: "The general journal of a month (month=YYYY-MM) or from..to for an entity or all; nothing is recorded",
    description:
      "Each task dated in the period (any crop year) is an entry of a debit and a credit on the entity's chart. " +
      "The CSV and the PDF print a row per journal line and the debit and credit totals; the files QuickBooks and Xero import are POST /api/accounting/journal-exports.",
  }),
  load,
  json: (data) => data.journal,
  rows,
  filename: (data) => `journal-${fileSlug(data.label)}-${data.journal.from}-${data.journal.to}`,
  subtitle: (data, _input, lang) =>
    `${data.allEntities ? TEXTS[lang].allEntities : data.label}, ${dateText(data.journal.from, lang)} ${TEXTS[lang].to} ${dateText(data.journal.to, lang)}`,
  totals: ({ journal: j }, lang) => ({ date: TEXTS[lang].totals, debit: j.totals.debits, credit: j.totals.credits }),
});

import { z } from "zod";

/** Cents as the API sends them: "1234.50". */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
const int = z.number().int();

const totals = z.object({
  /** Every debit, and every credit: always equal. */
  debits: money,
  credits: money,
  /** The cost summary's Cost and Income of the same tasks (taskMoney: cost and income). */
  cost: money,
  income: money,
  /** What the monthly invoice bills of the same tasks: billable costs minus income credits. */
  billed: money,
});

export const JournalShape = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(
    z.object({
      /**
       * FCM-<task id>, or FCM-S<settlement id>-<field id> for a field's share of a settlement (FCM-S<id> when no field
       * harvested its pool): the same entry gets the same number in every export, so a re-import shows as a duplicate.
       */
      number: z.string(),
      date: z.string(),
      /** The task of the entry; null for crop sales. */
      taskId: int.nullable(),
      /** The settlement of a crop-sales entry. */
      settlementId: int.optional(),
      cropYear: int,
      entityId: int,
      entityName: z.string(),
      fieldName: z.string(),
      memo: z.string(),
      lines: z.array(z.object({ account: int, accountName: z.string(), debit: money, credit: money })),
    }),
  ),
  totals: totals.extend({ entries: int, lines: int }),
  /** The same totals per crop year: each crop year's cost and income (crop sales included) are its cost summary's for the period. */
  byCropYear: z.array(totals.extend({ cropYear: int })),
});
export type Journal = z.infer<typeof JournalShape>;

export const ACCOUNT_TYPES = ["income", "expense", "liability"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface Account {
  number: number;
  name: string;
  type: AccountType | string;
}

/**
 * An entity's chart as the reports and the journal read it: its accounts, each category's invoice and
 * detailed-operations account, and the accounts no category names.
 */
export interface AccountBook {
  accounts: Account[];
  /** Category id -> account numbers and its IRS Schedule F line. */
  categories: Record<number, { invoice: number; operations: number; scheduleFLine?: string }>;
  /** Any category without a row of its own. */
  otherAccount: number;
  /** Where a cost task's harvest yield value is credited in the journal. */
  yieldIncomeAccount: number;
  /** The journal's balancing account (what the entity owes the farm management company). */
  offsetAccount: number;
  /** The Schedule F line (Part I) of harvest yield value. */
  yieldScheduleFLine?: string;
}

/** @example invoiceAccount(book, 1) === 8300 (Water, by default) */
export function invoiceAccount(book: AccountBook, categoryId: number | null | undefined): number {
  return book.categories[categoryId ?? -1]?.invoice ?? book.otherAccount;
}

/** @example operationsAccount(book, 1) === 8460 (Water, by default) */
export function operationsAccount(book: AccountBook, categoryId: number | null | undefined): number {
  return book.categories[categoryId ?? -1]?.operations ?? book.otherAccount;
}

/** The account's name in the book, else its number as text. @example accountName(book, 8300) === "Water" */
export function accountName(book: AccountBook, number: number): string {
  return book.accounts.find((a) => a.number === number)?.name ?? String(number);
}

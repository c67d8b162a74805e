import { describe, expect, test } from "bun:test";
import { type AccountBook, accountName, invoiceAccount, operationsAccount } from "../../../api/domain/accounting/chart";
import { isNonBillable, SEED_CATEGORIES } from "../../../api/domain/task-categories";
import { defaultBook } from "./fixtures";

const idOf = (name: string | null) => SEED_CATEGORIES.find((c) => c.name === name)?.id ?? null;

describe("account codes: the default chart is the spec's (spec 000 and 001 section 9)", () => {
  test.each([
    ["Water", 8300, 8460],
    ["Farm Management", 8450, 8470],
    ["Fertilizer", 8340, 8340],
    ["Crop Protectants", 8400, 8400],
    ["Soil Amendment", 8430, 8430],
    ["Machine Hire", 8460, 8460],
    ["Seed", 8350, 8000],
    ["Income Generated", 9000, 9000],
    ["Rent", 8000, 8000],
    ["Custom Harvest", 8000, 8000],
    [null, 8000, 8000],
  ] as const)("%p: invoice %i, detailed operations %i", (category, invoice, operations) => {
    const book = defaultBook();
    expect(invoiceAccount(book, idOf(category))).toBe(invoice);
    expect(operationsAccount(book, idOf(category))).toBe(operations);
  });

  test("an entity's own chart: its numbers, and its other account for a category it has no row for", () => {
    const book: AccountBook = {
      accounts: [{ number: 61000, name: "Irrigation water", type: "expense" }, { number: 69999, name: "Sundry", type: "expense" }],
      categories: { 1: { invoice: 61000, operations: 61000 } },
      otherAccount: 69999,
      yieldIncomeAccount: 40000,
      offsetAccount: 20000,
    };
    expect([invoiceAccount(book, 1), operationsAccount(book, 1)]).toEqual([61000, 61000]);
    expect([invoiceAccount(book, 42), operationsAccount(book, null)]).toEqual([69999, 69999]);
    expect([accountName(book, 61000), accountName(book, 12345)]).toEqual(["Irrigation water", "12345"]);
  });

  test("the three non-billable categories", () => {
    expect(["Water Assessment", "Rent", "Farm Management", "Water", null].map(isNonBillable)).toEqual([
      true, true, true, false, false,
    ]);
  });
});

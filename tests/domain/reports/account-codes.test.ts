import { describe, expect, test } from "bun:test";
import { accountCode, isNonBillable, operationsAccountCode } from "../../../api/domain/task-categories";

describe("account codes (spec 001 section 9)", () => {
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
    expect(accountCode(category)).toBe(invoice);
    expect(operationsAccountCode(category)).toBe(operations);
  });

  test("the three non-billable categories", () => {
    expect(["Water Assessment", "Rent", "Farm Management", "Water", null].map(isNonBillable)).toEqual([
      true, true, true, false, false,
    ]);
  });
});

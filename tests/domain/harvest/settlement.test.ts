import { describe, expect, test } from "bun:test";
import { DEDUCTION_KINDS, isDeductionKind, lineAmount, SETTLEMENT_STATUSES, settlementFigures, settlementPayment } from "../../../api/domain/harvest/settlement";

describe("a settlement's figures", () => {
  test("the issue's settlement: 7,000 bu at $4.85, $0.05/bu hauling and a $12.34 checkoff net $33,587.66", () => {
    expect(
      settlementFigures({
        lines: [{ quantity: "7000", price: "4.85" }],
        deductions: [
          { kind: "hauling", ratePerUnit: "0.05" },
          { kind: "checkoff", amount: "12.34" },
        ],
      }),
    ).toEqual({
      quantity: "7000",
      gross: "33950.00",
      deductions: ["350.00", "12.34"],
      deductionsTotal: "362.34",
      net: "33587.66",
    });
  });

  test("the gross rounds the exact sum of the lines once, not each line", () => {
    // 0.5 x 0.01 = 0.005 three times: rounded per line 0.01 x 3 = 0.03; rounded once 0.015 -> 0.02.
    const f = settlementFigures({
      lines: [
        { quantity: "0.5", price: "0.01" },
        { quantity: "0.5", price: "0.01" },
        { quantity: "0.5", price: "0.01" },
      ],
      deductions: [],
    });
    expect(f.gross).toBe("0.02");
    expect(f.net).toBe("0.02");
    expect(lineAmount("0.5", "0.01")).toBe("0.01");
  });

  test("a rate deduction is the rate times the settled quantity of every line, rounded half-up", () => {
    const f = settlementFigures({
      lines: [
        { quantity: "1234.5", price: "4.8525" },
        { quantity: "1000", price: "4.80" },
      ],
      deductions: [{ kind: "drying", ratePerUnit: "0.0333" }],
    });
    // 1234.5 x 4.8525 + 4,800 = 10,790.41125 -> 10,790.41; 2,234.5 x 0.0333 = 74.40885 -> 74.41.
    expect(f).toEqual({
      quantity: "2234.5",
      gross: "10790.41",
      deductions: ["74.41"],
      deductionsTotal: "74.41",
      net: "10716.00",
    });
  });

  test("a rate decides the deduction when both are given; none at all is zero", () => {
    const f = settlementFigures({
      lines: [{ quantity: "100", price: "5" }],
      deductions: [
        { kind: "storage", ratePerUnit: "0.02", amount: "999" },
        { kind: "other", ratePerUnit: "", amount: null },
      ],
    });
    expect(f.deductions).toEqual(["2.00", "0.00"]);
    expect(f.net).toBe("498.00");
  });

  test("the deduction kinds", () => {
    expect(DEDUCTION_KINDS).toEqual(["hauling", "drying", "storage", "checkoff", "shrink", "quality", "other"]);
    expect(isDeductionKind("checkoff")).toBe(true);
    expect(isDeductionKind("tip")).toBe(false);
  });
});

describe("where a settlement's payment stands", () => {
  // The settlement nets $33,587.66.
  test("nothing received: unpaid, all of its net still owed", () => {
    expect(settlementPayment("33587.66", null)).toEqual({ status: "unpaid", unpaid: "33587.66" });
    expect(settlementPayment("33587.66", undefined)).toEqual({ status: "unpaid", unpaid: "33587.66" });
  });

  test("less than net received: short-paid, the difference still owed", () => {
    expect(settlementPayment("33587.66", "33000.00")).toEqual({ status: "short", unpaid: "587.66" });
    expect(settlementPayment("33587.66", "33587.65")).toEqual({ status: "short", unpaid: "0.01" });
  });

  test("net received, or more: paid, nothing owed", () => {
    expect(settlementPayment("33587.66", "33587.66")).toEqual({ status: "paid", unpaid: "0.00" });
    expect(settlementPayment("33587.66", "34000.00")).toEqual({ status: "paid", unpaid: "0.00" });
  });

  test("a received $0.00 is a payment recorded: short while the net is more, paid on a settlement that nets nothing", () => {
    expect(settlementPayment("100.00", "0.00")).toEqual({ status: "short", unpaid: "100.00" });
    expect(settlementPayment("0.00", "0.00")).toEqual({ status: "paid", unpaid: "0.00" });
  });

  test("the statuses, as the API and the settlement register say them", () => {
    expect(SETTLEMENT_STATUSES).toEqual(["unpaid", "short", "paid"]);
  });
});

import { describe, expect, test } from "bun:test";
import { lineAmount, PurchaseLineError, purchaseMoney } from "../../api/domain/purchase-lines";

const cents = (s: string) => Math.round(Number(s) * 100);

describe("a line's amount", () => {
  test("quantity x unit price, half-up once: 3 x $4.125 = $12.375 -> $12.38", () => {
    expect(lineAmount({ quantity: "3", unitPrice: "4.125" })).toBe("12.38");
  });
  test("an extended amount is taken as given", () => {
    expect(lineAmount({ quantity: "7", amount: "99.99" })).toBe("99.99");
  });
  test.each([
    ["both a price and an amount", { quantity: "1", unitPrice: "2", amount: "2.00" }, "unitPrice"],
    ["neither", { quantity: "1" }, "unitPrice"],
    ["a zero quantity", { quantity: "0", amount: "2.00" }, "quantity"],
    ["a negative amount", { quantity: "1", amount: "-2.00" }, "amount"],
    ["fractions of a cent", { quantity: "1", amount: "2.001" }, "amount"],
  ])("%s is refused naming the field", (_n, line, field) => {
    try {
      lineAmount(line, 4);
      throw new Error("not refused");
    } catch (e) {
      expect(e).toBeInstanceOf(PurchaseLineError);
      expect((e as PurchaseLineError).field).toBe(field);
      expect((e as PurchaseLineError).line).toBe(4);
      expect((e as PurchaseLineError).message).toStartWith("Line 4: ");
    }
  });
});

describe("freight and tax spread by amount", () => {
  test("$10.00 freight over $100, $200 and $300 (40 gal x $7.50): the odd cent to the largest remainder", () => {
    // 1000 cents x 100/600 = 166.67, x 200/600 = 333.33, x 300/600 = 500: floors 166 + 333 + 500 = 999,
    // the one cent left goes to the largest remainder (.67, line 1).
    const p = purchaseMoney(
      [{ quantity: "20", amount: "100.00" }, { quantity: "1", amount: "200.00" }, { quantity: "40", unitPrice: "7.50" }],
      { freight: "10.00" },
    );
    expect(p.lines.map((l) => l.freight)).toEqual(["1.67", "3.33", "5.00"]);
    expect(p.lines.map((l) => l.value)).toEqual(["101.67", "203.33", "305.00"]);
    expect(p.subtotal).toBe("600.00");
    expect(p.total).toBe("610.00");
  });

  test("equal remainders: the cent goes to the earlier line ($0.05 tax over two $10.00 lines)", () => {
    const p = purchaseMoney([{ quantity: "1", amount: "10.00" }, { quantity: "1", amount: "10.00" }], { tax: "0.05" });
    expect(p.lines.map((l) => l.tax)).toEqual(["0.03", "0.02"]);
    expect(p.total).toBe("20.05");
  });

  test("freight and tax each spread on their own, the lines adding up to the invoice", () => {
    // freight 7.77 over 1 : 2 -> 259 + 518 cents exactly; tax 0.10 over 1 : 2 -> 3.33 + 6.67 -> 3 + 7 cents.
    const p = purchaseMoney([{ quantity: "1", amount: "33.33" }, { quantity: "1", amount: "66.66" }], { freight: "7.77", tax: "0.10" });
    expect(p.lines).toEqual([
      { amount: "33.33", freight: "2.59", tax: "0.03", value: "35.95" },
      { amount: "66.66", freight: "5.18", tax: "0.07", value: "71.91" },
    ]);
    expect(p.lines.reduce((a, l) => a + cents(l.value), 0)).toBe(cents(p.total));
  });

  test("free goods: freight over $0.00 lines is spread evenly, never lost", () => {
    const p = purchaseMoney([{ quantity: "1", amount: "0.00" }, { quantity: "2", amount: "0" }, { quantity: "3", amount: "0" }], { freight: "1.00" });
    expect(p.lines.map((l) => l.freight)).toEqual(["0.34", "0.33", "0.33"]);
    expect(p.total).toBe("1.00");
  });

  test("a purchase with no lines, or freight with fractions of a cent, is refused", () => {
    expect(() => purchaseMoney([], { freight: "1.00" })).toThrow(PurchaseLineError);
    expect(() => purchaseMoney([{ quantity: "1", amount: "1.00" }], { freight: "1.005" })).toThrow(/freight must be an amount/);
  });
});

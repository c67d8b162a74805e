import { describe, expect, test } from "bun:test";
import { formatUsd } from "../../api/domain/money";
import { decimalText, usdText } from "../../api/domain/money-text";

// Expected texts written out by hand: en-US and es-US (the UI's two languages) group by thousands with "," and
// use "." for decimals; rounding is half-up (away from zero) on the exact decimal, never through a binary float.
describe("usdText", () => {
  const cases: [string | number | null | undefined, string, string][] = [
    ["0.00", "$0.00", "$0.00"],
    ["1234.56", "$1,234.56", "$1,234.56"],
    ["-1234.56", "-$1,234.56", "-$1,234.56"],
    ["1234.5", "$1,234.50", "$1,234.50"],
    ["7", "$7.00", "$7.00"],
    ["99999999.99", "$99,999,999.99", "$99,999,999.99"],
    ["-99999999.99", "-$99,999,999.99", "-$99,999,999.99"],
    // Beyond a double's 15-16 digits: a float would print ...890.00 or worse.
    ["12345678901234567890.12", "$12,345,678,901,234,567,890.12", "$12,345,678,901,234,567,890.12"],
    // More decimals than cents: half-up once. 1.005 is 1.00499999... as a float, 2.345 is 2.34499999...
    ["1.005", "$1.01", "$1.01"],
    ["2.345", "$2.35", "$2.35"],
    ["-2.345", "-$2.35", "-$2.35"],
    ["0.004", "$0.00", "$0.00"],
    ["1234.564999999", "$1,234.56", "$1,234.56"],
    ["99999999.995", "$100,000,000.00", "$100,000,000.00"],
    // A negative amount that rounds to zero, and a negative zero, show no sign.
    ["-0.004", "$0.00", "$0.00"],
    ["-0.00", "$0.00", "$0.00"],
    [-0, "$0.00", "$0.00"],
    // Numbers are read as the decimal they print as.
    [1.005, "$1.01", "$1.01"],
    [-3.75, "-$3.75", "-$3.75"],
    // Not a decimal: zero.
    [null, "$0.00", "$0.00"],
    [undefined, "$0.00", "$0.00"],
    ["", "$0.00", "$0.00"],
    ["abc", "$0.00", "$0.00"],
    [" 5", "$0.00", "$0.00"],
    [Number.NaN, "$0.00", "$0.00"],
  ];
  test.each(cases)("%p", (value, en, es) => {
    expect(usdText(value, "en-US")).toBe(en);
    expect(usdText(value, "es-US")).toBe(es);
  });

  test("in en-US it is the text formatUsd prints for reports and PDFs", () => {
    const values = ["0.00", "0.01", "-0.01", "0.50", "12.34", "-12.34", "999.99", "1000.00", "-1000.00", "123456.78",
      "1234567.89", "-98765432.10", "99999999.99", "2.345", "-2.345", "0.005", "-0.005", "-0.004", "1.5", "42"];
    // And 2,000 more of every length up to 99,999,999.99 (the decimal(10,2) columns), spread by a fixed multiplier.
    for (let i = 0; i < 2000; i++) {
      const cents = String((i * 37) % 100).padStart(2, "0");
      values.push(`${i % 3 ? "" : "-"}${(i * 2654435761) % 10 ** (i % 9)}.${cents}`);
    }
    for (const v of values) expect(usdText(v, "en-US")).toBe(formatUsd(v));
  });
});

describe("decimalText", () => {
  const cases: [string | number | null | undefined, number, string, string][] = [
    ["0.00", 1, "0.0", "0.0"],
    ["40.00", 1, "40.0", "40.0"],
    ["1234.05", 1, "1,234.1", "1,234.1"],
    ["1234.04", 1, "1,234.0", "1,234.0"],
    ["-1234.05", 1, "-1,234.1", "-1,234.1"],
    ["1234567.25", 1, "1,234,567.3", "1,234,567.3"],
    ["12345678901234567890.05", 1, "12,345,678,901,234,567,890.1", "12,345,678,901,234,567,890.1"],
    ["-0.04", 1, "0.0", "0.0"],
    ["0.05", 1, "0.1", "0.1"],
    [12.5, 1, "12.5", "12.5"],
    ["abc", 1, "0.0", "0.0"],
    [null, 1, "0.0", "0.0"],
    ["1234.5", 2, "1,234.50", "1,234.50"],
  ];
  test.each(cases)("%p to %d places", (value, places, en, es) => {
    expect(decimalText(value, places, "en-US")).toBe(en);
    expect(decimalText(value, places, "es-US")).toBe(es);
  });
});

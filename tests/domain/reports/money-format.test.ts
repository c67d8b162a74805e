import { describe, expect, test } from "bun:test";
import Decimal from "decimal.js";
import fc from "fast-check";
import { formatUsd, formatUsdParens } from "../../../api/domain/money";

describe("formatUsd", () => {
  test.each([
    ["1234.56", "$1,234.56"],
    ["-1234.56", "-$1,234.56"],
    ["0", "$0.00"],
    [null, "$0.00"],
    ["5", "$5.00"],
    ["999", "$999.00"],
    ["1000", "$1,000.00"],
    // 1234567.891 rounds to 1234567.89, grouped in threes from the right
    ["1234567.891", "$1,234,567.89"],
    // half-up: 0.005 is exactly half a cent and goes up; the negative goes away from zero
    ["0.005", "$0.01"],
    ["-0.005", "-$0.01"],
    ["999.995", "$1,000.00"],
    // a value that rounds to zero carries no minus sign
    ["-0.004", "$0.00"],
  ] as const)("%p -> %s", (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });
});

describe("formatUsdParens", () => {
  test.each([
    ["-1234.56", "($1,234.56)"],
    ["12", "$12.00"],
    ["-0.004", "$0.00"],
    ["-9960", "($9,960.00)"],
  ] as const)("%p -> %s", (value, expected) => {
    expect(formatUsdParens(value)).toBe(expected);
  });
});

/** What both printed before plain cents skipped decimal.js: round half-up to cents, group, sign or parentheses. */
function reference(value: string, negative: (text: string) => string): string {
  const cents = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const [whole, fraction] = cents.abs().toFixed(2).split(".");
  const text = `$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
  return cents.isNegative() && !cents.isZero() ? negative(text) : text;
}

describe("formatUsd and formatUsdParens print every figure as rounding it with decimal.js does", () => {
  const digits = (max: number) => fc.array(fc.constantFrom(..."0123456789"), { minLength: 1, maxLength: max }).map((d) => d.join(""));
  // Plain cents ("1234.5", "-0.25") and their near misses: leading zeros, "-0", a third decimal to round.
  const figure = fc
    .tuple(fc.constantFrom("", "-"), digits(13), fc.option(digits(3), { nil: undefined }))
    .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? "" : `.${fraction}`}`);

  test("for 20,000 generated figures, both signs, with and without decimals", () => {
    fc.assert(
      fc.property(figure, (value) => {
        expect(formatUsd(value)).toBe(reference(value, (t) => `-${t}`));
        expect(formatUsdParens(value)).toBe(reference(value, (t) => `(${t})`));
      }),
      { numRuns: 20_000 },
    );
  });

  test.each(["0", "-0", "-0.00", "-0.0", "00", "007.5", "-007.50", "0.1", "-0.01", "99999999.99", "-99999999.99", "1234567890123.4"])("%p", (value) => {
    expect(formatUsd(value)).toBe(reference(value, (t) => `-${t}`));
    expect(formatUsdParens(value)).toBe(reference(value, (t) => `(${t})`));
  });
});

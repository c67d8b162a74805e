import { describe, expect, test } from "bun:test";
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

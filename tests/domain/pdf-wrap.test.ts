import { describe, expect, test } from "bun:test";
import { textWidth, wrapText } from "../../api/pdf/fonts";

/** The report PDFs wrap every cell before drawing it; a header must break where a reader expects. */
describe("wrapText (report PDF cells)", () => {
  test("breaks between words first", () => {
    expect(wrapText("SUB-TOTAL FOR North 40", textWidth("SUB-TOTAL FOR", 8), 8)).toEqual(["SUB-TOTAL FOR", "North 40"]);
  });

  test("a word too wide for its column breaks after '/' or '-', not inside a word", () => {
    const width = textWidth("INCOME/ACR", 8, true);
    expect(wrapText("TOTAL INCOME/ACRE", width, 8, true)).toEqual(["TOTAL", "INCOME/", "ACRE"]);
    expect(wrapText("PRE-IRRIGATION", textWidth("IRRIGATION", 8), 8)).toEqual(["PRE-", "IRRIGATION"]);
  });

  test("a word without a break point goes letter by letter, and every line fits", () => {
    const width = textWidth("ACCOU", 8, true);
    const lines = wrapText("ACCOUNT", width, 8, true);
    expect(lines.join("")).toBe("ACCOUNT");
    expect(lines.length).toBe(2);
    for (const line of lines) expect(textWidth(line, 8, true)).toBeLessThanOrEqual(width);
  });
});

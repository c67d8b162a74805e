import { describe, expect, test } from "bun:test";
import { toCsv } from "../../../api/lib/csv";

describe("toCsv", () => {
  test("no rows: the header line alone, ending with CRLF", () => {
    expect(toCsv({ header: ["field", "crop", "cost"], rows: [] })).toBe("field,crop,cost\r\n");
  });

  test("rows: every record ends with CRLF, the last one too, and no blank line follows", () => {
    expect(toCsv({ header: ["field", "cost"], rows: [["North 40", "1800.00"], ["River Bottom", null]] })).toBe("field,cost\r\nNorth 40,1800.00\r\nRiver Bottom,\r\n");
  });

  test("a cell with a comma, quote or line break is quoted; a formula-like text cell gets an apostrophe, a negative number stays plain", () => {
    expect(toCsv({ header: ["name", "note", "amount"], rows: [['Smith, "Jr"', "=SUM(A1)", "-12.50"], ["two\r\nlines", "@x", 3]] })).toBe(
      'name,note,amount\r\n"Smith, ""Jr""",\'=SUM(A1),-12.50\r\n"two\r\nlines",\'@x,3\r\n',
    );
  });
});

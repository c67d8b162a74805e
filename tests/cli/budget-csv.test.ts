import { describe, expect, test } from "bun:test";
import { parseBudgetCsv } from "../../cli/import/budget-csv";

const ALL = "field, crop, category, amount_per_acre, planned_month, expected_yield_per_acre, yield_unit, expected_price_per_unit";

describe("parseBudgetCsv: the budget sheet read by the import sheet reader", () => {
  test("header names in any case and spelling, any order; blank cells left out; lines counted across a quoted line break, CRLF and a BOM", () => {
    const text = '\uFEFFAmount Per Acre,Field,CATEGORY,crop,yield-unit\r\n55,North 40,Seed,,tons\r\n\r\n"22.5",North 40,"Fert\nilizer",,\r\n10,,Seed,Cotton,\r\n';
    expect(parseBudgetCsv(text)).toEqual({
      rows: [
        { line: 2, row: { amountPerAcre: "55", field: "North 40", category: "Seed", yieldUnit: "tons" } },
        // Line 3 is blank; line 4's category spans into line 5.
        { line: 4, row: { amountPerAcre: "22.5", field: "North 40", category: "Fert\nilizer" } },
        { line: 6, row: { amountPerAcre: "10", category: "Seed", crop: "Cotton" } },
      ],
      problems: [],
      separator: ",",
    });
  });

  test("a semicolon-separated sheet (Excel where the decimal mark is a comma) is read by its header; commas stay in cells", () => {
    const text = "Field;Category;Amount Per Acre;Yield Unit\nCôte Rôtie;Seed, certified;22,5;tons\n";
    expect(parseBudgetCsv(text)).toEqual({
      rows: [{ line: 2, row: { field: "Côte Rôtie", category: "Seed, certified", amountPerAcre: "22,5", yieldUnit: "tons" } }],
      problems: [],
      separator: ";",
    });
  });

  test("a semicolon sheet with a row of too many cells names the semicolon", () => {
    expect(parseBudgetCsv("field;category;amount_per_acre\nNorth 40;Seed;1;2\n").problems).toEqual([
      { line: 2, column: "", message: "has 4 cells but the header has 3; check for an unquoted semicolon" },
    ]);
  });

  test("header problems: unknown and repeated columns, and neither a field nor a crop column", () => {
    const { problems } = parseBudgetCsv("\ncategory,amount,Category\nSeed,1,Seed\n");
    expect(problems).toEqual([
      { line: 2, column: "amount", message: `unknown column; the columns are ${ALL}` },
      { line: 2, column: "Category", message: "column appears twice" },
      { line: 2, column: "field", message: "the header needs a field or a crop column" },
    ]);
  });

  test("a row with more or fewer cells than the header is named by its line; the others are still read", () => {
    const { rows, problems } = parseBudgetCsv("field,category,amount_per_acre\nNorth 40,Seed,1,000\nNorth 40,Seed\nNorth 40,Seed,2\n");
    expect(problems).toEqual([
      { line: 2, column: "", message: "has 4 cells but the header has 3; check for an unquoted comma" },
      { line: 3, column: "", message: "has 2 cells but the header has 3; check for an unquoted comma" },
    ]);
    expect(rows).toEqual([{ line: 4, row: { field: "North 40", category: "Seed", amountPerAcre: "2" } }]);
  });

  test("an empty or blank file says where to start", () => {
    for (const text of ["", "\n , \n"]) {
      expect(parseBudgetCsv(text)).toMatchObject({ rows: [], problems: [{ line: 1, column: "", message: "the file is empty; start from: farmctl budget export" }] });
    }
  });
});

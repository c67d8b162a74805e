import { describe, expect, test } from "bun:test";
import { assignImportKeys, parseTaskCsv } from "../../cli/import/task-csv";

/**
 * A re-import matches the tasks of an earlier import by the key farmctl derives from each row's content, so the keys
 * of a file must stay what every earlier version of farmctl derived for it: these were derived by the version that
 * first wrote them, and a change to how keys are made is a change to this list (and duplicates on every farm's next
 * re-import).
 */
describe("derived import keys", () => {
  const csv = [
    "date,field,category,name,crop_year,acres_covered,cost_per_acre,equipment_rental,notes,fertilizer,fertilizer_gallons_applied,irrigation_type,entity",
    "2025-03-14,North 40,Fertilizer,Side-dress,2025,40,12.50,3.25,,UAN-32 (32-0-0),20,,North Ranch",
    "2025-03-14,  north   40 ,FERTILIZER,Side-dress,2025,40,12.50,3.25,,uan-32 (32-0-0),20,,South Ranch",
    '3/15/2025,West 10,Water,Irrigate\tnight,,,4,,"two\nlines",,,Drip,',
    '3/15/2025,West 10,Water,Irrigate\tnight,,,4,,"two\nlines",,,Drip,',
    "2025-04-01,East,Seed,Plant,2025,12,0,0,  spaced   notes  ,,,,",
  ].join("\n");

  test("are the keys earlier versions derived, file after file", () => {
    const { rows } = parseTaskCsv(csv);
    rows.push({ line: 99, row: { date: "2025-05-01", field: "F", category: "Seed", name: "Numbers", costPerAcre: 12.5, acresCovered: 40 } as never });
    expect(assignImportKeys(rows)).toEqual([]);
    expect(rows.map((r) => r.row.importKey)).toEqual([
      "h:9d8903a38aad21cc8977753ba7d0580ec58bd53b",
      // The same content as the first row (names match whatever their case and spacing; the entity is not content):
      // the second copy of a row, so a key of its own.
      "h:03c7485015a50c6a60300f0f9cf6ea9f70fdaae2",
      "h:14aba27ba4e7cabf32038830fbba04094a109274",
      "h:5c92fbf416b09b6680019dc0399cdb839962ec6c",
      "h:1e7098d81db23f0bf8d846665a553228d3652407",
      "h:3c64e124994fc481a628bef8075dbeb8b643d14c",
    ]);
  });

  test("a key of the file's own is kept, and one used on two lines is named", () => {
    const { rows } = parseTaskCsv("import_key,date,field,category,name,cost_per_acre\nk1,2025-01-01,F,Seed,A,1\nk1,2025-01-02,F,Seed,B,1\n,2025-01-03,F,Seed,C,1");
    expect(assignImportKeys(rows)).toEqual([{ line: 3, column: "import_key", message: '"k1" is also the import_key of line 2' }]);
    expect(rows.map((r) => r.row.importKey)).toEqual(["k1", "k1", "h:a7a7c865d9ba4ea5702eedb024ed1f49bb517604"]);
  });
});

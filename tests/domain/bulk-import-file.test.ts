import { describe, expect, test } from "bun:test";
import { PART_ROWS, bodyLines, readTaskCsv, refusedRows } from "../../admin-ui/dashboard/task-file";
import { decodeText } from "../../api/domain/text-encoding";

/** The web page's Bulk Import names a refused row by the line of the file it starts on, as the office sees it. */
describe("readTaskCsv", () => {
  test("rows by API key, each with the line it starts on: blank lines counted, a quoted cell's line breaks too", () => {
    const text = 'date,name,cost_per_acre,notes\n2025-01-01,Seed,1,\n\n2025-01-02,Disc,2,"two\nlines"\n\n\n2025-01-03,Spray,3,last';
    const file = readTaskCsv(text);
    expect(file.rows.map((r) => r.name)).toEqual(["Seed", "Disc", "Spray"]);
    expect(file.rows[1]).toEqual({ date: "2025-01-02", name: "Disc", costPerAcre: "2", notes: "two\nlines" });
    expect(file.lines).toEqual([2, 4, 8]);
  });

  test("a file Excel saved in Windows-1252, decoded as farmctl decodes it, keeps its accented letters", () => {
    const bytes = new Uint8Array([...new TextEncoder().encode("date,name\r\n2025-01-01,Siembra a"), 0xf1, 0x6f]);
    expect(readTaskCsv(decodeText(bytes).text).rows).toEqual([{ date: "2025-01-01", name: "Siembra año" }]);
  });

  test("Windows line ends and a last line without one", () => {
    const file = readTaskCsv("date,name\r\n2025-01-01,A\r\n\r\n2025-01-02,B\r\n2025-01-03,C");
    expect(file.rows.map((r) => r.name)).toEqual(["A", "B", "C"]);
    expect(file.lines).toEqual([2, 4, 5]);
  });

  test("on any file of single-line rows with blank lines between, each row's line holds that row", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const lines = ["date,name"];
      const expected: number[] = [];
      for (let i = 0; i < 20; i++) {
        for (let b = 0; b < ((seed * 7 + i * 13) % 4 === 0 ? 2 : 0); b++) lines.push("");
        lines.push(`2025-01-01,row ${i}`);
        expected.push(lines.length);
      }
      const end = seed % 2 ? "\n" : "\r\n";
      const text = lines.join(end) + (seed % 3 ? end : "");
      const file = readTaskCsv(text);
      expect(file.lines).toEqual(expected);
      for (const [i, line] of file.lines.entries()) expect(text.split(/\r?\n/)[line - 1]).toBe(`2025-01-01,${file.rows[i]!.name}`);
    }
  });
});

describe("the request and its refusal", () => {
  const rows = Array.from({ length: PART_ROWS + 5 }, (_, i) => `2025-01-01,row ${i}`);
  const file = readTaskCsv(`date,name\n${rows.join("\n")}\n`);

  test("one JSON line per part of PART_ROWS rows, naming the entity", () => {
    const lines = bodyLines(file, 7);
    expect(lines).toHaveLength(2);
    const parts = lines.map((l) => JSON.parse(l) as { entityId: number; rows: { name: string }[] });
    expect(parts.map((p) => [p.entityId, p.rows.length])).toEqual([[7, PART_ROWS], [7, 5]]);
    expect(parts[1]!.rows[0]!.name).toBe(`row ${PART_ROWS}`);
    for (const l of lines) expect(l.endsWith("\n") && !l.slice(0, -1).includes("\n")).toBe(true);
  });

  test("the server's batches.{part}.rows.{index}.{key} as file lines and CSV columns; rows counted once", () => {
    const refused = refusedRows(file, [
      { path: "batches.0.rows.0.date", message: "bad date" },
      { path: "batches.1.rows.4.costPerAcre", message: "must be zero or more" },
      { path: "batches.1.rows.4.field", message: "no field" },
      { path: "batches.1", message: "not a batch" },
    ]);
    expect(refused).toEqual({
      rows: 2,
      problems: [
        { line: 2, column: "date", message: "bad date" },
        { line: PART_ROWS + 6, column: "cost_per_acre", message: "must be zero or more" },
        { line: PART_ROWS + 6, column: "field", message: "no field" },
      ],
    });
  });
});

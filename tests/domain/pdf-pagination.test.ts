import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { wrappedLineCount, wrapText } from "../../api/pdf/fonts";
import { lazyRows } from "../../api/pdf/blocks";
import type { PdfReport, Row, Rows } from "../../api/pdf/model";
import { paginate, planPages } from "../../api/pdf/paginate";
import { contentBox, RUNNING_HEAD_HEIGHT } from "../../api/pdf/theme";

/** Cell texts as reports hold them: short words, numbers, long notes, line breaks, accents and odd spacing. */
const text = fc
  .array(fc.oneof(fc.constantFrom("North", "40", "SUB-TOTAL", "INCOME/ACRE", "$1,234.56", "Ñandú", "x".repeat(70), "two\nlines", "  spaced "), fc.string({ maxLength: 10 })), { maxLength: 10 })
  .map((words) => words.join(" "));

describe("report PDF pagination", () => {
  test("the line count the page plan uses is the number of lines drawn", () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 20, max: 700 }), fc.constantFrom(6, 8, 10, 14), fc.boolean(), (t, width, size, bold) => {
        expect(wrappedLineCount(t, width, size, bold)).toBe(wrapText(t, width, size, bold).length);
      }),
      { numRuns: 2000 },
    );
  });

  test("every row of a long table is printed once, in order, under its header on every page, and each page fits", () => {
    // One row per line: row i is "r{i}" in the first column, with a note that wraps over several lines now and then.
    const report = fc.record({
      orientation: fc.constantFrom("portrait" as const, "landscape" as const),
      runningHead: fc.option(fc.constant("Detailed operations, 2025"), { nil: undefined }),
      notes: fc.array(fc.oneof(fc.constant(""), text), { minLength: 1, maxLength: 400 }),
      size: fc.constantFrom(6, 8, 10),
    });
    fc.assert(
      fc.property(report, ({ orientation, runningHead, notes, size }) => {
        const rows: Row[] = notes.map((note, i) => ({ cells: [`r${i}`, note] }));
        const pdf: PdfReport = {
          title: "t",
          orientation,
          runningHead,
          blocks: [
            { kind: "text", text: "Detailed operations" },
            { kind: "table", fontSize: size, columns: [{ header: "Row", weight: 1 }, { header: "Notes", weight: 4 }], rows },
          ],
        };
        const pages = paginate(pdf);
        expect(pages.length).toBe(planPages(pdf).length);
        const printed: string[] = [];
        pages.forEach((page, n) => {
          const capacity = contentBox(orientation).height - (n > 0 && runningHead ? RUNNING_HEAD_HEIGHT : 0);
          const used = page.blocks.reduce((sum, b) => sum + b.height, 0);
          for (const block of page.blocks) {
            if (block.kind !== "table") continue;
            expect(block.header?.columns.map((c) => c[0]?.text)).toEqual(["Row", "Notes"]);
            const onPage = block.body.columns[0]!.map((line) => line.text).filter(Boolean);
            printed.push(...onPage);
            // A page overflows only with a single row taller than the page itself, placed alone.
            if (used > capacity) expect(onPage.length).toBe(1);
          }
        });
        expect(printed).toEqual(rows.map((_, i) => `r${i}`));
      }),
      { numRuns: 300 },
    );
  });

  test("a table whose rows are made when asked for (lazyRows) is laid out exactly as the same rows held in an array", () => {
    const report = fc.record({
      orientation: fc.constantFrom("portrait" as const, "landscape" as const),
      notes: fc.array(fc.oneof(fc.constant(""), text), { maxLength: 300 }),
      size: fc.constantFrom(6, 8, 10),
    });
    fc.assert(
      fc.property(report, ({ orientation, notes, size }) => {
        const make = (note: string, i: number): Row => (i % 17 === 3 ? { span: note, bold: true, rule: true } : { cells: [`r${i}`, note] });
        const lines = notes.map((note, i) => ({ note, i }));
        const totals = ["Total", "Average"].map((t) => ({ cells: [t] }));
        const pdf = (rows: Row[] | Rows, totalRows: Row[] | Rows): PdfReport => ({
          title: "t",
          orientation,
          runningHead: "Detailed operations, 2025",
          blocks: [
            { kind: "text", text: "Detailed operations" },
            { kind: "table", fontSize: size, columns: [{ header: "Row", weight: 1 }, { header: "Notes", weight: 4 }], rows },
            { kind: "keep", blocks: [{ kind: "table", columns: [{ header: "Total", weight: 1 }], rows: totalRows }] },
          ],
        });
        const held = paginate(pdf(lines.map(({ note, i }) => make(note, i)), totals));
        expect(paginate(pdf(lazyRows(lines, ({ note, i }) => make(note, i)), lazyRows(totals, (r) => r)))).toEqual(held);
      }),
      { numRuns: 200 },
    );
  });
});


import { wrappedLineCount, wrapText } from "./fonts";
import type { Align, Block, CellStyle, Column, PdfReport, Row } from "./model";
import { BODY_SIZE, CELL_PAD, contentBox, GAP_AFTER_TABLE, GAP_AFTER_TEXT, lineHeight, RUNNING_HEAD_HEIGHT, WRAP_SLACK } from "./theme";

/** One printed line of a table column. */
export interface GridLine {
  text: string;
  bold: boolean;
  color?: string;
}

/**
 * Lines of a table part on a common grid: column i's lines in `columns[i]`, full-width texts in `spans`, and the
 * line indexes that have a rule above them. Every array has `lines` entries.
 */
export interface Grid {
  lines: number;
  columns: GridLine[][];
  spans: Array<(GridLine & { align: Align }) | null>;
  rules: number[];
}

export type PlacedBlock =
  | { kind: "text"; lines: string[]; size: number; bold: boolean; align: Align; color?: string; height: number }
  | { kind: "table"; widths: number[]; aligns: Align[]; size: number; header: Grid | null; body: Grid; height: number }
  | { kind: "space"; height: number };

export interface LaidOutPage {
  blocks: PlacedBlock[];
}

/** An empty grid line; shared, as nothing changes a laid-out line. */
const BLANK: GridLine = Object.freeze({ text: "", bold: false });
const blank = (): GridLine => BLANK;

function emptyGrid(columns: number): Grid {
  return { lines: 0, columns: Array.from({ length: columns }, () => []), spans: [], rules: [] };
}

/** A row wrapped into grid lines: `lines` tall, one array per column plus the span line texts. */
interface MeasuredRow {
  lines: number;
  columns: GridLine[][];
  spans: Array<(GridLine & { align: Align }) | null>;
  rule: boolean;
}

/** The text width inside a cell of width `w`. */
const inner = (w: number) => w - 2 * CELL_PAD - WRAP_SLACK;

const cellText = (cell: string | { text: string }) => (typeof cell === "string" ? cell : cell.text);
/** A cell's own weight, else its row's. */
const cellBold = (cell: string | ({ text: string } & CellStyle), rowBold: boolean | undefined) => (typeof cell === "string" ? undefined : cell.bold) ?? !!rowBold;

function measureRow(row: Row, widths: number[], size: number, totalWidth: number): MeasuredRow {
  if ("span" in row) {
    const bold = !!row.bold;
    const texts = wrapText(row.span, inner(totalWidth), size, bold);
    return {
      lines: texts.length,
      columns: widths.map(() => texts.map(blank)),
      spans: texts.map((text) => ({ text, bold, align: row.align ?? "left" })),
      rule: !!row.rule,
    };
  }
  const cells = widths.map((w, i) => {
    const cell = row.cells[i] ?? "";
    const style: CellStyle = typeof cell === "string" ? {} : cell;
    const bold = cellBold(cell, row.bold);
    return wrapText(cellText(cell), inner(w), size, bold).map((t): GridLine => ({ text: t, bold, color: style.color }));
  });
  const lines = Math.max(1, ...cells.map((c) => c.length));
  return {
    lines,
    columns: cells.map((c) => [...c, ...Array.from({ length: lines - c.length }, blank)]),
    spans: Array.from({ length: lines }, () => null),
    rule: !!row.rule,
  };
}

/** How many lines tall `measureRow` makes the row, without making its lines. */
function rowLines(row: Row, widths: number[], size: number, totalWidth: number): number {
  if ("span" in row) return wrappedLineCount(row.span, inner(totalWidth), size, !!row.bold);
  let lines = 1;
  for (let i = 0; i < widths.length; i++) {
    const cell = row.cells[i] ?? "";
    lines = Math.max(lines, wrappedLineCount(cellText(cell), inner(widths[i]!), size, cellBold(cell, row.bold)));
  }
  return lines;
}

function append(grid: Grid, row: MeasuredRow) {
  if (row.rule) grid.rules.push(grid.lines);
  row.columns.forEach((lines, i) => grid.columns[i]!.push(...lines));
  grid.spans.push(...row.spans);
  grid.lines += row.lines;
}

function columnWidths(columns: Column[], width: number): number[] {
  const total = columns.reduce((acc, c) => acc + c.weight, 0) || 1;
  return columns.map((c) => (c.weight / total) * width);
}

type TableBlock = Extract<Block, { kind: "table" }>;

/** A table as every page it reaches draws it: its column widths and alignments, type size and measured header. */
interface PlannedTable {
  block: TableBlock;
  widths: number[];
  aligns: Align[];
  size: number;
  header: MeasuredRow | null;
}

/** What a page holds before its table lines are made: text as laid out, and the rows `from` to `to` of each table part. */
type PlannedBlock =
  | Extract<PlacedBlock, { kind: "text" | "space" }>
  | { kind: "table"; table: PlannedTable; from: number; to: number; height: number };

/** One page of what `planPages` answers: `layOutPage` makes it a `LaidOutPage`. */
export interface PlannedPage {
  blocks: PlannedBlock[];
}

/**
 * Lays the report's blocks out on pages: text wraps, tables break between rows and repeat their header on every
 * page they reach, a `keep` block moves whole to the next page when it does not fit. Pure, so the page count is
 * known before anything is drawn and 'Page N of M' is plain text.
 *
 * A table's rows are only counted here (how many lines each wraps to): a page names the rows it holds, and
 * `layOutPage` wraps their text into lines when that page is drawn. So a document of hundreds of pages is never held
 * laid out whole, only its plan and the page being drawn (docs/decisions/server-memory.md).
 */
export function planPages(report: PdfReport): PlannedPage[] {
  const box = contentBox(report.orientation);
  const bodySize = report.fontSize ?? BODY_SIZE;
  const pages: PlannedPage[] = [{ blocks: [] }];
  let y = 0;
  const capacity = () => box.height - (pages.length > 1 && report.runningHead ? RUNNING_HEAD_HEIGHT : 0);
  const room = () => capacity() - y;
  const newPage = () => {
    pages.push({ blocks: [] });
    y = 0;
  };
  const place = (block: PlannedBlock) => {
    pages.at(-1)!.blocks.push(block);
    y += block.height;
  };

  function measure(block: Block): number {
    if (block.kind === "space") return block.height;
    if (block.kind === "keep") return block.blocks.reduce((acc, b) => acc + measure(b), 0);
    if (block.kind === "text") {
      const size = block.size ?? bodySize;
      return wrappedLineCount(block.text, box.width, size, !!block.bold) * lineHeight(size) + GAP_AFTER_TEXT;
    }
    const size = block.fontSize ?? bodySize;
    const widths = columnWidths(block.columns, box.width);
    const header = block.header === false ? 0 : rowLines({ cells: block.columns.map((c) => c.header), bold: true }, widths, size, box.width);
    let body = 0;
    for (let i = 0; i < block.rows.length; i++) body += rowLines(block.rows.at(i)!, widths, size, box.width);
    return (header + body) * lineHeight(size) + GAP_AFTER_TABLE;
  }

  function layText(block: Extract<Block, { kind: "text" }>) {
    const size = block.size ?? bodySize;
    const lh = lineHeight(size);
    let lines = wrapText(block.text, box.width, size, !!block.bold);
    while (lines.length) {
      let fit = Math.floor((room() - GAP_AFTER_TEXT) / lh);
      if (fit < 1 && y > 0) {
        newPage();
        fit = Math.floor((room() - GAP_AFTER_TEXT) / lh);
      }
      const part = lines.slice(0, Math.max(fit, 1));
      lines = lines.slice(part.length);
      place({ kind: "text", lines: part, size, bold: !!block.bold, align: block.align ?? "left", color: block.color, height: part.length * lh + GAP_AFTER_TEXT });
      if (lines.length) newPage();
    }
  }

  function layTable(block: TableBlock) {
    const size = block.fontSize ?? bodySize;
    const lh = lineHeight(size);
    const widths = columnWidths(block.columns, box.width);
    const header = block.header === false ? null : measureRow({ cells: block.columns.map((c) => c.header), bold: true }, widths, size, box.width);
    const table: PlannedTable = { block, widths, aligns: block.columns.map((c) => c.align ?? "left"), size, header: header && { ...header, rule: false } };
    const headerLines = header?.lines ?? 0;
    const rows: number[] = [];
    for (let i = 0; i < block.rows.length; i++) rows.push(rowLines(block.rows.at(i)!, widths, size, box.width));
    let next = 0;
    do {
      const firstRow = rows[next] ?? 0;
      if ((headerLines + firstRow) * lh + GAP_AFTER_TABLE > room() && y > 0) newPage();
      const from = next;
      let bodyLines = 0;
      while (next < rows.length) {
        const fits = (headerLines + bodyLines + rows[next]!) * lh + GAP_AFTER_TABLE <= room();
        if (!fits && bodyLines > 0) break;
        bodyLines += rows[next]!; // A row taller than a whole page is placed anyway (and clipped) rather than looping.
        next++;
      }
      place({ kind: "table", table, from, to: next, height: (headerLines + bodyLines) * lh + GAP_AFTER_TABLE });
      if (next < rows.length) newPage();
    } while (next < rows.length);
  }

  function lay(block: Block) {
    if (block.kind === "space") {
      if (y > 0) place({ kind: "space", height: Math.min(block.height, Math.max(room(), 0)) });
      return;
    }
    if (block.kind === "keep") {
      const height = measure(block);
      if (height > room() && y > 0 && height <= capacity()) newPage();
      block.blocks.forEach(lay);
      return;
    }
    if (block.kind === "text") layText(block);
    else layTable(block);
  }

  report.blocks.forEach(lay);
  return pages;
}

/** A planned page with its table rows wrapped into lines, ready to draw. */
export function layOutPage(page: PlannedPage, report: PdfReport): LaidOutPage {
  const width = contentBox(report.orientation).width;
  return {
    blocks: page.blocks.map((block): PlacedBlock => {
      if (block.kind !== "table") return block;
      const { table, from, to, height } = block;
      const body = emptyGrid(table.widths.length);
      for (let i = from; i < to; i++) append(body, measureRow(table.block.rows.at(i)!, table.widths, table.size, width));
      let header: Grid | null = null;
      if (table.header) {
        header = emptyGrid(table.widths.length);
        append(header, table.header);
      }
      return { kind: "table", widths: table.widths, aligns: table.aligns, size: table.size, header, body, height };
    }),
  };
}

/** Every page of the report laid out (`planPages`, then `layOutPage` for each). */
export function paginate(report: PdfReport): LaidOutPage[] {
  return planPages(report).map((page) => layOutPage(page, report));
}

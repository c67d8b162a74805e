import { dec, round } from "../domain/money";
import type { Align, Block, Cell, Column, Row, Rows } from "./model";
import { COLORS } from "./theme";

/** Short constructors for the blocks the report documents are made of. */
export const title = (text: string, size = 14, align: Align = "center"): Block => ({ kind: "text", text, size, bold: true, align });
export const text = (value: string, opts: { size?: number; bold?: boolean; align?: Align; color?: string } = {}): Block => ({ kind: "text", text: value, ...opts });
export const note = (value: string, align: Align = "left"): Block => ({ kind: "text", text: value, size: 7.5, align, color: COLORS.muted });
export const space = (height = 8): Block => ({ kind: "space", height });
export const keep = (...blocks: Block[]): Block => ({ kind: "keep", blocks });

export const col = (header: string, weight: number, align: Align = "left"): Column => ({ header, weight, align });
export const table = (columns: Column[], rows: Row[] | Rows, opts: { header?: boolean; fontSize?: number } = {}): Block => ({
  kind: "table",
  columns,
  rows,
  ...opts,
});
export const row = (cells: Cell[], opts: { bold?: boolean; rule?: boolean } = {}): Row => ({ cells, ...opts });
export const span = (value: string, opts: { bold?: boolean; rule?: boolean; align?: Align } = {}): Row => ({ span: value, ...opts });
/**
 * One row for each of `items`, made by `make` only when the page planner or the painter asks for it: a long table
 * (thousands of task lines) is never held whole as cell text (docs/decisions/server-memory.md).
 */
export const lazyRows = <T>(items: readonly T[], make: (item: T) => Row): Rows => ({
  length: items.length,
  at: (index) => (index >= 0 && index < items.length ? make(items[index]!) : undefined),
});

export interface PairsOptions {
  /** Pairs side by side on one line. */
  perRow?: number;
  fontSize?: number;
  /** Values right-aligned under each other (totals) or left beside their label (headers). */
  valueAlign?: Align;
  labelWeight?: number;
  valueWeight?: number;
}

/**
 * Label/value pairs, labels bold: the header boxes, totals and cards.
 * @example pairs([["Crop Year", "2025"], ["Invoice Date", "3/14/2025"]], { perRow: 2 })
 */
export function pairs(items: Array<[string, string]>, opts: PairsOptions = {}): Block {
  const perRow = opts.perRow ?? 1;
  const columns: Column[] = [];
  for (let i = 0; i < perRow; i++) {
    columns.push(col("", opts.labelWeight ?? 3), col("", opts.valueWeight ?? 2, opts.valueAlign ?? "right"));
    if (i < perRow - 1) columns.push(col("", 0.6));
  }
  const rows: Row[] = [];
  for (let i = 0; i < items.length; i += perRow) {
    const cells: Cell[] = [];
    items.slice(i, i + perRow).forEach(([label, value], j) => {
      cells.push({ text: label, bold: true }, value);
      if (j < perRow - 1) cells.push("");
    });
    rows.push(row(cells));
  }
  return table(columns, rows, { header: false, fontSize: opts.fontSize });
}

/** Header boxes: short labels with their values beside them. */
export const HEADER_PAIRS: PairsOptions = { valueAlign: "left", labelWeight: 1.1, valueWeight: 4 };

/** A money cell in red when below zero, as the screens show a loss. */
export function signed(value: string, formatted: string): Cell {
  return dec(value).isNegative() && !dec(value).isZero() ? { text: formatted, color: COLORS.negative } : formatted;
}

/** Acres as the reports print them: one decimal (spec 001 section 9). */
export const acres1 = (value: string | null | undefined) => round(dec(value), 1);

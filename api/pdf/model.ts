/**
 * What a report PDF says, apart from how it is drawn: each report builds a `PdfReport` of blocks
 * (api/pdf/documents), `paginate` lays it out on letter pages, `renderReportPdf` draws the pages.
 */
import type { Lang } from "../domain/reference-names";

export type Align = "left" | "center" | "right";

export interface CellStyle {
  bold?: boolean;
  /** A text colour, e.g. red for a negative net. */
  color?: string;
}

/** A table cell: plain text, or text with its own style. */
export type Cell = string | ({ text: string } & CellStyle);

export interface Column {
  header: string;
  /** Share of the table width, relative to the other columns. */
  weight: number;
  align?: Align;
}

/** A row of cells, or one text across the whole table (a group heading); `rule` draws a line above it. */
export type Row =
  | { cells: Cell[]; bold?: boolean; rule?: boolean }
  | { span: string; bold?: boolean; rule?: boolean; align?: Align };

/**
 * A table's rows: an array, or rows made when asked for (blocks.ts `lazyRows`). A long report's rows are then made
 * twice, once when its pages are planned and once when their page is drawn, instead of all held while it is drawn.
 */
export interface Rows {
  readonly length: number;
  at(index: number): Row | undefined;
}

export type Block =
  | { kind: "text"; text: string; size?: number; bold?: boolean; align?: Align; color?: string }
  | { kind: "table"; columns: Column[]; rows: Rows; header?: boolean; fontSize?: number }
  | { kind: "space"; height: number }
  /** Moved whole to the next page when it does not fit on this one (a totals box, a signature block). */
  | { kind: "keep"; blocks: Block[] };

export interface PdfReport {
  /** The PDF's title metadata. */
  title: string;
  orientation: "portrait" | "landscape";
  /** Body text size in points; tables may set their own. */
  fontSize?: number;
  /** Printed atop every page after the first, so a loose page still says what it belongs to. */
  runningHead?: string;
  /** Printed at the bottom left of every page, beside 'Page N of M'. */
  footer?: string;
  /** The language of the page numbers ('Page 1 of 2', 'Página 1 de 2'): the report file's; English without it. */
  lang?: Lang;
  blocks: Block[];
}

/**
 * A report's PDF headed by one line: the title metadata, the running head of every page after the first and the
 * footer beside 'Page N of M' all say the same, so a loose page still says what it belongs to.
 * @example headedReport("Budget vs Actual - North Ranch - 2025", "landscape", [title(heading, 13), table(...)])
 */
export const headedReport = (heading: string, orientation: PdfReport["orientation"], blocks: Block[], fontSize?: number): PdfReport => ({
  title: heading,
  orientation,
  ...(fontSize !== undefined ? { fontSize } : {}),
  runningHead: heading,
  footer: heading,
  blocks,
});

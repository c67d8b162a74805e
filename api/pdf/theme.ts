/** Page geometry and type sizes of every report PDF, in points (72 to the inch). */
export const LETTER = { width: 612, height: 792 } as const;
/** Half an inch all round, as the printed invoices use. */
export const MARGIN = 36;
/** The running head atop pages 2+ and the gap under it. */
export const RUNNING_HEAD_HEIGHT = 18;
export const BODY_SIZE = 8;
/** Line height as a multiple of the font size; every line of a table sits on this grid. */
export const LEADING = 1.375;
/** Padding inside a table cell, left and right. */
export const CELL_PAD = 3;
/** Kept free at the right of every cell so a rounding difference in widths never wraps a line. */
export const WRAP_SLACK = 1.5;
/** Space after a text block and after a table. */
export const GAP_AFTER_TEXT = 3;
export const GAP_AFTER_TABLE = 10;

export const COLORS = {
  text: "#111111",
  muted: "#555555",
  rule: "#999999",
  headerFill: "#e6e6e6",
  negative: "#b00020",
} as const;

export const lineHeight = (size: number) => size * LEADING;

export function pageSize(orientation: "portrait" | "landscape") {
  return orientation === "portrait" ? LETTER : { width: LETTER.height, height: LETTER.width };
}

/** The area blocks are laid out in; later pages lose the running head's height. */
export function contentBox(orientation: "portrait" | "landscape") {
  const page = pageSize(orientation);
  return { width: page.width - 2 * MARGIN, height: page.height - 2 * MARGIN };
}

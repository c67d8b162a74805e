/**
 * Text measuring for the built-in Helvetica fonts, so the layout can wrap and paginate before the pages are drawn
 * (api/pdf/paginate.ts): widths in 1/1000 em for the printable ASCII characters 32-126, from the fonts' AFM files.
 */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
  611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Accented Latin-1 letters and anything else: as wide as the widest common letter, so a line never overflows. */
const OTHER = 778;

/** Typographic characters the built-in fonts' encoding lacks, in their plain ASCII form. */
const PLAIN: Record<string, string> = { "\u2018": "'", "\u2019": "'", "\u201C": '"', "\u201D": '"', "\u2013": "-", "\u2014": "-", "\u2026": "...", "\u00A0": " " };

/** Text the built-in fonts can draw: Latin-1 kept, common typography made ASCII, the rest '?'. */
export function printable(text: string): string {
  return text.replace(/[^\n\x20-\x7E\u00A1-\u00FF]/g, (ch) => PLAIN[ch] ?? (ch === "\t" ? " " : "?"));
}

/** Width of one line of text in points. */
export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? HELVETICA_BOLD : HELVETICA;
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    units += code >= 32 && code <= 126 ? table[code - 32]! : OTHER;
  }
  return (units * size) / 1000;
}

/** Breaks a run of characters wider than the line into pieces that fit, letter by letter. */
function splitLetters(word: string, width: number, size: number, bold: boolean): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const ch of word) {
    if (piece && textWidth(piece + ch, size, bold) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += ch;
  }
  return piece ? [...pieces, piece] : pieces;
}

/**
 * Breaks a word wider than the line into pieces that fit: after a '/' or '-' where it can ("INCOME/" + "ACRE"),
 * letter by letter only where a part alone is still too wide.
 */
function splitWord(word: string, width: number, size: number, bold: boolean): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const part of word.split(/(?<=[/-])/)) {
    if (textWidth(piece + part, size, bold) <= width) {
      piece += part;
      continue;
    }
    if (piece) pieces.push(piece);
    const letters = textWidth(part, size, bold) > width ? splitLetters(part, width, size, bold) : [part];
    pieces.push(...letters.slice(0, -1));
    piece = letters.at(-1) ?? "";
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Printable ASCII with single spaces between words and none at either end: wrapping can only keep it whole or break it. */
const PLAIN_LINE = /^(?:[\x21-\x7E]+(?: [\x21-\x7E]+)*)?$/;

/** True when `wrapText` gives the text back whole, as its one line, without wrapping anything. */
const oneLineAsIs = (text: string, width: number, size: number, bold: boolean) => PLAIN_LINE.test(text) && textWidth(text, size, bold) <= width;

/**
 * Greedy word wrap to `width` points; explicit line breaks are kept and an empty text is one empty line.
 * @example wrapText("SUB-TOTAL FOR North 40", 50, 8) // ["SUB-TOTAL", "FOR North 40"]
 */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  // Most cells are one short plain line: the same single line the loop below would give, without splitting it.
  if (oneLineAsIs(text, width, size, bold)) return [text];
  const lines: string[] = [];
  for (const paragraph of printable(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size, bold) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = textWidth(word, size, bold) > width ? splitWord(word, width, size, bold) : [word];
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? "";
    }
    lines.push(line);
  }
  return lines;
}

/** How many lines `wrapText` makes of the text, without keeping them (most cells: one, found without wrapping). */
export function wrappedLineCount(text: string, width: number, size: number, bold = false): number {
  return oneLineAsIs(text, width, size, bold) ? 1 : wrapText(text, width, size, bold).length;
}

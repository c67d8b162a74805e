import type PDFDocument from "pdfkit";
import type { Lang } from "../domain/reference-names";
import { printable } from "./fonts";
import type { Align, PdfReport } from "./model";
import { type Grid, type GridLine, type LaidOutPage, layOutPage, type PlacedBlock, planPages } from "./paginate";
import { CELL_PAD, COLORS, contentBox, lineHeight, MARGIN, pageSize, RUNNING_HEAD_HEIGHT } from "./theme";

/**
 * Draws laid-out pages straight into the PDF's content streams with pdfkit and the built-in Helvetica.
 *
 * `planPages` has already placed every line (`layOutPage` makes a page's lines just before it is drawn), so nothing is
 * measured or broken here: a line of text is one `TJ` at a known point, a rule or the header band one filled
 * rectangle. This is what react-pdf drew for the same pages (same fonts, WinAnsi encoding, kerning and positions),
 * without its layout engine, which spent some 25 ms a page re-breaking lines we had already broken
 * (docs/decisions/pdf-direct-drawing.md).
 */

/** Where react-pdf puts the baseline of the built-in fonts: 0.9 em under the top of the line box. */
const ASCENT = 0.9;
/** The height of a line without a set line height (the running head and footer): ascent 0.9 + descent 0.2 em. */
const NATURAL_LINE = 1.1;
/** The footer's line: its bottom this far above the page's bottom edge. */
const FOOTER_BOTTOM = MARGIN / 2 - 4;
const SMALL = 7;

/** PDF numbers as pdfkit writes them: at most six decimals. */
const num = (n: number) => String(Math.round(n * 1e6) / 1e6);

function rgb(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  return `${num(((v >> 16) & 255) / 255)} ${num(((v >> 8) & 255) / 255)} ${num((v & 255) / 255)}`;
}

type Font = PDFDocument["_font"];
interface Glyphs {
  tj: string;
  advance: number;
}
/** Distinct lines kept encoded per document; past that a line is encoded each time it is drawn. */
const MAX_CACHED_LINES = 50_000;

/** One document's drawing state: the two fonts and the content of the page being drawn. */
class Painter {
  readonly regular: Font;
  readonly bold: Font;
  private ops: string[] = [];
  private height = 0;
  private fill = "";
  /** The text font and size in force (`/F1 8 Tf`), set again only when it changes. */
  private font = "";
  private textOpen = false;
  private encoded = new Map<string, Glyphs>();
  private encodedBold = new Map<string, Glyphs>();

  constructor(private readonly doc: PDFDocument) {
    doc.font("Helvetica-Bold");
    this.bold = doc._font;
    doc.font("Helvetica");
    this.regular = doc._font;
  }

  startPage(orientation: "portrait" | "landscape") {
    this.doc.addPage({ size: "LETTER", layout: orientation, margin: 0 });
    this.height = pageSize(orientation).height;
    this.doc.page.fonts[this.regular.id] = this.regular.ref();
    this.doc.page.fonts[this.bold.id] = this.bold.ref();
    this.ops = [];
    this.fill = "";
    this.font = "";
  }

  endPage() {
    this.endText();
    this.doc.addContent(this.ops.join("\n"));
    this.ops = [];
  }

  private color(hex: string) {
    if (this.fill === hex) return;
    this.fill = hex;
    this.ops.push(`${rgb(hex)} rg`);
  }

  private endText() {
    if (!this.textOpen) return;
    this.ops.push("ET", "Q");
    this.textOpen = false;
    // Q restores the colour set before the text: whatever was set inside is gone, and BT starts without a font.
    this.fill = "";
    this.font = "";
  }

  /**
   * A line's glyphs as a `TJ` operand and its advance in 1/1000 em, encoded once per document and font: a report
   * repeats the same dates, names and figures on every page.
   */
  private glyphs(text: string, bold: boolean): Glyphs {
    const cache = bold ? this.encodedBold : this.encoded;
    let found = cache.get(text);
    if (!found) {
      found = encode(bold ? this.bold : this.regular, text);
      if (cache.size < MAX_CACHED_LINES) cache.set(text, found);
    }
    return found;
  }

  /**
   * One line of text in the box [left, left + width] whose line box starts at `top` (points from the page's top
   * left), aligned as react-pdf aligns it. A blank line is drawn as a space, as react-pdf did.
   */
  text(line: string, left: number, width: number, top: number, size: number, bold: boolean, color: string, align: Align) {
    const text = line || " ";
    const glyphs = this.glyphs(text, bold);
    let x = left;
    if (align !== "left") {
      const room = width - (glyphs.advance * size) / 1000;
      x += align === "right" ? room : room / 2;
    }
    if (!this.textOpen) {
      // The page's space is flipped (y down, pdfkit's first operator); text is drawn in the PDF's own space.
      this.ops.push("q", `1 0 0 -1 0 ${num(this.height)} cm`, "BT");
      this.textOpen = true;
    }
    this.color(color);
    const font = bold ? this.bold : this.regular;
    const tf = `/${font.id} ${size} Tf`;
    if (tf !== this.font) {
      this.font = tf;
      this.ops.push(tf);
    }
    this.ops.push(`1 0 0 1 ${num(x)} ${num(this.height - top - ASCENT * size)} Tm ${glyphs.tj}`);
  }

  /** A filled rectangle, top-left origin. */
  rect(x: number, y: number, width: number, height: number, color: string) {
    this.endText();
    this.color(color);
    this.ops.push(`${num(x)} ${num(y)} ${num(width)} ${num(height)} re`, "f");
  }
}

/** The glyphs of one line as a `TJ` operation with the fonts' kerning, written as pdfkit writes it. */
function encode(font: Font, text: string): Glyphs {
  const [encoded, positions] = font.encode(text);
  const parts: string[] = [];
  let last = 0;
  let advance = 0;
  for (let i = 0; i < positions.length; i++) {
    const pos = positions[i]!;
    advance += pos.xAdvance;
    const kern = pos.xAdvance - pos.advanceWidth;
    if (kern !== 0 || i === positions.length - 1) {
      parts.push(`<${encoded.slice(last, i + 1).join("")}> ${num(-kern)}`);
      last = i + 1;
    }
  }
  return { tj: `[${parts.join(" ")}] TJ`, advance };
}

/** A column of a grid (or its full-width span layer), line under line, as react-pdf drew one text per column. */
function drawLines(p: Painter, lines: GridLine[], left: number, width: number, top: number, size: number, align: Align) {
  const lh = lineHeight(size);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    p.text(line.text, left + CELL_PAD, width - 2 * CELL_PAD, top + i * lh, size, line.bold, line.color ?? COLORS.text, align);
  }
}

function drawGrid(p: Painter, grid: Grid, widths: number[], aligns: Align[], size: number, left: number, top: number, opts: { fill?: string; underline?: boolean } = {}) {
  const lh = lineHeight(size);
  const total = widths.reduce((a, b) => a + b, 0);
  if (opts.fill) p.rect(left, top, total, grid.lines * lh, opts.fill);
  let x = left;
  widths.forEach((w, i) => {
    drawLines(p, grid.columns[i]!, x, w, top, size, aligns[i]!);
    x += w;
  });
  // Full-width texts are one more layer on the same grid, one per alignment used (blank lines elsewhere).
  const spanAligns = [...new Set(grid.spans.flatMap((s) => (s ? [s.align] : [])))];
  for (const align of spanAligns) {
    const lines = grid.spans.map((s): GridLine => (s && s.align === align ? s : { text: "", bold: false }));
    drawLines(p, lines, left, total, top, size, align);
  }
  for (const line of grid.rules) p.rect(left, top + line * lh, total, 0.5, COLORS.rule);
  if (opts.underline) p.rect(left, top + grid.lines * lh - 0.75, total, 0.75, COLORS.rule);
}

function drawBlock(p: Painter, block: PlacedBlock, left: number, top: number, width: number) {
  if (block.kind === "space") return;
  if (block.kind === "text") {
    const lh = lineHeight(block.size);
    block.lines.forEach((line, i) => p.text(line, left, width, top + i * lh, block.size, block.bold, block.color ?? COLORS.text, block.align));
    return;
  }
  const lh = lineHeight(block.size);
  let y = top;
  if (block.header) {
    drawGrid(p, block.header, block.widths, block.aligns, block.size, left, y, { fill: COLORS.headerFill, underline: true });
    y += block.header.lines * lh;
  }
  drawGrid(p, block.body, block.widths, block.aligns, block.size, left, y);
}

/** The page numbers in the footer, in the report's language. */
const PAGE_NUMBER: Record<Lang, (page: number, of: number) => string> = {
  en: (page, of) => `Page ${page} of ${of}`,
  es: (page, of) => `Página ${page} de ${of}`,
};

function drawPage(p: Painter, report: PdfReport, page: LaidOutPage, number: number, count: number) {
  const size = pageSize(report.orientation);
  const box = contentBox(report.orientation);
  p.startPage(report.orientation);
  let y = MARGIN;
  if (number > 1 && report.runningHead) {
    p.text(printable(report.runningHead), MARGIN, box.width, y, SMALL, false, COLORS.muted, "left");
    y += RUNNING_HEAD_HEIGHT;
  }
  for (const block of page.blocks) {
    drawBlock(p, block, MARGIN, y, box.width);
    y += block.height;
  }
  const footerTop = size.height - FOOTER_BOTTOM - NATURAL_LINE * SMALL;
  p.text(printable(report.footer ?? ""), MARGIN, box.width, footerTop, SMALL, false, COLORS.muted, "left");
  p.text(printable(PAGE_NUMBER[report.lang ?? "en"](number, count)), MARGIN, box.width, footerTop, SMALL, false, COLORS.muted, "right");
  p.endPage();
}

/**
 * A document of this many pages or more holds MiB enough while it is drawn to be worth a collection first (20 pages:
 * about a tenth of a second to draw, beside 20-70 ms for the collection; docs/decisions/server-memory.md).
 */
const LARGE_DOCUMENT_PAGES = 20;
/** Resident memory above which the garbage of earlier requests is collected before drawing a large document. */
const COLLECT_ABOVE_BYTES = 128 * 1024 * 1024;

/**
 * Collects the garbage earlier requests left (a field list's rows, a previous report) before a large document is
 * drawn, when the process is already holding more than COLLECT_ABOVE_BYTES: the document's own working set then
 * reuses that memory instead of adding to it. A full collection takes 20-70 ms here, beside 0.1-1 s of drawing;
 * docs/decisions/server-memory.md has the figures.
 */
function collectBeforeLargeDocument(pageCount: number) {
  if (pageCount >= LARGE_DOCUMENT_PAGES && process.memoryUsage.rss() > COLLECT_ABOVE_BYTES) Bun.gc(true);
}

/**
 * Lays out and draws a report on letter pages with the built-in Helvetica (no font is fetched or embedded),
 * numbered 'Page N of M' ('Página N de M' in Spanish). @example const pdf = await renderReportPdf(monthlyInvoicePdf(invoice));
 */
export async function renderReportPdf(report: PdfReport): Promise<Buffer> {
  // Loaded on the first PDF, not at start: pdfkit unpacks its font and line-breaking tables (some 40 MiB) on import.
  const { default: Document } = await import("pdfkit");
  const pages = planPages(report);
  collectBeforeLargeDocument(pages.length);
  const doc = new Document({
    autoFirstPage: false,
    compress: true,
    info: { Title: printable(report.title), Creator: "Farm cost manager", Producer: "Farm cost manager" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const painter = new Painter(doc);
  // One page's lines at a time: each is garbage once drawn.
  pages.forEach((page, i) => drawPage(painter, report, layOutPage(page, report), i + 1, pages.length));
  doc.end();
  return done;
}

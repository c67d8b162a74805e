/**
 * The part of pdfkit (the PDF writer under react-pdf, https://pdfkit.org) that api/pdf/draw.ts uses: documents,
 * pages and the built-in fonts' encoding and metrics. pdfkit ships no types of its own.
 */
declare module "pdfkit" {
  interface StandardFont {
    /** The font's resource name on a page, e.g. F1. */
    id: string;
    ref(): unknown;
    /** Hex codes of the WinAnsi characters and each glyph's advance (with kerning) and width, in 1/1000 em. */
    encode(text: string): [string[], Array<{ xAdvance: number; advanceWidth: number }>];
    widthOfString(text: string, size: number): number;
  }

  interface PDFPage {
    fonts: Record<string, unknown>;
  }

  export default class PDFDocument {
    constructor(options?: {
      autoFirstPage?: boolean;
      compress?: boolean;
      info?: Record<string, string | Date>;
    });
    page: PDFPage;
    _font: StandardFont;
    addPage(options: { size: string; layout: "portrait" | "landscape"; margin: number }): this;
    font(name: string): this;
    addContent(data: string): this;
    on(event: "data", listener: (chunk: Buffer) => void): this;
    on(event: "end", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
    end(): void;
  }
}

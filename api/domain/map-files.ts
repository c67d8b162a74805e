/** Largest map file accepted (spec 000 section 9: 50 MB each). */
export const MAX_MAP_BYTES = 52_428_800;

/** Every PDF starts with these bytes; the declared content type and file name are not trusted. */
export const PDF_MAGIC = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]); // "%PDF-"

/**
 * True when `head` (the first bytes of a file) starts like a PDF.
 * @example isPdfStart(new TextEncoder().encode("%PDF-1.7")) === true
 */
export function isPdfStart(head: Uint8Array): boolean {
  return head.length >= PDF_MAGIC.length && PDF_MAGIC.every((b, i) => head[i] === b);
}

/**
 * A Content-Disposition header that downloads under the original name, whatever characters it has (RFC 6266).
 * @example attachmentHeader("Ranch Map.pdf") === `attachment; filename="Ranch Map.pdf"; filename*=UTF-8''Ranch%20Map.pdf`
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

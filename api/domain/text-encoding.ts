/** How a spreadsheet's bytes were read: the encodings Excel and LibreOffice save CSV in. */
export type TextEncodingName = "UTF-8" | "UTF-8 with BOM" | "UTF-16 LE" | "UTF-16 BE" | "Windows-1252";

const decoder = (label: string, fatal = false) => new TextDecoder(label, { fatal, ignoreBOM: false });

/** UTF-16 without a BOM: text of mostly ASCII has a zero in every other byte, on the even (BE) or odd (LE) side. */
function utf16WithoutBom(bytes: Uint8Array): "UTF-16 LE" | "UTF-16 BE" | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (n < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "UTF-16 LE";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "UTF-16 BE";
  return null;
}

/**
 * A text file's bytes as text, and the encoding they were read in: a BOM says UTF-8 or UTF-16 (LE/BE); UTF-16
 * without one shows by its zero bytes; otherwise bytes that are valid UTF-8 are UTF-8, and any others are
 * Windows-1252 (Excel's "CSV" on Windows in the Americas and Western Europe), which decodes every byte, so an
 * accented letter is never silently turned into U+FFFD.
 * @example decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9])) // { text: "café", encoding: "Windows-1252" }
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: decoder("utf-8").decode(bytes), encoding: "UTF-8 with BOM" };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: decoder("utf-16le").decode(bytes), encoding: "UTF-16 LE" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: decoder("utf-16be").decode(bytes), encoding: "UTF-16 BE" };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: decoder(utf16 === "UTF-16 LE" ? "utf-16le" : "utf-16be").decode(bytes), encoding: utf16 };
  try {
    return { text: decoder("utf-8", true).decode(bytes), encoding: "UTF-8" };
  } catch {
    return { text: decoder("windows-1252").decode(bytes), encoding: "Windows-1252" };
  }
}

import { describe, expect, test } from "bun:test";
import { decodeText } from "../../api/domain/text-encoding";

const TEXT = "date;field;name\n2025-03-14;Côte Sud;Épandage à 12,50 €\n";
const utf16le = (s: string) => new Uint8Array(Buffer.from(s, "utf16le"));
const utf16be = (s: string) => {
  const le = utf16le(s);
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!];
  return le;
};
/** Windows-1252 by hand: ô = F4, É = C9, à = E0, € = 80 (the byte table of the code page). */
const cp1252 = new Uint8Array([...Buffer.from("date;field;name\n2025-03-14;C"), 0xf4, ...Buffer.from("te Sud;"), 0xc9, ...Buffer.from("pandage "), 0xe0, ...Buffer.from(" 12,50 "), 0x80, 0x0a]);

describe("decodeText", () => {
  test.each([
    ["UTF-8", new Uint8Array(Buffer.from(TEXT, "utf8"))],
    ["UTF-8 with BOM", new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(TEXT, "utf8")])],
    ["UTF-16 LE", new Uint8Array([0xff, 0xfe, ...utf16le(TEXT)])],
    ["UTF-16 BE", new Uint8Array([0xfe, 0xff, ...utf16be(TEXT)])],
    ["UTF-16 LE", utf16le(TEXT)], // no BOM: told by its zero bytes
    ["UTF-16 BE", utf16be(TEXT)],
    ["Windows-1252", cp1252],
  ] as const)("%s reads back the same text, BOM dropped", (encoding, bytes) => {
    const decoded = decodeText(bytes);
    expect(decoded).toEqual({ text: TEXT, encoding });
    expect(decoded.text).not.toContain("\uFFFD");
  });

  test("plain ASCII is UTF-8; an empty file too", () => {
    expect(decodeText(new Uint8Array(Buffer.from("a,b\n")))).toEqual({ text: "a,b\n", encoding: "UTF-8" });
    expect(decodeText(new Uint8Array())).toEqual({ text: "", encoding: "UTF-8" });
  });
});

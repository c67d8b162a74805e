import { describe, expect, test } from "bun:test";
import { findBadText, jsonMayHoldBadText } from "../../api/domain/text-check";

describe("jsonMayHoldBadText", () => {
  test("is true for every body findBadText refuses, false for plain ones", () => {
    const pieces = ["a", "é", "😀", "\u0000", "\uD800", "\uDFFF", "\uD83D", "\\", '"', "\u0001", "\u2028"];
    let seed = 7;
    for (let i = 0; i < 5000; i++) {
      let s = "";
      for (let j = 0; j < 4; j++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        s += pieces[seed % pieces.length];
      }
      for (const text of [JSON.stringify({ v: s }), JSON.stringify({ [s]: 1 }), JSON.stringify([s])]) {
        if (findBadText(JSON.parse(text))) expect(jsonMayHoldBadText(text)).toBe(true);
      }
    }
    expect(jsonMayHoldBadText('{"rows":[{"name":"North 40","notes":"é 😀"}]}')).toBe(false);
    expect(jsonMayHoldBadText('{"name":"a\\u0000b"}')).toBe(true);
    expect(jsonMayHoldBadText('{"name":"a\\ud800"}')).toBe(true);
  });
});

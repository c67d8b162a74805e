import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { recordedAcres } from "../../api/domain/boundaries";
import { Dec } from "../../api/domain/money";

/**
 * "Use map acres" records the boundary's acres (4 decimals) as the field's acreage (2 decimals): half-up to
 * hundredths, on the digits, as the server rounds money (api/domain/money.ts).
 */
describe("the map's acres as a recorded acreage", () => {
  test("worked by hand", () => {
    expect(recordedAcres("41.3106")).toBe("41.31");
    expect(recordedAcres("78.5265")).toBe("78.53");
    expect(recordedAcres("0.0049")).toBe("0.00");
    expect(recordedAcres("0.0050")).toBe("0.01");
    expect(recordedAcres("99.9950")).toBe("100.00");
    expect(recordedAcres("7")).toBe("7.00");
  });

  test("the same as decimal.js rounding half-up, for any acres of 4 decimals", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_9999n }), (tenThousandths) => {
        const text = `${tenThousandths / 10_000n}.${(tenThousandths % 10_000n).toString().padStart(4, "0")}`;
        expect(recordedAcres(text)).toBe(new Dec(text).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2));
      }),
    );
  });
});

import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { axisMoney, categoryLabels, niceTicks } from "../../admin-ui/lib/chart-scale";

/** The dashboard's bar charts: a value axis a reader can read at a glance, that every bar fits under. */
describe("niceTicks (the dashboard charts' value axis)", () => {
  test("round steps from zero to just above the tallest bar", () => {
    expect(niceTicks([1234.5, 80])).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks([96.4])).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks([428_366.59, 12_000])).toEqual([0, 100_000, 200_000, 300_000, 400_000, 500_000]);
    expect(niceTicks([0.3, 0.1])).toEqual([0, 0.1, 0.2, 0.3]);
  });

  test("a negative bar takes the axis below zero; nothing but zero still gives an axis", () => {
    expect(niceTicks([-40, 100])).toEqual([-50, 0, 50, 100]);
    expect(niceTicks([0, 0])).toEqual([0, 1]);
    expect(niceTicks([])).toEqual([0, 1]);
  });

  test("every bar lies within the axis, zero is a tick, and the steps are even and round", () => {
    // Bars are amounts in dollars and cents (a cost, a cost per acre), up to ten million.
    const amount = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 60 }), (values) => {
        const ticks = niceTicks(values);
        expect(ticks[0]!).toBeLessThanOrEqual(Math.min(0, ...values));
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(Math.max(0, ...values));
        expect(ticks).toContain(0);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(12);
        const step = ticks[1]! - ticks[0]!;
        // 1, 2 or 5 times a power of ten.
        const leading = step / 10 ** Math.floor(Math.log10(step) + 1e-9);
        expect([1, 2, 5, 10].some((d) => Math.abs(leading - d) < 1e-6)).toBe(true);
        for (let i = 1; i < ticks.length; i++) expect(ticks[i]! - ticks[i - 1]!).toBeCloseTo(step, 6);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the dashboard charts' labels", () => {
  test("value-axis ticks in short: dollars, thousands, millions", () => {
    expect([0, 500, 1500, 40_000, 400_000, 2_500_000, 40_000_000].map(axisMoney)).toEqual(["$0", "$500", "$1.5k", "$40k", "$400k", "$2.5M", "$40M"]);
    expect(axisMoney(-50_000)).toBe("$-50k");
  });

  test("a few wide bars show every name, slanted a little", () => {
    const names = ["Water", "Fertilizer", "Crop Protectants", "Seed"];
    expect(categoryLabels(names, 100)).toEqual({ angle: -20, height: 50, text: names });
  });

  test("many narrow bars: names slanted steeply, shortened, and only as many as fit without touching", () => {
    const names = Array.from({ length: 46 }, (_, i) => (i === 0 ? "Schoolhouse North Block" : `Block ${i}`));
    const { angle, text } = categoryLabels(names, 8.9);
    expect(angle).toBe(-45);
    expect(text[0]).toBe("Schoolhouse N…"); // fourteen characters with the ellipsis
    expect(text[1]).toBeNull();
    expect(text[2]).toBe("Block 2");
    // At least 16 px of axis between two shown names.
    const shown = text.flatMap((t, i) => (t === null ? [] : [i]));
    for (let k = 1; k < shown.length; k++) expect((shown[k]! - shown[k - 1]!) * 8.9).toBeGreaterThanOrEqual(16);
    expect(shown.length).toBe(23);
  });
});

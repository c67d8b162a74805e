import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { MAX_CLASSES, mapClasses } from "../../admin-ui/farm-map/map-classes";

/** The farm map's legend: classes broken at the data, every field with a figure in exactly one of them. */
describe("mapClasses (the farm map's legend)", () => {
  test("five distinct costs per acre each get their own class, light to dark; a field with none is no data", () => {
    const { classes, classOf } = mapClasses(
      [
        { fieldId: 1, value: "310.00" },
        { fieldId: 2, value: "80.50" },
        { fieldId: 3, value: "125.25" },
        { fieldId: 4, value: null },
        { fieldId: 5, value: "95.00" },
        { fieldId: 6, value: "410.75" },
      ],
      true,
    );
    expect(classes.map((c) => [c.min, c.max, c.count])).toEqual([
      ["80.50", "80.50", 1],
      ["95.00", "95.00", 1],
      ["125.25", "125.25", 1],
      ["310.00", "310.00", 1],
      ["410.75", "410.75", 1],
    ]);
    expect(classes.map((c) => c.colour)).toEqual(["#ffffb2", "#fecc5c", "#fd8d3c", "#f03b20", "#bd0026"]);
    expect(classOf.get(2)).toBe(0);
    expect(classOf.get(6)).toBe(4);
    expect(classOf.has(4)).toBe(false);
  });

  test("ten distinct figures make five classes of two; equal figures share a class", () => {
    // 10, 20, ..., 100 per acre: ranks 0-9, class = floor(rank x 5 / 10): two per class.
    const values = Array.from({ length: 10 }, (_, i) => ({ fieldId: i + 1, value: `${(i + 1) * 10}.00` }));
    values.push({ fieldId: 11, value: "30.00" });
    const { classes, classOf } = mapClasses(values, false);
    expect(classes.map((c) => `${c.min}-${c.max}`)).toEqual(["10.00-20.00", "30.00-40.00", "50.00-60.00", "70.00-80.00", "90.00-100.00"]);
    expect(classes.map((c) => c.count)).toEqual([2, 3, 2, 2, 2]);
    expect(classOf.get(11)).toBe(classOf.get(3)!);
  });

  test("two figures take the palette's ends; one figure its middle; none no class", () => {
    const two = mapClasses([{ fieldId: 1, value: "-12.00" }, { fieldId: 2, value: "40.00" }], false).classes;
    expect(two.map((c) => c.colour)).toEqual(["#edf8e9", "#006d2c"]);
    expect(mapClasses([{ fieldId: 1, value: "5.00" }], true).classes.map((c) => c.colour)).toEqual(["#fd8d3c"]);
    expect(mapClasses([{ fieldId: 1, value: null }, { fieldId: 2, value: "" }], true).classes).toEqual([]);
  });

  test("every field with a figure is in one class whose range holds it; classes are ordered and never overlap", () => {
    const cents = fc.integer({ min: -500_000, max: 5_000_000 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(fc.array(fc.option(cents, { nil: null }), { maxLength: 80 }), (figures) => {
        const values = figures.map((value, i) => ({ fieldId: i, value }));
        const { classes, classOf } = mapClasses(values, true);
        const valued = values.filter((v) => v.value !== null);
        expect(classOf.size).toBe(valued.length);
        expect(classes.length).toBe(Math.min(MAX_CLASSES, new Set(valued.map((v) => Number(v.value))).size));
        expect(classes.reduce((n, c) => n + c.count, 0)).toBe(valued.length);
        for (const v of valued) {
          const c = classes[classOf.get(v.fieldId)!]!;
          expect(Number(v.value)).toBeGreaterThanOrEqual(Number(c.min));
          expect(Number(v.value)).toBeLessThanOrEqual(Number(c.max));
        }
        for (let i = 1; i < classes.length; i++) expect(Number(classes[i]!.min)).toBeGreaterThan(Number(classes[i - 1]!.max));
        expect(classes.every((c) => c.count > 0)).toBe(true);
      }),
    );
  });
});

import { describe, expect, test } from "bun:test";
import { applicationPayload } from "../../admin-ui/tasks/task-form";
import {
  appliedKind,
  beforeOwnApplication,
  lineIssueKey,
  linesOf,
  linesPayload,
  previewLines,
  type Product,
  type ProductLineValues,
  shortfallLine,
} from "../../admin-ui/tasks/product-lines";

const roundup: Product = { id: 7, name: "Roundup", kind: "crop protection", stockUnit: "gal", packs: [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }], units: ["gal", "qt", "pt", "fl oz", "2.5 gal jug"] };
const roundupMax: Product = { ...roundup, id: 8, name: "Roundup PowerMAX" };
const products = new Map([roundup, roundupMax].map((p) => [p.id, p]));
const line = (l: Partial<ProductLineValues>): ProductLineValues => ({ productId: 7, mode: "rate", quantity: "", unit: "gal", ...l });

describe("the task form's product lines", () => {
  test("the issue's figures: 30 gal of 150 gal worth $825.00 previews $165.00", () => {
    const onHand = new Map([[7, { onHandQuantity: "150", onHandValue: "825.00", averageCost: "5.5" }]]);
    const { lines, materialCost } = previewLines([line({ mode: "total", quantity: "30" })], products, onHand, "37.5");
    expect(lines[0]!.stockQuantity!.toFixed()).toBe("30");
    expect([lines[0]!.cost, lines[0]!.short, materialCost]).toEqual(["165.00", false, "165.00"]);
  });

  test("a rate per acre in fl oz over the acres, a pack as a total, each in the stock unit", () => {
    const onHand = new Map([[7, { onHandQuantity: "100", onHandValue: "500.00", averageCost: "5" }]]);
    const { lines, materialCost } = previewLines(
      [line({ quantity: "32", unit: "fl oz" }), line({ mode: "total", quantity: "2", unit: "2.5 gal jug" })],
      products,
      onHand,
      "40",
    );
    // 32 fl oz x 40 ac = 10 gal at $5.00; then 5 gal from 90 gal worth $450.00.
    expect(lines.map((l) => [l.stockQuantity?.toFixed(), l.cost])).toEqual([["10", "50.00"], ["5", "25.00"]]);
    expect(materialCost).toBe("75.00");
  });

  test("a second line of one product costs from what the first left, the last unit takes what is left", () => {
    const onHand = new Map([[7, { onHandQuantity: "3", onHandValue: "10.00", averageCost: "3.3333" }]]);
    const { lines, materialCost } = previewLines([line({ mode: "total", quantity: "1" }), line({ mode: "total", quantity: "2" })], products, onHand, "1");
    expect(lines.map((l) => l.cost)).toEqual(["3.33", "6.67"]);
    expect(materialCost).toBe("10.00");
  });

  test("more than on hand is flagged and left out of the material; an unreadable line has no figures", () => {
    const onHand = new Map([[7, { onHandQuantity: "120", onHandValue: "660.00", averageCost: "5.5" }]]);
    const { lines, materialCost } = previewLines([line({ quantity: "2" }), line({ quantity: "abc" }), line({ quantity: "1", unit: "lb" })], products, onHand, "80");
    expect(lines.map((l) => [l.stockQuantity?.toFixed() ?? null, l.cost, l.short])).toEqual([["160", null, true], [null, null, false], [null, null, false]]);
    expect(materialCost).toBe("0.00");
  });

  test("editing puts the task's own application back before previewing it", () => {
    const after = { onHandQuantity: "120", onHandValue: "660.00", averageCost: "5.5" };
    const own = [{ productId: 7, ratePerAcre: null, totalQuantity: "30", unit: "gal", stockQuantity: "30", cost: "165.00" }];
    expect(beforeOwnApplication(after, own, 7, true)).toEqual({ onHandQuantity: "150", onHandValue: "825.00", averageCost: "5.5" });
    expect(beforeOwnApplication(after, own, 7, false)).toEqual(after);
    expect(beforeOwnApplication(after, own, 8, true)).toEqual({ ...after, onHandValue: "660.00" });
  });

  test("lines as sent and as read back; untouched blank lines are left out", () => {
    const sent = linesPayload([line({ quantity: " 1.5 " }), line({ mode: "total", quantity: "30" }), { productId: "", mode: "rate", quantity: "", unit: "" }]);
    expect(sent).toEqual([
      { productId: 7, ratePerAcre: "1.5", unit: "gal" },
      { productId: 7, totalQuantity: "30", unit: "gal" },
    ]);
    expect(linesOf([{ productId: 7, ratePerAcre: null, totalQuantity: "30", unit: "gal" }, { productId: 7, ratePerAcre: "1.5", totalQuantity: null, unit: "qt" }])).toEqual([
      { productId: 7, mode: "total", quantity: "30", unit: "gal" },
      { productId: 7, mode: "rate", quantity: "1.5", unit: "qt" },
    ]);
  });

  test("a task without products is sent as before; one that had lines and has none sends []", () => {
    const v = { products: [], applicationTime: "07:30", applicationMethod: "ground", applicator: "" };
    expect(applicationPayload(v, "Water", false)).toEqual({});
    expect(applicationPayload(v, "Fertilizer", false)).toEqual({});
    expect(applicationPayload(v, "Water", true)).toEqual({ products: [] });
    expect(applicationPayload({ ...v, products: [line({ quantity: "2" })] }, "Crop Protectants", false)).toEqual({
      products: [{ productId: 7, ratePerAcre: "2", unit: "gal" }],
      applicationTime: "07:30",
      applicationMethod: "ground",
      applicator: null,
    });
  });

  test("which kind a category applies, by the server's rule", () => {
    expect(["Fertilizer", "Crop Protectants", "Seed", "Soil Amendment", "Water", undefined].map(appliedKind)).toEqual([
      "fertilizer",
      "crop protection",
      "seed",
      "soil amendment",
      undefined,
      undefined,
    ]);
  });

  test("a shortfall lands on the line its issue or its message names (the longest product name that fits)", () => {
    const lines = [line({ productId: 7 }), line({ productId: 8 })];
    expect(shortfallLine({ issues: [{ path: "products.1.totalQuantity" }] }, lines, products)).toBe(1);
    expect(shortfallLine({ message: "Not enough Roundup PowerMAX on 2026-03-12: 160 gal to apply" }, lines, products)).toBe(1);
    expect(shortfallLine({ message: "Not enough Roundup on 2026-03-12: 160 gal to apply" }, lines, products)).toBe(0);
    expect(shortfallLine({ message: "Not enough Urea on 2026-03-12" }, lines, products)).toBe(-1);
    expect([lineIssueKey("products.2.ratePerAcre"), lineIssueKey("products.0.unit"), lineIssueKey("products.1"), lineIssueKey("name")]).toEqual([
      "products.2.quantity",
      "products.0.unit",
      "products.1.quantity",
      undefined,
    ]);
  });
});

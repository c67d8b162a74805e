import { describe, expect, test } from "bun:test";
import { applicationsAtAverage, heldBeforeOwn } from "../../api/domain/inventory";

// Issue 36's figures: 150 gal worth $825.00 on hand (100 gal at $5.00, 50 gal at $6.50).
const held = new Map([[1, { onHandQuantity: "150", onHandValue: "825.00" }]]);

describe("a task's lines costed at the average cost before saving", () => {
  test("30 gal cost $165.00; a second line of the product takes its cost from what the first left", () => {
    const costed = applicationsAtAverage([{ productId: 1, quantity: "30" }, { productId: 1, quantity: "120" }], held);
    // 30 x 825 / 150 = 165.00; the last 120 gal take the $660.00 left.
    expect(costed.lines).toEqual([{ cost: "165.00", short: false }, { cost: "660.00", short: false }]);
    expect(costed.materialCost).toBe("825.00");
  });

  test("more than is left is short and costs nothing yet; an unreadable line or an unknown product is unknown", () => {
    const costed = applicationsAtAverage([{ productId: 1, quantity: "100" }, { productId: 1, quantity: "60" }, { productId: 1, quantity: null }, { productId: 2, quantity: "1" }], held);
    expect(costed.lines).toEqual([{ cost: "550.00", short: false }, { cost: null, short: true }, { cost: null, short: false }, { cost: null, short: false }]);
    expect(costed.materialCost).toBe("550.00");
  });
});

describe("what was held before the task's own stored lines", () => {
  test("their quantity and cost are put back: 120 gal worth $660.00 becomes 150 gal worth $825.00", () => {
    expect(heldBeforeOwn({ onHandQuantity: "120", onHandValue: "660.00" }, [{ stockQuantity: "30", cost: "165.00" }])).toEqual({ onHandQuantity: "150", onHandValue: "825.00" });
  });

  test("quantities only where no value is shown (the crew's stock): 0.732421875 gal put back", () => {
    expect(heldBeforeOwn({ onHandQuantity: "10", productId: 3 }, [{ stockQuantity: "0.732421875" }])).toEqual({ onHandQuantity: "10.732421875", productId: 3 });
  });
});

import { describe, expect, test } from "bun:test";
import type { MovementInput } from "../../../api/domain/inventory";
import { purchasesVsApplications } from "../../../api/domain/reports/inventory-report";

/*
 * The invariant per product, by hand: Roundup bought 100 gal for 500.00 and 50 gal for 325.00; 30 gal applied 04-02
 * (165.00, 120 gal worth 660.00 left); 2 gal lost 04-25 at 5.50 (-11.00: 118 gal, 649.00); 10 gal returned 04-28
 * with a 60.00 credit (108 gal, 589.00). As of 04-30: 825.00 - 11.00 - 60.00 = 165.00 + 589.00.
 */
const movements: MovementInput[] = [
  { id: "r1", kind: "receipt", date: "2026-03-01", seq: 1, quantity: "100", value: "500.00" },
  { id: "r2", kind: "receipt", date: "2026-03-15", seq: 2, quantity: "50", value: "325.00" },
  { id: "a1", kind: "application", date: "2026-04-02", seq: 3, quantity: "30" },
  { id: "j1", kind: "adjustment", date: "2026-04-25", seq: 4, quantity: "-2", reason: "spill" },
  { id: "j2", kind: "return", date: "2026-04-28", seq: 5, quantity: "10", value: "60.00" },
];
const report = (applications: string[], asOf = "2026-04-30") =>
  purchasesVsApplications({
    entityId: 1,
    entityName: "North",
    asOf,
    products: [{ id: 10, name: "Roundup", kind: "crop protection", stockUnit: "gal" }],
    movements: [{ entityId: 1, productId: 10, movements }],
    stored: [{ productId: 10, purchases: ["500.00", "325.00"], applications }],
  });

describe("purchasesVsApplications", () => {
  test("purchases + adjustments - returns = applications + on hand, to the cent", () => {
    const r = report(["165.00"]);
    expect(r.rows).toEqual([
      { productId: 10, productName: "Roundup", stockUnit: "gal", onHandQuantity: "108", purchases: "825.00", adjustments: "-11.00", returns: "60.00", applications: "165.00", onHandValue: "589.00", difference: "0.00", balanced: true },
    ]);
    expect(r.balanced).toBe(true);
    expect(r.totals).toEqual({ purchases: "825.00", adjustments: "-11.00", returns: "60.00", applications: "165.00", onHandValue: "589.00", difference: "0.00" });
  });

  test("a stored cost that is not the ledger's shows as the difference", () => {
    const r = report(["165.02"]);
    expect(r.rows[0]).toMatchObject({ difference: "-0.02", balanced: false });
    expect(r.balanced).toBe(false);
  });

  test("before any movement a product has no row", () => {
    expect(report([], "2026-02-01").rows).toEqual([]);
  });
});

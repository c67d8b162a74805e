import { describe, expect, test } from "bun:test";
import type { MovementInput } from "../../../api/domain/inventory";
import { inventoryReport } from "../../../api/domain/reports/inventory-report";

/*
 * Inventory on hand as of a day, worked by hand (the figures): Roundup 100 gal at $5.00 on 03-01, then 50 gal
 * at $6.50 on 03-15 -> 150 gal worth $825.00, $5.50/gal; 30 gal applied 04-02 cost $165.00 -> 120 gal, $660.00.
 * Oil: 3 gal for $10.00 on 03-01, then 1 gal applied 03-02 costs 3.33 (10/3 half-up), 2 gal worth $6.67 left, average
 * 3.3350; the last 2 gal applied 03-03 take the remaining $6.67 exactly, and nothing on hand leaves it out.
 */
const roundup: MovementInput[] = [
  { id: "r1", kind: "receipt", date: "2026-03-01", seq: 1, quantity: "100", value: "500.00" },
  { id: "r2", kind: "receipt", date: "2026-03-15", seq: 2, quantity: "50", value: "325.00" },
  { id: "a1", kind: "application", date: "2026-04-02", seq: 3, quantity: "30" },
];
const oil: MovementInput[] = [
  { id: "r3", kind: "receipt", date: "2026-03-01", seq: 4, quantity: "3", value: "10.00" },
  { id: "a2", kind: "application", date: "2026-03-02", seq: 5, quantity: "1" },
  { id: "a3", kind: "application", date: "2026-03-03", seq: 6, quantity: "2" },
];
const input = (asOf: string, entity: "all" | number = 1) => ({
  entity,
  entityName: entity === "all" ? "All entities" : "North",
  asOf,
  entities: [{ id: 1, name: "North" }, { id: 2, name: "Bravo" }],
  products: [{ id: 10, name: "Roundup", kind: "crop protection", stockUnit: "gal" }, { id: 11, name: "Oil", kind: "other", stockUnit: "gal" }],
  movements: [{ entityId: 1, productId: 10, movements: roundup }, { entityId: 1, productId: 11, movements: oil }, { entityId: 2, productId: 10, movements: roundup.slice(0, 1) }],
});

describe("inventoryReport", () => {
  test("weighted average: 150 gal worth 825.00 at 5.50, then 120 gal worth 660.00 after 30 gal applied", () => {
    const before = inventoryReport(input("2026-03-31"));
    expect(before.rows.filter((r) => r.entityId === 1).map((r) => [r.productName, r.onHandQuantity, r.onHandValue, r.averageCost])).toEqual([["Roundup", "150", "825.00", "5.5000"]]);
    const after = inventoryReport(input("2026-04-30"));
    expect(after.rows.find((r) => r.entityId === 1 && r.productId === 10)).toMatchObject({ onHandQuantity: "120", onHandValue: "660.00", averageCost: "5.5000" });
  });

  test("a day's end: oil 2 gal worth 6.67 after the first application; the last gallons take what is left and leave no row", () => {
    expect(inventoryReport(input("2026-03-02")).rows.find((r) => r.productName === "Oil" && r.entityId === 1)).toMatchObject({ onHandQuantity: "2", onHandValue: "6.67", averageCost: "3.3350" });
    expect(inventoryReport(input("2026-03-03")).rows.some((r) => r.productName === "Oil")).toBe(false);
    expect(inventoryReport(input("2026-02-28")).rows).toEqual([]);
  });

  test("every entity: rows by entity name then product name, totals the values", () => {
    const all = inventoryReport(input("2026-03-31", "all"));
    expect(all.rows.map((r) => [r.entityName, r.productName, r.onHandValue])).toEqual([
      ["Bravo", "Roundup", "500.00"],
      ["North", "Roundup", "825.00"],
    ]);
    expect(all.totals.onHandValue).toBe("1325.00");
  });
});

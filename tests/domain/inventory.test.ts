import { describe, expect, test } from "bun:test";
import { appliedQuantity, toStockQuantity } from "../../api/domain/input-units";
import {
  InventoryInputError,
  InventoryShortfallError,
  inventoryLedger,
  ledgerAsOf,
  type MovementInput,
  recostedApplications,
} from "../../api/domain/inventory";
import { purchaseMoney } from "../../api/domain/purchase-lines";

const uan = { id: 7, name: "UAN-32", stockUnit: "gal" };
let seq = 0;
const receipt = (id: string, date: string, quantity: string, value: string): MovementInput => ({ id, kind: "receipt", date, seq: ++seq, quantity, value });
const apply = (id: string, date: string, quantity: string): MovementInput => ({ id, kind: "application", date, seq: ++seq, quantity });
const byId = (rows: ReturnType<typeof inventoryLedger>) => new Map(rows.map((r) => [String(r.id), r]));

// 100 gal at $5.00 ($500.00), then 50 gal at $6.50 ($325.00); 30 gal applied on 03-10.
const base = [receipt("r1", "2026-03-01", "100", "500.00"), receipt("r2", "2026-03-05", "50", "325.00"), apply("a1", "2026-03-10", "30")];

describe("the issue's worked figures", () => {
  const rows = byId(inventoryLedger(uan, base));

  test("100 gal at $5.00 then 50 gal at $6.50: 150 gal worth $825.00, $5.50/gal", () => {
    expect(rows.get("r2")).toMatchObject({ onHandQuantity: "150", onHandValue: "825.00", averageCost: "5.5000" });
  });

  test("30 gal applied cost $165.00 (30 x $5.50), leaving 120 gal worth $660.00", () => {
    expect(rows.get("a1")).toMatchObject({ cost: "165.00", quantity: "-30", value: "-165.00", onHandQuantity: "120", onHandValue: "660.00" });
  });

  test("as of a date: receipts + adjustments - returns = applications + on hand", () => {
    const all = inventoryLedger(uan, base);
    expect(ledgerAsOf(all, "2026-03-04")).toEqual({ receipts: "500.00", adjustments: "0.00", returns: "0.00", applications: "0.00", onHandQuantity: "100", onHandValue: "500.00" });
    expect(ledgerAsOf(all, "2026-03-31")).toEqual({ receipts: "825.00", adjustments: "0.00", returns: "0.00", applications: "165.00", onHandQuantity: "120", onHandValue: "660.00" });
    expect(ledgerAsOf(all, "2026-02-28").onHandValue).toBe("0.00");
  });
});

describe("a back-dated purchase re-costs the later applications", () => {
  const later = apply("a2", "2026-03-20", "10");
  const before = inventoryLedger(uan, [...base, later]);

  test("30 gal at $7.00 dated 03-08, entered last: 03-10's application now costs $172.50, 03-20's $57.50", () => {
    // Before 03-10: 180 gal worth 825 + 210 = $1,035.00, $5.75/gal; 30 gal -> $172.50 (was $165.00).
    // Then 150 gal worth $862.50, still $5.75/gal; 10 gal -> $57.50 (was 120 gal / $660.00 -> $55.00).
    const after = inventoryLedger(uan, [...base, later, receipt("r3", "2026-03-08", "30", "210.00")]);
    expect(byId(after).get("a1")).toMatchObject({ cost: "172.50", onHandValue: "862.50" });
    expect(recostedApplications(before, after)).toEqual([
      { id: "a1", date: "2026-03-10", before: "165.00", after: "172.50" },
      { id: "a2", date: "2026-03-20", before: "55.00", after: "57.50" },
    ]);
  });

  test("a purchase dated between the two applications re-costs only the later one", () => {
    // 03-15: 120 + 30 gal worth 660 + 210 = $870.00, $5.80/gal; 10 gal -> $58.00.
    const after = inventoryLedger(uan, [...base, later, receipt("r3", "2026-03-15", "30", "210.00")]);
    expect(recostedApplications(before, after)).toEqual([{ id: "a2", date: "2026-03-20", before: "55.00", after: "58.00" }]);
  });

  test("a purchase entered late on an application's own date comes before it (receipts first on a date)", () => {
    const after = inventoryLedger(uan, [...base, receipt("r3", "2026-03-10", "30", "210.00")]);
    expect(byId(after).get("a1")?.cost).toBe("172.50");
  });
});

describe("the last unit out takes the remaining value", () => {
  test("3 gal for $10.00 applied a gallon at a time: $3.33, $3.34, $3.33", () => {
    // 1 x 10.00/3 = 3.333.. -> 3.33; then 2 gal worth 6.67: 1 x 6.67/2 = 3.335 -> 3.34 (half-up);
    // the last gallon takes the $3.33 left, so the three add up to the $10.00 paid.
    const rows = inventoryLedger(uan, [
      receipt("r", "2026-04-01", "3", "10.00"),
      apply("x", "2026-04-02", "1"),
      apply("y", "2026-04-03", "1"),
      apply("z", "2026-04-04", "1"),
    ]);
    expect(rows.map((r) => r.cost)).toEqual([null, "3.33", "3.34", "3.33"]);
    expect(rows.at(-1)).toMatchObject({ onHandQuantity: "0", onHandValue: "0.00", averageCost: null });
  });
});

describe("a 2.5 gal jug bought by the case, applied in fl oz per acre", () => {
  const product = { stockUnit: "gal" as const, packs: [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }, { name: "case", quantity: "2", unit: "2.5 gal jug" }] };
  test("4 cases at $180.00 = 20 gal at $36.00/gal; 13 fl oz/ac on 37.5 ac costs $137.11", () => {
    const bought = purchaseMoney([{ quantity: "4", unitPrice: "180.00" }]);
    const rows = inventoryLedger({ id: 9, name: "Warrior II", stockUnit: "gal" }, [
      { id: "p", kind: "receipt", date: "2026-05-01", seq: 1, quantity: toStockQuantity(product, "4", "case"), value: bought.lines[0]!.value },
      // 13 x 37.5 = 487.5 fl oz = 3.80859375 gal; x $36.00 = $137.109375 -> $137.11.
      { id: "t", kind: "application", date: "2026-05-02", seq: 2, quantity: appliedQuantity(product, { rate: "13", unit: "fl oz", acres: "37.5" }) },
    ]);
    expect(rows[0]).toMatchObject({ onHandQuantity: "20", onHandValue: "720.00", averageCost: "36.0000" });
    expect(rows[1]).toMatchObject({ cost: "137.11", onHandQuantity: "16.19140625", onHandValue: "582.89" });
  });
});

describe("returns and count adjustments", () => {
  test("a return at the average, a return at the vendor's credit, a count found and a spill", () => {
    const rows = byId(
      inventoryLedger(uan, [
        ...base, // 120 gal worth $660.00 after 03-10
        { id: "ret1", kind: "return", date: "2026-03-11", seq: ++seq, quantity: "20" }, // 20 x 5.50 = 110.00 -> 100 gal, $550.00
        { id: "ret2", kind: "return", date: "2026-03-12", seq: ++seq, quantity: "10", value: "65.00" }, // credit $65.00 -> 90 gal, $485.00
        { id: "adj1", kind: "adjustment", date: "2026-03-13", seq: ++seq, quantity: "4.5", reason: "count" }, // 4.5 x 485/90 = 24.25 -> 94.5 gal, $509.25
        { id: "adj2", kind: "adjustment", date: "2026-03-14", seq: ++seq, quantity: "-3", reason: "spill" }, // 3 x 509.25/94.5 = 16.1666.. -> 16.17
      ]),
    );
    expect(rows.get("ret1")).toMatchObject({ value: "-110.00", credit: null, onHandValue: "550.00" });
    expect(rows.get("ret2")).toMatchObject({ value: "-65.00", credit: "65.00", variance: "0.00", onHandQuantity: "90", onHandValue: "485.00" });
    expect(rows.get("adj1")).toMatchObject({ quantity: "4.5", value: "24.25", onHandValue: "509.25" });
    expect(rows.get("adj2")).toMatchObject({ quantity: "-3", value: "-16.17", onHandQuantity: "91.5", onHandValue: "493.08" });
  });

  test("a return of the last units takes the value left; the vendor's different credit shows as the variance", () => {
    const rows = inventoryLedger(uan, [...base, { id: "ret", kind: "return", date: "2026-03-20", seq: ++seq, quantity: "120", value: "700.00" }]);
    expect(rows.at(-1)).toMatchObject({ value: "-660.00", credit: "700.00", variance: "40.00", onHandQuantity: "0", onHandValue: "0.00" });
  });

  test("a count found with nothing on hand needs a value; an adjustment needs a reason", () => {
    expect(() => inventoryLedger(uan, [{ id: "f", kind: "adjustment", date: "2026-01-02", seq: 1, quantity: "5", reason: "count" }])).toThrow(InventoryInputError);
    const found = inventoryLedger(uan, [{ id: "f", kind: "adjustment", date: "2026-01-02", seq: 1, quantity: "5", value: "20.00", reason: "count" }]);
    expect(found[0]).toMatchObject({ onHandQuantity: "5", onHandValue: "20.00" });
    expect(() => inventoryLedger(uan, [...base, { id: "n", kind: "adjustment", date: "2026-03-20", seq: 99, quantity: "-1" }])).toThrow(/needs a reason/);
  });
});

describe("stock never goes below zero", () => {
  test("an application past the stock is refused naming the product, the date and the shortfall", () => {
    let error: unknown;
    try {
      inventoryLedger(uan, [...base, apply("big", "2026-03-12", "130")]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InventoryShortfallError);
    const e = error as InventoryShortfallError;
    expect(e.code).toBe("INVENTORY_SHORTFALL");
    expect(e.product.name).toBe("UAN-32");
    expect(e.movement).toMatchObject({ id: "big", date: "2026-03-12" });
    expect({ requested: e.requested, onHand: e.onHand, shortfall: e.shortfall }).toEqual({ requested: "130", onHand: "120", shortfall: "10" });
    expect(e.message).toBe("Not enough UAN-32 on 2026-03-12: 130 gal to apply, 120 gal on hand, 10 gal short.");
  });

  test("an application dated before the first purchase is refused, not costed at zero", () => {
    expect(() => inventoryLedger(uan, [...base, apply("early", "2026-02-15", "1")])).toThrow("Not enough UAN-32 on 2026-02-15: 1 gal to apply, 0 gal on hand, 1 gal short.");
  });

  test("a spill larger than the stock and a return larger than the stock are refused too", () => {
    expect(() => inventoryLedger(uan, [...base, { id: "s", kind: "adjustment", date: "2026-03-12", seq: 99, quantity: "-121", reason: "spill" }])).toThrow(InventoryShortfallError);
    expect(() => inventoryLedger(uan, [...base, { id: "r", kind: "return", date: "2026-03-12", seq: 99, quantity: "120.5" }])).toThrow(/0.5 gal short/);
  });
});

describe("movements that cannot be costed are named", () => {
  test.each<[string, MovementInput, string]>([
    ["a receipt without a value", { id: "m", kind: "receipt", date: "2026-01-01", seq: 1, quantity: "1" }, "value"],
    ["a zero quantity", { id: "m", kind: "receipt", date: "2026-01-01", seq: 1, quantity: "0", value: "1.00" }, "quantity"],
    ["a negative receipt", { id: "m", kind: "receipt", date: "2026-01-01", seq: 1, quantity: "-1", value: "1.00" }, "quantity"],
    ["a value in fractions of a cent", { id: "m", kind: "receipt", date: "2026-01-01", seq: 1, quantity: "1", value: "1.005" }, "value"],
    ["a date that is not a date", { id: "m", kind: "receipt", date: "03/01/2026", seq: 1, quantity: "1", value: "1.00" }, "date"],
    ["an application with a value", { id: "m", kind: "application", date: "2026-03-20", seq: 9, quantity: "1", value: "1.00" }, "value"],
  ])("%s", (_n, m, field) => {
    try {
      inventoryLedger(uan, [...base, m]);
      throw new Error("not refused");
    } catch (e) {
      expect(e).toBeInstanceOf(InventoryInputError);
      expect((e as InventoryInputError).field).toBe(field);
    }
  });
});

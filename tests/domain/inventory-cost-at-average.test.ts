import { describe, expect, test } from "bun:test";
import { costAtAverage, inventoryLedger, type MovementInput } from "../../api/domain/inventory";

const product = { id: 1, name: "Roundup", stockUnit: "gal" };

describe("costAtAverage: what an application would cost now", () => {
  test("the issue's figures: 30 gal of 150 gal worth $825.00 cost $165.00", () => {
    expect(costAtAverage("30", { onHandQuantity: "150", onHandValue: "825.00" })).toBe("165.00");
  });

  test("half-up once to the cent, and all of it takes the whole value", () => {
    // 1 of 3 units worth $10.00: 3.333... -> 3.33; 2 of 3: 6.666... -> 6.67; 3 of 3: 10.00 exactly.
    const onHand = { onHandQuantity: "3", onHandValue: "10.00" };
    expect(costAtAverage("1", onHand)).toBe("3.33");
    expect(costAtAverage("2", onHand)).toBe("6.67");
    expect(costAtAverage("3", onHand)).toBe("10.00");
    // 0.5 of 3 worth $0.05: 0.008333 -> 0.01 (half-up); 1.5 of 3: 0.025 -> 0.03.
    expect(costAtAverage("0.5", { onHandQuantity: "3", onHandValue: "0.05" })).toBe("0.01");
    expect(costAtAverage("1.5", { onHandQuantity: "3", onHandValue: "0.05" })).toBe("0.03");
  });

  test("nothing when more than is on hand, nothing on hand, or no quantity", () => {
    expect(costAtAverage("151", { onHandQuantity: "150", onHandValue: "825.00" })).toBeNull();
    expect(costAtAverage("1", { onHandQuantity: "0", onHandValue: "0.00" })).toBeNull();
    expect(costAtAverage("0", { onHandQuantity: "150", onHandValue: "825.00" })).toBeNull();
    expect(costAtAverage("abc", { onHandQuantity: "150", onHandValue: "825.00" })).toBeNull();
  });

  test("agrees with the ledger's cost of the same application, whatever the figures", () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 500; i++) {
      const bought = String(1 + rand(400)) + (rand(2) ? `.${rand(100)}` : "");
      const value = `${rand(5000)}.${String(rand(100)).padStart(2, "0")}`;
      const applied = (Number(bought) * (1 + rand(100))) / 100;
      const quantity = applied.toFixed(3).replace(/\.?0+$/, "");
      if (Number(quantity) <= 0) continue;
      const movements: MovementInput[] = [
        { id: "r", kind: "receipt", date: "2026-03-01", seq: 1, quantity: bought, value },
        { id: "a", kind: "application", date: "2026-03-02", seq: 2, quantity },
      ];
      const [receipt, application] = inventoryLedger(product, movements);
      expect(costAtAverage(quantity, { onHandQuantity: receipt!.onHandQuantity, onHandValue: receipt!.onHandValue })).toBe(application!.cost);
    }
  });
});

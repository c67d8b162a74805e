import { describe, expect, test } from "bun:test";
import { entryCost, entryPay, machineCost } from "../../../api/domain/labor/pay";
import { CALIFORNIA_AG_DEFAULT } from "../../../api/domain/labor/policy";
import { rateOn } from "../../../api/domain/labor/rates";
import { splitWeek } from "../../../api/domain/labor/overtime";

const policy = { ...CALIFORNIA_AG_DEFAULT, burdenPercent: "22" };

describe("what an approved entry costs", () => {
  test("the issue's worker: $18.50/h, 22% burden, 10 h on Monday -> $203.50 gross, $248.27 with burden", () => {
    const [s] = splitWeek([{ id: 1, date: "2026-03-02", hours: "10" }], policy);
    // 8 x 18.50 = 148.00; 2 x 18.50 x 1.5 = 2 x 27.75 = 55.50; pay 203.50. x 1.22 = 248.27 (exact).
    expect(entryCost({ ...s!, rate: "18.50", policy })).toEqual({ gross: "203.50", burden: "44.77", laborCost: "248.27" });
  });

  test("a rate change on Wednesday prices Wednesday at the new rate and Monday at the old", () => {
    const rates = [
      { effectiveFrom: "2026-01-01", hourlyRate: "18.50" },
      { effectiveFrom: "2026-03-04", hourlyRate: "19.25" },
    ];
    const entries = [
      { id: 1, date: "2026-03-02", hours: "8" },
      { id: 2, date: "2026-03-04", hours: "8" },
    ];
    const dates = new Map<number | string, string>(entries.map((e) => [e.id, e.date]));
    const costs = splitWeek(entries, policy).map((s) => entryCost({ ...s, rate: rateOn(rates, dates.get(s.id)!)!.hourlyRate, policy }));
    // Monday 8 x 18.50 = 148.00, x 1.22 = 180.56; Wednesday 8 x 19.25 = 154.00, x 1.22 = 187.88.
    expect(costs).toEqual([
      { gross: "148.00", burden: "32.56", laborCost: "180.56" },
      { gross: "154.00", burden: "33.88", laborCost: "187.88" },
    ]);
  });

  test("double time and piece work: 13 h at $20 plus 100 units at $0.15, 10% burden", () => {
    // 8 x 20 = 160; 4 x 30 = 120; 1 x 40 = 40; 100 x 0.15 = 15; pay 335.00; x 1.10 = 368.50.
    expect(
      entryCost({ regular: "8", overtime: "4", double: "1", rate: "20", pieceUnits: "100", pieceRate: "0.15", policy: { ...policy, burdenPercent: "10" } }),
    ).toEqual({ gross: "335.00", burden: "33.50", laborCost: "368.50" });
  });

  test("rounded once, half-up: the parts are never rounded on their own", () => {
    // 0.01 h x 18.50 = 0.185 and 0.01 h x 18.50 x 1.5 = 0.2775: exact pay 0.4625 -> gross 0.46 (per part: 0.19 + 0.28 = 0.47).
    // x 1.22 = 0.56425 -> laborCost 0.56; burden = 0.56 - 0.46 = 0.10.
    expect(entryPay({ regular: "0.01", overtime: "0.01", double: "0", rate: "18.50", policy }).toString()).toBe("0.4625");
    expect(entryCost({ regular: "0.01", overtime: "0.01", double: "0", rate: "18.50", policy })).toEqual({ gross: "0.46", burden: "0.10", laborCost: "0.56" });
    // A rate of four decimals: 7 x 18.3333 = 128.3331 -> 128.33; burden 0 -> the same.
    expect(entryCost({ regular: "7", overtime: "0", double: "0", rate: "18.3333", policy: CALIFORNIA_AG_DEFAULT })).toEqual({
      gross: "128.33",
      burden: "0.00",
      laborCost: "128.33",
    });
  });

  test("no hours and no pieces cost nothing", () => {
    expect(entryCost({ regular: "0", overtime: "0", double: "0", rate: "18.50", policy })).toEqual({ gross: "0.00", burden: "0.00", laborCost: "0.00" });
  });
});

describe("machine time", () => {
  test("a tractor at $42.75/h for 3.5 h adds $149.63 (149.625 half-up)", () => {
    expect(machineCost("3.5", "42.75")).toBe("149.63");
  });
  test.each([
    ["0", "42.75", "0.00"],
    ["1.25", "80", "100.00"],
    ["0.1", "0.05", "0.01"], // 0.005 half-up
  ])("%s h at %s/h = %s", (h, c, want) => {
    expect(machineCost(h, c)).toBe(want);
  });
});

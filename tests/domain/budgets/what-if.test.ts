import { describe, expect, test } from "bun:test";
import { whatIf, whatIfGrid } from "../../../api/domain/budgets";
import { dec } from "../../../api/domain/money";
import { actuals, entity, fields, plans } from "./farm";

describe("what-if grid", () => {
  test("one acre at $5 and 200 units costing 800", () => {
    const g = whatIfGrid(dec("1000"), dec("800"), dec("1"));
    expect(g[2]![2]).toBe("200.00");
    expect(g[0]![0]).toBe("-160.00"); // 1000 x 0.8 x 0.8 - 800
    expect(g[4]![4]).toBe("640.00"); // 1000 x 1.2 x 1.2 - 800
    expect(g[0]![4]).toBe("160.00"); // 1000 x 0.8 x 1.2 - 800
  });

  const report = whatIf({ entity, cropYear: 2025, basis: "budget", fields, plans, actuals });
  const field = (name: string) => report.fields.find((f) => f.fieldName === name)!;

  test("steps of -20% to +20%", () => {
    expect(report.priceSteps).toEqual([-20, -10, 0, 10, 20]);
    expect(report.yieldSteps).toEqual([-20, -10, 0, 10, 20]);
  });

  test("North 40 on its budget: $200 x 8 tons x 40 acres = 64000 against 3020", () => {
    const north = field("North 40");
    expect(north.costPerAcre).toBe("75.50");
    expect(north.rows[2]![2]).toBe("1524.50"); // (64000 - 3020) / 40
    expect(north.rows[0]![0]).toBe("948.50"); // (40960 - 3020) / 40
    expect(north.rows[4]![4]).toBe("2228.50"); // (92160 - 3020) / 40
    expect(north.rows[0]![4]).toBe("1460.50"); // price -20%, yield +20%: 61440
    expect(north.rows[3]![1]).toBe("1508.50"); // price +10%, yield -10%: 63360
    expect(north.rows).toHaveLength(5);
    expect(north.rows.every((r) => r.length === 5)).toBe(true);
  });

  test("East 10: $0.80 x 1000 lbs x 10 acres = 8000 against 1000", () => {
    expect(field("East 10").rows[2]![2]).toBe("700.00");
    expect(field("East 10").rows[0]![0]).toBe("412.00"); // (5120 - 1000) / 10
  });

  test("the entity: 168000 of revenue and 8550 of cost over 110 acres", () => {
    expect(report.entity.acres).toBe("110.00");
    expect(report.entity.rows[2]![2]).toBe("1449.55"); // 159450 / 110 = 1449.545
    expect(report.entity.rows[0]![0]).toBe("899.73"); // (107520 - 8550) / 110 = 899.727
  });

  test("on the actual costs so far", () => {
    const actual = whatIf({ entity, cropYear: 2025, basis: "actual", fields, plans, actuals });
    expect(actual.fields.find((f) => f.fieldName === "North 40")!.rows[2]![2]).toBe("1522.50"); // (64000 - 3100) / 40
  });

  test("fields without a budget are left out", () => {
    const r = whatIf({ entity, cropYear: 2025, basis: "budget", fields: [...fields, { id: 9, name: "Wheat", acreage: "20", crop: "Wheat" }], plans, actuals });
    expect(r.fields.map((f) => f.fieldName)).toEqual(["East 10", "North 40", "South 60"]);
  });
});

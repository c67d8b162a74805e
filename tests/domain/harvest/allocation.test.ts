import { describe, expect, test } from "bun:test";
import { type CropPool, estimatedUnsold, fieldSalesIncome, splitByHarvest, unsoldQuantity } from "../../../api/domain/harvest/allocation";
import { settlementFigures } from "../../../api/domain/harvest/settlement";
import { toBase } from "../../../api/domain/harvest/units";
import { dec, toCents } from "../../../api/domain/money";

const lb = (bu: string) => toBase("Corn", bu, "bu").quantity;

describe("income from what was sold (the issue's hand-worked corn pool)", () => {
  // Two fields harvest 6,000 bu and 4,000 bu of corn; 7,000 bu are delivered on a contract at $4.85 and settled with
  // $0.05/bu hauling and a $12.34 checkoff deducted.
  const settlement = settlementFigures({
    lines: [{ quantity: "7000", price: "4.85" }],
    deductions: [
      { kind: "hauling", ratePerUnit: "0.05" },
      { kind: "checkoff", amount: "12.34" },
    ],
  });
  const pool: CropPool = {
    crop: "Corn",
    cropYear: 2026,
    unit: "lb",
    harvested: [
      { fieldId: 12, quantity: lb("2500") },
      { fieldId: 11, quantity: lb("6000") },
      { fieldId: 12, quantity: lb("1500") },
    ],
    settlements: [{ id: 5, date: "2026-11-20", net: settlement.net, quantity: lb(settlement.quantity) }],
  };

  test("the settlement's net is split 60/40 by harvested quantity with the largest remainder", () => {
    expect(settlement.net).toBe("33587.66");
    expect(fieldSalesIncome(pool)).toEqual([
      { fieldId: 11, cropYear: 2026, crop: "Corn", settlementId: 5, date: "2026-11-20", amount: "20152.60" },
      { fieldId: 12, cropYear: 2026, crop: "Corn", settlementId: 5, date: "2026-11-20", amount: "13435.06" },
    ]);
  });

  test("3,000 bu unsold at a $4.50 mark are $13,500.00 estimated, split the same way, apart from income", () => {
    expect(unsoldQuantity(pool).div(56).toFixed()).toBe("3000");
    const unsold = estimatedUnsold(pool, { price: "4.50", unit: "bu" })!;
    expect(unsold.markQuantity.toFixed()).toBe("3000");
    expect(unsold.value).toBe("13500.00");
    expect(unsold.estimated).toBe(true);
    expect(unsold.fields).toEqual([
      { fieldId: 11, cropYear: 2026, crop: "Corn", amount: "8100.00", estimated: true },
      { fieldId: 12, cropYear: 2026, crop: "Corn", amount: "5400.00", estimated: true },
    ]);
    // Realised income stays the settlements' net alone.
    expect(fieldSalesIncome(pool).reduce((acc, r) => acc.plus(r.amount), dec(0)).toFixed(2)).toBe("33587.66");
  });

  test("a crop-share landlord at 1/3 (33.3333%) of the first field's settled income receives $6,717.53", () => {
    const first = fieldSalesIncome(pool).find((r) => r.fieldId === 11)!;
    expect(toCents(dec(first.amount).times("33.3333").div(100))).toBe("6717.53");
    expect(toCents(dec(first.amount).div(3))).toBe("6717.53");
  });

  test("the mark may be in another unit: per cwt or per ton of corn", () => {
    // 3,000 bu = 168,000 lb = 1,680 cwt = 84 tons.
    expect(estimatedUnsold(pool, { price: "8.00", unit: "cwt" })!.value).toBe("13440.00");
    expect(estimatedUnsold(pool, { price: "160", unit: "ton" })!.value).toBe("13440.00");
  });

  test("shrink lowers what is unsold; with no mark nothing is estimated", () => {
    expect(unsoldQuantity({ ...pool, adjustments: [lb("-200")] }).div(56).toFixed()).toBe("2800");
    expect(estimatedUnsold(pool, null)).toBeNull();
  });

  test("a crop counted in bales has no value at a mark per ton", () => {
    const hay: CropPool = {
      crop: "Hay",
      cropYear: 2026,
      harvested: [{ fieldId: 1, quantity: "40" }],
      settlements: [],
    };
    expect(estimatedUnsold({ ...hay, unit: "bale" }, { price: "200", unit: "ton" })).toBeNull();
    expect(estimatedUnsold(hay, { price: "55", unit: "bale" })!.value).toBe("2200.00");
  });

  test("each settlement is split on its own, by date; a cent left over goes to the earlier field on a tie", () => {
    const rows = fieldSalesIncome({
      crop: "Soybeans",
      cropYear: 2026,
      harvested: [
        { fieldId: 2, quantity: "100" },
        { fieldId: 1, quantity: "100" },
      ],
      settlements: [
        { id: 9, date: "2026-12-01", net: "0.05" },
        { id: 8, date: "2026-11-01", net: "100.01" },
      ],
    });
    expect(rows.map((r) => [r.settlementId, r.fieldId, r.amount])).toEqual([
      [8, 1, "50.01"],
      [8, 2, "50.00"],
      [9, 1, "0.03"],
      [9, 2, "0.02"],
    ]);
  });

  test("a field that harvested nothing gets no row; a pool with no harvest allocates nothing", () => {
    expect(splitByHarvest("10.00", [{ fieldId: 1, quantity: "0" }, { fieldId: 2, quantity: "5" }])).toEqual([
      { fieldId: 2, amount: "10.00" },
    ]);
    expect(
      fieldSalesIncome({ crop: "Corn", cropYear: 2026, harvested: [], settlements: [{ id: 1, date: "2026-11-01", net: "5" }] }),
    ).toEqual([]);
  });
});

import { describe, expect, test } from "bun:test";
import { estimatedUnsold, fieldSalesIncome, type CropPool } from "../../../api/domain/harvest/allocation";
import { settlementFigures } from "../../../api/domain/harvest/settlement";
import { toBase } from "../../../api/domain/harvest/units";
import { fieldHarvest, harvestedIn } from "../../../api/domain/leases/harvest-share";
import { fieldSeason, leaseYear } from "../../../api/domain/leases/lease-year";
import { landlordStatement } from "../../../api/domain/leases/statement";
import { LeaseTermsShape } from "../../../api/domain/leases/terms";
import { dec } from "../../../api/domain/money";
import type { MoneyTask } from "../../../api/domain/task-money";

type Group = MoneyTask & { categoryId: number };
const cost = (categoryId: number, categoryName: string, amount: string): Group => ({
  categoryId, categoryName, isIncomeCategory: false, totalCost: amount, equipmentTotal: "0", totalYieldValue: null,
});
const sale = (amount: string): Group => ({ categoryId: 9, categoryName: "Income Generated", isIncomeCategory: true, totalCost: amount, equipmentTotal: "0", totalYieldValue: null });

// The hand-worked corn pool: fields 11 and 12 harvest 6,000 bu and 4,000 bu; 7,000 bu settle at $4.85 less
// $0.05/bu hauling ($350.00) and a $12.34 checkoff: 33,950.00 - 362.34 = $33,587.66 net; 60/40 by harvest: $20,152.60
// and $13,435.06. 3,000 bu unsold at a $4.50 mark = $13,500.00 estimated: $8,100.00 and $5,400.00.
const lb = (bu: string) => toBase("Corn", bu, "bu").quantity;
const net = settlementFigures({ lines: [{ quantity: "7000", price: "4.85" }], deductions: [{ kind: "hauling", ratePerUnit: "0.05" }, { kind: "checkoff", amount: "12.34" }] }).net;
const pool: CropPool = {
  crop: "Corn", cropYear: 2026, unit: "lb",
  harvested: [{ fieldId: 11, quantity: lb("6000") }, { fieldId: 12, quantity: lb("4000") }],
  settlements: [{ id: 5, date: "2026-11-20", net, quantity: lb("7000") }],
};
const settled = fieldSalesIncome(pool).find((r) => r.fieldId === 11)!.amount;
const unsold = estimatedUnsold(pool, { price: "4.50", unit: "bu" })!.fields.find((f) => f.fieldId === 11)!.amount;
const thirdShare = LeaseTermsShape.parse({ type: "crop_share", incomePercent: "33.3333", costDefaultPercent: "0" });
const sales = { settled: dec(settled), estimated: dec(unsold), harvested: { quantity: dec(6000), unit: "bu" } };

describe("a crop-share landlord's part of the field's harvest (the issue's figures)", () => {
  test("the pool gives the first field $20,152.60 settled and $8,100.00 unsold at the mark", () => {
    expect([net, settled, unsold]).toEqual(["33587.66", "20152.60", "8100.00"]);
  });

  test("a landlord at 1/3 (33.3333%) of the first field receives $6,717.53 of settled income, 2,000 bu, and $2,700.00 estimated apart", () => {
    const season = fieldSeason("80", [], sales);
    expect(season.income.toFixed(2)).toBe("20152.60");
    const y = leaseYear({ year: 2026, leasedAcres: "80", terms: thirdShare, landlords: [{ landlordId: 1, sharePercent: "100" }] }, season);
    // 20,152.60 x 33.3333% = 6,717.5265 -> 6,717.53 (a third, 6,717.5333, rounds the same); 6,000 bu x 33.3333% = 1,999.998
    // -> 2,000.00 bu; 8,100.00 x 33.3333% = 2,699.9973 -> 2,700.00, never in what is owed.
    expect(y.landlords[0]).toMatchObject({
      grossIncome: "20152.60", incomePercent: "33.3333", incomeShare: "6717.53", owed: "6717.53",
      harvest: { quantity: "2000.00", unit: "bu", settledIncome: "6717.53", estimatedIncome: "2700.00" },
    });
    expect(y.landlords[0]!.due).toEqual([{ date: "2026-12-31", amount: "6717.53", kind: "settlement" }]);
  });

  test("two landlords split the third by the largest remainder; settled income beside a typed income task; costs unchanged", () => {
    // Income 20,152.60 settled + 1,000.00 typed = 21,152.60; a third: 7,050.8629.. -> 7,050.86, of which settled by
    // 20,152.60 : 1,000.00 of 7,050.86 = 6,717.5311.. -> 6,717.53 (the rest 333.33). Ada 40% / Bo 60%:
    // income 2,820.344 / 4,230.516 -> 2,820.34 / 4,230.52; settled 2,687.012 / 4,030.518 -> 2,687.01 / 4,030.52;
    // estimated 2,700.00 -> 1,080.00 / 1,620.00; 2,000.00 bu -> 800.00 / 1,200.00.
    const season = fieldSeason("80", [sale("1000.00"), cost(3, "Fertilizer", "600.00")], sales);
    const y = leaseYear({ year: 2026, leasedAcres: "80", terms: thirdShare, landlords: [{ landlordId: 1, sharePercent: "40" }, { landlordId: 2, sharePercent: "60" }] }, season);
    expect(y.total).toMatchObject({ incomeShare: "7050.86", costShare: "0.00", harvest: { quantity: "2000.00", unit: "bu", settledIncome: "6717.53", estimatedIncome: "2700.00" } });
    expect(y.landlords.map((l) => [l.incomeShare, l.harvest])).toEqual([
      ["2820.34", { quantity: "800.00", unit: "bu", settledIncome: "2687.01", estimatedIncome: "1080.00" }],
      ["4230.52", { quantity: "1200.00", unit: "bu", settledIncome: "4030.52", estimatedIncome: "1620.00" }],
    ]);
  });

  test("a lease of part of the field takes the leased acres' portion", () => {
    // 40 of 80 acres: 10,076.30 settled, 4,050.00 unsold, 3,000 bu; a third: 3,358.76 (3,358.7633), 1,350.00, 1,000.00 bu.
    const y = leaseYear({ year: 2026, leasedAcres: "40", terms: thirdShare, landlords: [{ landlordId: 1, sharePercent: "100" }] }, fieldSeason("80", [], sales));
    expect(y.total.harvest).toEqual({ quantity: "1000.00", unit: "bu", settledIncome: "3358.76", estimatedIncome: "1350.00" });
  });

  test("cash and flex leases carry no harvest part; a flex bonus reads the settled income as revenue", () => {
    const flex = LeaseTermsShape.parse({ type: "flex", basePerAcre: "200", bonusPercent: "25", thresholdPerAcre: "200", capPerAcre: null, schedule: [{ due: "03-01", percent: "100" }] });
    const y = leaseYear({ year: 2026, leasedAcres: "80", terms: flex, landlords: [{ landlordId: 1, sharePercent: "100" }] }, fieldSeason("80", [], sales));
    // 20,152.60 / 80 = 251.9075/ac; 25% of 51.9075 = 12.98/ac; x 80 = 1,038.40.
    expect(y.total).toMatchObject({ grossIncome: "20152.60", flexBonus: "1038.40", harvest: null });
  });

  test("without harvest records the figures are today's, harvest null", () => {
    const y = leaseYear({ year: 2026, leasedAcres: "80", terms: thirdShare, landlords: [{ landlordId: 1, sharePercent: "100" }] }, fieldSeason("80", [sale("3000.00")]));
    expect(y.total).toMatchObject({ grossIncome: "3000.00", incomeShare: "1000.00", harvest: null });
  });

  test("the statement shows the settled and the estimated income apart; the estimate is not in the net", () => {
    const y = leaseYear({ year: 2026, leasedAcres: "80", terms: thirdShare, landlords: [{ landlordId: 1, sharePercent: "100" }] }, fieldSeason("80", [], sales));
    const s = landlordStatement({ id: 1, name: "Ada", mailingAddress: null }, 2026, [
      { leaseId: 1, entityName: "East", fieldName: "North 80", crop: "Corn", leasedAcres: "80", type: "crop_share", sharePercent: "100", figures: y.landlords[0]!, payments: ["700.00"] },
    ]);
    expect(s.leases[0]).toMatchObject({ incomeShare: "6717.53", net: "6017.53", harvest: { quantity: "2000.00", unit: "bu", settledIncome: "6717.53", estimatedIncome: "2700.00" } });
    expect(s.totals.net).toBe("6017.53");
    expect(s.harvest).toEqual({ settledIncome: "6717.53", estimatedIncome: "2700.00" });
  });
});

describe("the crop's unit of a field's harvest", () => {
  test("the unit of its first ticket, the others converted to it", () => {
    // 5,600 lb of corn = 100 bu.
    expect(harvestedIn("Corn", [{ quantity: "6000", unit: "bu" }, { quantity: "5600", unit: "lb" }])).toEqual({ quantity: dec(6100), unit: "bu" });
    // Bushels of a crop without a standard weight do not go to pounds: then the tickets' base unit, else nothing.
    expect(harvestedIn("Hay", [{ quantity: "2", unit: "ton" }, { quantity: "500", unit: "lb" }])).toEqual({ quantity: dec("2.25"), unit: "ton" });
    expect(harvestedIn("Hay", [{ quantity: "40", unit: "bale" }, { quantity: "2", unit: "ton" }])).toBeNull();
    expect(harvestedIn("Corn", [])).toBeNull();
  });
  test("the field's crop of the year, or its only crop", () => {
    const tickets = [{ crop: "corn ", quantity: "100", unit: "bu" }, { crop: "Wheat", quantity: "50", unit: "bu" }];
    expect(fieldHarvest("Corn", tickets)).toEqual({ quantity: dec(100), unit: "bu" });
    expect(fieldHarvest(null, tickets)).toBeNull();
    expect(fieldHarvest(null, tickets.slice(1))).toEqual({ quantity: dec(50), unit: "bu" });
  });
});

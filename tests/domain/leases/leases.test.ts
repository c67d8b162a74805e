import { describe, expect, test } from "bun:test";
import { applyPayments, balanceDue, dueStatus } from "../../../api/domain/leases/balance";
import { fieldSeason, leaseYear } from "../../../api/domain/leases/lease-year";
import { splitCents } from "../../../api/domain/leases/split";
import { landlordStatement } from "../../../api/domain/leases/statement";
import { LeaseTermsShape, landlordSharesShape, parcelsOverlap, yearsOverlap } from "../../../api/domain/leases/terms";
import type { MoneyTask } from "../../../api/domain/task-money";

type Group = MoneyTask & { categoryId: number };
const sale = (amount: string): Group => ({ categoryId: 9, categoryName: "Income Generated", isIncomeCategory: true, totalCost: amount, equipmentTotal: "0", totalYieldValue: null });
const cost = (categoryId: number, categoryName: string, amount: string, yieldValue: string | null = null): Group => ({
  categoryId, categoryName, isIncomeCategory: false, totalCost: amount, equipmentTotal: "0", totalYieldValue: yieldValue,
});
const sum = (xs: string[]) => xs.reduce((a, x) => a + Math.round(Number(x) * 100), 0) / 100;

describe("splitCents: largest remainder", () => {
  const cases: [string, string, string[], string[]][] = [
    ["exact", "100.00", ["40", "60"], ["40.00", "60.00"]],
    // 0.05 x 50% = 2.5 cents each: floors 2 + 2, one cent left, tie -> the first.
    ["a tie goes to the first", "0.05", ["50", "50"], ["0.03", "0.02"]],
    // 100 / 3 = 33.333.. each: 33.33 x 3 = 99.99, one cent to the largest remainder (all equal -> first).
    ["thirds", "100.00", ["1", "1", "1"], ["33.34", "33.33", "33.33"]],
    // 4114.81 x 40% = 1645.924, x 60% = 2468.886: floors leave 1 cent; .6 beats .4.
    ["the larger remainder wins", "4114.81", ["40", "60"], ["1645.92", "2468.89"]],
    ["negative amounts split as their absolute value", "-0.05", ["50", "50"], ["-0.03", "-0.02"]],
    ["zero weights give zeros", "10.00", ["0", "0"], ["0.00", "0.00"]],
    ["a zero weight gets nothing", "10.01", ["0", "100"], ["0.00", "10.01"]],
  ];
  test.each(cases)("%s", (_n, amount, weights, parts) => {
    expect(splitCents(amount, weights)).toEqual(parts);
  });
});

describe("flex lease (the issue's worked example)", () => {
  // Base $200/ac + 25% of gross revenue per acre above $900, capped at $350/ac; 80 acres; $84,000 gross.
  // $84,000 / 80 = $1,050/ac; above threshold $150; 25% = $37.50/ac bonus; rent $237.50/ac (< $350 cap);
  // base 200 x 80 = $16,000, bonus 37.50 x 80 = $3,000, in all $19,000.00.
  const terms = LeaseTermsShape.parse({
    type: "flex", basePerAcre: "200", bonusPercent: "25", thresholdPerAcre: "900", capPerAcre: "350",
    schedule: [{ due: "03-01", percent: "50" }, { due: "11-01", percent: "50" }],
  });
  const season = fieldSeason("80", [sale("84000.00"), cost(3, "Fertilizer", "5000.00")]);
  const y = leaseYear({ year: 2025, leasedAcres: "80", terms, landlords: [{ landlordId: 1, sharePercent: "100" }] }, season);

  test("bonus $37.50/acre, rent $237.50/acre, $19,000.00 in all", () => {
    expect(y.revenuePerAcre).toBe("1050.00");
    expect(y.flexPerAcre).toEqual({ bonus: "37.50", rent: "237.50" });
    expect(y.total.cashRent).toBe("16000.00");
    expect(y.total.flexBonus).toBe("3000.00");
    expect(y.total.owed).toBe("19000.00");
    // The landlord of a flex lease shares no income and no cost.
    expect(y.total.incomeShare).toBe("0.00");
    expect(y.total.costShare).toBe("0.00");
  });

  test("base rent due by the schedule, the bonus on 12-31", () => {
    expect(y.total.due).toEqual([
      { date: "2025-03-01", amount: "8000.00", kind: "rent" },
      { date: "2025-11-01", amount: "8000.00", kind: "rent" },
      { date: "2025-12-31", amount: "3000.00", kind: "bonus" },
    ]);
  });

  test("the cap limits the rent per acre; below the threshold there is no bonus", () => {
    // $2,000/ac: 25% of 1,100 = 275 -> 475/ac, capped at 350: bonus 150/ac x 80 = 12,000.
    const rich = leaseYear({ year: 2025, leasedAcres: "80", terms, landlords: [{ landlordId: 1, sharePercent: "100" }] }, fieldSeason("80", [sale("160000")]));
    expect(rich.flexPerAcre).toEqual({ bonus: "150.00", rent: "350.00" });
    expect(rich.total.owed).toBe("28000.00");
    const poor = leaseYear({ year: 2025, leasedAcres: "80", terms, landlords: [{ landlordId: 1, sharePercent: "100" }] }, fieldSeason("80", [sale("64000")]));
    expect(poor.flexPerAcre).toEqual({ bonus: "0.00", rent: "200.00" });
    expect(poor.total.owed).toBe("16000.00");
  });
});

describe("crop share lease (the issue's worked example)", () => {
  // 50 acres; two landlords hold 40% and 60% of a one-third share: income 33.33%, fertilizer 33.33%, else 0%.
  const terms = LeaseTermsShape.parse({ type: "crop_share", incomePercent: "33.33", costDefaultPercent: "0", costPercents: [{ categoryId: 3, percent: "33.33" }] });
  // Income: a harvest pass with a yield value of $61,234.57 (income by the one rule) and its cost of $2,000.
  // Fertilizer $12,345.67; seed $4,000.
  const season = fieldSeason("50", [cost(7, "Harvest", "2000.00", "61234.57"), cost(3, "Fertilizer", "12345.67"), cost(2, "Seed", "4000.00")]);
  const y = leaseYear({ year: 2025, leasedAcres: "50", terms, landlords: [{ landlordId: 1, sharePercent: "40" }, { landlordId: 2, sharePercent: "60" }] }, season);
  const [a, b] = y.landlords;

  test("the one-third totals", () => {
    // 61,234.57 x 33.33% = 20,409.482181 -> 20,409.48; 12,345.67 x 33.33% = 4,114.811811 -> 4,114.81.
    expect(y.total.grossIncome).toBe("61234.57");
    expect(y.total.incomeShare).toBe("20409.48");
    expect(y.total.costs).toEqual([
      { categoryId: 3, categoryName: "Fertilizer", total: "12345.67", percent: "33.33", share: "4114.81" },
      { categoryId: 7, categoryName: "Harvest", total: "2000.00", percent: "0", share: "0.00" },
      { categoryId: 2, categoryName: "Seed", total: "4000.00", percent: "0", share: "0.00" },
    ]);
    // 20,409.48 - 4,114.81 = 16,294.67 owed to the landlords, settled on 12-31.
    expect(y.total.owed).toBe("16294.67");
    expect(y.total.due).toEqual([{ date: "2025-12-31", amount: "16294.67", kind: "settlement" }]);
  });

  test("40% / 60% add up exactly, the odd cent by the largest remainder", () => {
    // Income: 40% = 8,163.792 -> 8,163.79 (.2); 60% = 12,245.688 -> 12,245.68 (.8) + the odd cent = 12,245.69.
    expect([a!.incomeShare, b!.incomeShare]).toEqual(["8163.79", "12245.69"]);
    expect(sum([a!.incomeShare, b!.incomeShare])).toBe(20409.48);
    // Fertilizer: 40% = 1,645.924 -> 1,645.92 (.4); 60% = 2,468.886 -> 2,468.88 (.6) + the odd cent = 2,468.89.
    expect([a!.costs[0]!.share, b!.costs[0]!.share]).toEqual(["1645.92", "2468.89"]);
    expect(sum([a!.costShare, b!.costShare])).toBe(4114.81);
    // Owed: 8,163.79 - 1,645.92 = 6,517.87; 12,245.69 - 2,468.89 = 9,776.80; together 16,294.67.
    expect([a!.owed, b!.owed]).toEqual(["6517.87", "9776.80"]);
    expect(sum([a!.owed, b!.owed])).toBe(16294.67);
  });

  test("cost categories default to the income share", () => {
    const t = LeaseTermsShape.parse({ type: "crop_share", incomePercent: "25" });
    const r = leaseYear({ year: 2025, leasedAcres: "50", terms: t, landlords: [{ landlordId: 1, sharePercent: "100" }] }, season);
    // Seed 4,000 x 25% = 1,000; Harvest 2,000 x 25% = 500; Fertilizer 12,345.67 x 25% = 3,086.4175 -> 3,086.42.
    expect(r.total.costs.map((c) => [c.categoryName, c.percent, c.share])).toEqual([["Fertilizer", "25", "3086.42"], ["Harvest", "25", "500.00"], ["Seed", "25", "1000.00"]]);
  });

  test("a lease on part of the field shares the leased acres' part", () => {
    // 25 of 50 acres: income 61,234.57 / 2 = 30,617.285 -> 30,617.29; x 33.33% = 10,204.742757 -> 10,204.74.
    const half = leaseYear({ year: 2025, leasedAcres: "25", terms, landlords: [{ landlordId: 1, sharePercent: "100" }] }, season);
    expect(half.total.grossIncome).toBe("30617.29");
    expect(half.total.incomeShare).toBe("10204.74");
  });
});

describe("cash rent", () => {
  const schedule = [{ due: "11-01", percent: "50" }, { due: "03-01", percent: "50" }];
  test("per leased acre, due 50% March 1 and 50% November 1; three landlords split every installment exactly", () => {
    // $185.55/ac x 33.3 ac = 6,178.815 -> 6,178.82 (half-up); two halves of 3,089.41.
    const terms = LeaseTermsShape.parse({ type: "cash", basis: "per_acre", rate: "185.55", schedule });
    const y = leaseYear({ year: 2026, leasedAcres: "33.3", terms, landlords: [1, 2, 3].map((id) => ({ landlordId: id, sharePercent: id === 3 ? "33.34" : "33.33" })) }, fieldSeason("40", []));
    expect(y.total.cashRent).toBe("6178.82");
    expect(y.total.due.map((d) => [d.date, d.amount])).toEqual([["2026-03-01", "3089.41"], ["2026-11-01", "3089.41"]]);
    // 3,089.41 x 33.33% = 1,029.700353, x 33.34% = 1,030.009294: floors 1,029.70 + 1,029.70 + 1,030.00 = 3,089.40;
    // the cent goes to the largest remainder (.0353 each for the first two; .9294 for the third) -> 1,030.01.
    expect(y.landlords.map((l) => l.due.map((d) => d.amount))).toEqual([["1029.70", "1029.70"], ["1029.70", "1029.70"], ["1030.01", "1030.01"]]);
    expect(sum(y.landlords.map((l) => l.cashRent))).toBe(6178.82);
  });
  test("a fixed amount per year", () => {
    const terms = LeaseTermsShape.parse({ type: "cash", basis: "fixed", rate: "12000", schedule: [{ due: "01-15", percent: "100" }] });
    const y = leaseYear({ year: 2025, leasedAcres: "80", terms, landlords: [{ landlordId: 1, sharePercent: "100" }] }, fieldSeason("80", [sale("1")]));
    expect(y.total.owed).toBe("12000.00");
    expect(y.total.due).toEqual([{ date: "2025-01-15", amount: "12000.00", kind: "rent" }]);
  });
});

describe("validation", () => {
  const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];
  test("percentages 0-100 with at most 2 decimals (a crop share's income percent 4: a third is 33.3333)", () => {
    expect(LeaseTermsShape.safeParse({ type: "crop_share", incomePercent: "33.33333" }).success).toBe(false);
    expect(LeaseTermsShape.safeParse({ type: "crop_share", incomePercent: "33.3333" }).success).toBe(true);
    expect(LeaseTermsShape.safeParse({ type: "crop_share", incomePercent: "33.3333", costDefaultPercent: "33.333" }).success).toBe(false);
    expect(LeaseTermsShape.safeParse({ type: "cash", basis: "fixed", rate: "1", schedule: [{ due: "03-01", percent: "33.333" }, { due: "11-01", percent: "66.667" }] }).success).toBe(false);
    expect(LeaseTermsShape.safeParse({ type: "crop_share", incomePercent: "100.01" }).success).toBe(false);
    expect(LeaseTermsShape.safeParse({ type: "crop_share", incomePercent: "-1" }).success).toBe(false);
    expect(LeaseTermsShape.safeParse({ type: "crop_share", incomePercent: 100 }).success).toBe(true);
  });
  test("landlords' shares add up to exactly 100", () => {
    expect(issues(landlordSharesShape.safeParse([{ landlordId: 1, sharePercent: "40" }, { landlordId: 2, sharePercent: "59.99" }]))).toEqual(["landlords' shares must add up to exactly 100"]);
    expect(landlordSharesShape.safeParse([{ landlordId: 1, sharePercent: "40" }, { landlordId: 2, sharePercent: "60" }]).success).toBe(true);
    expect(issues(landlordSharesShape.safeParse([{ landlordId: 1, sharePercent: "50" }, { landlordId: 1, sharePercent: "50" }]))).toEqual(["names a landlord twice"]);
  });
  test("a share, percent or cap that is not a number is its own 400, never a crash of the sum or cap check", () => {
    const shares = landlordSharesShape.safeParse([{ landlordId: 1, sharePercent: "labor" }, { landlordId: 2, sharePercent: {} }]);
    expect(shares.error?.issues.map((i) => i.path.join("."))).toEqual(["0.sharePercent", "1.sharePercent"]);
    const schedule = LeaseTermsShape.safeParse({ type: "cash", basis: "fixed", rate: "1", schedule: [{ due: "03-01", percent: "half" }] });
    expect(schedule.error?.issues.map((i) => i.path.join("."))).toEqual(["schedule.0.percent"]);
    const flex = LeaseTermsShape.safeParse({ type: "flex", basePerAcre: "x", bonusPercent: "25", thresholdPerAcre: "900", capPerAcre: "350", schedule: [{ due: "03-01", percent: "100" }] });
    expect(flex.error?.issues.map((i) => i.path.join("."))).toEqual(["basePerAcre"]);
  });
  test("a schedule adds up to 100 on real days", () => {
    expect(LeaseTermsShape.safeParse({ type: "cash", basis: "fixed", rate: "1", schedule: [{ due: "03-01", percent: "50" }] }).success).toBe(false);
    expect(LeaseTermsShape.safeParse({ type: "cash", basis: "fixed", rate: "1", schedule: [{ due: "02-30", percent: "100" }] }).success).toBe(false);
  });
  test("overlap of crop years and parcels", () => {
    expect(yearsOverlap(2024, 2026, 2026, null)).toBe(true);
    expect(yearsOverlap(2024, 2025, 2026, 2027)).toBe(false);
    expect(yearsOverlap(2028, null, 2020, 2027)).toBe(false);
    expect(parcelsOverlap([], ["123-45"])).toBe(true);
    expect(parcelsOverlap(["123-45"], ["678-90"])).toBe(false);
    expect(parcelsOverlap(["123-45", "678-90"], ["678-90"])).toBe(true);
  });
});

describe("payments, balance and statement", () => {
  const due = [
    { date: "2025-11-01", amount: "8000.00", kind: "rent" as const },
    { date: "2025-03-01", amount: "8000.00", kind: "rent" as const },
  ];
  test("payments cover the oldest installment first", () => {
    const r = applyPayments(due, "9500.00");
    expect(r.items.map((i) => [i.date, i.paid, i.open])).toEqual([["2025-03-01", "8000.00", "0.00"], ["2025-11-01", "1500.00", "6500.00"]]);
    expect(r.unapplied).toBe("0.00");
    expect(applyPayments(due, "16000.01").unapplied).toBe("0.01");
  });
  test("balance due and due status", () => {
    expect(balanceDue("19000.00", ["9500.00", "0.01"])).toBe("9499.99");
    expect(dueStatus("2025-03-01", "2025-03-02")).toBe("overdue");
    expect(dueStatus("2025-03-31", "2025-03-01")).toBe("soon");
    expect(dueStatus("2025-04-01", "2025-03-01")).toBe("later");
  });
  test("a statement's lines net of payments and its totals", () => {
    const season = fieldSeason("80", [sale("84000.00")]);
    const flex = leaseYear({ year: 2025, leasedAcres: "80", terms: LeaseTermsShape.parse({ type: "flex", basePerAcre: "200", bonusPercent: "25", thresholdPerAcre: "900", capPerAcre: "350", schedule: [{ due: "03-01", percent: "100" }] }), landlords: [{ landlordId: 1, sharePercent: "100" }] }, season);
    const s = landlordStatement({ id: 1, name: "Ada", mailingAddress: null }, 2025, [
      { leaseId: 1, entityName: "East", fieldName: "North 80", crop: "Corn", leasedAcres: "80", type: "flex", sharePercent: "100", figures: flex.landlords[0]!, payments: ["10000.00", "500.25"] },
      { leaseId: 2, entityName: "West", fieldName: "River", crop: null, leasedAcres: "80", type: "flex", sharePercent: "100", figures: flex.landlords[0]!, payments: [] },
    ]);
    // 19,000 - 10,500.25 = 8,499.75; second lease unpaid 19,000; total 27,499.75.
    expect(s.leases.map((l) => l.net)).toEqual(["8499.75", "19000.00"]);
    expect(s.totals).toMatchObject({ cashRent: "32000.00", flexBonus: "6000.00", payments: "10500.25", net: "27499.75" });
  });
});

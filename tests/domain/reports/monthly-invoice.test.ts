import { describe, expect, test } from "bun:test";
import { monthlyInvoice } from "../../../api/domain/reports/monthly-invoice";
import { defaultBook, task } from "./fixtures";

const north = { fieldId: 1, fieldName: "North 40" };
const block = { fieldId: 2, fieldName: "Block 7" };
const march = (day: string, year = 2025) => `${year}-03-${day}`;

const tasks = [
  // North 40
  task({ ...north, categoryName: "Fertilizer", name: "UAN", date: march("02"), totalCost: "200.00" }),
  task({ ...north, categoryName: "Water", name: "Irrigate", date: march("10"), totalCost: "120.50" }),
  task({ ...north, categoryName: "Custom Harvest", name: "Chop", date: march("12"), totalCost: "25.00" }),
  task({ ...north, categoryName: "Soil Amendment", name: "Gypsum", date: march("25"), totalCost: "99.99" }),
  task({ ...north, categoryName: "Machine Hire", name: "Disc", date: march("28"), totalCost: "150.00", equipmentTotal: "50.00" }),
  // Block 7: one protectant of each class, seed, income, and a March of the next calendar year
  task({ ...block, categoryName: "Crop Protectants", name: "Spray for aphids", date: march("05"), totalCost: "80.25", cropType: "Cotton" }),
  task({ ...block, categoryName: "Crop Protectants", name: "Mildew control", date: march("06"), totalCost: "45.10" }),
  task({ ...block, categoryName: "Crop Protectants", name: "Spray pass", date: march("07"), totalCost: "30.00" }),
  task({ ...block, categoryName: "Seed", name: "Plant", date: march("20"), totalCost: "300.00" }),
  task({ ...block, categoryName: "Income Generated", name: "Hay sale", date: march("30"), totalCost: "500.00" }),
  task({ ...block, categoryName: "Water", name: "Pre-irrigate", date: "2026-03-01", totalCost: "10.00" }),
  // Left off: the non-billable three, another month, another crop year
  task({ ...north, categoryName: "Rent", date: march("01"), totalCost: "1000.00" }),
  task({ ...north, categoryName: "Water Assessment", date: march("01"), totalCost: "400.00" }),
  task({ ...north, categoryName: "Farm Management", date: march("01"), totalCost: "250.00" }),
  task({ ...north, categoryName: "Water", date: "2025-04-01", totalCost: "77.00" }),
  task({ ...north, categoryName: "Water", date: march("15"), cropYear: 2024, totalCost: "88.00" }),
];

const invoice = monthlyInvoice({
  accounts: defaultBook(),
  entityName: "Stone Ranch",
  cropYear: 2025,
  month: 3,
  invoiceDate: "2025-04-02",
  tasks,
  fieldCrops: { 1: "Alfalfa", 2: null },
});

describe("monthlyInvoice lines", () => {
  test("billable tasks of the month and crop year, by field name then date", () => {
    expect(invoice.fieldReports.map((l) => [l.fieldName, l.taskName, l.date])).toEqual([
      ["Block 7", "Spray for aphids", "2025-03-05"],
      ["Block 7", "Mildew control", "2025-03-06"],
      ["Block 7", "Spray pass", "2025-03-07"],
      ["Block 7", "Plant", "2025-03-20"],
      ["Block 7", "Hay sale", "2025-03-30"],
      ["Block 7", "Pre-irrigate", "2026-03-01"],
      ["North 40", "UAN", "2025-03-02"],
      ["North 40", "Irrigate", "2025-03-10"],
      ["North 40", "Chop", "2025-03-12"],
      ["North 40", "Gypsum", "2025-03-25"],
      ["North 40", "Disc", "2025-03-28"],
    ]);
  });

  test("a line carries the account code, the category, the crop and the task's totalCost", () => {
    // Field 1's crop for the year is Alfalfa; field 2 has none, so the task's own crop (Cotton) or "" shows.
    expect(invoice.fieldReports[0]).toEqual({
      fieldName: "Block 7", accountCode: 8400, categoryName: "Crop Protectants", cropType: "Cotton",
      taskName: "Spray for aphids", date: "2025-03-05", kind: "charge", totalAmount: "80.25",
    });
    // The hay sale is a credit: a negative amount, so the lines add up to the total
    expect(invoice.fieldReports[4]).toMatchObject({ taskName: "Hay sale", kind: "credit", totalAmount: "-500.00" });
    expect(invoice.fieldReports[1]!.cropType).toBe("");
    // Machine Hire's line is its whole totalCost, equipment included (DECISIONS.md)
    expect(invoice.fieldReports[10]).toMatchObject({ accountCode: 8460, cropType: "Alfalfa", totalAmount: "150.00" });
    expect(invoice.fieldReports.map((l) => l.accountCode)).toEqual([8400, 8400, 8400, 8350, 9000, 8300, 8340, 8300, 8000, 8430, 8460]);
  });

  test("each field's sub-total is its billed lines minus its income", () => {
    // Block 7: 80.25 + 45.10 + 30.00 + 300.00 + 10.00 - 500.00 = -34.65
    // North 40: 200.00 + 120.50 + 25.00 + 99.99 + 150.00 = 595.49
    expect(invoice.subTotals).toEqual([
      { fieldName: "Block 7", subTotal: "-34.65" },
      { fieldName: "North 40", subTotal: "595.49" },
    ]);
  });
});

describe("monthlyInvoice totals", () => {
  test("category totals, protectants split three ways, income subtracted", () => {
    // water 120.50 + 10.00 = 130.50; protectants 80.25 + 45.10 + 30.00 = 155.35 = insecticide + fungicide + herbicides
    // billed: 130.50 + 200.00 + 155.35 + 99.99 + 150.00 + 300.00 + 25.00 (other) = 1060.84; income -500.00 = 560.84
    expect(invoice.totals).toEqual({
      invoiceTotal: "560.84",
      totalIncome: "-500.00",
      totalWater: "130.50",
      totalFertilizer: "200.00",
      totalInsecticide: "80.25",
      totalFungicide: "45.10",
      totalHerbicides: "30.00",
      totalSoilAmendment: "99.99",
      totalMachineHire: "150.00",
      totalSeed: "300.00",
      totalOther: "25.00",
    });
  });

  test("header: entity, invoice date, services period in the crop year's calendar year", () => {
    expect(invoice).toMatchObject({
      entityName: "Stone Ranch", invoiceDate: "2025-04-02", cropYear: 2025, month: 3,
      servicesPeriod: { from: "2025-03-01", to: "2025-03-31" },
    });
  });

  test.each([
    [2025, 2, "2025-02-28"],
    [2024, 2, "2024-02-29"],
    [2025, 4, "2025-04-30"],
  ])("services period of crop year %i month %i ends %s", (cropYear, month, to) => {
    const empty = monthlyInvoice({ accounts: defaultBook(), entityName: "X", cropYear, month, invoiceDate: "2025-01-01", tasks: [] });
    expect(empty.servicesPeriod.to).toBe(to);
  });

  test("no billable task: no lines, every total 0.00", () => {
    const empty = monthlyInvoice({ accounts: defaultBook(), entityName: "X", cropYear: 2025, month: 3, invoiceDate: "2025-04-02", tasks: tasks.slice(11) });
    expect(empty.fieldReports).toEqual([]);
    expect(empty.subTotals).toEqual([]);
    expect(Object.values(empty.totals).every((v) => v === "0.00")).toBe(true);
  });

  test("the signed lines, the sub-totals and the category totals each add up to the invoice total", () => {
    const cents = (values: string[]) => values.reduce((acc, v) => acc + Math.round(Number(v) * 100), 0);
    const total = Math.round(Number(invoice.totals.invoiceTotal) * 100);
    expect(cents(invoice.fieldReports.map((l) => l.totalAmount))).toBe(total);
    expect(cents(invoice.subTotals.map((s) => s.subTotal))).toBe(total);
    const { invoiceTotal: _total, ...byCategory } = invoice.totals;
    expect(cents(Object.values(byCategory))).toBe(total);
  });

  test("a custom category flagged as income is a credit; a cost task's yield value is never billed", () => {
    // Seed 100.00 with a 1000.00 yield value bills 100.00; the custom income category's 1000.00 is a credit
    const mixed = monthlyInvoice({
      accounts: defaultBook(),
      entityName: "X", cropYear: 2025, month: 3, invoiceDate: "2025-04-02",
      tasks: [
        task({ categoryName: "Seed", date: march("01"), totalCost: "100.00", totalYieldValue: "1000.00" }),
        task({ categoryName: "Hay Contract", isIncomeCategory: true, date: march("02"), totalCost: "1000.00" }),
      ],
    });
    expect(mixed.fieldReports.map((l) => [l.categoryName, l.kind, l.totalAmount])).toEqual([
      ["Seed", "charge", "100.00"],
      ["Hay Contract", "credit", "-1000.00"],
    ]);
    expect(mixed.totals).toMatchObject({ invoiceTotal: "-900.00", totalSeed: "100.00", totalIncome: "-1000.00", totalOther: "0.00" });
  });

  test("income larger than the costs gives a negative invoice total", () => {
    // 40.00 of seed - 100.00 of income = -60.00
    const credit = monthlyInvoice({
      accounts: defaultBook(),
      entityName: "X", cropYear: 2025, month: 3, invoiceDate: "2025-04-02",
      tasks: [
        task({ categoryName: "Seed", date: march("01"), totalCost: "40.00" }),
        task({ categoryName: "Income Generated", date: march("02"), totalCost: "100.00" }),
      ],
    });
    expect(credit.totals.invoiceTotal).toBe("-60.00");
  });
});

import { describe, expect, test } from "bun:test";
import { journal, journalCsvTable, journalIif } from "../../../api/domain/accounting";
import { journalSales, type SettlementRecord } from "../../../api/domain/accounting/crop-sales";
import { scheduleF } from "../../../api/domain/accounting/schedule-f";
import { fieldSalesIncome } from "../../../api/domain/harvest/allocation";
import { withYieldRule } from "../../../api/domain/harvest/field-income";
import { settlementFigures } from "../../../api/domain/harvest/settlement";
import { toBase } from "../../../api/domain/harvest/units";
import { Dec } from "../../../api/domain/money";
import { toCsv } from "../../../api/lib/csv";
import { defaultBook, task } from "../reports/fixtures";

/**
 * The corn pool of Stone Ranch (entity 1): North 40 (field 1) and Block 7 (field 2) harvest 6,000 bu and
 * 4,000 bu; settlement S-1041 of Valley Elevator, dated 2025-11-20: 7,000 bu x $4.85 = 33,950.00 gross, less $0.05/bu
 * hauling 350.00 and a 12.34 checkoff = 33,587.66 net; shares 20,152.60 and 13,435.06. A second settlement of the
 * 2025 crop, S-1042 ($1,000.00 net), is dated 2026-01-10: the next tax year.
 */
const lb = (bu: string) => toBase("Corn", bu, "bu").quantity;
const net = settlementFigures({ lines: [{ quantity: "7000", price: "4.85" }], deductions: [{ kind: "hauling", ratePerUnit: "0.05" }, { kind: "checkoff", amount: "12.34" }] }).net;
const settlements: SettlementRecord[] = [
  { id: 7, entityId: 1, number: "S-1041", buyerName: "Valley Elevator", crop: "Corn", cropYear: 2025, date: "2025-11-20", net },
  { id: 8, entityId: 1, number: "S-1042", buyerName: "Valley Elevator", crop: "Corn", cropYear: 2025, date: "2026-01-10", net: "1000.00" },
];
const realised = fieldSalesIncome({
  crop: "Corn", cropYear: 2025, unit: "lb",
  harvested: [{ fieldId: 1, quantity: lb("6000") }, { fieldId: 2, quantity: lb("4000") }],
  settlements: settlements.map((s) => ({ id: s.id, date: s.date, net: s.net })),
});
const names = new Map([[1, "North 40"], [2, "Block 7"]]);
const north = { fieldId: 1, fieldName: "North 40" };
// A harvest pass with a typed yield value on North 40, crop year 2025: the field-year has scale tickets, so its
// 900.00 is no income (the yield rule); its 300.00 cost stays.
const tasks = withYieldRule([task({ ...north, id: 14, categoryName: "Machine Hire", name: "Combine", date: "2025-10-01", totalCost: "300.00", totalYieldValue: "900.00" })], new Set(["1/2025"]));

describe("Schedule F: settlements' net on line 2 in the year of the settlement's date", () => {
  test("tax year 2025: 33,587.66 on line 2 (deductions netted), the yield value of a harvested field-year left out", () => {
    const f = scheduleF({ entityName: "Stone Ranch", year: 2025, tasks, settlements, accounts: defaultBook() });
    expect(f.partI).toEqual([{ line: "2", label: "Sales of livestock, produce, grains, and other products you raised", amount: "33587.66", categories: ["Crop Sales"] }]);
    expect(f.partII.map((l) => [l.line, l.amount])).toEqual([["13", "300.00"]]);
    expect([f.grossIncome, f.totalExpenses, f.netProfit]).toEqual(["33587.66", "300.00", "33287.66"]);
  });
  test("tax year 2026: the 2025 crop's January settlement", () => {
    const f = scheduleF({ entityName: "Stone Ranch", year: 2026, tasks, settlements, accounts: defaultBook() });
    expect(f.partI.map((l) => [l.line, l.amount, l.categories])).toEqual([["2", "1000.00", ["Crop Sales"]]]);
  });
  test("without settlements and harvests, the figures are today's (the yield value on line 2)", () => {
    const plain = [task({ ...north, id: 14, categoryName: "Machine Hire", date: "2025-10-01", totalCost: "300.00", totalYieldValue: "900.00" })];
    expect(scheduleF({ entityName: "Stone Ranch", year: 2025, tasks: plain, accounts: defaultBook() }).partI.map((l) => l.amount)).toEqual(["900.00"]);
  });
});

describe("journal: a settlement is income, Dr the offset account / Cr crop sales (9100), one entry per field's share", () => {
  const sales = journalSales(settlements, realised, names);
  const nov = journal({ from: "2025-11-01", to: "2025-11-30", entities: [{ id: 1, name: "Stone Ranch", accounts: defaultBook() }], tasks: [], sales });

  test("the shares of S-1041: 20,152.60 and 13,435.06, adding up to its net", () => {
    expect(nov.entries.map((e) => [e.number, e.date, e.fieldName, e.memo, e.taskId, e.settlementId, e.lines.map((l) => [l.account, l.debit, l.credit])])).toEqual([
      ["FCM-S7-2", "2025-11-20", "Block 7", "Corn #S-1041 Valley Elevator", null, 7, [[2100, "13435.06", "0.00"], [9100, "0.00", "13435.06"]]],
      ["FCM-S7-1", "2025-11-20", "North 40", "Corn #S-1041 Valley Elevator", null, 7, [[2100, "20152.60", "0.00"], [9100, "0.00", "20152.60"]]],
    ]);
    expect(nov.totals).toEqual({ debits: "33587.66", credits: "33587.66", cost: "0.00", income: "33587.66", billed: "0.00", entries: 2, lines: 4 });
    expect(nov.byCropYear).toEqual([{ cropYear: 2025, debits: "33587.66", credits: "33587.66", cost: "0.00", income: "33587.66", billed: "0.00" }]);
  });

  test("the IIF and the CSV carry them like any entry: class = the field", () => {
    expect(journalIif(nov)).toContain("TRNS\tGENERAL JOURNAL\t11/20/2025\t2100\tStone Ranch\tNorth 40\t20152.60\tFCM-S7-1\tCorn #S-1041 Valley Elevator\r\n");
    expect(journalIif(nov)).toContain("SPL\tGENERAL JOURNAL\t11/20/2025\t9100\tStone Ranch\tNorth 40\t-20152.60\tFCM-S7-1\tCorn #S-1041 Valley Elevator\r\n");
    expect(toCsv(journalCsvTable(nov))).toContain("FCM-S7-1,11/20/2025,9100,Crop sales (harvest yield value),,20152.60,Corn #S-1041 Valley Elevator,Stone Ranch,North 40");
  });

  test("a sale sorts among the tasks by date and field; a settlement of a pool no field harvested is one entry of its net", () => {
    const orphan: SettlementRecord = { id: 9, entityId: 1, number: "S-9", buyerName: "Mill", crop: "Oats", cropYear: 2025, date: "2025-10-02", net: "250.00" };
    const all = journalSales([...settlements, orphan], realised, names);
    expect(all.find((s) => s.settlementId === 9)).toMatchObject({ fieldId: null, fieldName: "", amount: "250.00" });
    const j = journal({ from: "2025-10-01", to: "2025-12-31", entities: [{ id: 1, name: "Stone Ranch", accounts: defaultBook() }], tasks, sales: all });
    expect(j.entries.map((e) => e.number)).toEqual(["FCM-14", "FCM-S9", "FCM-S7-2", "FCM-S7-1"]);
    // Cost 300.00 (the yield value is no income here); income 33,587.66 + 250.00.
    expect(j.totals).toMatchObject({ cost: "300.00", income: "33837.66", debits: "34137.66", credits: "34137.66" });
    for (const e of j.entries) {
      const sum = (k: "debit" | "credit") => e.lines.reduce((acc, l) => acc.plus(l[k]), new Dec(0)).toFixed(2);
      expect(sum("debit")).toBe(sum("credit"));
    }
  });

  test("an entity not exported and a settlement outside the period are left out", () => {
    const j = journal({ from: "2025-11-01", to: "2025-11-30", entities: [{ id: 2, name: "Other", accounts: defaultBook() }], tasks: [], sales });
    expect(j.entries).toEqual([]);
    expect(journal({ from: "2025-12-01", to: "2025-12-31", entities: [{ id: 1, name: "Stone Ranch", accounts: defaultBook() }], tasks: [], sales }).entries).toEqual([]);
  });
});

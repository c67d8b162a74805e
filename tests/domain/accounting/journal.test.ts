import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { journal, journalCsvTable, journalIif, journalPeriod, lastMonth } from "../../../api/domain/accounting";
import { Dec } from "../../../api/domain/money";
import { costSummary, monthlyInvoice } from "../../../api/domain/reports";
import { toCsv } from "../../../api/lib/csv";
import { defaultBook, field, task } from "../reports/fixtures";

/**
 * Stone Ranch, March 2025, crop year 2025, the default chart (worked by hand):
 *   id  date        field     category           task              total     journal
 *   11  2025-03-05  North 40  Water              Irrigate          120.50    Dr 8300 / Cr 2100   120.50   billed
 *   12  2025-03-10  North 40  Fertilizer         UAN, side-dress   200.00    Dr 8340 / Cr 2100   200.00   billed (50.00 of it equipment)
 *   13  2025-03-12  Block 7   Rent               Land rent        1000.00    Dr 8000 / Cr 2100  1000.00   not billed
 *   14  2025-03-20  Block 7   Machine Hire       Chop & bale       300.00    Dr 8460 / Cr 2100   300.00   billed
 *                             (yield value 900.00: income)                  Dr 2100 / Cr 9100   900.00   not billed
 *   15  2025-03-25  Block 7   Income Generated   Hay sale          500.00    Dr 2100 / Cr 9000   500.00   credit -500.00
 * Left off: an April task, and a March task of an entity not exported.
 * Cost 120.50 + 200 + 1000 + 300 = 1620.50; income 900 + 500 = 1400.00; billed 120.50 + 200 + 300 - 500 = 120.50;
 * debits = credits = 1620.50 + 1400.00 = 3020.50; 5 entries, 2 + 2 + 2 + 4 + 2 = 12 lines.
 */
const north = { fieldId: 1, fieldName: "North 40" };
const block = { fieldId: 2, fieldName: "Block 7" };
const tasks = [
  task({ ...block, id: 15, categoryName: "Income Generated", name: "Hay sale", date: "2025-03-25", totalCost: "500.00" }),
  task({ ...north, id: 11, categoryName: "Water", name: "Irrigate", date: "2025-03-05", totalCost: "120.50" }),
  task({ ...north, id: 12, categoryName: "Fertilizer", name: "UAN, side-dress", date: "2025-03-10", totalCost: "200.00", equipmentTotal: "50.00" }),
  task({ ...block, id: 13, categoryName: "Rent", name: "Land rent", date: "2025-03-12", totalCost: "1000.00" }),
  task({ ...block, id: 14, categoryName: "Machine Hire", name: "Chop & bale", date: "2025-03-20", totalCost: "300.00", totalYieldValue: "900.00" }),
  task({ ...north, id: 16, categoryName: "Water", name: "April water", date: "2025-04-01", totalCost: "77.00" }),
  task({ ...north, id: 17, entityId: 2, categoryName: "Water", name: "Neighbour", date: "2025-03-06", totalCost: "33.00" }),
];
const entities = [{ id: 1, name: "Stone Ranch", accounts: defaultBook() }];
const march = journal({ from: "2025-03-01", to: "2025-03-31", entities, tasks });

const IIF = [
  "!TRNS\tTRNSTYPE\tDATE\tACCNT\tNAME\tCLASS\tAMOUNT\tDOCNUM\tMEMO",
  "!SPL\tTRNSTYPE\tDATE\tACCNT\tNAME\tCLASS\tAMOUNT\tDOCNUM\tMEMO",
  "!ENDTRNS",
  "TRNS\tGENERAL JOURNAL\t03/05/2025\t8300\tStone Ranch\tNorth 40\t120.50\tFCM-11\tIrrigate",
  "SPL\tGENERAL JOURNAL\t03/05/2025\t2100\tStone Ranch\tNorth 40\t-120.50\tFCM-11\tIrrigate",
  "ENDTRNS",
  "TRNS\tGENERAL JOURNAL\t03/10/2025\t8340\tStone Ranch\tNorth 40\t200.00\tFCM-12\tUAN, side-dress",
  "SPL\tGENERAL JOURNAL\t03/10/2025\t2100\tStone Ranch\tNorth 40\t-200.00\tFCM-12\tUAN, side-dress",
  "ENDTRNS",
  "TRNS\tGENERAL JOURNAL\t03/12/2025\t8000\tStone Ranch\tBlock 7\t1000.00\tFCM-13\tLand rent",
  "SPL\tGENERAL JOURNAL\t03/12/2025\t2100\tStone Ranch\tBlock 7\t-1000.00\tFCM-13\tLand rent",
  "ENDTRNS",
  "TRNS\tGENERAL JOURNAL\t03/20/2025\t8460\tStone Ranch\tBlock 7\t300.00\tFCM-14\tChop & bale",
  "SPL\tGENERAL JOURNAL\t03/20/2025\t2100\tStone Ranch\tBlock 7\t900.00\tFCM-14\tChop & bale",
  "SPL\tGENERAL JOURNAL\t03/20/2025\t2100\tStone Ranch\tBlock 7\t-300.00\tFCM-14\tChop & bale",
  "SPL\tGENERAL JOURNAL\t03/20/2025\t9100\tStone Ranch\tBlock 7\t-900.00\tFCM-14\tChop & bale",
  "ENDTRNS",
  "TRNS\tGENERAL JOURNAL\t03/25/2025\t2100\tStone Ranch\tBlock 7\t500.00\tFCM-15\tHay sale",
  "SPL\tGENERAL JOURNAL\t03/25/2025\t9000\tStone Ranch\tBlock 7\t-500.00\tFCM-15\tHay sale",
  "ENDTRNS",
].map((line) => `${line}\r\n`).join("");

const CSV = [
  "Journal No,Journal Date,Account Code,Account Name,Debits,Credits,Description,Name,Class",
  "FCM-11,03/05/2025,8300,Water,120.50,,Irrigate,Stone Ranch,North 40",
  "FCM-11,03/05/2025,2100,Due to farm management,,120.50,Irrigate,Stone Ranch,North 40",
  'FCM-12,03/10/2025,8340,Fertilizer,200.00,,"UAN, side-dress",Stone Ranch,North 40',
  'FCM-12,03/10/2025,2100,Due to farm management,,200.00,"UAN, side-dress",Stone Ranch,North 40',
  "FCM-13,03/12/2025,8000,Other farm expense,1000.00,,Land rent,Stone Ranch,Block 7",
  "FCM-13,03/12/2025,2100,Due to farm management,,1000.00,Land rent,Stone Ranch,Block 7",
  "FCM-14,03/20/2025,8460,Machine hire,300.00,,Chop & bale,Stone Ranch,Block 7",
  "FCM-14,03/20/2025,2100,Due to farm management,900.00,,Chop & bale,Stone Ranch,Block 7",
  "FCM-14,03/20/2025,2100,Due to farm management,,300.00,Chop & bale,Stone Ranch,Block 7",
  "FCM-14,03/20/2025,9100,Crop sales (harvest yield value),,900.00,Chop & bale,Stone Ranch,Block 7",
  "FCM-15,03/25/2025,2100,Due to farm management,500.00,,Hay sale,Stone Ranch,Block 7",
  "FCM-15,03/25/2025,9000,Income generated,,500.00,Hay sale,Stone Ranch,Block 7",
].map((line) => `${line}\r\n`).join("");

describe("journal of a hand-worked month", () => {
  test("the IIF file, byte for byte", () => {
    expect(journalIif(march)).toBe(IIF);
  });

  test("the QuickBooks Online / Xero CSV, byte for byte", () => {
    expect(toCsv(journalCsvTable(march))).toBe(CSV);
  });

  test("totals: debits = credits; cost, income and billed as worked out above", () => {
    expect(march.totals).toEqual({ debits: "3020.50", credits: "3020.50", cost: "1620.50", income: "1400.00", billed: "120.50", entries: 5, lines: 12 });
    expect(march.byCropYear).toEqual([{ cropYear: 2025, debits: "3020.50", credits: "3020.50", cost: "1620.50", income: "1400.00", billed: "120.50" }]);
    for (const e of march.entries) {
      const sum = (k: "debit" | "credit") => e.lines.reduce((acc, l) => acc.plus(l[k]), new Dec(0)).toFixed(2);
      expect(sum("debit")).toBe(sum("credit"));
    }
  });

  test("reconciles exactly with the monthly invoice and the cost summary of the same month", () => {
    const invoice = monthlyInvoice({ accounts: defaultBook(), entityName: "Stone Ranch", cropYear: 2025, month: 3, invoiceDate: "2025-04-01", tasks: tasks.filter((t) => t.entityId === 1 && t.date <= "2025-03-31") });
    expect(invoice.totals.invoiceTotal).toBe(march.totals.billed);
    const fields = [field({ id: 1, name: "North 40", acreage: "40" }), field({ id: 2, name: "Block 7", acreage: "10" })];
    const summary = costSummary({ entityName: "Stone Ranch", cropYear: 2025, from: "2025-03-01", to: "2025-03-31", fields, tasks: tasks.filter((t) => t.entityId === 1) });
    expect([summary.totals.cost, summary.totals.income]).toEqual([march.totals.cost, march.totals.income]);
  });

  test("an entity's own numbers and names are what the files carry", () => {
    const book = defaultBook();
    book.accounts = book.accounts.map((a) => (a.number === 8300 ? { ...a, number: 61000, name: "Irrigation water" } : a));
    book.categories[1] = { invoice: 61000, operations: 61000 };
    const own = journal({ from: "2025-03-05", to: "2025-03-05", entities: [{ id: 1, name: "Stone Ranch", accounts: book }], tasks });
    expect(journalIif(own)).toContain("TRNS\tGENERAL JOURNAL\t03/05/2025\t61000\tStone Ranch\tNorth 40\t120.50\tFCM-11\tIrrigate\r\n");
    expect(toCsv(journalCsvTable(own))).toContain("FCM-11,03/05/2025,61000,Irrigation water,120.50,,Irrigate");
  });

  test("a tab or line break in a name cannot break an IIF record", () => {
    const odd = journal({ from: "2025-03-01", to: "2025-03-31", entities, tasks: [task({ id: 20, name: 'Spray\t"west"\nblock', categoryName: "Water", date: "2025-03-02", totalCost: "1.00" })] });
    expect(journalIif(odd).split("\r\n")[3]).toBe("TRNS\tGENERAL JOURNAL\t03/02/2025\t8300\tStone Ranch\tNorth 40\t1.00\tFCM-20\tSpray 'west' block");
  });

  test("an empty period: headers only, all totals zero", () => {
    const empty = journal({ from: "2025-07-01", to: "2025-07-31", entities, tasks });
    expect(journalIif(empty)).toBe(IIF.split("\r\n").slice(0, 3).map((l) => `${l}\r\n`).join(""));
    expect(empty.totals).toEqual({ debits: "0.00", credits: "0.00", cost: "0.00", income: "0.00", billed: "0.00", entries: 0, lines: 0 });
  });

  test("debits equal credits, and cost and income are the tasks' by taskMoney, for any tasks", () => {
    const categories = ["Water", "Fertilizer", "Rent", "Farm Management", "Income Generated", "Seed", "Custom"];
    const cents = fc.integer({ min: 0, max: 10_000_000 }).map((n) => (n / 100).toFixed(2));
    fc.assert(fc.property(fc.array(fc.record({ c: fc.constantFrom(...categories), total: cents, equip: cents, yieldValue: cents, day: fc.integer({ min: 1, max: 28 }) }), { maxLength: 30 }), (rows) => {
      const list = rows.map((r, i) => task({ id: 100 + i, categoryName: r.c, totalCost: r.total, equipmentTotal: r.equip, totalYieldValue: r.yieldValue, date: `2025-03-${String(r.day).padStart(2, "0")}` }));
      const j = journal({ from: "2025-03-01", to: "2025-03-31", entities, tasks: list });
      expect(j.totals.debits).toBe(j.totals.credits);
      expect(new Dec(j.totals.debits).toFixed(2)).toBe(new Dec(j.totals.cost).plus(j.totals.income).toFixed(2));
    }), { numRuns: 200 });
  });
});

describe("journal periods", () => {
  test.each([
    [{ month: "2025-02" }, { from: "2025-02-01", to: "2025-02-28" }],
    [{ month: "2024-02" }, { from: "2024-02-01", to: "2024-02-29" }],
    [{ from: "2025-01-01", to: "2025-03-31" }, { from: "2025-01-01", to: "2025-03-31" }],
  ])("%o -> %o", (input, period) => {
    expect(journalPeriod(input)).toEqual(period);
  });

  test("last month: December of the year before in January", () => {
    expect([lastMonth("2026-01-15"), lastMonth("2025-03-01"), lastMonth("2025-12-31")]).toEqual(["2025-12", "2025-02", "2025-11"]);
  });
});

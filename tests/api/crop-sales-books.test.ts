import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { JournalSchema } from "../../api/schemas/journal.schemas";
import { CostSummarySchema, ScheduleFSchema } from "../../api/schemas/reports.schemas";
import { cornPool } from "./reports/harvest-fixture";
import { CAT, type ReportApp, readCsv, readPdf, startReportApp, sumColumn } from "./reports/support";

/**
 * The books of a farm that sells its crop by settlements (docs/accounting.md "Crop sales"), on the corn pool:
 * East 80 and West 80 of Prairie Grain harvest 6,000 and 4,000 bu of 2026 corn; settlement S-1 (2026-11-20) pays
 * 7,000 bu at $4.85 less hauling and checkoff: $33,587.66 net, East's share $20,152.60, West's $13,435.06.
 * A settlement of the 2025 crop, S-9 of the same figures, is dated 2026-01-15: tax year 2026, crop year 2025.
 * A combine pass on East 80 (crop year 2026) costs $2,400.00 and carries a typed yield value (80 ac x 190 bu x $4.50 =
 * $68,400.00): the field-year has scale tickets, so that value is no income anywhere.
 *   Schedule F 2026: line 2 = 33,587.66 x 2 = 67,175.32 (Crop Sales); line 13 = 2,400.00; net 64,775.32.
 *   Journal November 2026: FCM-<combine> is not in it (October); FCM-S<S-1>-<West>, FCM-S<S-1>-<East>:
 *     Dr 2100 / Cr 9100 13,435.06 and 20,152.60; debits = credits = income = 33,587.66.
 */
let app: ReportApp;
let entityId: number;
let east: number;
let west: number;
let s1: number;

beforeAll(async () => {
  app = await startReportApp();
  const farm = await app.entity("Prairie Grain");
  entityId = farm.id;
  const e = await app.field(farm.id, "East 80", "80", "Corn");
  const w = await app.field(farm.id, "West 80", "80", "Corn");
  east = e.id;
  west = w.id;
  await app.task(e, { categoryId: CAT.MACHINE_HIRE, name: "Combine", date: "2026-10-01", cropYear: 2026, costPerAcre: "30", acresCovered: "80", yieldAmount: "190", yieldUnit: "bushels", yieldValuePerUnit: "4.50" });
  s1 = (await cornPool(app.t.db, { entityId, first: east, second: west, cropYear: 2026, settled: "2026-11-20" })).settlement.id;
  await cornPool(app.t.db, { entityId, first: east, second: west, cropYear: 2025, settled: "2026-01-15", number: "S-9", mark: false });
});
afterAll(() => app.t.close());

const scheduleF = (query: Record<string, string>) =>
  app.reader.api.entities[":id"].reports["schedule-f"].$get({ param: { id: String(entityId) }, query: query as never });

describe("Schedule F: settlements' net on the sales line by the settlement's date", () => {
  test("tax year 2026: both settlements dated in it on line 2 (deductions netted); the typed yield value is left out", async () => {
    const res = await scheduleF({ year: "2026" });
    expect(res.status).toBe(200);
    const f = ScheduleFSchema.parse(await res.json());
    expect(f.partI).toEqual([{ line: "2", label: "Sales of livestock, produce, grains, and other products you raised", amount: "67175.32", categories: ["Crop Sales"] }]);
    expect(f.partII.map((l) => [l.line, l.amount])).toEqual([["13", "2400.00"]]);
    expect(f).toMatchObject({ grossIncome: "67175.32", totalExpenses: "2400.00", netProfit: "64775.32" });
  });

  test("tax year 2025 has no sale (its crop was settled in 2026); the CSV and the PDF agree with the JSON", async () => {
    const f = ScheduleFSchema.parse(await (await scheduleF({ year: "2025" })).json());
    expect(f.partI).toEqual([]);
    const csv = await readCsv(await scheduleF({ year: "2026", format: "csv" }));
    expect(sumColumn(csv.rows, "Amount", (r) => r.Part === "I" && r.Line === "2")).toBe("67175.32");
    const es = await readCsv(await scheduleF({ year: "2026", format: "csv", lang: "es" }));
    expect(es.rows.map((r) => Object.values(r).join("|")).join("\n")).toContain("Ventas de cosecha");
    const pdf = await readPdf(await scheduleF({ year: "2026", format: "pdf" }));
    expect(pdf.text).toContain("$67,175.32");
  });
});

describe("journal: a settlement is an income entry per field's share", () => {
  const journalOf = async (query: Record<string, string>) => {
    const res = await app.reader.api.accounting.journal.$get({ query: query as never });
    expect(res.status).toBe(200);
    return JournalSchema.parse(await res.json());
  };

  test("November 2026: Dr 2100 / Cr 9100 for each field's share of S-1, adding up to its net", async () => {
    const j = await journalOf({ entity: String(entityId), month: "2026-11" });
    expect(j.entries.map((e) => [e.number, e.date, e.fieldName, e.memo, e.taskId, e.lines.map((l) => [l.account, l.accountName, l.debit, l.credit])])).toEqual([
      [`FCM-S${s1}-${east}`, "2026-11-20", "East 80", `Corn #S-1 Valley Elevator ${entityId}-2026-S-1`, null, [[2100, "Due to farm management", "20152.60", "0.00"], [9100, "Crop sales (harvest yield value)", "0.00", "20152.60"]]],
      [`FCM-S${s1}-${west}`, "2026-11-20", "West 80", `Corn #S-1 Valley Elevator ${entityId}-2026-S-1`, null, [[2100, "Due to farm management", "13435.06", "0.00"], [9100, "Crop sales (harvest yield value)", "0.00", "13435.06"]]],
    ]);
    expect(j.totals).toEqual({ debits: "33587.66", credits: "33587.66", cost: "0.00", income: "33587.66", billed: "0.00", entries: 2, lines: 4 });
  });

  test("its income is the cost summary's of the same crop year and dates (crop sales included, the yield value not)", async () => {
    const j = await journalOf({ entity: String(entityId), from: "2026-01-01", to: "2026-12-31" });
    const year = (y: number) => j.byCropYear.find((c) => c.cropYear === y)!;
    expect([year(2026).cost, year(2026).income]).toEqual(["2400.00", "33587.66"]);
    expect([year(2025).cost, year(2025).income]).toEqual(["0.00", "33587.66"]);
    const res = await app.reader.api.entities[":id"].reports["cost-summary"].$get({ param: { id: String(entityId) }, query: { year: "2026", from: "2026-01-01", to: "2026-12-31" } as never });
    const summary = CostSummarySchema.parse(await res.json());
    expect([summary.totals.cost, summary.totals.income]).toEqual([year(2026).cost, year(2026).income]);
  });

  test("the QuickBooks IIF and the CSV exports carry the entries", async () => {
    const res = await app.admin.api.accounting["journal-exports"].$post({ json: { entity: entityId, month: "2026-11", format: "iif" } as never });
    expect(res.status).toBe(200);
    const iif = await res.text();
    expect(iif).toContain(`TRNS\tGENERAL JOURNAL\t11/20/2026\t2100\tPrairie Grain\tEast 80\t20152.60\tFCM-S${s1}-${east}\t`);
    expect(iif).toContain(`SPL\tGENERAL JOURNAL\t11/20/2026\t9100\tPrairie Grain\tWest 80\t-13435.06\tFCM-S${s1}-${west}\t`);
    const csv = await readCsv(await app.admin.api.accounting["journal-exports"].$post({ json: { entity: entityId, month: "2026-11", format: "csv", force: true } as never }));
    expect([sumColumn(csv.rows, "Debits", (r) => r.Debits !== ""), sumColumn(csv.rows, "Credits", (r) => r.Credits !== "")]).toEqual(["33587.66", "33587.66"]);
  });
});

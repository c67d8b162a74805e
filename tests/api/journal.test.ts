import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { AccountSchema } from "../../api/schemas/accounts.schemas";
import { JournalExportSchema, JournalSchema } from "../../api/schemas/journal.schemas";
import { CostSummarySchema, MonthlyInvoiceSchema } from "../../api/schemas/reports.schemas";
import { auditLog } from "../../db/schema";
import { startInvoiceFarm } from "./reports/invoice-farm";
import { expectInvalid, readCsv, readPdf, sumColumn } from "./reports/support";

/**
 * The invoice farm (tests/api/reports/invoice-farm.ts), Report Ranch, tasks dated in March 2025 (any crop year):
 *   crop year 2025: North 40 Gypsum 44, Irrigation run 400, Mildew spray 120, UAN side-dress 600, Spray for aphids 200,
 *     Management fee 840 (not billed), Seed purchase 90; South Weed control 80, Discing 200, Water district 30 and
 *     Land rent 1020 (not billed), Walnut sale 500 (income)
 *     -> cost 3624.00, income 500.00, billed 1734.00 - 500.00 = 1234.00
 *   crop year 2024: North 40 Old water 40 x 1 + 40 x 0.50 = 60.00 -> cost 60.00, billed 60.00
 *   left out: Late top-up (crop year 2025, dated 2026-03-03: March 2026's journal), April discing, the neighbour's
 *     mowing (20.00, another entity)
 *   journal: 13 entries of 2 lines; debits = credits = 3684.00 + 500.00 = 4184.00.
 * The crop year 2025 March invoice (1244.00) is this month's 1234.00 plus the Late top-up's 10.00 of March 2026.
 */
let farm: Awaited<ReturnType<typeof startInvoiceFarm>>;
beforeAll(async () => {
  farm = await startInvoiceFarm();
});
afterAll(() => farm.t.close());

const Exports = z.array(JournalExportSchema);
const preview = (query: Record<string, string>, as = farm.reader) => as.api.accounting.journal.$get({ query: query as never });
const exportJournal = (json: Record<string, unknown>, as = farm.admin) => as.api.accounting["journal-exports"].$post({ json: json as never });
const ranch = () => String(farm.ranch.id);

async function journalOf(query: Record<string, string>) {
  const res = await preview(query);
  expect(res.status).toBe(200);
  return JournalSchema.parse(await res.json());
}
async function exportsList() {
  const res = await farm.reader.api.accounting["journal-exports"].$get({ query: {} });
  expect(res.status).toBe(200);
  return Exports.parse(await res.json());
}

describe("GET /api/accounting/journal", () => {
  test("March 2025 of one entity: balanced, and the totals worked out above", async () => {
    const j = await journalOf({ entity: ranch(), month: "2025-03" });
    expect(j).toMatchObject({ from: "2025-03-01", to: "2025-03-31" });
    expect(j.totals).toEqual({ debits: "4184.00", credits: "4184.00", cost: "3684.00", income: "500.00", billed: "1294.00", entries: 13, lines: 26 });
    expect(j.byCropYear).toEqual([
      { cropYear: 2024, debits: "60.00", credits: "60.00", cost: "60.00", income: "0.00", billed: "60.00" },
      { cropYear: 2025, debits: "4124.00", credits: "4124.00", cost: "3624.00", income: "500.00", billed: "1234.00" },
    ]);
    const irrigation = j.entries.find((e) => e.memo === "Irrigation run")!;
    expect(irrigation).toMatchObject({ date: "2025-03-05", entityName: "Report Ranch", fieldName: "North 40", cropYear: 2025 });
    expect(irrigation.lines).toEqual([
      { account: 8300, accountName: "Water", debit: "400.00", credit: "0.00" },
      { account: 2100, accountName: "Due to farm management", debit: "0.00", credit: "400.00" },
    ]);
    expect(j.entries.find((e) => e.memo === "Walnut sale")!.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([[2100, "500.00", "0.00"], [9000, "0.00", "500.00"]]);
  });

  test("reconciles exactly with the monthly invoices and the cost summaries of the same days", async () => {
    const j = await journalOf({ entity: ranch(), from: "2025-03-01", to: "2025-03-31" });
    const year = (y: number) => j.byCropYear.find((r) => r.cropYear === y)!;
    const invoice = async (y: string) =>
      MonthlyInvoiceSchema.parse(await (await farm.reader.api.entities[":id"].reports.monthly[":year"].$get({ param: { id: ranch(), year: y }, query: { month: "3" } as never })).json());
    const summary = async (y: string) =>
      CostSummarySchema.parse(await (await farm.reader.api.entities[":id"].reports["cost-summary"].$get({ param: { id: ranch() }, query: { year: y, from: "2025-03-01", to: "2025-03-31" } as never })).json());
    // Crop year 2024: its March invoice is exactly this month's.
    expect((await invoice("2024")).totals.invoiceTotal).toBe(year(2024).billed);
    // Crop year 2025: its March invoice also bills March 2026's Late top-up; this month's and next year's March add up to it.
    const march2026 = await journalOf({ entity: ranch(), month: "2026-03" });
    expect(march2026.byCropYear).toEqual([{ cropYear: 2025, debits: "10.00", credits: "10.00", cost: "10.00", income: "0.00", billed: "10.00" }]);
    expect((await invoice("2025")).totals.invoiceTotal).toBe("1244.00");
    expect((Number(year(2025).billed) * 100 + Number(march2026.totals.billed) * 100) / 100).toBe(1244);
    for (const y of [2024, 2025]) {
      const s = await summary(String(y));
      expect([s.totals.cost, s.totals.income]).toEqual([year(y).cost, year(y).income]);
    }
  });

  test("all entities: the neighbour's mowing joins, under its own name, entities by name", async () => {
    const j = await journalOf({ entity: "all", month: "2025-03" });
    expect(j.totals).toMatchObject({ debits: "4204.00", credits: "4204.00", cost: "3704.00", entries: 14 });
    expect(j.entries[0]).toMatchObject({ entityName: "Neighbour Farms", fieldName: "Over the fence", memo: "Fence-line mowing" });
  });

  test("400 naming the field; 404 for an unknown entity; 401 signed out", async () => {
    await expectInvalid(await preview({ entity: ranch(), month: "2025-13" }), "month");
    await expectInvalid(await preview({ entity: ranch(), from: "2025-03-01" }), "to");
    await expectInvalid(await preview({ entity: ranch(), from: "2025-03-10", to: "2025-03-01" }), "to");
    await expectInvalid(await preview({ entity: ranch(), month: "2025-03", from: "2025-03-01", to: "2025-03-02" }), "month");
    await expectInvalid(await preview({ entity: ranch() }), "month");
    await expectInvalid(await preview({ entity: "some", month: "2025-03" }), "entity");
    await expectInvalid(await preview({ entity: ranch(), from: "2025-02-30", to: "2025-03-01" }), "from");
    expect((await preview({ entity: "999999", month: "2025-03" })).status).toBe(404);
    expect((await farm.t.client().api.accounting.journal.$get({ query: { entity: "all", month: "2025-03" } })).status).toBe(401);
  });
});

describe("GET /api/accounting/journal?format=csv|pdf (the registered journal report)", () => {
  test("the CSV is a row per journal line, its debits and credits adding up to the JSON's totals; the PDF prints it", async () => {
    const j = await journalOf({ entity: ranch(), month: "2025-03" });
    const res = await preview({ entity: ranch(), month: "2025-03", format: "csv" });
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="journal-report-ranch-2025-03-01-2025-03-31.csv"');
    const csv = await readCsv(res);
    expect(csv.header).toEqual(["Date", "Number", "Entity", "Field", "Description", "Account", "Account Name", "Debit", "Credit"]);
    expect(csv.rows.length).toBe(j.totals.lines);
    expect([sumColumn(csv.rows, "Debit", (r) => r.Debit !== ""), sumColumn(csv.rows, "Credit", (r) => r.Credit !== "")]).toEqual([j.totals.debits, j.totals.credits]);
    const irrigation = j.entries.find((e) => e.memo === "Irrigation run")!;
    expect(csv.rows.filter((r) => r.Number === irrigation.number)).toEqual([
      { Date: "2025-03-05", Number: irrigation.number, Entity: "Report Ranch", Field: "North 40", Description: "Irrigation run", Account: "8300", "Account Name": "Water", Debit: "400.00", Credit: "" },
      { Date: "2025-03-05", Number: irrigation.number, Entity: "Report Ranch", Field: "North 40", Description: "Irrigation run", Account: "2100", "Account Name": "Due to farm management", Debit: "", Credit: "400.00" },
    ]);

    const pdf = await readPdf(await preview({ entity: ranch(), from: "2025-03-01", to: "2025-03-31", format: "pdf" }));
    expect(pdf.orientation).toBe("landscape");
    expect(pdf.text).toContain("General Journal - Report Ranch, 3/1/2025 to 3/31/2025");
    expect(pdf.text).toContain("Irrigation run");
    // The text comes back a column at a time: the totals row's word, and 4,184.00 at the foot of each side.
    expect(pdf.text).toContain("TOTALS");
    expect(pdf.text.match(/\$4,184\.00/g)).toHaveLength(2);
    // Every entity: the neighbour's mowing too, 14 entries of 2 lines.
    expect((await readCsv(await preview({ entity: "all", month: "2025-03", format: "csv" }))).rows.length).toBe(28);
  });
});

describe("POST /api/accounting/journal-exports", () => {
  test("an IIF file: balanced transactions, its sha256 and totals recorded, audited", async () => {
    const res = await exportJournal({ entity: farm.ranch.id, month: "2025-03", format: "iif" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="journal-report-ranch-2025-03-01-2025-03-31.iif"');
    const text = await res.text();
    expect(res.headers.get("x-journal-sha256")).toBe(createHash("sha256").update(text).digest("hex"));
    const records = text.split("\r\n").filter(Boolean).map((l) => l.split("\t"));
    expect(records.slice(0, 3).map((r) => r[0])).toEqual(["!TRNS", "!SPL", "!ENDTRNS"]);
    expect(records.filter((r) => r[0] === "TRNS").length).toBe(13);
    // Each transaction (TRNS ... ENDTRNS) sums to zero in cents.
    let open = 0;
    for (const r of records.slice(3)) {
      if (r[0] === "ENDTRNS") {
        expect(open).toBe(0);
        continue;
      }
      open += Math.round(Number(r[6]) * 100);
    }
    expect(records).toContainEqual(["TRNS", "GENERAL JOURNAL", "03/05/2025", "8300", "Report Ranch", "North 40", "400.00", expect.stringMatching(/^FCM-\d+$/), "Irrigation run"]);

    const [record] = await exportsList();
    expect(record).toMatchObject({
      id: Number(res.headers.get("x-journal-export-id")), entityId: farm.ranch.id, fromDate: "2025-03-01", toDate: "2025-03-31",
      format: "iif", debits: "4184.00", credits: "4184.00", lines: 26, sha256: res.headers.get("x-journal-sha256"),
    });
    expect(record!.username).toBeTruthy();
    const trail = await farm.t.db.select().from(auditLog).where(eq(auditLog.resource, "journal-exports"));
    expect(trail.map((r) => r.action)).toEqual(["create"]);
  });

  test("the same period again is a 409 that says when and by whom, and records nothing; force exports it", async () => {
    const before = (await exportsList()).length;
    const again = await exportJournal({ entity: farm.ranch.id, month: "2025-03", format: "csv" });
    expect(again.status).toBe(409);
    const body = (await again.json()) as { code: string; message: string };
    expect(body.code).toBe("ALREADY_EXPORTED");
    expect(body.message).toContain("2025-03-01..2025-03-31");
    expect(body.message).toContain("force=true");
    // An "all" export overlapping the ranch's month is refused too.
    expect((await exportJournal({ entity: "all", from: "2025-03-15", to: "2025-04-15", format: "iif" })).status).toBe(409);
    expect((await exportsList()).length).toBe(before);
    const forced = await exportJournal({ entity: farm.ranch.id, month: "2025-03", format: "csv", force: true });
    const csv = await readCsv(forced);
    expect([sumColumn(csv.rows, "Debits", (r) => r.Debits !== ""), sumColumn(csv.rows, "Credits", (r) => r.Credits !== "")]).toEqual(["4184.00", "4184.00"]);
    expect((await exportsList()).length).toBe(before + 1);
  });

  test("the 409 carries its facts as data: the period asked for, how many earlier exports, when and by whom the last", async () => {
    // One earlier export: May 2025 of the ranch, by the user "office", made between `before` and `after`.
    const office = await farm.t.signIn("admin", "office");
    const before = Date.now();
    expect((await exportJournal({ entity: farm.ranch.id, month: "2025-05", format: "iif" }, office)).status).toBe(200);
    const after = Date.now();
    const again = await exportJournal({ entity: farm.ranch.id, month: "2025-05", format: "csv" });
    expect(again.status).toBe(409);
    const body = (await again.json()) as { code: string; message: string; details: Record<string, unknown> };
    expect(body.code).toBe("ALREADY_EXPORTED");
    const { lastAt, ...rest } = body.details;
    expect(rest).toEqual({ from: "2025-05-01", to: "2025-05-31", exports: 1, lastBy: "office", lastFrom: "2025-05-01", lastTo: "2025-05-31" });
    expect(typeof lastAt).toBe("string");
    const at = Date.parse(lastAt as string);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(after + 1000);
    // farmctl and API users keep the English sentence.
    expect(body.message).toContain("force=true");
  });

  test("a renumbered account is what the next export carries", async () => {
    const list = z.array(AccountSchema).parse(await (await farm.reader.api.accounts.$get({ query: { filter: JSON.stringify({ entityId: farm.ranch.id }) } })).json());
    const water = list.find((a) => a.number === 8300)!;
    expect((await farm.admin.api.accounts[":id"].$put({ param: { id: String(water.id) }, json: { number: 8301 } })).status).toBe(200);
    const csv = await readCsv(await exportJournal({ entity: farm.ranch.id, month: "2025-03", format: "csv", force: true }));
    expect(csv.rows.find((r) => r.Description === "Irrigation run" && r.Debits !== "")).toMatchObject({ "Account Code": "8301", "Account Name": "Water", Debits: "400.00", Name: "Report Ranch", Class: "North 40" });
    const iif = await (await exportJournal({ entity: farm.ranch.id, month: "2025-03", format: "iif", force: true })).text();
    expect(iif).toContain("\t03/05/2025\t8301\tReport Ranch\tNorth 40\t400.00\t");
  });

  test("a readonly user may preview but not export (403); bad input 400 naming the field", async () => {
    expect((await exportJournal({ entity: "all", month: "2024-01", format: "iif" }, farm.reader)).status).toBe(403);
    await expectInvalid(await exportJournal({ entity: "all", month: "2024-01", format: "pdf" }), "format");
    await expectInvalid(await exportJournal({ entity: "all", format: "iif" }), "month");
    expect((await exportJournal({ entity: 999999, month: "2024-01", format: "iif" })).status).toBe(404);
  });
});

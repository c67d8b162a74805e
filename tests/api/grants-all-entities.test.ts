import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { RentDueShape } from "../../api/domain/leases/statement";
import { FieldRecordSchema } from "../../api/schemas/fields.schemas";
import { JournalSchema } from "../../api/schemas/journal.schemas";
import { EquipmentInvoiceSchema, EquipmentSummarySchema, FertilizerReportSchema, IrrigationReportSchema } from "../../api/schemas/reports.schemas";
import { TaskSchema } from "../../api/schemas/tasks.schemas";
import { TEST_PASSWORD } from "../support/harness";
import { CAT, type ReportApp, readCsv, startReportApp } from "./reports/support";

/**
 * "All Entities" for a readonly account granted Alpha only, with the same kinds of data in Bravo: every answer holds
 * Alpha's rows and figures (the admin's answer for Alpha alone) and no Bravo name anywhere (entity, field, crop,
 * task, landlord all carry "Bravo").
 *   Alpha Grants Ranch: Alpha North 40 ac Corn; Bravo Hidden Farms: Bravo Secret Field 20 ac Bravoberry.
 *   Each: a Machine Hire with equipment rental, a fertilizer application and an irrigation in March 2025, and a
 *   cash lease with its own landlord, rent due 03-01 and 11-01.
 */
let app: ReportApp;
let reader: ApiClient;
let alpha: { id: number };
let bravo: { id: number };

beforeAll(async () => {
  app = await startReportApp();
  alpha = await app.entity("Alpha Grants Ranch");
  bravo = await app.entity("Bravo Hidden Farms");
  const north = await app.field(alpha.id, "Alpha North", "40", "Corn");
  const secret = await app.field(bravo.id, "Bravo Secret Field", "20", "Bravoberry");
  const made = await app.admin.api.fertilizers.$post({ json: { name: "Grants 10-0-0", nPerGal: "1.00", pPerGal: "0", kPerGal: "0", type: "liquid" } as never });
  expect(made.status).toBe(201);
  const fertilizerId = ((await made.json()) as { id: number }).id;

  for (const [f, prefix, rental, gallons, hours] of [[north, "Alpha", "2", "10", "24"], [secret, "Bravo", "7", "3", "48"]] as const) {
    await app.task(f, { categoryId: CAT.MACHINE_HIRE, name: `${prefix} discing`, date: "2025-03-05", costPerAcre: "10", acresCovered: f.acreage, equipmentDescription: `${prefix} disc`, equipmentRental: rental });
    await app.task(f, { categoryId: CAT.FERTILIZER, name: `${prefix} feed`, date: "2025-03-10", costPerAcre: "1", acresCovered: f.acreage, fertilizerId, fertilizerGallonsApplied: gallons });
    await app.task(f, { categoryId: CAT.WATER, name: `${prefix} water`, date: "2025-03-12", costPerAcre: "1", acresCovered: f.acreage, irrigationType: "Flood", irrigationHours: hours });
    const landlord = await app.admin.api.landlords.$post({ json: { name: `${prefix} Landlord` } as never });
    const landlordId = ((await landlord.json()) as { id: number }).id;
    const cash = { type: "cash", basis: "per_acre", rate: "100", schedule: [{ due: "03-01", percent: "50" }, { due: "11-01", percent: "50" }] };
    const lease = await app.admin.api.leases.$post({ json: { fieldId: f.id, leasedAcres: f.acreage, startYear: 2025, endYear: 2025, terms: cash, landlords: [{ landlordId, sharePercent: "100" }] } as never });
    expect(lease.status).toBe(201);
  }

  const username = `grants-reader-${crypto.randomUUID().slice(0, 8)}`;
  const user = await app.admin.api.users.$post({ json: { username, password: TEST_PASSWORD, role: "readonly", entityIds: [alpha.id] } as never });
  expect(user.status).toBe(201);
  reader = app.t.client();
  expect((await reader.api.auth.login.$post({ json: { username, password: TEST_PASSWORD } })).status).toBe(200);
});
afterAll(() => app.t.close());

/** The body as text: no Bravo name may appear in it, in any case. */
function expectNoBravo(text: string) {
  expect(text.toLowerCase()).not.toContain("bravo");
}
async function jsonOf<T>(res: { status: number; text(): Promise<string> }, schema: z.ZodType<T>) {
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, body: schema.parse(JSON.parse(text)) };
}

describe("a readonly account granted one entity, in All Entities mode", () => {
  test("the equipment invoice bills only its entity's rentals", async () => {
    const query = (entity: string) => ({ entity, month: "3", year: "2025" }) as never;
    const { text, body } = await jsonOf(await reader.api.reports["equipment-invoice"].$get({ query: query("all") }), EquipmentInvoiceSchema);
    expectNoBravo(text);
    // Alpha's discing: 2 x 40 = 80.00.
    expect(body.lines.map((l) => [l.fieldName, l.totalCost])).toEqual([["ALPHA GRANTS RANCH - Alpha North", "80.00"]]);
    expect(body.summary).toEqual({ totalAcres: "40.00", totalEquipmentCost: "80.00" });
    const alone = EquipmentInvoiceSchema.parse(await (await app.admin.api.reports["equipment-invoice"].$get({ query: query(String(alpha.id)) })).json());
    expect(body.counts).toEqual(alone.counts);
    // The admin's All Entities has Bravo's 7 x 20 = 140.00 too: the data is there to leak.
    const all = EquipmentInvoiceSchema.parse(await (await app.admin.api.reports["equipment-invoice"].$get({ query: query("all") })).json());
    expect(all.summary.totalEquipmentCost).toBe("220.00");
  });

  test("the fertilizer report without an entity covers only its entity", async () => {
    const { text, body } = await jsonOf(await reader.api.reports.fertilizer.$get({ query: { year: "2025" } as never }), FertilizerReportSchema);
    expectNoBravo(text);
    const alone = FertilizerReportSchema.parse(await (await app.admin.api.reports.fertilizer.$get({ query: { year: "2025", entity: String(alpha.id) } as never })).json());
    // All Entities mode names each field's entity; otherwise the same fields as the entity's own report.
    expect(body.fields.map((f) => f.entityName)).toEqual(alone.fields.map(() => "Alpha Grants Ranch"));
    expect(body.fields.map(({ entityName: _, ...f }) => f)).toEqual(alone.fields);
    expect(body.entityAverage).toEqual({ n: "10.00", p: "0.00", k: "0.00" });
    expect(body.cropsFound).toEqual(["Corn"]);
  });

  test("the irrigation report without an entity covers only its entity", async () => {
    const { text, body } = await jsonOf(await reader.api.reports.irrigation.$get({ query: { year: "2025" } as never }), IrrigationReportSchema);
    expectNoBravo(text);
    const alone = IrrigationReportSchema.parse(await (await app.admin.api.reports.irrigation.$get({ query: { year: "2025", entity: String(alpha.id) } as never })).json());
    // All Entities mode names each field's entity; otherwise the same fields as the entity's own report.
    expect(body.fields.map((f) => f.entityName)).toEqual(alone.fields.map(() => "Alpha Grants Ranch"));
    expect(body.fields.map(({ entityName: _, ...f }) => f)).toEqual(alone.fields);
    // Flood 24 h x 5.00 / 24 = 5.000 in.
    expect(body.fields.map((f) => [f.fieldName, f.total.hours])).toEqual([["Alpha North", "24.00"]]);
    expect(body.cropsFound).toEqual(["Corn"]);
  });

  test("the monthly equipment summary lists only its entity", async () => {
    const { text, body } = await jsonOf(await reader.api["stone-equipment"]["monthly-summary"].$get({ query: { month: "3", year: "2025" } as never }), EquipmentSummarySchema);
    expectNoBravo(text);
    expect(body.entities.map((e) => [e.entityId, e.totalEquipmentRental])).toEqual([[alpha.id, "80.00"]]);
    expect(body.totalRental).toBe("80.00");
  });

  test("all-tasks, JSON and CSV, holds only its entity's tasks", async () => {
    const { text, body } = await jsonOf(await reader.api["all-tasks"].$get({ query: {} as never }), z.array(TaskSchema));
    expectNoBravo(text);
    expect(body.map((t) => t.name).sort()).toEqual(["Alpha discing", "Alpha feed", "Alpha water"]);
    expect(new Set(body.map((t) => t.entityId))).toEqual(new Set([alpha.id]));
    const csv = await readCsv(await reader.api["all-tasks"].$get({ query: { format: "csv" } as never }));
    expectNoBravo(csv.text);
    expect(csv.rows).toHaveLength(3);
  });

  test("all-fields, JSON and CSV, holds only its entity's fields", async () => {
    const { text, body } = await jsonOf(await reader.api["all-fields"].$get({ query: {} as never }), z.array(FieldRecordSchema));
    expectNoBravo(text);
    expect(body.map((f) => f.name)).toEqual(["Alpha North"]);
    const csv = await readCsv(await reader.api["all-fields"].$get({ query: { format: "csv" } as never }));
    expectNoBravo(csv.text);
    expect(csv.rows).toHaveLength(1);
  });

  test("rent due lists only its entity's leases", async () => {
    const { text, body } = await jsonOf(await reader.api["rent-due"].$get({ query: { today: "2025-10-15" } }), RentDueShape);
    expectNoBravo(text);
    // 100 x 40 = 4000.00 a year, half on 03-01 (overdue) and half on 11-01 (soon).
    expect(body.items.map((i) => [i.status, i.landlordName, i.amount])).toEqual([["overdue", "Alpha Landlord", "2000.00"], ["soon", "Alpha Landlord", "2000.00"]]);
    expect([body.overdueTotal, body.soonTotal]).toEqual(["2000.00", "2000.00"]);
  });

  test("the journal preview of every entity is its entity's journal", async () => {
    const { text, body } = await jsonOf(await reader.api.accounting.journal.$get({ query: { entity: "all", month: "2025-03" } as never }), JournalSchema);
    expectNoBravo(text);
    const alone = JournalSchema.parse(await (await app.admin.api.accounting.journal.$get({ query: { month: "2025-03", entity: String(alpha.id) } as never })).json());
    expect(body.totals).toEqual(alone.totals);
    expect(body.entries.length).toBeGreaterThan(0);
    expect(new Set(body.entries.map((e) => e.entityName))).toEqual(new Set(["Alpha Grants Ranch"]));
  });
});

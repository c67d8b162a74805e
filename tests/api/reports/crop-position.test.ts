import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { unitText } from "../../../api/domain/reference-names";
import { reportInfo } from "../../../api/reports/catalog";
import { type HarvestFarm, callReport, csvAgrees, reportJson, startHarvestFarm } from "./harvest-farm";
import { readPdf } from "./support";
import { buyers, deliveries, harvestTickets, settlementLines, settlements } from "../../../db/schema";
import { TEST_PASSWORD } from "../../support/harness";

/* The crop position on the farm of harvest-farm.ts (figures worked out there). */
let farm: HarvestFarm;
beforeAll(async () => {
  farm = await startHarvestFarm();
}, 60_000);
afterAll(() => farm.app.t.close());

const figures = (r: Record<string, unknown>) => [r.crop, r.cropYear, r.unit, r.harvested, r.adjusted, r.inStorage, r.contracted, r.delivered, r.settled, r.unsold, r.settledValue, r.markPrice, r.markUnit, r.estimatedValue];

describe("crop position", () => {
  test("per crop pool: harvested, in storage, contracted, delivered, settled, unsold; the settled net and the estimate at the mark apart", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "crop-position", {}, { entity: String(farm.ranch.id), year: "2026" }));
    expect(r).toMatchObject({ entity: farm.ranch.id, entityName: "Harvest Ranch", cropYear: 2026 });
    expect(r.rows.map(figures)).toEqual([
      ["Alfalfa", 2026, "bale", "40", "0", "15", "0", "25", "25", "15", "4450.00", null, null, null],
      // 10,000 - 100 shrink - 7,000 settled = 2,900 bu unsold x $4.50 = $13,050.00, never in the settled $33,587.66.
      ["Corn", 2026, "bu", "10000", "-100", "1900", "10000", "8000", "7000", "2900", "33587.66", "4.5000", "bu", "13050.00"],
    ]);
    expect(r.totals).toEqual({ settledValue: "38037.66", estimatedValue: "13050.00" });
  });

  test("every crop year and every entity the caller may see: the same pools; another year has none", async () => {
    const all = await reportJson(await callReport(farm.app.reader, "crop-position", {}, { entity: "all" }));
    expect(all).toMatchObject({ entity: "all", entityName: "All entities", cropYear: null });
    expect(all.rows.map((x) => [x.entityName, ...figures(x)])).toEqual([
      ["Harvest Ranch", "Alfalfa", 2026, "bale", "40", "0", "15", "0", "25", "25", "15", "4450.00", null, null, null],
      ["Harvest Ranch", "Corn", 2026, "bu", "10000", "-100", "1900", "10000", "8000", "7000", "2900", "33587.66", "4.5000", "bu", "13050.00"],
    ]);
    const other = await reportJson(await callReport(farm.app.reader, "crop-position", {}, { entity: String(farm.ranch.id), year: "2025" }));
    expect(other.rows).toEqual([]);
    expect((await callReport(farm.app.reader, "crop-position", {}, { entity: "999999" })).status).toBe(404);
  });

  test("its CSV and PDF say what its JSON says, in English and Spanish", async () => {
    const query = { entity: String(farm.ranch.id), year: "2026" };
    const r = await reportJson(await callReport(farm.app.reader, "crop-position", {}, query));
    const keys = reportInfo("crop-position")!.columns.map((c) => c.key);
    for (const lang of ["en", "es"] as const) {
      const cell = (row: Record<string, unknown>, key: string) => ((key === "unit" || key === "markUnit") && row[key] ? unitText(String(row[key]), lang) : row[key]);
      await csvAgrees(farm.app.reader, "crop-position", {}, query, r.rows, keys, cell, lang);
    }
    const pdf = await readPdf(await callReport(farm.app.reader, "crop-position", {}, { ...query, format: "pdf" }));
    for (const phrase of ["Crop Position", "Harvest Ranch, 2026", "2900", "$33,587.66", "$13,050.00", "$38,037.66", "Unsold at Mark (Estimated)"]) expect(pdf.text).toContain(phrase);
    const es = await readPdf(await callReport(farm.app.reader, "crop-position", {}, { ...query, format: "pdf", lang: "es" }));
    for (const phrase of ["Posición de cosecha", "Sin vender", "(estimado)", "TOTALES"]) expect(es.text).toContain(phrase);
  });
});

describe("whose figures a caller sees", () => {
  test("entity=all is every entity the caller is granted; another entity's pools, settlements and loads stay out; crew read none", async () => {
    const db = farm.app.t.db;
    const other = await farm.app.entity("Other Ranch");
    const field = await farm.app.field(other.id, "Far", "10", "Wheat");
    const [buyer] = await db.insert(buyers).values({ name: "Other Mill" }).returning();
    const wheat = { entityId: other.id, crop: "Wheat", cropYear: 2026 };
    const [ticket] = await db.insert(harvestTickets).values({ ...wheat, fieldId: field.id, ticketNumber: "W-1", date: "2026-07-01", quantity: "500", unit: "bu", buyerId: buyer!.id }).returning();
    const [load] = await db.insert(deliveries).values({ ...wheat, buyerId: buyer!.id, date: "2026-07-01", quantity: "500", unit: "bu", ticketId: ticket!.id }).returning();
    const [paid] = await db.insert(settlements).values({ ...wheat, buyerId: buyer!.id, number: "W-S1", date: "2026-07-20", gross: "3000.00", deductions: "0.00", net: "3000.00" }).returning();
    await db.insert(settlementLines).values({ settlementId: paid!.id, deliveryId: load!.id, line: 1, quantity: "500", unit: "bu", price: "6.00", amount: "3000.00" });
    await db.insert(deliveries).values({ ...wheat, buyerId: buyer!.id, date: "2026-07-05", quantity: "100", unit: "bu", reference: "M-9" });

    const everyone = await reportJson(await callReport(farm.app.reader, "crop-position", {}, { entity: "all", year: "2026" }));
    expect(everyone.rows.map((r) => [r.entityName, r.crop, r.settledValue])).toEqual([
      ["Harvest Ranch", "Alfalfa", "4450.00"],
      ["Harvest Ranch", "Corn", "33587.66"],
      ["Other Ranch", "Wheat", "3000.00"],
    ]);

    const username = `harvest-granted-${crypto.randomUUID().slice(0, 8)}`;
    const made = await farm.app.admin.api.users.$post({ json: { username, password: TEST_PASSWORD, role: "readonly", entityIds: [farm.ranch.id] } as never });
    expect(made.status).toBe(201);
    const granted = farm.app.t.client();
    expect((await granted.api.auth.login.$post({ json: { username, password: TEST_PASSWORD } })).status).toBe(200);
    const position = await reportJson(await callReport(granted, "crop-position", {}, { entity: "all", year: "2026" }));
    expect(position.rows.map((r) => r.entityName)).toEqual(["Harvest Ranch", "Harvest Ranch"]);
    expect(position.totals).toEqual({ settledValue: "38037.66", estimatedValue: "13050.00" });
    const register = await reportJson(await callReport(granted, "settlement-register", {}, { entity: "all" }));
    expect(register.rows.map((r) => r.number)).toEqual(["H-7", "S-100"]);
    const lost = await reportJson(await callReport(granted, "unsettled-loads", {}, { entity: "all", asOf: "2026-11-30" }));
    expect(lost.rows.map((r) => r.reference)).toEqual(["E-4502"]);
    const storage = await reportJson(await callReport(granted, "storage", {}, { entity: "all", asOf: "2026-11-30" }));
    expect(storage.rows.map((r) => r.entityName)).toEqual(["Harvest Ranch", "Harvest Ranch"]);
    for (const name of ["crop-position", "settlement-register", "unsettled-loads", "storage"]) {
      expect((await callReport(granted, name, {}, { entity: String(other.id) })).status).toBe(404);
    }
    expect((await callReport(granted, "harvest-by-field", { id: String(other.id) }, { year: "2026" })).status).toBe(404);
    const crew = await farm.app.t.signIn("crew");
    expect((await callReport(crew, "crop-position", {}, { entity: String(farm.ranch.id) })).status).toBe(403);
    expect((await callReport(crew, "settlement-register", {}, { entity: "all" })).status).toBe(403);
  });
});

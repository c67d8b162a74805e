import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { EquipmentInvoiceSchema, EquipmentSummarySchema } from "../../../api/schemas/reports.schemas";
import { startInvoiceFarm } from "./invoice-farm";
import { expectInvalid, readCsv, readPdf, sumColumn } from "./support";

let farm: Awaited<ReturnType<typeof startInvoiceFarm>>;
beforeAll(async () => {
  farm = await startInvoiceFarm();
});
afterAll(() => farm.t.close());

const invoice = (query: Record<string, string>, client = farm.reader) => client.api.reports["equipment-invoice"].$get({ query: query as never });
const summary = (query: Record<string, string>, client = farm.reader) => client.api["stone-equipment"]["monthly-summary"].$get({ query: query as never });

describe("GET /api/reports/equipment-invoice", () => {
  test("bills the entity's rentals of the month and crop year, rate per acre = equipment total / acres", async () => {
    const res = await invoice({ entity: String(farm.ranch.id), month: "3", year: "2025" });
    expect(res.status).toBe(200);
    const body = EquipmentInvoiceSchema.parse(await res.json());
    expect(body).toMatchObject({
      customerName: "REPORT RANCH",
      cropYear: 2025,
      month: 3,
      billingPeriod: { from: "2025-03-01", to: "2025-03-31" },
      // UAN side-dress 2.50 x 40 = 100.00 and Discing 5 x 10 = 50.00; the management fee and the rent carry
      // equipment but are not billable; Old water is crop year 2024.
      summary: { totalAcres: "50.00", totalEquipmentCost: "150.00" },
      counts: { cropYearTasks: 14, billableTasks: 2 },
    });
    expect(body.lines).toEqual([
      { taskId: expect.any(Number), date: "2025-03-10", fieldName: "North 40", taskName: "UAN side-dress", equipmentDescription: "Fertilizer rig", acres: "40.00", costPerAcre: "2.50", totalCost: "100.00" },
      { taskId: expect.any(Number), date: "2025-03-20", fieldName: "South", taskName: "Discing", equipmentDescription: "Equipment Rental", acres: "10.00", costPerAcre: "5.00", totalCost: "50.00" },
    ]);
  });

  test("All Entities prefixes each field with its entity", async () => {
    const body = EquipmentInvoiceSchema.parse(await (await invoice({ entity: "all", month: "3", year: "2025" })).json());
    expect(body.customerName).toBe("ALL ENTITIES");
    expect(body.lines.map((l) => `${l.date} ${l.fieldName} ${l.totalCost}`)).toEqual([
      "2025-03-10 REPORT RANCH - North 40 100.00",
      "2025-03-15 NEIGHBOUR FARMS - Over the fence 20.00",
      "2025-03-20 REPORT RANCH - South 50.00",
    ]);
    expect(body.summary).toEqual({ totalAcres: "55.00", totalEquipmentCost: "170.00" });
    expect(body.counts).toEqual({ cropYearTasks: 15, billableTasks: 3 });
  });

  test("the CSV's Total column sums to the total equipment rental charges", async () => {
    const csv = await readCsv(await invoice({ entity: "all", month: "3", year: "2025", format: "csv" }));
    expect(csv.header).toEqual(["Date", "Customer", "Field", "Operation/Task", "Equipment", "Acres", "Rate per Acre", "Total"]);
    expect(csv.rows.length).toBe(3);
    expect(sumColumn(csv.rows, "Total")).toBe("170.00");
    expect(sumColumn(csv.rows, "Acres")).toBe("55.00");
  });

  test("the PDF is an invoice a farm can mail", async () => {
    const pdf = await readPdf(await invoice({ entity: String(farm.ranch.id), month: "3", year: "2025", format: "pdf" }));
    expect(pdf.pages).toBe(1);
    for (const phrase of [
      "STONE EQUIPMENT COMPANY", "Equipment Rental Invoice", "Customer", "REPORT RANCH", "Billing Period", "3/1/2025 - 3/31/2025",
      "RATE PER ACRE", "Fertilizer rig", "$2.50", "Total Acres Serviced", "50.00", "Total Equipment Rental Charges", "$150.00",
      "Payment Terms: Net 30 days", "Equipment rental charges for agricultural operations as specified above.", "Page 1 of 1",
    ]) expect(pdf.text).toContain(phrase);
  });

  test("a month without rentals is empty, and the PDF explains it with the debug counts", async () => {
    const body = EquipmentInvoiceSchema.parse(await (await invoice({ entity: String(farm.ranch.id), month: "4", year: "2025" })).json());
    expect(body.lines).toEqual([]);
    expect(body.summary.totalEquipmentCost).toBe("0.00");
    expect((await readCsv(await invoice({ entity: String(farm.ranch.id), month: "4", year: "2025", format: "csv" }))).rows).toEqual([]);
    const pdf = await readPdf(await invoice({ entity: String(farm.ranch.id), month: "4", year: "2025", format: "pdf" }));
    expect(pdf.text).toContain("No billable equipment rental charges found for April 2025 (Crop Year 2025)");
    // Labels and values are read back column by column: the five labels, then their values.
    expect(pdf.text).toContain("Total tasks for crop year 2025 Billable equipment tasks Total charges Selected month Selected crop year 14 0 $0.00 April 2025");
    expect(pdf.text).toContain("Water Assessment, Rent and Farm Management tasks are excluded as non-billable.");
  });

  test("entity, month and year are checked; unknown entity 404; signed out 401", async () => {
    await expectInvalid(await invoice({ month: "3", year: "2025" }), "entity");
    await expectInvalid(await invoice({ entity: "some", month: "3", year: "2025" }), "entity");
    await expectInvalid(await invoice({ entity: "all", month: "13", year: "2025" }), "month");
    await expectInvalid(await invoice({ entity: "all", month: "3", year: "1999" }), "year");
    expect((await invoice({ entity: "999999", month: "3", year: "2025" })).status).toBe(404);
    expect((await invoice({ entity: "all", month: "3", year: "2025" }, farm.t.client())).status).toBe(401);
  });
});

describe("GET /api/stone-equipment/monthly-summary", () => {
  test("sums the calendar month's rentals per entity, whatever their crop year", async () => {
    const res = await summary({ month: "3", year: "2025" });
    expect(res.status).toBe(200);
    const body = EquipmentSummarySchema.parse(await res.json());
    // 100.00 + 50.00 + Old water's 20.00 (crop year 2024, dated March 2025) at Report Ranch; 20.00 next door.
    expect(body.totalRental).toBe("190.00");
    expect(body.entities.map((e) => [e.entityName, e.totalEquipmentRental, e.tasks.map((t) => t.name)])).toEqual([
      ["Neighbour Farms", "20.00", ["Fence-line mowing"]],
      ["Report Ranch", "170.00", ["Old water", "UAN side-dress", "Discing"]],
    ]);
  });

  test("the CSV and the PDF carry the same total", async () => {
    const csv = await readCsv(await summary({ month: "3", year: "2025", format: "csv" }));
    expect(csv.rows.length).toBe(4);
    expect(sumColumn(csv.rows, "Equipment Total")).toBe("190.00");
    const pdf = await readPdf(await summary({ month: "3", year: "2025", format: "pdf" }));
    expect(pdf.pages).toBe(1);
    for (const phrase of ["Monthly Equipment Report", "March 2025", "Total Rental", "$190.00", "Total for Report Ranch", "$170.00", "Page 1 of 1"]) {
      expect(pdf.text).toContain(phrase);
    }
  });

  test("a calendar month without rentals is the 'No Equipment Rentals' state", async () => {
    const body = EquipmentSummarySchema.parse(await (await summary({ month: "3", year: "2026" })).json());
    expect(body).toEqual({ month: 3, year: 2026, totalRental: "0.00", entities: [] });
    const pdf = await readPdf(await summary({ month: "3", year: "2026", format: "pdf" }));
    expect(pdf.text).toContain("No Equipment Rentals");
  });

  test("month 1-12 and year 2000-2100, signed in", async () => {
    await expectInvalid(await summary({ month: "0", year: "2025" }), "month");
    await expectInvalid(await summary({ month: "3", year: "2101" }), "year");
    await expectInvalid(await summary({ month: "3" }), "year");
    expect((await summary({ month: "3", year: "2025" }, farm.t.client())).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import { FieldRecordSchema } from "../../../api/schemas/fields.schemas";
import { FieldProfitabilitySchema } from "../../../api/schemas/reports.schemas";
import { TaskSchema } from "../../../api/schemas/tasks.schemas";
import { CAT, expectInvalid, readCsv, readPdf, startReportApp, sumColumn } from "./support";

/**
 * Field Ranch, Home 50 ac Alfalfa, crop year 2025:
 *   2025-03-05 Fertilizer 10/ac + equipment 2/ac -> 600.00 (equipment 100.00)
 *   2025-03-20 Hay sale (Income): $800/ac x 50 ac = 40,000.00 (its 4 tons/ac x 50 ac x $200 yield is a statistic)
 *   2025-03-25 Farm Management 2/ac -> 100.00
 *   2025-04-10 Water 6/ac -> 300.00
 *   and a crop year 2024 task. Elsewhere: Far 10 ac with one 80.00 Machine Hire task and no yield.
 * Year: revenue 40000, costs 500 + 100 + 300 = 900, equipment 100, net 39000; per acre 800/18/2/780;
 *   margin 39000/40000 = 97.5%, ROI 39000/1000 = 3900.0%, break-even 1000 / (4 x 50 units) = 5.00.
 * March: costs 600, net 39300; per acre 800/12/2/786; margin 98.25 -> 98.3%, ROI 39300/700 = 5614.3%, break-even 3.50.
 */
let app: Awaited<ReturnType<typeof startReportApp>>;
let ranch: { id: number };
let home: { id: number; entityId: number };
let far: { id: number; entityId: number };

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Field Ranch");
  home = await app.field(ranch.id, "Home", "50", "Alfalfa");
  far = await app.field((await app.entity("Elsewhere")).id, "Far", "10", "Hay");
  const t = (f: typeof home, categoryId: number, name: string, date: string, costPerAcre: string, more = {}) =>
    app.task(f, { categoryId, name, date, costPerAcre, acresCovered: f.id === home.id ? "50" : "10", ...more });
  await t(home, CAT.FERTILIZER, "Fertilize", "2025-03-05", "10", { equipmentRental: "2" });
  await t(home, CAT.INCOME, "Hay sale", "2025-03-20", "800", { yieldAmount: "4", yieldUnit: "tons", yieldValuePerUnit: "200" });
  await t(home, CAT.FARM_MANAGEMENT, "Oversight", "2025-03-25", "2");
  await t(home, CAT.WATER, "Irrigate", "2025-04-10", "6");
  await t(home, CAT.WATER, "Old irrigation", "2025-03-01", "6", { cropYear: 2024 });
  await t(far, CAT.MACHINE_HIRE, "Mowing", "2025-03-08", "8");
});
afterAll(() => app.t.close());

const fieldTasks = (query: Record<string, string>, entityId = ranch.id, fieldId = home.id, client = app.reader) =>
  client.api.entities[":entityId"].fields[":fieldId"].tasks.$get({ param: { entityId: String(entityId), fieldId: String(fieldId) }, query: query as never });
const profitability = (query: Record<string, string>, fieldId = home.id) =>
  app.reader.api.fields[":fieldId"].profitability.$get({ param: { fieldId: String(fieldId) }, query: query as never });

describe("GET /api/entities/{entityId}/fields/{fieldId}/tasks", () => {
  test("the field's tasks of the month and crop year, oldest first", async () => {
    const res = await fieldTasks({ month: "3", year: "2025" });
    expect(res.status).toBe(200);
    const tasks = z.array(TaskSchema).parse(await res.json());
    expect(tasks.map((t) => `${t.date} ${t.name} ${t.totalCost}`)).toEqual(["2025-03-05 Fertilize 600.00", "2025-03-20 Hay sale 40000.00", "2025-03-25 Oversight 100.00"]);
    const raw = (await (await fieldTasks({})).json()) as Array<{ id: number; recordedBy: unknown }>;
    const all = z.array(TaskSchema).parse(raw);
    expect(all.length).toBe(5);
    // Each is the whole task record, as the task's own read answers it (names, who recorded it).
    for (const task of raw) {
      const one = await app.reader.api.tasks[":id"].$get({ param: { id: String(task.id) } });
      expect(task).toEqual((await one.json()) as never);
    }
    expect(raw.every((t) => t.recordedBy !== null)).toBe(true);
  });

  test("the CSV splits each task as the profitability summary does; the PDF is the field report", async () => {
    const csv = await readCsv(await fieldTasks({ month: "3", year: "2025", format: "csv" }));
    expect(csv.rows.length).toBe(3);
    expect([sumColumn(csv.rows, "Income"), sumColumn(csv.rows, "Costs"), sumColumn(csv.rows, "Equipment")]).toEqual(["40000.00", "600.00", "100.00"]);
    const pdf = await readPdf(await fieldTasks({ month: "3", year: "2025", format: "pdf" }));
    expect(pdf.pages).toBe(1);
    for (const phrase of [
      "Home - Field Report", "Field Ranch - Alfalfa - March - Crop Year 2025", "Field Size", "50.0 acres", "Total Yield Income", "$40,000.00",
      "Equipment Rental", "$100.00", "Net Field Profit", "$39,300.00", "Yield Analysis", "Operating Costs", "Profitability Summary",
      "98.3%", "5614.3%", "$3.50 per unit", "Page 1 of 1",
    ]) expect(pdf.text).toContain(phrase);
  });

  test("a field of another entity is a 404, so is an unknown field; bad month 400; signed out 401", async () => {
    expect((await fieldTasks({}, ranch.id, far.id)).status).toBe(404);
    expect((await fieldTasks({}, ranch.id, 999_999)).status).toBe(404);
    await expectInvalid(await fieldTasks({ month: "13" }), "month");
    await expectInvalid(await fieldTasks({ year: "2101" }), "year");
    expect((await fieldTasks({}, ranch.id, home.id, app.t.client())).status).toBe(401);
  });
});

describe("GET /api/fields/{fieldId}/profitability", () => {
  test("revenue, costs, equipment and net, per acre over the whole field, with margin, ROI and break-even", async () => {
    const body = FieldProfitabilitySchema.parse(await (await profitability({ year: "2025" })).json());
    expect(body).toMatchObject({
      fieldName: "Home", entityName: "Field Ranch", cropType: "Alfalfa", cropYear: 2025, month: null, fieldSize: "50.00",
      totals: { revenue: "40000.00", costs: "900.00", equipmentRental: "100.00", netProfit: "39000.00" },
      perAcre: { revenue: "800.00", costs: "18.00", equipmentRental: "2.00", netProfit: "780.00" },
      profitMargin: "97.5", returnOnInvestment: "3900.0", breakEvenPrice: "5.00",
    });
    expect(body.yieldAnalysis).toEqual([{ taskId: expect.any(Number), taskName: "Hay sale", date: "2025-03-20", yieldAmount: "4.00", yieldUnit: "tons", totalUnits: "200.00", income: "40000.00" }]);
    expect(body.operatingCosts.map((o) => o.taskName)).toEqual(["Fertilize", "Oversight", "Irrigate"]);
  });

  test("one month; CSV and PDF agree with the JSON", async () => {
    const body = FieldProfitabilitySchema.parse(await (await profitability({ year: "2025", month: "3" })).json());
    expect(body.totals).toEqual({ revenue: "40000.00", costs: "600.00", equipmentRental: "100.00", netProfit: "39300.00" });
    expect(body.perAcre).toEqual({ revenue: "800.00", costs: "12.00", equipmentRental: "2.00", netProfit: "786.00" });
    expect([body.profitMargin, body.returnOnInvestment, body.breakEvenPrice]).toEqual(["98.3", "5614.3", "3.50"]);
    const csv = await readCsv(await profitability({ year: "2025", format: "csv" }));
    expect([sumColumn(csv.rows, "Income"), sumColumn(csv.rows, "Costs"), sumColumn(csv.rows, "Equipment")]).toEqual(["40000.00", "900.00", "100.00"]);
    const pdf = await readPdf(await profitability({ year: "2025", format: "pdf" }));
    expect(pdf.text).toContain("$39,000.00");
    expect(pdf.text).toContain("$5.00 per unit");
  });

  test("without yield or revenue: margin and ROI 0.0, break-even N/A", async () => {
    const body = FieldProfitabilitySchema.parse(await (await profitability({ year: "2025" }, far.id)).json());
    expect(body).toMatchObject({ profitMargin: "0.0", returnOnInvestment: "0.0", breakEvenPrice: "N/A", totals: { netProfit: "-80.00" } });
  });

  test("year is required; unknown field 404", async () => {
    await expectInvalid(await profitability({}), "year");
    await expectInvalid(await profitability({ year: "2025", month: "0" }), "month");
    expect((await profitability({ year: "2025" }, 999_999)).status).toBe(404);
  });
});

describe("GET /api/all-fields and /api/all-tasks", () => {
  test("fields of every entity with their entity's name, as JSON or CSV", async () => {
    const res = await app.reader.api["all-fields"].$get({ query: {} });
    expect(res.status).toBe(200);
    const fields = z.array(FieldRecordSchema).parse(await res.json());
    expect(fields.map((f) => `${f.entityName}/${f.name}`)).toEqual(["Elsewhere/Far", "Field Ranch/Home"]);
    expect(res.headers.get("content-range")).toBe("fields 0-1/2");
    const csv = await readCsv(await app.reader.api["all-fields"].$get({ query: { format: "csv" } }));
    expect(csv.rows.map((r) => r.Field)).toEqual(["Far", "Home"]);
    expect(sumColumn(csv.rows, "Acreage")).toBe("60.00");
  });

  test("tasks of every entity, optionally one crop year, with entity, field and category names", async () => {
    const tasks = z.array(TaskSchema).parse(await (await app.reader.api["all-tasks"].$get({ query: { year: "2025" } as never })).json());
    expect(tasks.length).toBe(5);
    expect(tasks.find((t) => t.name === "Mowing")).toMatchObject({ entityName: "Elsewhere", fieldName: "Far", categoryName: "Machine Hire" });
    const everything = z.array(TaskSchema).parse(await (await app.reader.api["all-tasks"].$get({ query: {} })).json());
    expect(everything.length).toBe(6);
    const csv = await readCsv(await app.reader.api["all-tasks"].$get({ query: { year: "2025", format: "csv" } as never }));
    // Cost 600 + 100 + 300 + 80; the hay sale is income, never a cost
    expect(sumColumn(csv.rows, "Cost")).toBe("1080.00");
    expect(sumColumn(csv.rows, "Income")).toBe("40000.00");
    expect(csv.rows.find((r) => r.Task === "Hay sale")).toMatchObject({ Kind: "income", "Total Cost": "40000.00", Cost: "0.00" });
  });

  test("no PDF for the lists; bad year 400; signed out 401", async () => {
    await expectInvalid(await app.reader.api["all-tasks"].$get({ query: { format: "pdf" } as never }), "format");
    await expectInvalid(await app.reader.api["all-tasks"].$get({ query: { year: "1999" } as never }), "year");
    expect((await app.t.client().api["all-fields"].$get({ query: {} })).status).toBe(401);
  });
});

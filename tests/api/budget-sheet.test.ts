import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { auditLog } from "../../db/schema";
import { BudgetImportResultSchema, BudgetSheetSchema } from "../../api/schemas/budget-sheet.schemas";
import { budgetRanch } from "./reports/budget-farm";
import { readCsv, startReportApp } from "./reports/support";

let app: Awaited<ReturnType<typeof startReportApp>>;
let farm: Awaited<ReturnType<typeof budgetRanch>>;

beforeAll(async () => {
  app = await startReportApp();
  farm = await budgetRanch(app);
});
afterAll(() => app.t.close());

const sheetOf = (year: string, format?: "csv", id = farm.ranch.id, client = app.reader) =>
  client.api.entities[":id"].budgets.sheet.$get({ param: { id: String(id) }, query: { year, ...(format ? { format } : {}) } as never });
const importSheet = (json: Record<string, unknown>, id = farm.ranch.id, client = app.admin) =>
  client.api.entities[":id"].budgets.import.$post({ param: { id: String(id) }, json: json as never });

describe("GET /api/entities/{id}/budgets/sheet", () => {
  test("one row per line: field budgets by field, then crops; the CSV has the same cells", async () => {
    const rows = BudgetSheetSchema.parse(await (await sheetOf("2025")).json());
    expect(rows.map((r) => [r.field, r.crop, r.category, r.amountPerAcre, r.plannedMonth, r.expectedYieldPerAcre, r.yieldUnit, r.expectedPricePerUnit])).toEqual([
      ["East 10", null, "Seed", "100.00", null, "1000.00", "lbs", "0.80"],
      [null, "Alfalfa", "Fertilizer", "25.50", null, "8.00", "tons", "200.00"],
      [null, "Alfalfa", "Seed", "50.00", 3, "8.00", "tons", "200.00"],
    ]);
    const csv = await readCsv(await sheetOf("2025", "csv"));
    expect(csv.header).toEqual(["field", "crop", "category", "amount_per_acre", "planned_month", "expected_yield_per_acre", "yield_unit", "expected_price_per_unit"]);
    expect(csv.rows[2]).toEqual({ field: "", crop: "Alfalfa", category: "Seed", amount_per_acre: "50.00", planned_month: "3", expected_yield_per_acre: "8.00", yield_unit: "tons", expected_price_per_unit: "200.00" });
  });

  test("400 naming the field, 401, 404", async () => {
    expect((await sheetOf("1999")).status).toBe(400);
    expect((await sheetOf("2025", undefined, farm.ranch.id, app.t.client())).status).toBe(401);
    expect((await sheetOf("2025", undefined, 4242)).status).toBe(404);
  });
});

describe("POST /api/entities/{id}/budgets/import", () => {
  const row = (cells: Record<string, string | number>) => cells;

  test("every bad row named by index and column; nothing written", async () => {
    const res = await importSheet({
      year: 2030,
      rows: [
        row({ field: "north 40", category: "seed", amountPerAcre: "55" }),
        row({ field: "Nowhere", category: "Seed", amountPerAcre: "1" }),
        row({ crop: "Alfalfa", category: "Seed", amountPerAcre: "1.999" }),
        row({ crop: "Alfalfa", category: "Magic", amountPerAcre: "1" }),
        row({ field: "North 40", crop: "Alfalfa", category: "Seed", amountPerAcre: "1" }),
        row({ field: "North 40", category: "SEED", amountPerAcre: "2" }),
        row({ field: "North 40", category: "Water", amountPerAcre: "2", plannedMonth: "13" }),
        row({ field: "North 40", category: "Rent", amountPerAcre: "2", expectedPricePerUnit: "5" }),
        row({ field: "North 40", category: "Fertilizer", amountPerAcre: "2", expectedPricePerUnit: "6" }),
      ],
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: Array<{ path: string; message: string }> };
    expect(body.issues.map((i) => i.path)).toEqual([
      "rows.1.field", "rows.2.amountPerAcre", "rows.3.category", "rows.4.field", "rows.5.category", "rows.6.plannedMonth", "rows.8.expectedPricePerUnit",
    ]);
    expect(body.issues[0]!.message).toBe('no field named "Nowhere" in this entity');
    expect(BudgetSheetSchema.parse(await (await sheetOf("2030")).json())).toEqual([]);
  });

  test("creates the budgets of the sheet, a dry run writes nothing, a second import updates them; audited", async () => {
    const rows = [
      row({ field: "North 40", category: "Seed", amountPerAcre: "55", expectedYieldPerAcre: "7", yieldUnit: "tons", expectedPricePerUnit: "210" }),
      row({ field: "north 40", category: "Fertilizer", amountPerAcre: "22.5", plannedMonth: 4 }),
      row({ crop: "Cotton", category: "Seed", amountPerAcre: "120" }),
    ];
    const dry = BudgetImportResultSchema.parse(await (await importSheet({ year: 2030, rows, dryRun: true })).json());
    expect(dry).toEqual({ dryRun: true, received: 3, created: 2, updated: 0 });
    expect(BudgetSheetSchema.parse(await (await sheetOf("2030")).json())).toEqual([]);
    const first = await importSheet({ year: 2030, rows });
    expect(BudgetImportResultSchema.parse(await first.json())).toEqual({ dryRun: false, received: 3, created: 2, updated: 0 });
    const again = await importSheet({ year: 2030, rows: [row({ field: "North 40", category: "Seed", amountPerAcre: "60" })] });
    expect(BudgetImportResultSchema.parse(await again.json())).toMatchObject({ created: 0, updated: 1 });
    expect(BudgetSheetSchema.parse(await (await sheetOf("2030")).json()).map((r) => [r.field ?? r.crop, r.category, r.amountPerAcre, r.plannedMonth, r.expectedPricePerUnit])).toEqual([
      ["North 40", "Seed", "60.00", null, "0.00"],
      ["Cotton", "Seed", "120.00", null, "0.00"],
    ]);
    const entries = await app.t.db.select().from(auditLog).where(and(eq(auditLog.resource, "budgets"), eq(auditLog.action, "import")));
    expect(entries.length).toBeGreaterThanOrEqual(2);
  });

  test("401, 403, 404, and 400 naming the year", async () => {
    const json = { year: 2031, rows: [] };
    expect((await importSheet(json, farm.ranch.id, app.t.client())).status).toBe(401);
    expect((await importSheet(json, farm.ranch.id, app.reader)).status).toBe(403);
    expect((await importSheet(json, 4242)).status).toBe(404);
    const bad = await importSheet({ year: 1900, rows: [] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe("year");
  });
});
